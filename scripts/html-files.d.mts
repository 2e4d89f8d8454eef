/** Types for html-files.mjs, which the build's plain-Node scripts import too. */
export function htmlFiles(dir: string): string[];
