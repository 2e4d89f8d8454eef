import { useSyncExternalStore } from 'react';
import { forgetDevice, subscribeDevice, writeDevice } from '@/lib/device-data';
import { keepForPage, SHORTCUT_OFF, searchShortcutOn } from './search-shortcut';

/**
 * The switch for the `/` key, under the lessons page's search box (the key itself is in
 * search-shortcut.ts, which every page's header loads: this part only the lessons page does).
 */
const listeners = new Set<() => void>();

export function setSearchShortcut(on: boolean) {
  keepForPage(!on);
  // Kept: later pages read storage, and another tab may change it. Refused (a private window, say): this page only.
  if ((on ? forgetDevice(SHORTCUT_OFF) : writeDevice(SHORTCUT_OFF, 'off')).ok) keepForPage(null);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  // A choice this page could only keep for itself, which storage does not announce.
  listeners.add(listener);
  // A choice kept on the device, from this page or another tab.
  const stop = subscribeDevice(SHORTCUT_OFF.key, listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

/** Whether the key is on, for the switch (on in the server's HTML, the default). */
export function useSearchShortcutOn(): boolean {
  return useSyncExternalStore(subscribe, searchShortcutOn, () => true);
}
