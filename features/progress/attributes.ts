/**
 * The marks the server puts in the HTML where progress shows, for the progress island to find:
 * a lesson's card or banner (`data-lesson-slug`, given `data-done` once done), a learning path's
 * count (`data-path-lessons`, its lessons' slugs), the "continue" link, and the home page's play button, which
 * leads a returning visitor to today's practice (`data-practice-link`).
 */
export const PROGRESS_ATTRIBUTES = {
  lesson: 'data-lesson-slug',
  done: 'data-done',
  pathLessons: 'data-path-lessons',
  continue: 'data-continue',
  practice: 'data-practice-link',
} as const;
