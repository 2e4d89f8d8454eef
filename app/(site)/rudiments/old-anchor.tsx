'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Links written when all forty rudiments shared this page (`/rudiments#flam-accent`) go on to the rudiment's own
 * page. Without JavaScript they land on its entry here, which links to it.
 */
/** `pages`: each rudiment's file name and the address of its page. */
export function OldAnchor({ pages }: { pages: Record<string, string> }) {
  const router = useRouter();
  useEffect(() => {
    const follow = () => {
      const slug = decodeURIComponent(window.location.hash.slice(1));
      const page = Object.hasOwn(pages, slug) ? pages[slug] : undefined;
      if (page) router.replace(page);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [router, pages]);
  return null;
}
