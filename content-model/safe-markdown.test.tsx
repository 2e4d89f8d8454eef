import { renderToStaticMarkup } from 'react-dom/server';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, test } from 'vitest';
import { MarkdownLink } from '@/components/mdx-content';
import { markdownRehypePlugins } from './safe-markdown';

/** Markdown to HTML the way Contentlayer builds the policy pages, with the site's plugins. */
function policyHtml(markdown: string) {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(markdownRehypePlugins)
      .use(rehypeStringify)
      .processSync(markdown),
  );
}

describe('Markdown that slips past the content check stays inert', () => {
  test('policy pages keep no script, event handler or javascript: link', () => {
    const html = policyHtml(
      '## Terms\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n[click](javascript:alert(1)) and [mail](mailto:a@b.org)',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain('<h2>Terms</h2>');
    expect(html).toContain('href="mailto:a@b.org"');
  });

  test('lesson links with an address that could run code render as text', () => {
    expect(renderToStaticMarkup(<MarkdownLink href="javascript:alert(1)">Play</MarkdownLink>)).toBe('<span>Play</span>');
    expect(renderToStaticMarkup(<MarkdownLink href=" data:text/html,x">Play</MarkdownLink>)).toBe('<span>Play</span>');
    expect(renderToStaticMarkup(<MarkdownLink href="https://example.org">Site</MarkdownLink>)).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">Site</a>',
    );
    expect(renderToStaticMarkup(<MarkdownLink href="/lessons">Lessons</MarkdownLink>)).toBe('<a href="/lessons">Lessons</a>');
  });
});
