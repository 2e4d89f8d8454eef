'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The year in the copyright line. The static HTML carries the build year; in the
 * browser it becomes the visitor's current year, so an old build never looks stale.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
