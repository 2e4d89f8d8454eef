// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { removeStaleHeadTags, slotOf, watchStaleHeadTags } from './stale-head';

/** Tags React made are marked the way React marks them: an own `__reactFiber$…` property. */
function reactMade<T extends Element>(element: T): T {
  Object.assign(element, { ['__reactFiber$test']: {} });
  return element;
}
function tag(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild!;
}
const texts = () => [...document.head.children].map((child) => child.outerHTML.replace(/ content="([^"]*)"/, ':$1'));

beforeEach(() => {
  document.head.replaceChildren(
    tag('<meta name="theme-color" content="#fff" media="(prefers-color-scheme: light)">'),
    tag('<meta name="theme-color" content="#000" media="(prefers-color-scheme: dark)">'),
    tag('<title>Drum Lessons | Backbeat</title>'),
    tag('<meta name="description" content="All lessons">'),
    tag('<meta property="og:title" content="Drum Lessons">'),
    tag('<link rel="icon" href="/a.png" sizes="32x32">'),
  );
});

describe('after a page left before its head tags hydrated', () => {
  it("removes the old page's title and description once React has put in the new page's", () => {
    document.head.prepend(reactMade(tag('<title>Ghost Notes | Backbeat</title>')));
    document.head.append(reactMade(tag('<meta name="description" content="Ghost notes">')));
    expect(removeStaleHeadTags(document.head)).toBe(2);
    expect(document.title).toBe('Ghost Notes | Backbeat');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('Ghost notes');
    // Tags with no React-made twin stay: the Open Graph title, the icon, both theme colours.
    expect(document.querySelector('meta[property="og:title"]')).not.toBeNull();
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(2);
    expect(document.querySelector('link[rel="icon"]')).not.toBeNull();
  });

  it('tells theme colours for light and dark apart, and never removes a tag React owns', () => {
    document.head.append(
      reactMade(tag('<meta name="theme-color" content="#111" media="(prefers-color-scheme: dark)">')),
    );
    document.head.append(reactMade(tag('<meta name="description" content="Owned twice">')));
    removeStaleHeadTags(document.head);
    expect(texts().filter((html) => html.includes('theme-color'))).toEqual([
      '<meta name="theme-color":#fff media="(prefers-color-scheme: light)">',
      '<meta name="theme-color":#111 media="(prefers-color-scheme: dark)">',
    ]);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('does nothing while the page is as the server sent it', () => {
    const before = texts();
    expect(removeStaleHeadTags(document.head)).toBe(0);
    expect(texts()).toEqual(before);
  });

  it('watches the head: a title React adds later takes the old one out', async () => {
    const stop = watchStaleHeadTags(document.head);
    document.head.prepend(reactMade(tag('<title>Rudiments | Backbeat</title>')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...document.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['Rudiments | Backbeat']);
    stop();
  });
});

describe('slots', () => {
  it('are one per title, name, property or media; icons of several sizes are not one slot', () => {
    expect(slotOf(tag('<title>x</title>'))).toBe('title');
    expect(slotOf(tag('<meta property="og:image" content="x">'))).toBe('meta|og:image|');
    expect(slotOf(tag('<link rel="canonical" href="/x">'))).toBe('link|canonical|');
    expect(slotOf(tag('<link rel="icon" href="/x">'))).toBeNull();
    expect(slotOf(tag('<meta charset="utf-8">'))).toBeNull();
    expect(slotOf(tag('<script src="/x.js"></script>'))).toBeNull();
  });
});
