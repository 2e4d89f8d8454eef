import type { MetadataRoute } from 'next';
import { getLessonSlugs, getRudimentSlugs, getSiteUrl, getStudyShelf } from '@/lib/content';
import { LEGAL_SLUGS } from '@/content-model/legal';
import { legalHref, lessonHref, MAIN_PAGES, ROUTES, rudimentHref, studyHref, studyTrackHref } from '@/lib/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getSiteUrl();
  const paths = [
    ...MAIN_PAGES.map((page) => ROUTES[page]),
    ROUTES.metronome,
    ROUTES.rudiments,
    ROUTES.grooveBuilder,
    ROUTES.practice,
    ...getLessonSlugs().map(lessonHref),
    ...getRudimentSlugs().map(rudimentHref),
    ROUTES.studies,
    ...getStudyShelf().flatMap(({ track, studies }) => [
      studyTrackHref(track),
      ...studies.map(({ slug }) => studyHref(track, slug)),
    ]),
    ...LEGAL_SLUGS.map(legalHref),
  ];
  return paths.map((path) => ({ url: new URL(path, base).toString() }));
}
