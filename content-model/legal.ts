import type { CollectionModel } from './fields';

/** The legal documents, by route. */
export const LEGAL_SLUGS = ['privacy', 'terms'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const legalModel = {
  kind: 'collection',
  name: 'LegalPage',
  label: 'Legal pages',
  description: 'The privacy policy and the terms of service, written in Markdown.',
  directory: 'legal',
  format: 'md',
  nameField: 'title',
  body: { label: 'Text', description: 'The policy itself: headings with "##", paragraphs, lists and links.' },
  fields: {
    title: { type: 'string', description: 'The page heading.', maxLength: 60 },
    description: {
      type: 'string',
      description: 'What search engines show under the title.',
      maxLength: 200,
      multiline: true,
    },
    updated: { type: 'string', format: 'date', description: 'When the text last changed, as YYYY-MM-DD.' },
  },
} as const satisfies CollectionModel;
