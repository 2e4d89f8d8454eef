import { SEARCH_INDEX } from '@/lib/routes';
import type { LessonSearch } from './full-text';
import { createStore } from './store';

/**
 * The full-text search of the lessons page, fetched on the first keystroke: MiniSearch's code (with
 * full-text.ts, in a chunk of its own) and the index, which brings the rudiments and studies the search lists too.
 * Until both have arrived, and if they cannot (offline, say), the box filters the lessons by title and description
 * alone.
 */
export type FullText =
  { status: 'idle' | 'loading' | 'failed'; search?: undefined } | { status: 'ready'; search: LessonSearch };

const IDLE: FullText = { status: 'idle' };
const store = createStore<FullText>(IDLE);

/** After a network failure, a keystroke tries again (while the browser says it is online) at most this often. */
const RETRY_AFTER_MS = 2000;
/**
 * Back online, the next try waits this long: the page hears "online" before every part of the browser
 * has its connection back (the service worker's fetches still failed for a moment in tests).
 */
const ONLINE_SETTLE_MS = 1000;

/** The index arrived but could not be read: fetching the same file again would not help. */
class DamagedIndex extends Error {}

let failedAt = 0;
let damaged = false;
let waitingForOnline = false;

/**
 * Starts the download once. After a network failure it tries again once back online, or on a later
 * keystroke while online; after a damaged index, not again on this page.
 */
export function loadFullText() {
  const { status } = store.get();
  if (status === 'loading' || status === 'ready' || damaged) return;
  if (status === 'failed' && (!navigator.onLine || Date.now() - failedAt < RETRY_AFTER_MS)) return;
  store.set({ status: 'loading' });
  fetch(SEARCH_INDEX)
    .then((response) => {
      // 204: the service worker has no copy and no connection (features/offline/service-worker.ts).
      if (!response.ok || response.status === 204) throw new Error(`${SEARCH_INDEX}: ${response.status}`);
      // The code only once the index is on its way: offline, a script that cannot load is an error in the
      // console, where the index's "no content" is quiet. Its body and the code then arrive side by side.
      return Promise.all([import('./full-text'), response.text()]);
    })
    .then(([{ openIndex }, json]) => {
      try {
        return openIndex(json);
      } catch (error) {
        throw new DamagedIndex(String(error));
      }
    })
    .then((search) => store.set({ status: 'ready', search }))
    .catch((error: unknown) => {
      // Said quietly on the page (searchUnavailable), not in the console: the title filter still works.
      failedAt = Date.now();
      damaged = error instanceof DamagedIndex;
      store.set({ status: 'failed' });
      if (damaged || waitingForOnline) return;
      waitingForOnline = true;
      window.addEventListener(
        'online',
        () => {
          waitingForOnline = false;
          window.setTimeout(() => store.get().status === 'failed' && store.set(IDLE), ONLINE_SETTLE_MS);
        },
        { once: true },
      );
    });
}

export const useFullText = store.useValue;
