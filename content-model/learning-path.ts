import type { SingletonModel } from './fields';
import { HOME_LEVELS } from './vocabulary';

export const learningPathsModel = {
  kind: 'singleton',
  name: 'LearningPathList',
  label: 'Learning paths',
  description: 'The three multi-week study plans on the lessons page.',
  file: 'learning-paths.yaml',
  format: 'yaml',
  fields: {
    paths: {
      type: 'list',
      length: 3,
      description: 'Beginner, Intermediate and Advanced paths, in that order.',
      of: {
        type: 'object',
        name: 'LearningPath',
        description: 'A learning path.',
        fields: {
          level: {
            type: 'enum',
            options: HOME_LEVELS.map((l) => l.id),
            description: 'Which level the path is for.',
          },
          title: { type: 'string', description: 'The card heading.', maxLength: 40 },
          weeks: { type: 'number', min: 1, max: 52, unit: 'weeks', description: 'How many weeks the path lasts.' },
          description: { type: 'string', description: 'One sentence about the path.', maxLength: 200, multiline: true },
          bullets: {
            type: 'list',
            length: 3,
            description: 'Three things the path covers.',
            of: { type: 'string', description: 'One thing the path covers.', maxLength: 80 },
          },
        },
      },
    },
  },
} as const satisfies SingletonModel;
