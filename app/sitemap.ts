import type { MetadataRoute } from 'next';
import { OTHER_PERMUTATION_CHOICES } from '@/features/practice';
import { getLessonSlugs, getRudimentSlugs, getSiteUrl, getStudy, getStudyShelf } from '@/lib/content';
import { LEGAL_SLUGS } from '@/content-model/legal';
import {
  legalHref,
  lessonHref,
  MAIN_PAGES,
  ROUTES,
  rudimentHref,
  studyChoiceHref,
  studyHref,
  studyTrackHref,
} from '@/lib/routes';

export const dynamic = 'force-static';

/** A study's pages for the other choices of its sticking permutations tool, if it has one. */
function permutationPages(track: string, slug: string): string[] {
  if (!getStudy(track, slug)?.hasPermutations) return [];
  return OTHER_PERMUTATION_CHOICES.map((choice) => studyChoiceHref(track, slug, choice));
}

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
      ...studies.flatMap(({ slug }) => [studyHref(track, slug), ...permutationPages(track, slug)]),
    ]),
    ...LEGAL_SLUGS.map(legalHref),
  ];
  return paths.map((path) => ({ url: new URL(path, base).toString() }));
}
