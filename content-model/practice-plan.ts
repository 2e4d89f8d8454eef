import type { SingletonModel } from './fields';

/**
 * The blocks of "Today's practice", in the order a teacher sets them. Each kind draws on something different:
 * warm-up and hands on rudiments, groove on the lesson in progress, fills and reading on lessons, the check on a
 * lesson already done. The page gives each block its share of the time the learner chooses.
 */
export const PRACTICE_BLOCK_KINDS = ['warm-up', 'hands', 'groove', 'fills-reading', 'check'] as const;
export type PracticeBlockKind = (typeof PRACTICE_BLOCK_KINDS)[number];

/**
 * What each kind of block chooses from a list the editor writes: rudiments or lessons, and whether it must have one
 * (the check's list, when given, limits which lessons done it may check).
 */
export const PLAN_DRAWS_ON: Record<PracticeBlockKind, { list: 'rudiments' | 'lessons' | null; required: boolean }> = {
  'warm-up': { list: 'rudiments', required: true },
  hands: { list: 'rudiments', required: true },
  groove: { list: null, required: false },
  'fills-reading': { list: 'lessons', required: true },
  check: { list: 'lessons', required: false },
};

export const practicePlanModel = {
  kind: 'singleton',
  name: 'PracticePlan',
  label: "Today's practice",
  description:
    "The blocks of a day's practice on /practice: what each asks the learner to do, its share of the time, and what it may draw on.",
  file: 'practice-plan.yaml',
  format: 'yaml',
  fields: {
    blocks: {
      type: 'list',
      length: PRACTICE_BLOCK_KINDS.length,
      description: `Five blocks, one of each kind, in this order: ${PRACTICE_BLOCK_KINDS.join(', ')}.`,
      of: {
        type: 'object',
        name: 'PracticeBlock',
        description: 'One block of the plan.',
        fields: {
          kind: {
            type: 'enum',
            options: PRACTICE_BLOCK_KINDS,
            description:
              'Which block: warm-up and hands play a rudiment, groove the lesson in progress, fills-reading a lesson from its list, check a lesson already done with play-along.',
          },
          title: { type: 'string', description: "The block's heading, e.g. Warm-up.", maxLength: 40 },
          instructions: {
            type: 'string',
            description: 'What to do in this block, in a sentence or two, as a teacher would say it.',
            maxLength: 300,
            multiline: true,
          },
          share: {
            type: 'number',
            min: 5,
            max: 60,
            unit: 'percent',
            description: 'Its share of the session, in percent. The five shares add up to 100.',
          },
          rudiments: {
            type: 'list',
            optional: true,
            min: 1,
            max: 40,
            description:
              "For warm-up and hands: the rudiments it may choose from, by file name (content/rudiments), one a day in turn. Hands takes the week's rudiments first.",
            of: {
              type: 'string',
              description: 'A rudiment file name without .mdx, e.g. single-paradiddle.',
              maxLength: 60,
            },
          },
          lessons: {
            type: 'list',
            optional: true,
            min: 1,
            max: 24,
            description:
              "For fills-reading: the lessons it may choose from, by file name (content/lessons), in this order: a lesson of the learner's week first, then the first not yet done. For check (optional): the lessons it may check once done.",
            of: {
              type: 'string',
              description: 'A lesson file name without .mdx, e.g. your-first-drum-fills.',
              maxLength: 60,
            },
          },
        },
      },
    },
  },
} as const satisfies SingletonModel;
