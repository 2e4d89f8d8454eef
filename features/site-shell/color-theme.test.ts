// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLY_CHOSEN_THEME } from './apply-chosen-theme';
import { chooseTheme, watchTheme } from './color-theme';

const root = document.documentElement;
const runFirstPaint = () => new Function(APPLY_CHOSEN_THEME)();
/** A system set to light. */
const systemLight = () =>
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));

beforeEach(() => {
  localStorage.clear();
  root.className = '';
  systemLight();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the first-paint script', () => {
  it('applies a choice kept under its name', () => {
    localStorage.setItem('backbeat:theme', 'dark');
    runFirstPaint();
    expect(root.classList.contains('dark')).toBe(true);
  });

  it('applies a choice kept by the site before, under "theme", and moves it', () => {
    localStorage.setItem('theme', 'light');
    runFirstPaint();
    expect(root.className).toBe('light');
    expect({ ...localStorage }).toEqual({ 'backbeat:theme': 'light' });
  });

  it('still applies it when storage is too full to move it', () => {
    localStorage.setItem('theme', 'dark');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Full', 'QuotaExceededError');
    });
    runFirstPaint();
    expect(root.className).toBe('dark');
  });

  it('leaves the system setting for anything else, or storage that is refused', () => {
    localStorage.setItem('backbeat:theme', 'purple');
    runFirstPaint();
    expect(root.className).toBe('');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Refused', 'SecurityError');
    });
    expect(runFirstPaint).not.toThrow();
    expect(root.className).toBe('');
  });
});

describe('a choice', () => {
  it('is kept when it differs from the system, and forgotten when it does not', () => {
    chooseTheme('dark');
    expect(root.className).toBe('dark');
    expect(localStorage.getItem('backbeat:theme')).toBe('dark');
    chooseTheme('light');
    expect(root.className).toBe('');
    expect(localStorage.getItem('backbeat:theme')).toBeNull();
  });

  it('made in another tab applies here', () => {
    const stop = watchTheme(() => {});
    localStorage.setItem('backbeat:theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'backbeat:theme', storageArea: localStorage }));
    expect(root.className).toBe('dark');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(root.className).toBe('');
    stop();
  });
});
