import { useSyncExternalStore } from 'react';

/**
 * The lessons page's search text, shared by the box in the hero and the tabs further
 * down without making the whole page a client component.
 */
let query = '';
const listeners = new Set<() => void>();

export function setLessonQuery(next: string) {
  query = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLessonQuery(): string {
  return useSyncExternalStore(
    subscribe,
    () => query,
    () => '',
  );
}
