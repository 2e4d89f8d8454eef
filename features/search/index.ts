/**
 * The lesson search of the lessons page: the box on its hero, and the category tabs below, which
 * show the lessons that match what is typed. Only the lessons page imports this: the islands
 * re-exported here ship with every page that imports it.
 */
export { LessonSearchBox } from './lesson-search-box';
export { searchBoxClasses } from './lesson-search-box.styles';
export { LessonTabs, type LessonTabData, type LessonTabsWords } from './lesson-tabs';
export { lessonTabsClasses } from './lesson-tabs.styles';
