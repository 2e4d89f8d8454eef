import type { Fields, ListField, SingletonModel } from './fields';
import { HOME_LEVELS, ICON_NAMES } from './vocabulary';

/** Lesson cards in each level tab of the home page. */
export const HOME_LESSONS_PER_LEVEL = 4;
/** Home tab lessons last 25 to 70 minutes. */
export const HOME_LESSON_MINUTES = { min: 25, max: 70 } as const;

function picksFor(level: (typeof HOME_LEVELS)[number]['level']) {
  return {
    type: 'list',
    length: HOME_LESSONS_PER_LEVEL,
    description: `Four ${level} lessons for the home page's ${level} tab, by file name without .mdx.`,
    of: { type: 'string', description: 'A lesson file name without .mdx, e.g. first-rock-beat.' },
  } as const satisfies ListField;
}

/** One list per home tab; HOME_LEVELS fixes which tabs there are. */
const lessonPickFields = {
  beginner: picksFor('Beginner'),
  intermediate: picksFor('Intermediate'),
  advanced: picksFor('Advanced'),
} as const satisfies Record<(typeof HOME_LEVELS)[number]['id'], ListField> & Fields;

export const homeModel = {
  kind: 'singleton',
  name: 'HomePage',
  label: 'Home page',
  description: 'The sections of the home page below the hero.',
  file: 'home.yaml',
  format: 'yaml',
  fields: {
    features: {
      type: 'list',
      length: 4,
      description: 'The four cards of the About section.',
      of: {
        type: 'object',
        name: 'FeatureCard',
        description: 'A feature card.',
        fields: {
          icon: { type: 'enum', options: ICON_NAMES, description: 'The icon on the card.' },
          title: { type: 'string', description: 'A few words.', maxLength: 40 },
          description: { type: 'string', description: 'One or two sentences.', maxLength: 200, multiline: true },
        },
      },
    },
    mission: {
      type: 'object',
      name: 'MissionBlock',
      description: 'The mission block beside the feature cards.',
      fields: {
        title: { type: 'string', description: 'The heading.', maxLength: 60 },
        text: { type: 'string', description: 'A short paragraph.', maxLength: 500, multiline: true },
      },
    },
    lessonPicks: {
      type: 'object',
      name: 'LessonPicks',
      description:
        'Which lessons the level tabs of the home page show. Each lesson is written once, in content/lessons.',
      fields: lessonPickFields,
    },
    featuredCourse: {
      type: 'object',
      name: 'FeaturedCourse',
      description: 'The banner under the home page lesson tabs.',
      fields: {
        lesson: { type: 'string', description: 'The lesson the banner shows, by file name without .mdx.' },
        tagline: { type: 'string', description: 'A short line above the title, e.g. Featured Course.', maxLength: 30 },
      },
    },
    resourceCards: {
      type: 'list',
      length: 5,
      description: 'The five outside resources of the home page, each opening in a new tab.',
      of: {
        type: 'object',
        name: 'ResourceCard',
        description: 'A link to another site.',
        fields: {
          title: { type: 'string', description: 'The site or page name.', maxLength: 50 },
          description: { type: 'string', description: 'What a drummer finds there.', maxLength: 200, multiline: true },
          url: { type: 'string', format: 'url', description: 'The full address, starting with https://.' },
          icon: { type: 'enum', options: ICON_NAMES, description: 'The icon on the card.' },
        },
      },
    },
  },
} as const satisfies SingletonModel;
