import { describe, expect, it } from 'vitest';
import { classesInHtml, deferPage, islandStylesheet, linkIslandStyles, splitPageRules } from './defer-island-styles';

const OWN =
  '@layer reset, base, tokens, recipes;' +
  '.sx-drawn{color:red}.sx-drawn:hover{color:blue}' +
  '.practice-panel{display:grid}@media (min-width:48rem){.practice-panel{gap:1rem}}' +
  '@layer recipes{.sx-menu{position:fixed}.sx-menu:is(:focus-visible){outline:0}}' +
  '.sx-drawn .practice-panel{margin:0}' +
  '.sx-quiet{opacity:.5}';
const HREFS = 'sx-drawn practice-panel sx-menu sx-quiet';

function page(body: string): string {
  return (
    '<!DOCTYPE html><html><head>' +
    '<style data-precedence="next" data-href="/_next/static/chunks/site.css">.sx-menu{all:unset}</style>' +
    `<style data-precedence="sx" data-href="${HREFS}">${OWN}</style>` +
    `</head><body>${body}<script>self.__next_f.push([1,"{\\"classes\\":{\\"menu\\":\\"sx-menu\\"}}"])</script></body></html>`
  );
}

describe("the rules only a page's islands use, served apart", () => {
  it("reads the classes on the page's elements and in its noscripts, in any quotes, not in its styles or data", () => {
    const html = page(
      `<p class="sx-drawn  other">x</p><noscript><a class="sx-quiet">y</a></noscript><svg class='sx-svg'></svg><i class=bare></i>`,
    );
    expect(classesInHtml(html)).toEqual(new Set(['sx-drawn', 'other', 'sx-quiet', 'sx-svg', 'bare']));
  });

  it('keeps every rule of a class the HTML holds, and takes whole rules and blocks of the classes it does not', () => {
    const { kept, deferred, hrefs } = splitPageRules(OWN, HREFS.split(' '), new Set(['sx-drawn', 'sx-quiet']));
    expect(kept).toBe(
      '@layer reset, base, tokens, recipes;.sx-drawn{color:red}.sx-drawn:hover{color:blue}' +
        '.sx-drawn .practice-panel{margin:0}.sx-quiet{opacity:.5}',
    );
    expect(deferred).toEqual([
      '.practice-panel{display:grid}',
      '@media (min-width:48rem){.practice-panel{gap:1rem}}',
      '@layer recipes{.sx-menu{position:fixed}.sx-menu:is(:focus-visible){outline:0}}',
    ]);
    // The classes that went leave the list React reads; a rule naming a drawn class with one that went stays whole.
    expect(hrefs).toEqual(['sx-drawn', 'sx-quiet']);
  });

  it('leaves a page whose HTML holds every class as it was, byte for byte', () => {
    const html = page('<p class="sx-drawn practice-panel sx-menu sx-quiet">x</p>');
    expect(deferPage(html)).toEqual({ html, deferred: [] });
  });

  it("takes a page's island rules out of its own stylesheet only, and names the shared sheet before its page data", () => {
    const html = page('<p class="sx-drawn">x</p><noscript><a class="sx-quiet">y</a></noscript>');
    const { html: lighter, deferred } = deferPage(html);
    expect(deferred).toHaveLength(3);
    expect(lighter).toContain(
      '<style data-precedence="next" data-href="/_next/static/chunks/site.css">.sx-menu{all:unset}</style>',
    );
    expect(lighter).toContain('<style data-precedence="sx" data-href="sx-drawn sx-quiet">@layer reset');
    expect(lighter).not.toContain('position:fixed');
    const { css, href } = islandStylesheet([...deferred, ...deferPage(html).deferred]);
    expect(href).toMatch(/^\/_next\/static\/chunks\/islands-[\w-]{12}\.css$/);
    // Each rule once, however many pages defer it.
    expect(css.split('.practice-panel{display:grid}')).toHaveLength(2);
    const linked = linkIslandStyles(lighter, href);
    // After the content, before the first script of the page data: React reads the data only once the sheet is there.
    expect(linked).toContain(
      `<noscript><a class="sx-quiet">y</a></noscript><link rel="stylesheet" href="${href}"/><script>self.__next_f`,
    );
    expect(linkIslandStyles('<html><body><p>x</p></body></html>', href)).toBe(
      `<html><body><p>x</p><link rel="stylesheet" href="${href}"/></body></html>`,
    );
  });

  it('names the sheet by what it holds: other rules, another address', () => {
    expect(islandStylesheet(['.a{color:red}']).href).not.toBe(islandStylesheet(['.a{color:blue}']).href);
    expect(islandStylesheet(['.a{color:red}']).href).toBe(islandStylesheet(['.a{color:red}', '.a{color:red}']).href);
  });
});
