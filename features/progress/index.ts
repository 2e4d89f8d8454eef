/**
 * A learner's progress, on their own device: lessons marked as done (on their cards and learning
 * paths), where to continue, and saving, loading or forgetting it. The practice tools keep their
 * tempos through client.ts.
 */
export { ContinueLine, DoneBadge, lessonMark, PathProgress, ProgressMarks } from './progress-marks';
export { LessonDone, ProgressFile } from './progress-sections';
/** The marks the server puts where progress shows, for the progress island to find. */
export { PROGRESS_ATTRIBUTES } from './attributes';
