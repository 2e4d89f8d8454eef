import { useEffect } from 'react';
import { deviceChoice, readDevice } from '@/lib/device-data';
import { SEARCH_HREF } from '@/lib/routes';

/**
 * The `/` key, which follows the header's search link from any page, as on GitHub or MDN.
 *
 * A shortcut of one printable key can fire by accident (a speech-input user saying a word, a
 * keyboard with "/" where another key is expected), so it can be turned off: the switch sits
 * under the lessons page's search box, where the key leads, and is kept on this device only.
 */

/** "off", kept on the device while the key is off (nothing is kept while it is on, the default). */
export const SHORTCUT_OFF = deviceChoice('search-shortcut', ['off']);

/** For the page's lifetime when storage is refused, so the switch still works there. */
let offForPage: boolean | null = null;

/** What the switch sets when storage refuses it (null: storage has it). */
export function keepForPage(off: boolean | null) {
  offForPage = off;
}

export function searchShortcutOn(): boolean {
  if (offForPage !== null) return !offForPage;
  return readDevice(SHORTCUT_OFF) === undefined;
}

/**
 * Listens for `/` while the switch is on, anywhere but in a field or an open dialog. Shift is allowed
 * (some keyboard layouts need it for "/"); Ctrl, Alt and Meta are left to the browser.
 */
export function useSearchShortcutKey() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (
        event.key !== '/' ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        target.isContentEditable ||
        target.closest('input,textarea,select,dialog')
      )
        return;
      if (!searchShortcutOn()) return;
      event.preventDefault();
      document.querySelector<HTMLElement>(`header a[href="${SEARCH_HREF}"]`)?.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
