'use client';

import dynamic from 'next/dynamic';

/**
 * KeptHtml (kept-html.tsx) as a chunk of its own, fetched by the pages that show kept blocks (notation, grids, a
 * lesson's picture); until it arrives React leaves the block's server HTML as it is. Imported straight from a server
 * component, the client module was named in the pages' HTML but not written by the build.
 */
export const KeptHtml = dynamic(() => import('./kept-html').then((module) => module.KeptHtml));
