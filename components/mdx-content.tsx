import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { ComponentProps } from 'react';

/**
 * Lesson bodies are compiled by Contentlayer at build time and rendered here on the
 * server: the HTML ships, the MDX runtime does not. Elements map to styled tags via
 * the wrapper's CSS, so the Markdown an editor writes stays plain Markdown.
 */
export function MdxContent({ code }: { code: string }) {
  const Body = getMDXComponent(code);
  return <Body components={components} />;
}

const components = {
  // Markdown links to other sites open in a new tab, like every outside link on the site.
  a: ({ href = '', ...props }: ComponentProps<'a'>) =>
    /^https?:\/\//.test(href) ? <a href={href} target="_blank" rel="noopener noreferrer" {...props} /> : <a href={href} {...props} />,
};
