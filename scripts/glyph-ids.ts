/**
 * After `next build` (and after trim-page-data.ts has compared the body with the page data): each glyph the notation
 * shares (features/practice/engrave/shared-glyphs.ts) defined once a page. Each glyph is named from its definition,
 * so every groove drawing the same x notehead, rest or clef defines it under the same id; a page is valid HTML only
 * with each id once, so the later definitions go and every `<use>` draws from the first (hidden or not, as icon
 * sprites do). A later definition that differs from the first under the same id (two different glyphs whose names
 * collide) stops the build: the page would draw the wrong glyph.
 */

/** A shared glyph's definition, as the engraver writes it. */
const DEFINITION = /<path id='(g[0-9a-z]+)'[^>]*\/>/g;

export function defineGlyphsOnce(html: string): { html: string; removed: number } {
  const first = new Map<string, string>();
  let removed = 0;
  const out = html.replace(/<defs>([\s\S]*?)<\/defs>/g, (_, inside: string) => {
    const kept = inside.replace(DEFINITION, (definition: string, id: string) => {
      const earlier = first.get(id);
      if (earlier === undefined) {
        first.set(id, definition);
        return definition;
      }
      if (earlier !== definition) throw new Error(`two different glyphs are both named ${id}`);
      removed += definition.length;
      return '';
    });
    return kept.trim() ? `<defs>${kept}</defs>` : '';
  });
  return { html: out, removed };
}
