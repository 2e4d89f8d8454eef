'use client';

import type { CSSProperties } from 'react';

/**
 * Error boundaries are client components that every page loads, so this screen is plain
 * elements with inline styles: styling it with Chakra's runtime would put the whole style
 * engine into every page's first load for a screen that rarely shows. The colours are the
 * theme's variables; the fallbacks are for the root error screen, which renders without
 * the site's styles. Each is written out whole: the build keeps in the site's stylesheet
 * only the variables something names in `var(--…)` (scripts/prune-tokens.ts).
 */

const styles = {
  screen: { maxWidth: '48rem', margin: '0 auto', padding: '5rem 1.5rem', fontFamily: 'system-ui, sans-serif' },
  title: { fontSize: 'clamp(1.875rem, 5vw, 2.25rem)', lineHeight: 1.2, fontWeight: 700, margin: '0 0 1rem' },
  message: {
    background: 'var(--chakra-colors-bg-accent, #fff7ed)',
    border: '1px solid var(--chakra-colors-brand-muted, #fed7aa)',
    borderRadius: '0.375rem',
    padding: '1rem',
    margin: '0 0 1.5rem',
    whiteSpace: 'pre-wrap',
    fontSize: '1rem',
    overflowWrap: 'anywhere',
  },
  hint: { color: 'var(--chakra-colors-fg-muted, #57534e)', margin: '0 0 1.5rem' },
  retry: {
    background: 'var(--chakra-colors-brand-solid, #c2410c)',
    color: 'white',
    border: 0,
    borderRadius: '0.375rem',
    padding: '0.625rem 1rem',
    minHeight: '2.5rem',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
  },
} satisfies Record<string, CSSProperties>;

/** What a visitor sees when rendering fails unexpectedly. */
export function ErrorScreen({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <div role="alert" style={styles.screen}>
      <h1 style={styles.title}>Unexpected Application Error!</h1>
      <pre style={styles.message}>
        <code>{error.message || String(error)}</code>
      </pre>
      <p style={styles.hint}>
        Reloading the page usually helps. If it keeps happening, please tell us which page you were on.
      </p>
      {onRetry ? (
        <button type="button" style={styles.retry} onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
