/**
 * The engraver at build time: VexFlow draws into a DOM, which Node has not got, so it draws into one
 * jsdom document, lent to it for the length of one call, with the text metrics the browser lends it too
 * (text-metrics.ts). The drawing itself is engrave-core.ts, which the groove builder runs in the browser.
 */
import { JSDOM } from 'jsdom';
import type { Groove, Stroke, Voice } from '../groove/parse';
import { engraveKeyNoteOn, engraveOn, type EngravedLayout } from './engrave-core';
import { withTextMetrics } from './text-metrics';

export { compactPath, type EngravedLayout, type EngravedSystem } from './engrave-core';

let dom: JSDOM | undefined;

/** Lends VexFlow a document for one call: it reads `document` and `window` from the global scope. */
function withDocument<T>(draw: (document: Document) => T): T {
  dom ??= new JSDOM('<!doctype html><html><body></body></html>');
  const window = dom.window;
  const scope = globalThis as { document?: Document; window?: unknown };
  const saved = { document: scope.document, window: scope.window };
  scope.document = window.document;
  scope.window = window;
  try {
    return withTextMetrics(window.SVGElement.prototype, () => draw(window.document));
  } finally {
    scope.document = saved.document;
    scope.window = saved.window;
  }
}

/**
 * The groove's notation, laid out one bar a line (a page's, which a wide screen sets two a line) and, for longer
 * grooves unless `twoALine` is false, two bars a line (for paper: the printed guide and the notation files).
 */
export function engrave(groove: Groove, options?: { share?: boolean; twoALine?: boolean }): EngravedLayout[] {
  return withDocument((document) => engraveOn(document, groove, options));
}

/** One note of the drum key: a short staff with the drum's note on it, as the reading lesson shows it. */
export function engraveKeyNote(drum: Voice, stroke: Stroke = 'hit'): string {
  return withDocument((document) => engraveKeyNoteOn(document, drum, stroke));
}
