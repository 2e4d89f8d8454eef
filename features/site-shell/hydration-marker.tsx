'use client';

import { useEffect } from 'react';

/**
 * Marks the page as interactive. Rendered last in the page chrome, so the effects of every
 * island before it have run by then. Tests wait for it before moving a fake clock.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
