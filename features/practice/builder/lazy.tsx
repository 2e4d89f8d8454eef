'use client';

import dynamic from 'next/dynamic';

/*
 * The builder's island as a chunk of its own (see components/lazy.tsx): the site's layout imports the practice
 * feature's front door, and a client component imported there directly would join every page's scripts.
 */
export const BuilderIsland = dynamic(() => import('./builder-island').then((module) => module.BuilderIsland));
