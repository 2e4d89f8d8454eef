'use client';

import { useEffect, useRef, useState } from 'react';

type FrameState = 'loading' | 'loaded' | 'offline';

const BLANK = 'about:blank';

/** Whether the frame finished loading before this island ran (the page may hydrate late). */
function loadedAlready(frame: HTMLIFrameElement): boolean {
  return performance
    .getEntriesByName(frame.src)
    .some((entry) => (entry as PerformanceResourceTiming).initiatorType === 'iframe');
}

/**
 * Looks after one embed's frame. While it loads the frame is kept invisible, so its box's
 * words show through in either theme (a frame paints an opaque page when its colour scheme
 * differs from ours). If the visitor has no connection before the frame has loaded, the frame
 * is taken out (it would show the browser's error page), the box says why, and the frame
 * loads again when the connection returns. A frame that loaded is left alone: a short dropout
 * must not wipe a half-typed form. Renders the status line, so screen readers hear the change.
 */
export function EmbedStatus({ message, className }: { message: string; className: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [state, setState] = useState<FrameState>('loading');

  useEffect(() => {
    const box = ref.current?.closest<HTMLElement>('[data-embed]');
    const frame = box?.querySelector('iframe');
    if (!box || !frame) return;
    let now: FrameState =
      loadedAlready(frame) && navigator.onLine ? 'loaded' : navigator.onLine ? 'loading' : 'offline';
    const become = (next: FrameState) => {
      now = next;
      setState(next);
    };
    const address = frame.getAttribute('src') ?? '';
    const onLoad = () => {
      if (frame.getAttribute('src') === BLANK) return;
      become(navigator.onLine ? 'loaded' : 'offline');
    };
    const onOffline = () => {
      if (now !== 'loaded') become('offline');
    };
    const onOnline = () => {
      if (now !== 'offline') return;
      become('loading');
      // Whatever the frame got while offline was an error page: ask for the real one again (eagerly:
      // a lazy frame just back in the layout might wait).
      // Through a blank page first: the same address again would not start over a request still pending.
      frame.loading = 'eager';
      frame.setAttribute('src', BLANK);
      requestAnimationFrame(() => frame.setAttribute('src', address));
    };
    become(now);
    frame.addEventListener('load', onLoad);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      frame.removeEventListener('load', onLoad);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  useEffect(() => {
    const box = ref.current?.closest<HTMLElement>('[data-embed]');
    if (box) box.dataset.frame = state;
  }, [state]);

  return (
    <p ref={ref} role="status" className={className}>
      {state === 'offline' ? message : ''}
    </p>
  );
}
