'use client';

import dynamic from 'next/dynamic';

/** The bar of today's practice, in a chunk of its own fetched after the page has hydrated. */
export const PlanBarLazy = dynamic(() => import('./plan-bar-island').then((module) => module.PlanBarIsland), {
  ssr: false,
});

/** The tempo charts, in a chunk of their own fetched after the page has hydrated. */
export const TempoChartsLazy = dynamic(
  () => import('./tempo-charts-island').then((module) => module.TempoChartsIsland),
  { ssr: false },
);
