import type { animate as animateMini } from 'framer-motion/dom/mini';

/**
 * framer-motion's small `animate()` (Web Animations API, ~2 KiB), fetched when the phone menu
 * first opens instead of shipping framer-motion with every page. (The hero picture fades in by
 * CSS alone; the donation dialog, itself loaded on demand, uses `m` components.)
 */
export type Animate = typeof animateMini;

let loaded: Animate | undefined;
let loading: Promise<Animate | undefined> | undefined;

/** Starts (once) and returns the download; resolves to undefined if it fails. */
export function loadAnimate(): Promise<Animate | undefined> {
  loading ??= import('framer-motion/dom/mini').then(
    (module) => (loaded = module.animate),
    () => {
      // Offline or blocked: things appear without moving, and the next call tries again.
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

/** The animate function if it has arrived, for moments that cannot wait for it. */
export function loadedAnimate(): Animate | undefined {
  return loaded;
}

/** Visitors who ask for less motion get fades without movement (like `reducedMotion="user"`). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
