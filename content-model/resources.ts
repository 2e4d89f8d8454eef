import type { SingletonModel } from './fields';
import { ICON_NAMES } from './vocabulary';

export const resourcesModel = {
  kind: 'singleton',
  name: 'ResourcesPage',
  label: 'Resources page',
  description: 'The resource library, outside links and partner sites of the resources page.',
  file: 'resources.yaml',
  format: 'yaml',
  fields: {
    categories: {
      type: 'list',
      length: 5,
      description: 'The five cards of the resource library.',
      of: {
        type: 'object',
        name: 'ResourceCategory',
        description: 'A kind of resource.',
        fields: {
          title: { type: 'string', description: 'The kind of resource.', maxLength: 40 },
          description: { type: 'string', description: 'One sentence.', maxLength: 200, multiline: true },
          icon: { type: 'enum', options: ICON_NAMES, description: 'The icon on the card.' },
          count: {
            type: 'number',
            min: 1,
            max: 100000,
            description: 'How many there are; the page shows it with a plus, e.g. 120+.',
          },
        },
      },
    },
    educationalLinks: {
      type: 'list',
      length: 3,
      description: 'Three reference articles, each opening in a new tab. The footer lists them too.',
      of: {
        type: 'object',
        name: 'EducationalLink',
        description: 'A link to a reference article.',
        fields: {
          title: { type: 'string', description: 'The article name.', maxLength: 50 },
          description: { type: 'string', description: 'What it explains.', maxLength: 200, multiline: true },
          url: { type: 'string', format: 'url', description: 'The full address, starting with https://.' },
          icon: { type: 'enum', options: ICON_NAMES, description: 'The icon beside it.' },
        },
      },
    },
    partners: {
      type: 'list',
      length: 2,
      description: 'Two partner sites, each with a picture, opening in a new tab.',
      of: {
        type: 'object',
        name: 'PartnerSite',
        description: 'A partner site.',
        fields: {
          title: { type: 'string', description: 'The partner name.', maxLength: 50 },
          description: { type: 'string', description: 'What they offer.', maxLength: 200, multiline: true },
          url: { type: 'string', format: 'url', description: 'The full address, starting with https://.' },
          image: { type: 'string', format: 'public-file', description: 'Picture, a file in public/images.' },
          imageAlt: { type: 'string', description: 'What the picture shows.', maxLength: 160 },
        },
      },
    },
    guide: {
      type: 'object',
      name: 'GuideDownload',
      description: "The free beginner's guide block at the foot of the page.",
      fields: {
        title: { type: 'string', description: 'The heading.', maxLength: 60 },
        description: { type: 'string', description: 'What the guide holds.', maxLength: 300, multiline: true },
      },
    },
  },
} as const satisfies SingletonModel;
