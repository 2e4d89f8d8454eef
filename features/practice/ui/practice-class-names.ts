/**
 * The class names of the practice tools' parts (the groove player's, the metronome's). They are fixed, not hashed:
 * practice.styles.tsx gives each its styles under these names on the server, and the islands write them from here, so
 * no page carries them in its data (a lesson drew a player for each groove, each once told its 25 names).
 */
export const PRACTICE_PARTS = [
  'root',
  'title',
  'row',
  'start',
  'secondary',
  'field',
  'input',
  'select',
  'selectArrow',
  'check',
  'beats',
  'beat',
  'hint',
  'trainer',
  'fieldset',
  'small',
  'muted',
  'record',
  'problem',
  'hidden',
  'legend',
  'note',
  'table',
  'chart',
  'elsewhere',
] as const;

export type PracticePart = (typeof PRACTICE_PARTS)[number];

/** The prefix of each part's class: `practice-root`, `practice-title`… */
export const PRACTICE_PREFIX = 'practice';

export const PRACTICE_CLASSES = Object.fromEntries(
  PRACTICE_PARTS.map((part) => [part, `${PRACTICE_PREFIX}-${part}`]),
) as Record<PracticePart, string>;
