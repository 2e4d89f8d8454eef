import type { CollectionModel } from './fields';

/** Every page with its own copy file in content/pages, by route. */
export const PAGE_SLUGS = ['home', 'about', 'lessons', 'resources', 'contact', 'metronome'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

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
  },
} as const satisfies CollectionModel;
