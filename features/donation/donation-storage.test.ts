// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberDismissed, wasDismissed } from './donation-storage';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the pop-up closed during this visit', () => {
  it('is kept for the tab, under the name the site has always used', () => {
    expect(wasDismissed()).toBe(false);
    rememberDismissed();
    expect(sessionStorage.getItem('backbeat:donation-dismissed')).toBe('1');
    expect(wasDismissed()).toBe(true);
  });

  it('is not remembered, and nothing fails, where storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Refused', 'SecurityError');
    });
    expect(rememberDismissed).not.toThrow();
    expect(wasDismissed()).toBe(false);
  });
});
