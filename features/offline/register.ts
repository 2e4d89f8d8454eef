/**
 * Registers the service worker with Serwist's window helper, which tells a worker that is
 * new and waiting from the one already in charge. Loaded by the island once the page has
 * loaded, so it costs nothing on the way to the first paint.
 */
import { Serwist } from '@serwist/window';
import { SERVICE_WORKER } from '@/lib/routes';

/**
 * `onUpdate` is called when a new deployment's worker has installed and waits; the function
 * it gets hands over to that worker and reloads the page under it.
 */
export function registerServiceWorker(onUpdate: (reload: () => void) => void) {
  const worker = new Serwist(SERVICE_WORKER, { scope: '/' });
  worker.addEventListener('waiting', () => {
    onUpdate(() => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    });
  });
  // A browser may refuse a worker (some private windows, enterprise policies): the site then
  // works as an ordinary website, with nothing to say about it.
  worker.register().then(
    (registration) => {
      if (!registration) return;
      // A practice tab can stay open for days: look for a new deployment whenever it comes back into view.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible' && navigator.onLine) void worker.update().catch(() => {});
      });
    },
    () => {},
  );
}
