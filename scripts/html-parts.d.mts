/** A page's groove notation drawings, each with its layout (1: one bar a line, 2: two). */
export function notationDrawings(html: string): { layout: number; svg: string }[];
/** Whether a page has groove notation at all. */
export function hasNotation(html: string): boolean;
/** Gzipped bytes of a page's inline CSS, page data, groove notation and the rest, each on its own. */
export function partsOf(html: string): { css: number; pageData: number; notation: number | undefined; rest: number };
