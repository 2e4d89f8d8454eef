import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { JsonLd } from './json-ld';

describe('JsonLd', () => {
  test('writes the data as JSON that text from content cannot break out of', () => {
    const name = 'Fills </script><script>alert(1)</script>';
    const html = renderToStaticMarkup(<JsonLd data={{ '@context': 'https://schema.org', '@type': 'Thing', name }} />);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('</script><script>');
    const json = html.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({ '@context': 'https://schema.org', '@type': 'Thing', name });
  });
});
