import type { CollectionModel } from './fields';
import { CATEGORY_IDS, LESSON_LEVELS } from './vocabulary';

/** Shortest and longest lesson on the lessons page, in minutes. */
const LESSON_MINUTES = { min: 30, max: 80 } as const;
/** Every lesson card lists exactly this many modules. */
const MODULES_PER_LESSON = 3;
/** Lessons in each category, exactly one of them featured. */
export const LESSONS_PER_CATEGORY = 6;

export const lessonModel = {
  kind: 'collection',
  name: 'Lesson',
  label: 'Lessons',
  description:
    'One lesson per file. The file name (e.g. first-rock-beat.mdx) becomes the address /lessons/first-rock-beat.',
  directory: 'lessons',
  format: 'mdx',
  nameField: 'title',
  body: {
    label: 'Lesson text',
    description:
      'The lesson itself, in three sections: "## Goal", "## What to practice" and "## How to know you have it".',
  },
  fields: {
    title: { type: 'string', description: 'The lesson name shown on its card and page.', maxLength: 70 },
    description: {
      type: 'string',
      description: 'One or two sentences for the lesson card and search results.',
      maxLength: 220,
      multiline: true,
    },
    category: {
      type: 'enum',
      options: CATEGORY_IDS,
      description: 'Which tab of the lessons page the lesson is listed under.',
    },
    level: { type: 'enum', options: LESSON_LEVELS, description: 'The level printed on the card.' },
    duration: {
      type: 'number',
      min: LESSON_MINUTES.min,
      max: LESSON_MINUTES.max,
      unit: 'minutes',
      description: 'How long the lesson takes, in whole minutes.',
    },
    image: {
      type: 'string',
      format: 'public-file',
      description:
        "The lesson's picture, on its card and page: a file in public/images, written as /images/…. No other lesson of the same category may use it.",
    },
    imageAlt: {
      type: 'string',
      description:
        'What the picture shows, in a short sentence for people who cannot see it (at least four words; not "Image of…").',
      maxLength: 160,
    },
    modules: {
      type: 'list',
      of: { type: 'string', description: 'A short topic name.', maxLength: 40 },
      length: MODULES_PER_LESSON,
      description: 'The three topics the lesson is made of, in teaching order.',
    },
    featured: {
      type: 'boolean',
      description: 'true for the one lesson shown in the banner of its tab; false for the others.',
    },
    order: {
      type: 'number',
      min: 1,
      max: 99,
      description: 'Position within its tab: 1 comes first.',
    },
    instructor: {
      type: 'string',
      optional: true,
      description: 'Who teaches it: the id of an instructor in instructors.yaml.',
    },
  },
} as const satisfies CollectionModel;
