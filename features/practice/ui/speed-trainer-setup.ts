import { TRAINER_LIMITS } from '@/features/progress/client';
import type { Words } from '@/lib/content';

/** The most bars the gap click plays, or leaves silent, at a stretch. */
export const GAP_LIMITS = { min: 1, max: 16 } as const;

/** The practice words the speed trainer, the gap click and the tempo record show. */
const SETUP_WORDS = [
  'speedTrainer',
  'trainerSummary',
  'trainerOn',
  'trainerStart',
  'trainerTarget',
  'trainerStep',
  'trainerEvery',
  'countIn',
  'trainerHint',
  'tempoRecord',
  'gapClick',
  'gapSummary',
  'gapOn',
  'gapBarsOn',
  'gapBarsOff',
  'gapPreset',
  'gapPresets',
  'gapHint',
  'gapSilent',
  'loopSection',
  'loopSummary',
  'loopSummaryOne',
  'loopFrom',
  'loopTo',
  'loopHint',
] as const satisfies readonly (keyof Words['practice'])[];

/**
 * What the speed trainer, the gap click and the tempo record need from the server: their words, and the
 * limits of their numbers (so the islands do not import the store to know them).
 */
export function speedTrainerSetup(words: Words['practice']) {
  return {
    words: Object.fromEntries(SETUP_WORDS.map((key) => [key, words[key]])) as Pick<
      Words['practice'],
      (typeof SETUP_WORDS)[number]
    >,
    limits: TRAINER_LIMITS,
    gapLimits: GAP_LIMITS,
  };
}

export type SpeedTrainerSetup = ReturnType<typeof speedTrainerSetup>;
