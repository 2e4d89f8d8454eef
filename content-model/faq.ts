import type { SingletonModel } from './fields';

export const faqsModel = {
  kind: 'singleton',
  name: 'FaqList',
  label: 'Frequently asked questions',
  description: 'The questions and answers on the contact page.',
  file: 'faqs.yaml',
  format: 'yaml',
  fields: {
    faqs: {
      type: 'list',
      length: 5,
      description: 'Five questions, in the order they appear.',
      of: {
        type: 'object',
        name: 'Faq',
        description: 'A question and its answer.',
        fields: {
          question: { type: 'string', description: 'The question, ending with ?.', maxLength: 120 },
          answer: { type: 'string', description: 'The answer, a short paragraph.', maxLength: 700, multiline: true },
        },
      },
    },
  },
} as const satisfies SingletonModel;
