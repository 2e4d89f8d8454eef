/** Lessons as cards: a card in a grid, and the wide banner of a featured lesson. Server components only. */
export { FeaturedLessonBanner } from './featured-lesson-banner';
export { LessonCard } from './lesson-card';
export { LessonFacts } from './lesson-facts';
