import 'server-only';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import { Kept } from '@/components/kept';

/**
 * A lesson's first-screen picture written into its HTML (a `data:` address, lib/inline-picture.ts) as a kept block
 * (components/kept-block.tsx): the page's own data then carries no second copy of the picture, which was its largest
 * single piece (about 8 KB). `className` styles the block; its `img` fills it.
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
  return <Kept className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
