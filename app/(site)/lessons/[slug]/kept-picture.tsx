import 'server-only';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import { keptHtmlKey } from '@/components/kept-html-key';
import { KeptHtml } from '@/features/practice';

/**
 * A lesson's first-screen picture written into its HTML (a `data:` address, lib/inline-picture.ts) as a kept block
 * (components/kept-html.tsx): the page's own data then carries no second copy of the picture, which was its largest
 * single piece (about 8 KB). The practice feature's lazy KeptHtml, which a lesson's grooves load anyway: imported
 * straight from here, the client module got a chunk of its own that the build named in the HTML but never wrote.
 * `className` styles the block; its `img` fills it.
 */
export function KeptPicture({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const html = toHtml(h('img', { src, alt, width, height }));
  return <KeptHtml className={className} keptHtml={html} keep={keptHtmlKey(html)} />;
}
