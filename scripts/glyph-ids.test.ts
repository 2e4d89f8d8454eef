import { describe, expect, it } from 'vitest';
import { defineGlyphsOnce } from './glyph-ids';

const x = "<path id='gabc0' stroke='none' d='M0 0l1 1'/>";
const head = "<path id='gabc1' stroke='none' d='M0 0l2 2'/>";
const other = "<path id='gdef0' stroke='none' d='M0 0l3 3'/>";

describe("a page's shared glyphs", () => {
  it('keeps the first definition of each id and drops the later ones, and their defs when emptied', () => {
    const page = `<svg><defs>${x}${head}</defs><use href='#gabc0'/></svg><svg><defs>${x}${head}</defs><use href='#gabc1'/></svg><svg><defs>${x}${other}</defs></svg>`;
    const { html, removed } = defineGlyphsOnce(page);
    expect(html).toBe(
      `<svg><defs>${x}${head}</defs><use href='#gabc0'/></svg><svg><use href='#gabc1'/></svg><svg><defs>${other}</defs></svg>`,
    );
    expect(removed).toBe(2 * x.length + head.length);
    expect(html.match(/id='gabc0'/g)).toHaveLength(1);
  });

  it('stops the build when one id names two different glyphs', () => {
    const clash = "<path id='gabc0' stroke='none' d='M0 0l9 9'/>";
    expect(() => defineGlyphsOnce(`<svg><defs>${x}</defs></svg><svg><defs>${clash}</defs></svg>`)).toThrow(
      'two different glyphs are both named gabc0',
    );
  });
});
