'use client';

import type { HTMLAttributes } from 'react';
import { fromPage } from './kept-from-page';

/** Each block's inside as first shown, by its key, for the rest of the visit. */
const kept = new Map<string, string>();

/** The elements a kept block may be: those the site keeps (a new one is one more name here). */
export type KeptTag = 'div' | 'section' | 'figcaption' | 'nav';

export interface KeptBlockProps extends HTMLAttributes<HTMLElement> {
  as?: KeptTag;
  /** A name for what the block holds, the same wherever it is the same (keptBlockKey). */
  keep: string;
}

/**
 * An element made on the server whose inside never changes in the browser (a groove's caption, the footer's
 * links, a policy's text): React need not read it, so the page's own data need not carry it. After the build,
 * scripts/trim-page-data.ts takes its children (or its inner HTML) out of each page's inline data when the page's
 * HTML holds the block and nothing inside it runs in the browser; React then leaves the server's inside as it is
 * while it hydrates. The block keeps its inside here as it first appears, so that if React draws it again from that
 * data (Back to the page within the site), it is still there. Data fetched for a link followed later is whole,
 * and then the block is drawn from it like any other element.
 */
export function KeptBlock({ as: Tag = 'div', keep, children, dangerouslySetInnerHTML, ...props }: KeptBlockProps) {
  if (children != null || dangerouslySetInnerHTML != null)
    return (
      <Tag data-keep={keep} {...props} dangerouslySetInnerHTML={dangerouslySetInnerHTML}>
        {children}
      </Tag>
    );
  // Kept as soon as React has the element, hydrated or drawn: before anything may change it.
  const keepInside = (element: HTMLElement | null) => {
    if (element && !kept.has(keep)) kept.set(keep, element.innerHTML);
  };
  return (
    <Tag
      ref={keepInside}
      data-keep={keep}
      {...props}
      dangerouslySetInnerHTML={{ __html: kept.get(keep) ?? fromPage(keep) }}
    />
  );
}
