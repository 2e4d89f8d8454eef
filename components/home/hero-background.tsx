'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { loadAnimate } from '@/components/motion/animate';
import { HERO_FADE_DELAY_MS } from '@/lib/constants';

/**
 * The hero's picture (server-rendered `children`), faded in 500 ms after mount (SPEC §4). Only the picture fades:
 * the heading and links above it are plain HTML, readable at once and without
 * JavaScript (the noscript rule shows the picture straight away then).
 */
export function HeroBackground({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    void loadAnimate();
    const timer = window.setTimeout(async () => {
      const animate = await loadAnimate();
      if (cancelled) return;
      // The end state is set first, so the picture shows even if the animation code never arrives.
      element.style.opacity = '1';
      setLoaded(true);
      animate?.(element, { opacity: [0, 1] }, { duration: 0.9, ease: 'easeOut' });
    }, HERO_FADE_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <>
      <div
        ref={ref}
        className="hero-background"
        data-loaded={loaded}
        aria-hidden="true"
        style={{ position: 'absolute', inset: 0, opacity: loaded ? 1 : 0 }}
      >
        {children}
      </div>
      <noscript>
        <style>{'.hero-background{opacity:1!important}'}</style>
      </noscript>
    </>
  );
}
