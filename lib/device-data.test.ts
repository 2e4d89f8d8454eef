// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_KEYS,
  DEVICE_PREFIX,
  deviceChoice,
  firstPaintRead,
  forgetDevice,
  readDevice,
  storedName,
  subscribeDevice,
  writeDevice,
  type DeviceKey,
  type DeviceValue,
} from './device-data';

/** What the site kept until every name had the prefix: the names and values its modules wrote, exactly. */
const KEPT_BEFORE = {
  local: {
    'backbeat:progress': '{"done":{"first-rock-beat":"2026-11-23T10:00:00.000Z"},"grooves":{}}',
    theme: 'dark',
    'groove-view': 'grid',
    'search-shortcut': 'off',
  },
  session: { 'backbeat:donation-dismissed': '1' },
};

const theme = deviceChoice('theme', ['dark', 'light']);
const view = deviceChoice('groove-view', ['both', 'notation', 'grid']);
const shortcut = deviceChoice('search-shortcut', ['off']);
const dismissed = deviceChoice('donation-dismissed', ['1']);
const progress: DeviceValue<{ done: Record<string, string> }> = {
  key: 'progress',
  read: (text) => JSON.parse(text),
  write: (value) => JSON.stringify(value),
};

const refuse = (method: 'getItem' | 'setItem' | 'removeItem', name = 'SecurityError') =>
  vi.spyOn(Storage.prototype, method).mockImplementation(() => {
    throw new DOMException('Refused', name);
  });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('one prefix for every name', () => {
  it('every key is kept under the prefix', () => {
    for (const key of Object.keys(DEVICE_KEYS) as DeviceKey[]) expect(storedName(key)).toBe(`${DEVICE_PREFIX}${key}`);
  });

  it('the privacy policy names every one', () => {
    const policy = readFileSync(path.join(import.meta.dirname, '../content/legal/privacy.md'), 'utf8');
    for (const key of Object.keys(DEVICE_KEYS) as DeviceKey[]) expect(policy).toContain(`\`${storedName(key)}\``);
  });
});

describe('what the site kept before, moved to the prefixed names', () => {
  beforeEach(() => {
    for (const [name, text] of Object.entries(KEPT_BEFORE.local)) localStorage.setItem(name, text);
    for (const [name, text] of Object.entries(KEPT_BEFORE.session)) sessionStorage.setItem(name, text);
  });

  it('reads each value as it was, moves it once, and removes the old name', () => {
    expect(readDevice(theme)).toBe('dark');
    expect(readDevice(view)).toBe('grid');
    expect(readDevice(shortcut)).toBe('off');
    expect(readDevice(progress)).toEqual({ done: { 'first-rock-beat': '2026-11-23T10:00:00.000Z' }, grooves: {} });
    expect(readDevice(dismissed)).toBe('1');
    expect({ ...localStorage }).toEqual({
      'backbeat:progress': KEPT_BEFORE.local['backbeat:progress'],
      'backbeat:theme': 'dark',
      'backbeat:groove-view': 'grid',
      'backbeat:search-shortcut': 'off',
    });
    expect({ ...sessionStorage }).toEqual(KEPT_BEFORE.session);

    // Read again: from the new name, nothing more to move.
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    expect(readDevice(theme)).toBe('dark');
    expect(getItem.mock.calls).toEqual([['backbeat:theme']]);
  });

  it('a value already under the new name wins over the old one', () => {
    localStorage.setItem('backbeat:theme', 'light');
    expect(readDevice(theme)).toBe('light');
  });

  it('storage too full to move it still reads it, from the old name, and loses nothing', () => {
    refuse('setItem', 'QuotaExceededError');
    expect(readDevice(theme)).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('backbeat:theme')).toBeNull();
  });

  it('a new choice or forgetting it leaves nothing under the old name', () => {
    expect(writeDevice(theme, 'light')).toEqual({ ok: true });
    expect(forgetDevice(shortcut)).toEqual({ ok: true });
    expect(localStorage.getItem('theme')).toBeNull();
    expect(localStorage.getItem('search-shortcut')).toBeNull();
    expect(readDevice(theme)).toBe('light');
    expect(readDevice(shortcut)).toBeUndefined();
  });

  it("the first-paint scripts' read moves it the same way", () => {
    const read = (key: DeviceKey) => new Function(`return ${firstPaintRead(key)}`)() as string | null;
    expect(read('theme')).toBe('dark');
    expect(read('groove-view')).toBe('grid');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(localStorage.getItem('backbeat:theme')).toBe('dark');
    expect(read('theme')).toBe('dark');
    expect(read('progress')).toBe(KEPT_BEFORE.local['backbeat:progress']);
  });
});

