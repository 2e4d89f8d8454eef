/**
 * What other features' islands may use of the progress store: the practice tools keep each
 * groove's tempos and speed-trainer settings here, and today's practice its plan and sessions.
 */
export {
  dayOf,
  emptyProgress,
  grooveRecord,
  lastGroove,
  playAlongSettings,
  saveLastGroove,
  recordPractice,
  recordRun,
  readProgress,
  recordTempo,
  savePlayAlong,
  saveTrainer,
  subscribeToProgress,
  updatePlan,
} from './store';
export { GOAL_CHOICES, PLAN_BLOCK_KINDS, PLAN_PATHS, TRAINER_LIMITS } from './record';
export type {
  BestRun,
  DrumRun,
  RunRecord,
  BlockResult,
  GrooveRecord,
  PlanBlockKind,
  PlanPath,
  PlanRecord,
  PlayAlongSettings,
  Progress,
  TrainerSettings,
} from './record';
export type { WriteResult } from '@/lib/device-data';

/** The key a groove's record is kept under: its lesson and its title (unique within a lesson). */
export function grooveKey(lessonSlug: string, title: string): string {
  return `${lessonSlug}/${title}`;
}

/** The metronome page's own record (its trainer settings and tempos). */
export const METRONOME_KEY = 'metronome';
