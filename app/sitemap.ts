import type { MetadataRoute } from 'next';
import { getSiteUrl } from '@/lib/content';
import { LEGAL_ROUTES, MAIN_ROUTES } from '@/lib/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getSiteUrl();
  const paths = [...MAIN_ROUTES.map((route) => route.href), ...Object.values(LEGAL_ROUTES)];
  return paths.map((path) => ({ url: new URL(path, base).toString() }));
}
