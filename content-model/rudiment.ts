import type { CollectionModel } from './fields';

/** The Percussive Arts Society's four families of rudiments, in the society's order, with the numbers each holds. */
export const RUDIMENT_FAMILIES = {
  rolls: { first: 1, last: 15 },
  diddles: { first: 16, last: 19 },
  flams: { first: 20, last: 30 },
  drags: { first: 31, last: 40 },
} as const;
export type RudimentFamily = keyof typeof RUDIMENT_FAMILIES;
export const RUDIMENT_FAMILY_IDS = Object.keys(RUDIMENT_FAMILIES) as RudimentFamily[];
/** The society's list has exactly this many. */
export const RUDIMENT_COUNT = 40;

export const rudimentModel = {
  kind: 'collection',
  name: 'Rudiment',
  label: 'Rudiments',
  description:
    'One of the 40 International Drum Rudiments per file. The file name (e.g. flam-accent.mdx) becomes the address of its own page, /rudiments/flam-accent.',
  directory: 'rudiments',
  format: 'mdx',
  nameField: 'title',
  body: {
    label: 'Text',
    description:
      'How it is played and practised, in a few short paragraphs, and one <Groove> writing it out as the society does.',
  },
  fields: {
    title: {
      type: 'string',
      description: 'Its name, as the Percussive Arts Society gives it, e.g. Flam accent.',
      maxLength: 40,
    },
    number: {
      type: 'number',
      min: 1,
      max: RUDIMENT_COUNT,
      description: "Its number in the society's list, 1 to 40: the page lists them in this order.",
    },
    family: {
      type: 'enum',
      options: RUDIMENT_FAMILY_IDS,
      description: 'Which family it belongs to: rolls (1–15), diddles (16–19), flams (20–30) or drags (31–40).',
    },
    order: {
      type: 'number',
      min: 1,
      max: RUDIMENT_COUNT,
      description:
        'Its place in the order we suggest learning the forty, 1 (learn it first) to 40 (last): each number once. Its page shows it.',
    },
    tempos: {
      type: 'object',
      name: 'RudimentTempos',
      description:
        "Target tempos, in beats per minute as its groove counts them (the groove's tempo is the first of them).",
      fields: {
        start: {
          type: 'number',
          min: 30,
          max: 300,
          unit: 'BPM',
          description: 'Where to begin: slow enough to play it cleanly and relaxed. The same as its groove’s tempo.',
        },
        goal: {
          type: 'number',
          min: 30,
          max: 300,
          unit: 'BPM',
          description: 'A sound working tempo to aim for: faster than the start.',
        },
        advanced: {
          type: 'number',
          min: 30,
          max: 300,
          unit: 'BPM',
          description: 'For a player who has it well in hand: faster than the goal.',
        },
      },
    },
    description: {
      type: 'string',
      description:
        'One sentence saying what it is: under its name on its page and the rudiments page, and in the search.',
      maxLength: 200,
      multiline: true,
    },
  },
} as const satisfies CollectionModel;
