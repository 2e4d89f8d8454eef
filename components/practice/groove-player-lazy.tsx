'use client';

import dynamic from 'next/dynamic';

/** The groove player, split from the route's scripts like the metronome (see metronome-lazy.tsx). */
export const GroovePlayerIsland = dynamic(() => import('./groove-player-island').then((module) => module.GroovePlayerIsland));
