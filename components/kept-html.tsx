'use client';

import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';

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

/**
 * The markup as the page's HTML holds it, before React has kept it: should React draw a block afresh while the page
 * hydrates (after a mismatch it gives up on a part of the server's HTML), the server's block is still in the document.
 */
function fromPage(keep: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector(`[data-keep="${CSS.escape(keep)}"]`)?.innerHTML ?? '';
}
