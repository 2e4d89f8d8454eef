import { describe, expect, it } from 'vitest';
import { pruneUnread, pruneVariables, readVariables } from './prune-tokens';

const SHEET = [
  '@layer reset, tokens;',
  '@layer tokens{',
  ':where(html){--chakra-colors-fg:var(--chakra-colors-gray-900);--chakra-colors-gray-900:#1c1917;--chakra-colors-gray-50:#fafaf9;--chakra-sizes-9xl:96rem;--chakra-z-index-toast:1700}',
  '.dark{--chakra-colors-fg:var(--chakra-colors-gray-50);--chakra-sizes-9xl:96rem}',
  '.toast{--chakra-z-index-toast:1800}',
  ':where(html){--chakra-spacing-1\\.5:0.375rem;--chakra-spacing-1:0.25rem}.row{gap:var(--chakra-spacing-1\\.5)}',
  '}',
  '@layer reset{*{--global-color-border:var(--chakra-colors-border);border-color:var(--global-color-border)}:where(html){--chakra-colors-border:#e7e5e4;--chakra-colors-unread-chain:var(--chakra-colors-unread-end);--chakra-colors-unread-end:red}}',
].join('');

describe('the theme variables nothing reads, taken out of the stylesheet', () => {
  it('reads the names in var(), in CSS, an element style or script text', () => {
    expect(readVariables('a{color:var(--x)} <p style="margin: var( --y-1, 2px)"> "var(--z)" --not-read:1')).toEqual(
      new Set(['--x', '--y-1', '--z']),
    );
  });

  it('reads a name with an escaped character whole, in CSS and in JSON', () => {
    expect(readVariables('.row{gap:var(--chakra-spacing-1\\.5)}')).toEqual(new Set(['--chakra-spacing-1\\.5']));
    expect(readVariables(JSON.stringify('.row{gap:var(--chakra-spacing-1\\.5)}'))).toEqual(
      new Set(['--chakra-spacing-1\\.5']),
    );
  });

  it('keeps a variable read elsewhere, and what it reads, in each theme', () => {
    const { css, removed } = pruneVariables(SHEET, new Set(['--chakra-colors-fg']));
    expect(css).toContain('--chakra-colors-fg:var(--chakra-colors-gray-900)');
    expect(css).toContain('--chakra-colors-gray-900:#1c1917');
    // The dark theme's value reads another: kept too.
    expect(css).toContain('--chakra-colors-gray-50:#fafaf9');
    expect(removed).not.toContain('--chakra-colors-gray-50');
  });

  it("keeps a variable one of the sheet's own properties reads, through another variable", () => {
    const { css } = pruneVariables(SHEET, new Set());
    expect(css).toContain('border-color:var(--global-color-border)');
    expect(css).toContain('--global-color-border:var(--chakra-colors-border)');
    expect(css).toContain('--chakra-colors-border:#e7e5e4');
  });

  it('takes out, from every rule, a variable nothing reads, and a chain only an unread variable begins', () => {
    const { css, removed } = pruneVariables(SHEET, new Set(['--chakra-colors-fg']));
    expect(removed.sort()).toEqual([
      '--chakra-colors-unread-chain',
      '--chakra-colors-unread-end',
      '--chakra-sizes-9xl',
      '--chakra-spacing-1',
      '--chakra-z-index-toast',
    ]);
    // `1\.5` is read, `1` is not: the escaped name is not read as its first part.
    expect(css).toContain('--chakra-spacing-1\\.5:0.375rem');
    for (const name of removed) expect(css).not.toContain(`${name}:`);
    // The rest of the sheet is as it was: its layers in their order, its rules.
    expect(css.startsWith('@layer reset, tokens;@layer tokens{:where(html){--chakra-colors-fg:')).toBe(true);
    expect(css).toContain('.dark{--chakra-colors-fg:var(--chakra-colors-gray-50)}');
    // A rule that only set unread variables goes with them.
    expect(css).not.toContain('.toast');
  });

  it('takes out nothing a name read elsewhere keeps', () => {
    const everything = new Set([
      '--chakra-colors-fg',
      '--chakra-sizes-9xl',
      '--chakra-z-index-toast',
      '--chakra-colors-unread-chain',
      '--chakra-spacing-1',
    ]);
    const { css, removed } = pruneVariables(SHEET, everything);
    expect(removed).toEqual([]);
    expect(css).toBe(SHEET);
  });
});

describe("a page's own rules, without the variables nothing reads", () => {
  // A button's recipe sets every shade of its palette on the element, and reads two of them.
  const BUTTON = [
    '.sx-a{--chakra-colors-color-palette-50:var(--chakra-colors-brand-50);',
    '--chakra-colors-color-palette-950:var(--chakra-colors-brand-950);',
    '--chakra-colors-color-palette-solid:var(--chakra-colors-brand-solid);',
    '--chakra-colors-color-palette-contrast:var(--chakra-colors-brand-contrast);',
    'background:var(--chakra-colors-color-palette-solid);--bg-currentcolor:var(--chakra-colors-color-palette-solid)}',
    '.sx-b{color:red}',
  ].join('');

  it('takes out the shades no rule, page or script reads, and keeps what its own rules and the site read', () => {
    const { css } = pruneUnread(BUTTON, new Set(['--chakra-colors-color-palette-contrast']), 'function(){}');
    expect(css).toBe(
      '.sx-a{--chakra-colors-color-palette-solid:var(--chakra-colors-brand-solid);--chakra-colors-color-palette-contrast:var(--chakra-colors-brand-contrast);background:var(--chakra-colors-color-palette-solid)}.sx-b{color:red}',
    );
  });

  it("keeps a variable whose name the site's scripts hold, though they never write var() round it", () => {
    const { css, removed } = pruneUnread(BUTTON, new Set(), 't2("bg-currentcolor")');
    expect(css).toContain('--bg-currentcolor:var(--chakra-colors-color-palette-solid)');
    expect(css).not.toContain('--chakra-colors-color-palette-50:');
    expect(removed).not.toContain('--bg-currentcolor');
  });
});
