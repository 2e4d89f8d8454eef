/**
 * The engraver in the browser, for the groove builder only (loaded after its first paint): the same drawing
 * the build makes (engrave-core.ts), into the page's document. VexFlow measures text only to place the
 * sticking's letters; the build measures them with a fixed width per letter (jsdom lays nothing out), so the
 * same width is lent here while it draws, and a groove comes out as a lesson prints it, byte for byte.
 */
import type { Groove } from '@/features/practice/groove/parse';
import { engraveOn, type EngravedLayout } from '@/features/practice/engrave/engrave-core';

export function engraveHere(groove: Groove): EngravedLayout[] {
  const prototype = SVGGraphicsElement.prototype as SVGGraphicsElement & { getBBox: () => DOMRect };
  const own = prototype.getBBox;
  prototype.getBBox = function getBBox(this: SVGGraphicsElement) {
    return { x: 0, y: 0, width: (this.textContent ?? '').length * 7, height: 12 } as DOMRect;
  };
  try {
    return engraveOn(document, groove);
  } finally {
    prototype.getBBox = own;
  }
}
