'use client';

import dynamic from 'next/dynamic';

/** The bar of today's practice, in a chunk of its own fetched after the page has hydrated. */
export const PlanBarLazy = dynamic(() => import('./plan-bar-island').then((module) => module.PlanBarIsland), {
  ssr: false,
});

/** The progress charts, in a chunk of their own fetched after the page has hydrated. */
export const ProgressChartsLazy = dynamic(
  () => import('./progress-charts-island').then((module) => module.ProgressChartsIsland),
  { ssr: false },
);
