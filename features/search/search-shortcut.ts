import { useEffect } from 'react';
import { SEARCH_HREF } from '@/lib/routes';

/**
 * The `/` key, which follows the header's search link from any page, as on GitHub or MDN.
 *
 * A shortcut of one printable key can fire by accident (a speech-input user saying a word, a
 * keyboard with "/" where another key is expected), so it can be turned off: the switch sits
 * under the lessons page's search box, where the key leads, and is kept on this device only.
 */

/** Where "off" is kept (nothing is kept while the key is on, the default). The privacy policy lists it. */
export const SHORTCUT_STORAGE_KEY = 'search-shortcut';
export const OFF = 'off';

/** For the page's lifetime when storage is refused, so the switch still works there. */
let offForPage: boolean | null = null;

/** What the switch sets when storage refuses it (null: storage has it). */
export function keepForPage(off: boolean | null) {
  offForPage = off;
}

export function searchShortcutOn(): boolean {
  if (offForPage !== null) return !offForPage;
  try {
    return localStorage.getItem(SHORTCUT_STORAGE_KEY) !== OFF;
  } catch {
    return true;
  }
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
