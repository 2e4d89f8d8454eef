/**
 * The lesson search of the lessons page: the box on its hero, and the category tabs below, which
 * show the lessons that match what is typed; and the full-text index the box fetches on the first
 * keystroke, written at build time by app/search-index.json/route.ts. Only the lessons page and
 * that route import this: the islands re-exported here ship with every page that imports it.
 */
export { LessonSearchBox } from './lesson-search-box';
export { searchBoxClasses } from './lesson-search-box.styles';
export { LessonTabs, type LessonTabData, type LessonTabsWords } from './lesson-tabs';
export type { SearchablePage } from './full-text';
export { rudimentSearchId, studySearchId } from './search';
export { lessonTabsClasses } from './lesson-tabs.styles';
export {
  buildLessonSearchIndex,
  type LessonSearchSource,
  type RudimentSearchSource,
  type StudySearchSource,
  type SearchSectionWords,
} from './lesson-documents';
