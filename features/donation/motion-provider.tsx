'use client';

import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * framer-motion for `m` components, the light way: `LazyMotion` with the animation features
 * fetched on demand. Wrap only code that is itself loaded on demand (the donation dialog):
 * the phone menu uses framer-motion's small `animate()` instead (features/site-shell/animate.ts). `strict` makes a stray full `motion`
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
