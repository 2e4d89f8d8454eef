import type { SingletonModel } from './fields';

export const instructorsModel = {
  kind: 'singleton',
  name: 'InstructorList',
  label: 'Instructors',
  description: 'The teachers shown on the about page. Lessons name them by id.',
  file: 'instructors.yaml',
  format: 'yaml',
  fields: {
    instructors: {
      type: 'list',
      length: 4,
      description: 'Four instructors, in the order their cards appear.',
      of: {
        type: 'object',
        name: 'Instructor',
        description: 'An instructor.',
        fields: {
          id: { type: 'string', description: 'Short name lessons use to refer to this instructor, e.g. maya-okafor.' },
          name: { type: 'string', description: 'Full name.', maxLength: 60 },
          role: { type: 'string', description: 'What they teach.', maxLength: 60 },
          image: { type: 'string', format: 'public-file', description: 'Portrait, a file in public/images.' },
          imageAlt: { type: 'string', description: 'What the portrait shows.', maxLength: 160 },
          bio: { type: 'string', description: 'Two or three sentences.', maxLength: 400, multiline: true },
        },
      },
    },
  },
} as const satisfies SingletonModel;
