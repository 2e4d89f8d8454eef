import 'server-only';
import type { ReactNode } from 'react';
import { keptBlockKey } from './kept-key';
import { KeptBlock, type KeptBlockProps, type KeptTag } from './kept-block';

type KeptProps = Omit<KeptBlockProps, 'as' | 'keep'> & { tag?: KeptTag; children?: ReactNode };

/**
 * A block whose inside is the same in the browser as on the server, sent once, in the page's HTML
 * (components/kept-block.tsx). Nothing inside it may need the browser's JavaScript: a client component or a
 * `next/link` keeps the block whole in the page data (scripts/trim-page-data.ts), so it still works, but saves
 * nothing. Styled by a component of components/ui with `asChild`, which gives it the class.
 */
export function Kept({ tag, children, ...props }: KeptProps) {
  // Named by its element, attributes and inside together: the build takes all three out of the page data.
  const keep = keptBlockKey([tag ?? 'div', props, children ?? null]);
  return (
    <KeptBlock {...(tag ? { as: tag } : {})} keep={keep} {...props}>
      {children}
    </KeptBlock>
  );
}
