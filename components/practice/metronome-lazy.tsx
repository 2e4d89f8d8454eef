'use client';

import dynamic from 'next/dynamic';

/**
 * The metronome island, split from the route's own scripts: imported from a client module,
 * `dynamic()` makes a chunk that only pages showing a metronome fetch (from a server
 * component it does not split, and every lesson paid for it).
 */
export const MetronomeIsland = dynamic(() => import('./metronome-island').then((module) => module.MetronomeIsland));
