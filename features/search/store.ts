import { useSyncExternalStore } from 'react';

/**
 * A value the search's islands share without making the whole page a client component (the box in
 * the hero and the tabs further down): set from anywhere, read by a hook that re-renders on change.
 * `serverValue` is what the server's HTML shows, and hydration starts from.
 */
export function createStore<T>(initial: T, serverValue: T = initial) {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    get,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    useValue: () => useSyncExternalStore(subscribe, get, () => serverValue),
  };
}
