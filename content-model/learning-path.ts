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
          plan: {
            type: 'list',
            min: 1,
            max: 52,
            description:
              "The path week by week, as many weeks as it lasts. Today's practice follows the week the learner is in; a week is done when its targets are met.",
            of: {
              type: 'object',
              name: 'PathWeek',
              description: 'One week of the path.',
              fields: {
                goal: {
                  type: 'string',
                  description: 'What the learner can do by the end of the week, and how to tell, in a sentence or two.',
                  maxLength: 200,
                  multiline: true,
                },
                lessons: {
                  type: 'list',
                  min: 1,
                  max: 2,
                  description:
                    'The lessons of the week, by file name (content/lessons). Each is met when marked as done.',
                  of: { type: 'string', description: 'A lesson file name without .mdx.', maxLength: 60 },
                },
                studies: {
                  type: 'list',
                  optional: true,
                  max: 2,
                  description:
                    'Studies of the study shelf to work through beside the lessons this week, by file name (content/studies), linked from the week.',
                  of: {
                    type: 'string',
                    description: 'A study file name without .mdx, e.g. hands-short-snare-solo.',
                    maxLength: 70,
                  },
                },
                rudiments: {
                  type: 'list',
                  optional: true,
                  max: 3,
                  description:
                    'Rudiments to bring to a tempo this week. Each is met once played at its tempo or faster.',
                  of: {
                    type: 'object',
                    name: 'RudimentTarget',
                    description: 'A rudiment and the tempo to reach.',
                    fields: {
                      rudiment: {
                        type: 'string',
                        description: 'A rudiment file name without .mdx, e.g. single-paradiddle.',
                        maxLength: 60,
                      },
                      tempo: {
                        type: 'number',
                        min: 30,
                        max: 300,
                        unit: 'BPM',
                        description: "The tempo to reach, counted as the rudiment's own groove counts it.",
                      },
                    },
                  },
                },
              },
            },
          },
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