describe('reading and writing', () => {
  it('reads nothing kept, and text this version does not write, as undefined', () => {
    expect(readDevice(theme)).toBeUndefined();
    localStorage.setItem('backbeat:theme', 'purple');
    expect(readDevice(theme)).toBeUndefined();
  });

  it('keeps a session value for the tab only', () => {
    writeDevice(dismissed, '1');
    expect(sessionStorage.getItem('backbeat:donation-dismissed')).toBe('1');
    expect(localStorage.length).toBe(0);
  });

  it('refuses quietly where storage is blocked, and says why a write failed', () => {
    refuse('getItem');
    refuse('setItem');
    refuse('removeItem');
    expect(readDevice(theme)).toBeUndefined();
    expect(writeDevice(theme, 'dark')).toEqual({ ok: false, problem: 'blocked' });
    expect(forgetDevice(theme)).toEqual({ ok: false, problem: 'blocked' });
  });

  it('says "full" when the quota is used up', () => {
    refuse('setItem', 'QuotaExceededError');
    expect(writeDevice(theme, 'dark')).toEqual({ ok: false, problem: 'full' });
  });

  it('reads as nothing kept where the browser refuses storage altogether', () => {
    const storage = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Refused', 'SecurityError');
    });
    expect(readDevice(theme)).toBeUndefined();
    expect(writeDevice(theme, 'dark')).toEqual({ ok: false, problem: 'blocked' });
    storage.mockRestore();
  });
});

describe('changes', () => {
  const fromOtherTab = (key: string | null, storageArea: Storage = localStorage) =>
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea }));

  it("tells a key's subscribers of a change on this page, and only them, and only when it was kept", () => {
    const onTheme = vi.fn();
    const onView = vi.fn();
    const stop = [subscribeDevice('theme', onTheme), subscribeDevice('groove-view', onView)];
    writeDevice(theme, 'dark');
    forgetDevice(theme);
    expect(onTheme).toHaveBeenCalledTimes(2);
    refuse('setItem');
    writeDevice(theme, 'light');
    expect(onTheme).toHaveBeenCalledTimes(2);
    expect(onView).not.toHaveBeenCalled();
    for (const each of stop) each();
  });

  it('hands the storage event of another tab to the subscribers of the key it names', () => {
    const onTheme = vi.fn();
    const onProgress = vi.fn();
    const stop = [subscribeDevice('theme', onTheme), subscribeDevice('progress', onProgress)];
    fromOtherTab('backbeat:theme');
    expect([onTheme.mock.calls.length, onProgress.mock.calls.length]).toEqual([1, 0]);
    // Cleared storage changes every key.
    fromOtherTab(null);
    expect([onTheme.mock.calls.length, onProgress.mock.calls.length]).toEqual([2, 1]);
    // Not its name, not its storage, not the site's.
    fromOtherTab('theme');
    fromOtherTab('backbeat:theme', sessionStorage);
    fromOtherTab('something-else');
    expect([onTheme.mock.calls.length, onProgress.mock.calls.length]).toEqual([2, 1]);
    for (const each of stop) each();
    fromOtherTab(null);
    expect([onTheme.mock.calls.length, onProgress.mock.calls.length]).toEqual([2, 1]);
  });

  it('listens to the storage event once for the whole page, however many subscribe', async () => {
    vi.resetModules();
    const fresh = await import('./device-data');
    const add = vi.spyOn(window, 'addEventListener');
    const listener = vi.fn();
    const stop = [
      fresh.subscribeDevice('theme', listener),
      fresh.subscribeDevice('theme', listener),
      fresh.subscribeDevice('progress', () => {}),
    ];
    for (const each of stop) each();
    fresh.subscribeDevice('search-shortcut', () => {});
    expect(add.mock.calls.filter(([type]) => String(type) === 'storage')).toHaveLength(1);
    // Each subscription is told once.
    fresh.subscribeDevice('theme', listener);
    fresh.subscribeDevice('theme', listener);
    fromOtherTab('backbeat:theme');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
