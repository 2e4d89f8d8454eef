import type { MetadataRoute } from 'next';
import { getSite } from '@/lib/content';
import { ROUTES } from '@/lib/routes';

export const dynamic = 'force-static';

/** The dark header's colour, in both themes: a phone's status bar and an installed app's title bar match it. */
export const THEME_COLOR = '#1c1917';
/** The dark theme's page background, for the browser's own bars beside it. */
export const DARK_THEME_COLOR = '#0c0a09';
/** The page's own background in the light theme (cream), shown while an installed app starts. */
const BACKGROUND_COLOR = '#fff8ee';

/**
 * The web app manifest (/manifest.webmanifest): with it and the service worker, browsers offer
 * to install the site, which then opens in its own window and works without a connection.
 * Icons are drawn by `npm run draw:icons`.
 */
export default function manifest(): MetadataRoute.Manifest {
  const site = getSite();
  return {
    id: ROUTES.home,
    name: `${site.name}: ${site.tagline}`,
    short_name: site.name,
    description: site.description,
    start_url: ROUTES.home,
    scope: ROUTES.home,
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ['education', 'music'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
