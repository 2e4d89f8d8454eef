// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepForPage, searchShortcutOn } from './search-shortcut';
import { setSearchShortcut } from './search-shortcut-switch';

beforeEach(() => {
  localStorage.clear();
  keepForPage(null);
});
afterEach(() => vi.restoreAllMocks());

describe('the / key switch, kept on the device', () => {
  it('is on by default, and off once turned off, until turned on again', () => {
    expect(searchShortcutOn()).toBe(true);
    setSearchShortcut(false);
    expect(localStorage.getItem('backbeat:search-shortcut')).toBe('off');
    expect(searchShortcutOn()).toBe(false);
    setSearchShortcut(true);
    expect(localStorage.length).toBe(0);
    expect(searchShortcutOn()).toBe(true);
  });

  it('reads "off" as the site kept it before, under "search-shortcut", and moves it', () => {
    localStorage.setItem('search-shortcut', 'off');
    expect(searchShortcutOn()).toBe(false);
    expect({ ...localStorage }).toEqual({ 'backbeat:search-shortcut': 'off' });
  });

  it('stays off for the page where storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Refused', 'SecurityError');
    });
    setSearchShortcut(false);
    expect(searchShortcutOn()).toBe(false);
  });
});
