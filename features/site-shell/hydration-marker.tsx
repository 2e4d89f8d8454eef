'use client';

import { useEffect } from 'react';
import { watchStaleHeadTags } from './stale-head';

/**
 * Marks the page as interactive. Rendered last in the page chrome, so the effects of every
 * island before it have run by then. Tests wait for it before moving a fake clock.
 * From then on it also keeps a page's server-rendered title and meta tags from outliving the
 * page when the visitor leaves it before they hydrated (stale-head.ts).
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    return watchStaleHeadTags();
  }, []);
  return null;
}
