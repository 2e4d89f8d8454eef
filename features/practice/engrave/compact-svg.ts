/**
 * Fewer elements and attributes for the same drawing, on VexFlow's SVG before it is written out (svg-markup.ts
 * writes each element short; this writes fewer of them). Each line's staff lines and the stems outside a note's
 * group were a path each with the same attributes, and six thousand sticking letters over the site each named the
 * same font size, weight and anchor.
 */

/** The text attributes an SVG's letters most often share, written once on the SVG for them to inherit. */
const TEXT_ATTRIBUTES = ['text-anchor', 'font-size', 'font-weight'] as const;

/**
 * The strokes (`fill="none"` paths) of one parent that carry the same attributes become one path: its first, with
 * the others' data after its own. They are lines apart from each other (stems, staff lines, ledger lines), drawn
 * in one colour, so one path draws them as the many did. A path with an id stays alone (a `<use>` may name it).
 */
export function mergeStrokes(svg: SVGSVGElement): void {
  for (const parent of [svg, ...svg.querySelectorAll('g')]) {
    const first = new Map<string, Element>();
    for (const path of [...parent.children]) {
      if (path.localName !== 'path' || path.getAttribute('fill') !== 'none' || path.hasAttribute('id')) continue;
      const attributes = [...path.attributes]
        .filter(({ name }) => name !== 'd')
        .map(({ name, value }) => `${name}=${value}`)
        .sort()
        .join(' ');
      const into = first.get(attributes);
      if (!into) {
        first.set(attributes, path);
        continue;
      }
      into.setAttribute('d', `${into.getAttribute('d') ?? ''}${path.getAttribute('d') ?? ''}`);
      path.remove();
    }
  }
}

/**
 * Each text attribute every letter of the SVG names, and most of them name alike, is written once on the SVG: the
 * letters that name it so inherit it, and the others keep their own. An attribute some letter does not name stays
 * where it is, as that letter inherits it from the page.
 */
export function hoistTextAttributes(svg: SVGSVGElement): void {
  const texts = [...svg.querySelectorAll('text')];
  if (texts.length < 2) return;
  for (const name of TEXT_ATTRIBUTES) {
    if (!texts.every((text) => text.hasAttribute(name))) continue;
    const counts = new Map<string, number>();
    for (const text of texts) {
      const value = text.getAttribute(name)!;
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const [value, count] = [...counts].sort((one, other) => other[1] - one[1])[0]!;
    if (count < 2) continue;
    svg.setAttribute(name, value);
    for (const text of texts) if (text.getAttribute(name) === value) text.removeAttribute(name);
  }
}
