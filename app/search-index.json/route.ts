import { buildLessonSearchIndex } from '@/features/search';
import {
  getLessonSearchSources,
  getPage,
  getRudimentSearchSources,
  getStudySearchSources,
  getWords,
} from '@/lib/content';

// Written once at build time into the static export (out/search-index.json), from the lesson files of
// that build, and the rudiments' and studies'; the lessons page's search box fetches it on the first keystroke (lib/routes.ts, SEARCH_INDEX).
export const dynamic = 'force-static';

export function GET() {
  const words = getWords();
  const { foundInModules, foundInGrooves, foundInInstructor, foundInCategory } = words.lessons;
  const labels = { foundInModules, foundInGrooves, foundInInstructor, foundInCategory, sticking: words.practice.sticking };
  const families = getPage('rudiments').sections;
  const rudiments = getRudimentSearchSources().map(({ family, ...rudiment }) => ({ ...rudiment, family: families[family].title }));
  const json = buildLessonSearchIndex(getLessonSearchSources(), labels, rudiments, getStudySearchSources());
  return new Response(json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
