import type { MetadataRoute } from 'next';
import { getLessonSlugs, getSiteUrl } from '@/lib/content';
import { LEGAL_ROUTES, lessonHref, MAIN_ROUTES } from '@/lib/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getSiteUrl();
  const paths = [
    ...MAIN_ROUTES.map((route) => route.href),
    ...getLessonSlugs().map(lessonHref),
    ...Object.values(LEGAL_ROUTES),
  ];
  return paths.map((path) => ({ url: new URL(path, base).toString() }));
}
