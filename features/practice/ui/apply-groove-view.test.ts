// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLY_GROOVE_VIEW } from './apply-groove-view';
import { VIEW_ROOT_ATTRIBUTE } from './view';

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute(VIEW_ROOT_ATTRIBUTE);
  document.body.innerHTML = '';
});
afterEach(() => vi.restoreAllMocks());

describe("the groove view's first-paint script", () => {
  it('marks the page with a view kept by the site before, under "groove-view", and moves it', () => {
    localStorage.setItem('groove-view', 'grid');
    new Function(APPLY_GROOVE_VIEW)();
    expect(root.getAttribute(VIEW_ROOT_ATTRIBUTE)).toBe('grid');
    expect({ ...localStorage }).toEqual({ 'backbeat:groove-view': 'grid' });
  });

  it('keeps a new choice under the prefixed name', () => {
    localStorage.setItem('backbeat:groove-view', 'notation');
    new Function(APPLY_GROOVE_VIEW)();
    expect(root.getAttribute(VIEW_ROOT_ATTRIBUTE)).toBe('notation');
    document.body.innerHTML = '<input type="radio" data-view="grid">';
    document.querySelector('input')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(root.getAttribute(VIEW_ROOT_ATTRIBUTE)).toBe('grid');
    expect({ ...localStorage }).toEqual({ 'backbeat:groove-view': 'grid' });
  });

  it('leaves the default for anything else, or storage that is refused', () => {
    localStorage.setItem('backbeat:groove-view', 'tablature');
    new Function(APPLY_GROOVE_VIEW)();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Refused', 'SecurityError');
    });
    expect(() => new Function(APPLY_GROOVE_VIEW)()).not.toThrow();
    expect(root.hasAttribute(VIEW_ROOT_ATTRIBUTE)).toBe(false);
  });
});
