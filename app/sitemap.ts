import type { MetadataRoute } from 'next';
import { getLessonSlugs, getSiteUrl } from '@/lib/content';
import { LEGAL_SLUGS } from '@/content-model/legal';
import { legalHref, lessonHref, MAIN_ROUTES } from '@/lib/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getSiteUrl();
  const paths = [
    ...MAIN_ROUTES.map((route) => route.href),
    ...getLessonSlugs().map(lessonHref),
    ...LEGAL_SLUGS.map(legalHref),
  ];
  return paths.map((path) => ({ url: new URL(path, base).toString() }));
}
