'use client';

import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * framer-motion, the light way: `LazyMotion` + `m` components (about 5 KiB up front) with
 * the animation features fetched after hydration. `strict` makes a stray full `motion`
 * import an error instead of a silent 30 KiB. Visitors who ask for reduced motion get
 * fades without movement.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
