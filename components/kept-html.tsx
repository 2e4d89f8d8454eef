'use client';

import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { fromPage } from './kept-from-page';

/** Each block's markup as first shown, by its key, for the rest of the visit. */
const kept = new Map<string, string>();

interface KeptHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children'> {
  /** The markup, made on the server (scripts/trim-page-data.ts may empty it in the page's own data: see below). */
  keptHtml: string;
  /** A name for this markup, the same wherever it is the same (keptHtmlKey). */
  keep: string;
}

/**
 * A block of markup made on the server (a groove's notation, its grid), in a `<div>`. The page's HTML holds
 * it; the copy React would otherwise also get in the page's inline data is taken out after the build
 * (scripts/trim-page-data.ts), as it was most of a lesson's bytes. React does not read or change such a
 * block's inside while it hydrates, so the empty value changes nothing on the page. The block keeps its
 * markup here as it first appears, so that if React draws it again from that data (coming back to the
 * page within the site), the markup is still there; data fetched for a link followed later is whole.
 */
export function KeptHtml({ keptHtml, keep, ...props }: KeptHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (keptHtml) kept.set(keep, keptHtml);
    else if (!kept.has(keep) && ref.current) kept.set(keep, ref.current.innerHTML);
  }, [keep, keptHtml]);
  return (
    <div
      ref={ref}
      data-keep={keep}
      {...props}
      dangerouslySetInnerHTML={{ __html: keptHtml || kept.get(keep) || fromPage(keep) }}
    />
  );
}
