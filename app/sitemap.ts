import type { MetadataRoute } from 'next';
import { getLessonSlugs, getSiteUrl } from '@/lib/content';
import { LEGAL_SLUGS } from '@/content-model/legal';
import { legalHref, lessonHref, MAIN_ROUTES, METRONOME_HREF } from '@/lib/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getSiteUrl();
  const paths = [
    ...MAIN_ROUTES.map((route) => route.href),
    METRONOME_HREF,
    ...getLessonSlugs().map(lessonHref),
    ...LEGAL_SLUGS.map(legalHref),
  ];
  return paths.map((path) => ({ url: new URL(path, base).toString() }));
}
