'use client';

import { useEffect } from 'react';

/** Leaves a trace of the missing address in the console, for whoever is debugging a broken link. */
export function LogMissingPath() {
  useEffect(() => {
    console.warn(`404 Not Found: no page at ${window.location.pathname}`);
  }, []);
  return null;
}
