/**
 * How VexFlow measures text while it engraves: a fixed width per letter. VexFlow measures text only to place the
 * sticking's letters beside the notes; jsdom (the build's document) lays nothing out, so the build lends it this,
 * and the browser (the groove builder, the editor's preview) lends it the same while it draws, so a groove comes
 * out of both byte for byte the same.
 */
const LETTER_WIDTH = 7;
const LINE_HEIGHT = 12;

/** The measure of a drawn element's text, as VexFlow's getBBox is asked for it. */
export function textBox(this: { textContent: string | null }): DOMRect {
  return { x: 0, y: 0, width: (this.textContent ?? '').length * LETTER_WIDTH, height: LINE_HEIGHT } as DOMRect;
}

/**
 * Runs `draw` with SVG elements measured by `textBox` (on the prototype given: the page's SVGGraphicsElement, or
 * jsdom's SVGElement), and puts back what was there after.
 */
export function withTextMetrics<T>(prototype: object, draw: () => T): T {
  const measured = prototype as { getBBox?: () => DOMRect };
  const own = Object.getOwnPropertyDescriptor(measured, 'getBBox');
  measured.getBBox = textBox;
  try {
    return draw();
  } finally {
    if (own) Object.defineProperty(measured, 'getBBox', own);
    else delete measured.getBBox;
  }
}
