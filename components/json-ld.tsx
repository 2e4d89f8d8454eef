import type { Thing, WithContext } from 'schema-dts';

/**
 * Structured data as a JSON-LD block. `<` is escaped so text from content can never close
 * the script element; the block is data, never run (and needs no CSP hash).
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
