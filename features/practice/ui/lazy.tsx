'use client';

import dynamic from 'next/dynamic';

/*
 * The practice islands, split from the route's own scripts: `dynamic()` from a client module
 * makes a chunk per island that only pages showing it fetch. (From a server component it does
 * not split, and every lesson paid for both.)
 */
export const MetronomeIsland = dynamic(() => import('./metronome-island').then((module) => module.MetronomeIsland));
export const GroovePlayerIsland = dynamic(() =>
  import('./groove-player-island').then((module) => module.GroovePlayerIsland),
);
