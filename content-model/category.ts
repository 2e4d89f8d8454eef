import type { SingletonModel } from './fields';
import { CATEGORY_IDS } from './vocabulary';

export const categoriesModel = {
  kind: 'singleton',
  name: 'CategoryList',
  label: 'Lesson categories',
  description: 'The four tabs of the lessons page, in the order they appear.',
  file: 'categories.yaml',
  format: 'yaml',
  fields: {
    categories: {
      type: 'list',
      length: CATEGORY_IDS.length,
      description: 'One entry for each lesson category.',
      of: {
        type: 'object',
        name: 'Category',
        description: 'A lesson category.',
        fields: {
          id: {
            type: 'enum',
            options: CATEGORY_IDS,
            description: 'The fixed name lessons use in their category field.',
          },
          label: { type: 'string', description: 'The tab label.', maxLength: 30 },
          description: { type: 'string', description: 'One sentence under the tab.', maxLength: 200, multiline: true },
        },
      },
    },
  },
} as const satisfies SingletonModel;
