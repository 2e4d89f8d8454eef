import type { CollectionModel } from './fields';

/** Every page with its own copy file in content/pages, by route. */
export const PAGE_SLUGS = [
  'home',
  'about',
  'lessons',
  'resources',
  'contact',
  'metronome',
  'rudiments',
  'groove-builder',
  'practice',
  'studies',
  'offline',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** The sections each page shows below its hero, in order: each page file gives their headings. */
export const PAGE_SECTIONS = {
  home: ['about', 'lessons', 'resources', 'contact'],
  about: ['story', 'mission', 'values', 'timeline', 'instructors', 'cta'],
  lessons: ['catalogue', 'learning-paths'],
  resources: ['library', 'further-reading', 'news', 'sponsors'],
  contact: ['reach', 'form', 'faq'],
  metronome: ['tool'],
  // One section per family of rudiments (content-model/rudiment.ts), in the society's order.
  rudiments: ['rolls', 'diddles', 'flams', 'drags'],
  // The builder itself, then what to do with a finished groove (its heading and sentence sit over the buttons).
  'groove-builder': ['tool', 'take-away'],
  // The plan for today, the week of the learner's path it follows, the tempos played, then every path week by week.
  practice: ['today', 'week', 'tempos', 'paths'],
  // One section per track of the study shelf (content-model/study.ts), in the shelf's order.
  studies: ['reading', 'fills', 'hands', 'feels'],
  offline: ['lessons', 'tools'],
} as const satisfies Record<PageSlug, readonly string[]>;

export type SectionId<P extends PageSlug> = (typeof PAGE_SECTIONS)[P][number];

export const pageModel = {
  kind: 'collection',
  name: 'Page',
  label: 'Page headings',
  description: 'The heading, introduction and search-engine text of each main page.',
  directory: 'pages',
  format: 'yaml',
  nameField: 'title',
  fields: {
    title: { type: 'string', description: 'The browser tab title.', maxLength: 60 },
    description: {
      type: 'string',
      description: 'What search engines show under the title.',
      maxLength: 200,
      multiline: true,
    },
    heading: { type: 'string', description: 'The big heading at the top of the page.', maxLength: 80 },
    intro: { type: 'string', description: 'The sentence under the heading.', maxLength: 300, multiline: true },
    sections: {
      type: 'list',
      optional: true,
      description:
        'The headings of the sections further down the page, in page order. Which sections a page has is fixed by its design: change their words, not their ids.',
      of: {
        type: 'object',
        name: 'SectionCopy',
        description: "One section's heading.",
        fields: {
          id: { type: 'string', description: 'Which section this is (fixed, e.g. lessons).', maxLength: 30 },
          eyebrow: {
            type: 'string',
            optional: true,
            description: 'The small coloured line above the heading.',
            maxLength: 30,
          },
          title: {
            type: 'string',
            description: 'The section heading.',
            maxLength: 80,
            optionalPlaceholders: { name: "the site's name (content/site.yaml)" },
          },
          intro: {
            type: 'string',
            optional: true,
            description: 'A sentence or two under the heading.',
            maxLength: 300,
            multiline: true,
          },
        },
      },
    },
  },
} as const satisfies CollectionModel;
