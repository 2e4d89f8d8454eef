'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Watches the connection for one embed: offline, the frame is taken out of its box (it would
 * show the browser's error page) and the box says why; back online, the frame loads again.
 * Renders the status line itself, so screen readers hear the change.
 */
export function EmbedOffline({ message, className }: { message: string; className: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    const box = ref.current?.closest<HTMLElement>('[data-embed]');
    if (!box) return;
    box.dataset.offline = offline ? 'true' : 'false';
    const frame = box.querySelector('iframe');
    // Back online: load the frame again rather than keep the error page it got while offline.
    if (!offline && frame && frame.dataset.wasOffline === 'true') {
      frame.src = frame.src;
      delete frame.dataset.wasOffline;
    }
    if (offline && frame) frame.dataset.wasOffline = 'true';
  }, [offline]);

  return (
    <p ref={ref} role="status" className={className}>
      {offline ? message : ''}
    </p>
  );
}
