import type { SingletonModel } from './fields';
import { ICON_NAMES } from './vocabulary';

/** The years the about page's timeline covers. */
const TIMELINE_YEARS = { min: 2018, max: 2022 } as const;

export const aboutModel = {
  kind: 'singleton',
  name: 'AboutPage',
  label: 'About us',
  description: 'The story, values and timeline on the about page.',
  file: 'about.yaml',
  format: 'yaml',
  fields: {
    story: {
      type: 'list',
      min: 1,
      max: 4,
      description: 'Paragraphs of the Our Story section.',
      of: { type: 'string', description: 'A paragraph.', maxLength: 700, multiline: true },
    },
    mission: { type: 'string', description: 'The mission statement.', maxLength: 500, multiline: true },
    values: {
      type: 'list',
      length: 4,
      description: 'Four values, in the order they appear.',
      of: {
        type: 'object',
        name: 'Value',
        description: 'A value.',
        fields: {
          icon: { type: 'enum', options: ICON_NAMES, description: 'The icon beside the value.' },
          title: { type: 'string', description: 'One or two words.', maxLength: 30 },
          description: { type: 'string', description: 'One or two sentences.', maxLength: 240, multiline: true },
        },
      },
    },
    timeline: {
      type: 'list',
      min: 2,
      max: 10,
      description: 'Milestones, oldest first.',
      of: {
        type: 'object',
        name: 'Milestone',
        description: 'A milestone.',
        fields: {
          year: { type: 'number', min: TIMELINE_YEARS.min, max: TIMELINE_YEARS.max, description: 'The year.' },
          title: { type: 'string', description: 'A few words.', maxLength: 50 },
          description: { type: 'string', description: 'One or two sentences.', maxLength: 240, multiline: true },
        },
      },
    },
  },
} as const satisfies SingletonModel;
