import { TRAINER_LIMITS } from '@/features/progress/client';
import type { Words } from '@/lib/content';

/** The most bars the gap click plays, or leaves silent, at a stretch. */
export const GAP_LIMITS = { min: 1, max: 16 } as const;

/**
 * The practice words the speed trainer, the gap click, the loop and the tempo record show from the first paint: the
 * tools' names, what each is set to, the tempo record, the silent bar, and what to say if a tool's fields cannot load.
 */
const SETUP_WORDS = [
  'speedTrainer',
  'trainerSummary',
  'tempoRecord',
  'gapClick',
  'gapSummary',
  'gapSilent',
  'loopSection',
  'loopSummary',
  'loopSummaryOne',
  'toolUnavailable',
] as const satisfies readonly (keyof Words['practice'])[];

/**
 * The words inside the folded tools, seen only once one is opened: their fields' labels and hints. They are fetched
 * then (tool-fields.tsx, from app/tool-words.json/route.ts), so no page carries them in the data of each of its players.
 */
const FIELD_WORDS = [
  'trainerOn',
  'trainerStart',
  'trainerTarget',
  'trainerStep',
  'trainerEvery',
  'countIn',
  'trainerHint',
  'gapOn',
  'gapBarsOn',
  'gapBarsOff',
  'gapPreset',
  'gapPresets',
  'gapHint',
  'loopFrom',
  'loopTo',
  'loopHint',
] as const satisfies readonly (keyof Words['practice'])[];

export type ToolFieldWords = Pick<Words['practice'], (typeof FIELD_WORDS)[number]>;

const pick = <K extends keyof Words['practice']>(words: Words['practice'], keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, words[key]])) as Pick<Words['practice'], K>;

/** The folded tools' field words, as app/tool-words.json/route.ts writes them. */
export function toolFieldWords(words: Words['practice']): ToolFieldWords {
  return pick(words, FIELD_WORDS);
}

/**
 * What the speed trainer, the gap click, the loop and the tempo record need from the server: the words they show
 * before a tool is opened, and the limits of their numbers (so the islands do not import the store to know them).
 */
export function speedTrainerSetup(words: Words['practice']) {
  return { words: pick(words, SETUP_WORDS), limits: TRAINER_LIMITS, gapLimits: GAP_LIMITS };
}

export type SpeedTrainerSetup = ReturnType<typeof speedTrainerSetup>;
