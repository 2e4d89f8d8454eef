'use client';

import dynamic from 'next/dynamic';

/*
 * The progress islands, with the store, in chunks of their own that are fetched after the page
 * has hydrated (`ssr: false`): nothing of them is in a page's first load. The server reserves
 * their room (progress.styles.tsx), so nothing moves when they appear, and without JavaScript the
 * pages say what they would offer instead.
 */
export const ProgressMarksIsland = dynamic(
  () => import('./progress-marks-island').then((module) => module.ProgressMarksIsland),
  { ssr: false },
);
export const ProgressFileIsland = dynamic(
  () => import('./progress-file-island').then((module) => module.ProgressFileIsland),
  { ssr: false },
);
export const LessonDoneIsland = dynamic(
  () => import('./lesson-done-island').then((module) => module.LessonDoneIsland),
  { ssr: false },
);
export const PracticeCalendarIsland = dynamic(
  () => import('./practice-calendar-island').then((module) => module.PracticeCalendarIsland),
  { ssr: false },
);
