/** Gzipped bytes of a page's inline CSS, page data, groove notation and the rest, each on its own. */
export function partsOf(html: string): { css: number; pageData: number; notation: number; rest: number };
