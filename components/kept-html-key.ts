import { createHash } from 'node:crypto';

/** The name a block of server-made markup is kept under (components/kept-html.tsx): the same for the same markup. */
export function keptHtmlKey(html: string): string {
  return createHash('sha256').update(html).digest('base64url').slice(0, 12);
}
