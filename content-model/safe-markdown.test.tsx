import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, test } from 'vitest';
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

describe('Policy Markdown that slips past the content check stays inert', () => {
  test('policy pages keep no script, event handler or javascript: link', () => {
    const html = policyHtml(
      '## Terms\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n[click](javascript:alert(1)) and [mail](mailto:a@b.org)',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain('<h2>Terms</h2>');
    expect(html).toContain('href="mailto:a@b.org"');
  });
});
