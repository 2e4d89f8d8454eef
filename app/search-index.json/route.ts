import { buildLessonSearchIndex, rudimentSearchId, studySearchId, type SearchablePage } from '@/features/search';
import {
  getLessonSearchSources,
  getPage,
  getRudimentFamilies,
  getRudimentSearchSources,
  getStudyShelf,
  getStudySearchSources,
  getWords,
} from '@/lib/content';
import { rudimentHref, studyHref } from '@/lib/routes';
import { staticFile } from '@/lib/static-file';

// Written once at build time into the static export (out/search-index.json), from the lesson files of
// that build, and the rudiments' and studies'; the lessons page's search box fetches it on the first keystroke (lib/routes.ts, SEARCH_INDEX).
export const dynamic = 'force-static';

export function GET() {
  const words = getWords();
  const { foundInModules, foundInGrooves, foundInInstructor, foundInCategory } = words.lessons;
  const labels = { foundInModules, foundInGrooves, foundInInstructor, foundInCategory, sticking: words.practice.sticking };
  const families = getPage('rudiments').sections;
  const rudimentSources = getRudimentSearchSources().map(({ family, ...rudiment }) => ({
    ...rudiment,
    family: families[family].title,
  }));
  // The rudiments and the studies as the search lists them after the lessons' tabs, each linking to its page.
  const rudiments: SearchablePage[] = getRudimentFamilies().flatMap((family) =>
    family.rudiments.map(({ slug, number, title, description }) => ({
      id: rudimentSearchId(slug),
      title,
      description,
      href: rudimentHref(slug),
      label: `${number}. ${title}`,
    })),
  );
  const trackNames = getPage('studies').sections;
  const studies: SearchablePage[] = getStudyShelf().flatMap(({ track, studies: shelf }) =>
    shelf.map(({ slug, title, description, level }) => ({
      id: studySearchId(track, slug),
      title,
      description,
      href: studyHref(track, slug),
      label: title,
      meta: `${trackNames[track].title} · ${level}`,
    })),
  );
  const json = buildLessonSearchIndex(getLessonSearchSources(), labels, rudimentSources, getStudySearchSources(), {
    rudiments,
    studies,
  });
  return staticFile(json, 'application/json');
}
