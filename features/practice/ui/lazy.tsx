'use client';

import dynamic from 'next/dynamic';

/*
 * The practice islands, split from the route's own scripts: `dynamic()` from a client module
 * makes a chunk per island that only pages showing it fetch. (From a server component it does
 * not split, and every lesson paid for both.)
 */
export const MetronomeIsland = dynamic(() => import('./metronome-island').then((module) => module.MetronomeIsland));
/** Loaded on the pages with notation only; until it arrives React leaves the block's server HTML as it is. */
export const KeptHtml = dynamic(() => import('@/components/kept-html').then((module) => module.KeptHtml));
export const GroovePlayerIsland = dynamic(() =>
  import('./groove-player-island').then((module) => module.GroovePlayerIsland),
);
