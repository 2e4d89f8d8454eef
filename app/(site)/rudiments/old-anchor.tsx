'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { rudimentHref } from '@/lib/routes';

/**
 * Links written when all forty rudiments shared this page (`/rudiments#flam-accent`) go on to the rudiment's own
 * page. Without JavaScript they land on its entry here, which links to it.
 */
export function OldAnchor({ slugs }: { slugs: readonly string[] }) {
  const router = useRouter();
  useEffect(() => {
    const follow = () => {
      let slug: string;
      try {
        slug = decodeURIComponent(window.location.hash.slice(1));
      } catch {
        return; // Not a name a link of ours wrote (a stray % in the address): the index stays as it is.
      }
      if (slugs.includes(slug)) router.replace(rudimentHref(slug));
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [router, slugs]);
  return null;
}
