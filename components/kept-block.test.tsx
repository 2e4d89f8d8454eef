// @vitest-environment jsdom
// jsdom has no CSS.escape, which the block uses to find itself: the standard polyfill, as a browser has it.
import 'css.escape';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeptBlock } from './kept-block';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A block as the server draws it, and as the trimmed page data gives it to React: its key alone. */
const whole = (keep: string) => (
  <KeptBlock keep={keep} role="img" aria-label="Bar 1, Hi-hat: 1, and, 2" className="notation" style={{ height: 80 }}>
    <svg>
      <path d="M0 0" />
    </svg>
  </KeptBlock>
);
const trimmed = (keep: string) => <KeptBlock keep={keep} />;

const attributes = (element: Element) =>
  Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value]));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('a kept block', () => {
  it('hydrated from its key alone, keeps the inside and attributes the server drew, and gets them back when drawn again', async () => {
    const keep = 'notation-a';
    const page = document.createElement('div');
    page.innerHTML = renderToString(whole(keep));
    document.body.append(page);
    const served = page.firstElementChild!;
    const drawn = { attributes: attributes(served), inside: served.innerHTML };
    expect(drawn.attributes).toMatchObject({ role: 'img', class: 'notation', 'data-keep': keep });

    const recoverable = vi.fn();
    // React's development build warns that the server's attributes are not in the props; the production build,
    // which the site ships, neither compares nor changes them.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(page, trimmed(keep), { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(page.firstElementChild).toBe(served);
    expect({ attributes: attributes(served), inside: served.innerHTML }).toEqual(drawn);

    // Back to the page within the site: React draws the block again from the same trimmed data, as a new element.
    await act(async () => root.unmount());
    page.remove();
    const again = document.createElement('div');
    document.body.append(again);
    await act(async () => createRoot(again).render(trimmed(keep)));
    const redrawn = again.firstElementChild!;
    expect({ attributes: attributes(redrawn), inside: redrawn.innerHTML }).toEqual(drawn);
  });

  it('drawn whole (data fetched for a link), is drawn from its props', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(whole('notation-b')));
    const element = container.firstElementChild!;
    expect(attributes(element)).toEqual({
      'data-keep': 'notation-b',
      role: 'img',
      'aria-label': 'Bar 1, Hi-hat: 1, and, 2',
      class: 'notation',
      style: 'height: 80px;',
    });
    expect(element.querySelector('path')).not.toBeNull();
  });
});
