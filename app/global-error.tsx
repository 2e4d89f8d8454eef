'use client';

import { ErrorScreen } from '@/components/error-screen';

/** Replaces the root layout when it fails itself, so it brings its own html and body. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <ErrorScreen error={error} onRetry={reset} />
      </body>
    </html>
  );
}
