'use client';

import { ErrorScreen } from '@/components/error-screen';
import { Provider } from './provider';

/** Replaces the root layout when it fails itself, so it brings its own html and body. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <Provider>
          <ErrorScreen error={error} onRetry={reset} />
        </Provider>
      </body>
    </html>
  );
}
