import { useSyncExternalStore } from 'react';
import { SEARCH_INDEX } from '@/lib/routes';
import type { LessonSearch } from './full-text';

/**
 * The full-text search of the lessons page, fetched on the first keystroke: MiniSearch's code (with
 * full-text.ts, in a chunk of its own) and the index. Until both have arrived, and if they cannot
 * (offline, say), the box filters by title and description alone.
 */
export type FullText =
  | { status: 'idle' | 'loading' | 'failed'; search?: undefined }
  | { status: 'ready'; search: LessonSearch };

const IDLE: FullText = { status: 'idle' };
let state: FullText = IDLE;
const listeners = new Set<() => void>();

function set(next: FullText) {
  state = next;
  for (const listener of listeners) listener();
}

/** After a failure, a keystroke tries again (while the browser says it is online) at most this often. */
const RETRY_AFTER_MS = 2000;
/**
 * Back online, the next try waits this long: the page hears "online" before every part of the browser
 * has its connection back (the service worker's fetches still failed for a moment in tests).
 */
const ONLINE_SETTLE_MS = 1000;
let failedAt = 0;

/** Starts the download once; after a failure, again once back online, or on a later keystroke. */
export function loadFullText() {
  if (state.status === 'loading' || state.status === 'ready') return;
  if (state.status === 'failed' && (!navigator.onLine || Date.now() - failedAt < RETRY_AFTER_MS)) return;
  set({ status: 'loading' });
  Promise.all([
    import('./full-text'),
    fetch(SEARCH_INDEX).then((response) => {
      // 204: the service worker has no copy and no connection (features/offline/service-worker.ts).
      if (!response.ok || response.status === 204) throw new Error(`${SEARCH_INDEX}: ${response.status}`);
      return response.text();
    }),
  ])
    .then(([{ openIndex }, json]) => set({ status: 'ready', search: openIndex(json) }))
    .catch(() => {
      // Said quietly on the page (searchUnavailable), not in the console: the title filter still works.
      failedAt = Date.now();
      set({ status: 'failed' });
      window.addEventListener('online', () => window.setTimeout(() => state.status === 'failed' && set(IDLE), ONLINE_SETTLE_MS), { once: true });
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFullText(): FullText {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => IDLE,
  );
}
