'use client';

import { useEffect, useState } from 'react';
import type { Words } from '@/lib/content';
import type { UpdatePromptClasses } from './update-prompt.styles';

interface OfflineIslandProps {
  classes: UpdatePromptClasses;
  words: Words['offline'];
}

/**
 * Starts the service worker that keeps the site for offline use, once the page has loaded
 * (never before the page's own work), and shows "A new version is ready: Reload" when a new
 * deployment's worker waits. Only in a production build: under `npm run dev` and in the editor
 * it registers nothing, and removes a worker a production build left on the same address,
 * which would otherwise serve its cached pages instead of the dev server's.
 */
export function OfflineIsland({ classes, words }: OfflineIslandProps) {
  const [reload, setReload] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    if (process.env.NODE_ENV !== 'production') {
      void navigator.serviceWorker.getRegistrations().then((registrations) => {
        for (const registration of registrations) void registration.unregister();
      });
      return;
    }
    const start = () => {
      void import('./register').then(({ registerServiceWorker }) =>
        registerServiceWorker((update) => setReload(() => update)),
      );
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  // A live region that is always there, so screen readers announce the prompt when it appears.
  return (
    <div role="status" className={reload ? classes.prompt : undefined} data-update-prompt={reload ? '' : undefined}>
      {reload ? (
        <>
          <span className={classes.text}>{words.updateReady}</span>
          <button type="button" className={classes.reload} onClick={reload}>
            {words.reload}
          </button>
        </>
      ) : null}
    </div>
  );
}
