import { useSyncExternalStore } from 'react';
import { keepForPage, OFF, SHORTCUT_STORAGE_KEY, searchShortcutOn } from './search-shortcut';

/**
 * The switch for the `/` key, under the lessons page's search box (the key itself is in
 * search-shortcut.ts, which every page's header loads: this part only the lessons page does).
 */
const listeners = new Set<() => void>();

export function setSearchShortcut(on: boolean) {
  keepForPage(!on);
  try {
    if (on) localStorage.removeItem(SHORTCUT_STORAGE_KEY);
    else localStorage.setItem(SHORTCUT_STORAGE_KEY, OFF);
    // Kept: later pages read storage, and another tab may change it.
    keepForPage(null);
  } catch {
    // Refused (a private window, say): off for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A change made in another tab.
  const onStorage = (event: StorageEvent) => event.key === SHORTCUT_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the key is on, for the switch (on in the server's HTML, the default). */
export function useSearchShortcutOn(): boolean {
  return useSyncExternalStore(subscribe, searchShortcutOn, () => true);
}
