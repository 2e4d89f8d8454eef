export const OUT_DIR: string;
export const LESSON_ROUTE: string;
export const RUDIMENT_ROUTE: string;
export const STUDY_TRACK_ROUTE: string;
export const STUDY_ROUTE: string;
export function routeOf(page: string): string;
export function routeFiles(outDir?: string): [route: string, file: string][];
export function scriptSources(html: string): string[];
export function measureRoutes(
  outDir?: string,
): { route: string; page: string; scripts: string[]; bytes: number; kib: number }[];
