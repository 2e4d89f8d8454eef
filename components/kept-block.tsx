'use client';

import type { HTMLAttributes } from 'react';
import { copyOf, fromPage, type KeptCopy } from './kept-from-page';

/** Each block as first shown (its inside and attributes), by its key, for the rest of the visit. */
const kept = new Map<string, KeptCopy>();

/** The elements a kept block may be: those the site keeps (a new one is one more name here). */
export type KeptTag = 'div' | 'section' | 'figcaption' | 'nav' | 'aside';

export interface KeptBlockProps extends HTMLAttributes<HTMLElement> {
  as?: KeptTag;
  /** A name for what the block holds, the same wherever it is the same (keptBlockKey). */
  keep: string;
}

/**
 * An element made on the server that never changes in the browser (a groove's caption, the footer's links, a
 * policy's text): React need not read it, so the page's own data need not carry it. After the build,
 * scripts/trim-page-data.ts takes its children (or its inner HTML) and its attributes (class, style, label…) out of
 * each page's inline data when the page's HTML holds the block and nothing inside it runs in the browser; React
 * then leaves the server's element as it is while it hydrates (it neither reads nor sets the attributes of an
 * element it hydrates). The block keeps its inside and attributes here as it first appears, so that if React draws
 * it again from that data (Back to the page within the site), it is whole again before the browser paints. Data
 * fetched for a link followed later is whole, and then the block is drawn from it like any other element. Its key
 * (components/kept-key.ts) names its attributes and inside together, so two blocks with one key are alike.
 */
export function KeptBlock({ as: Tag = 'div', keep, children, dangerouslySetInnerHTML, ...props }: KeptBlockProps) {
  if (children != null || dangerouslySetInnerHTML != null)
    return (
      <Tag data-keep={keep} {...props} dangerouslySetInnerHTML={dangerouslySetInnerHTML}>
        {children}
      </Tag>
    );
  const copy = kept.get(keep) ?? fromPage(keep);
  // Kept as soon as React has the element, hydrated or drawn: before anything may change it. Drawn again from the
  // trimmed data, the element gets back the attributes React was not given, as the refs run before the paint.
  const keepCopy = (element: HTMLElement | null) => {
    if (!element) return;
    for (const [name, value] of copy?.attributes ?? [])
      if (!element.hasAttribute(name)) element.setAttribute(name, value);
    if (!kept.has(keep)) kept.set(keep, copy ?? copyOf(element));
  };
  return <Tag ref={keepCopy} data-keep={keep} {...props} dangerouslySetInnerHTML={{ __html: copy?.inside ?? '' }} />;
}
