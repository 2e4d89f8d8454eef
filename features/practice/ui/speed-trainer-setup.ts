import { TRAINER_LIMITS } from '@/features/progress/client';
import type { Words } from '@/lib/content';

/**
 * What the speed trainer and the tempo record need from the server: their words, and the
 * store's limits for the trainer's numbers (so the islands do not import the store to know them).
 */
export function speedTrainerSetup(words: Words['practice']) {
  const {
    speedTrainer,
    trainerSummary,
    trainerOn,
    trainerStart,
    trainerTarget,
    trainerStep,
    trainerEvery,
    countIn,
    trainerHint,
    tempoRecord,
  } = words;
  return {
    words: {
      speedTrainer,
      trainerSummary,
      trainerOn,
      trainerStart,
      trainerTarget,
      trainerStep,
      trainerEvery,
      countIn,
      trainerHint,
      tempoRecord,
    },
    limits: TRAINER_LIMITS,
  };
}

export type SpeedTrainerSetup = ReturnType<typeof speedTrainerSetup>;
