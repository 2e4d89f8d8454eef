import type { SingletonModel } from './fields';
import { SOCIAL_NETWORKS } from './vocabulary';

export const siteModel = {
  kind: 'singleton',
  name: 'Site',
  label: 'Site settings',
  description: 'Facts used on many pages: name, contact details, donation pop-up and embedded frames.',
  file: 'site.yaml',
  format: 'yaml',
  fields: {
    name: { type: 'string', description: 'The site name in the header, footer and browser tab.', maxLength: 40 },
    tagline: { type: 'string', description: 'A few words under the name in the footer.', maxLength: 80 },
    description: {
      type: 'string',
      description: 'What search engines show under the site name.',
      maxLength: 200,
      multiline: true,
    },
    url: {
      type: 'string',
      format: 'url',
      description: 'The public address of the live site, starting with https:// (used in links shared elsewhere).',
    },
    email: { type: 'string', format: 'email', description: 'The address visitors write to.' },
    phone: { type: 'string', description: 'The phone number as it should be shown.', maxLength: 30 },
    location: { type: 'string', description: 'Where the school is, e.g. Los Angeles, CA.', maxLength: 60 },
    mapsUrl: { type: 'string', format: 'url', description: 'A maps link for the location.' },
    officeHours: { type: 'string', description: 'When someone answers, e.g. Mon-Fri 9am-5pm PST.', maxLength: 60 },
    social: {
      type: 'list',
      min: 1,
      max: SOCIAL_NETWORKS.length,
      description: 'Social profiles shown as icons in the footer and on the contact page.',
      of: {
        type: 'object',
        name: 'SocialLink',
        description: 'A social profile.',
        fields: {
          network: { type: 'enum', options: SOCIAL_NETWORKS, description: 'Which network.' },
          url: { type: 'string', format: 'url', description: 'The profile address, starting with https://.' },
        },
      },
    },
    donation: {
      type: 'object',
      name: 'DonationSettings',
      description: 'The donation pop-up.',
      fields: {
        amounts: {
          type: 'list',
          min: 1,
          max: 6,
          description: 'Dollar amounts on the buttons; a Custom button always follows them.',
          of: { type: 'number', min: 1, max: 10000, unit: 'dollars', description: 'An amount in dollars.' },
        },
        delayMs: {
          type: 'number',
          min: 0,
          max: 120000,
          unit: 'milliseconds',
          description: 'How long after a page loads the pop-up appears, in milliseconds (15000 = 15 seconds).',
        },
        charityName: { type: 'string', description: 'The charity that receives donations.', maxLength: 80 },
        charityUrl: { type: 'string', format: 'url', description: "The charity's donation page." },
        message: {
          type: 'string',
          description: 'A sentence or two on what a donation does.',
          maxLength: 300,
          multiline: true,
        },
        title: { type: 'string', description: 'The heading of the pop-up.', maxLength: 60 },
        amountLabel: { type: 'string', description: 'What screen readers call the row of amounts.', maxLength: 40 },
        custom: { type: 'string', description: 'The last amount button, for any other amount.', maxLength: 20 },
        note: {
          type: 'string',
          description: 'The small line under the amounts.',
          maxLength: 160,
          placeholders: { charity: "the charity's name" },
        },
        donate: { type: 'string', description: "The button that opens the charity's page.", maxLength: 30 },
        newTab: {
          type: 'string',
          description: 'What screen readers hear after the donate button.',
          maxLength: 80,
          placeholders: { charity: "the charity's name" },
        },
        later: { type: 'string', description: 'The button that closes the pop-up.', maxLength: 30 },
        close: { type: 'string', description: 'What screen readers call the × button.', maxLength: 20 },
      },
    },
    embeds: {
      type: 'object',
      name: 'EmbedSettings',
      description: 'Frames from other services.',
      fields: {
        contactFormUrl: {
          type: 'string',
          format: 'url',
          description: 'The contact form service address, with its category parameter.',
        },
        newsFeedUrl: { type: 'string', format: 'url', description: 'The news feed widget address.' },
        newsFeedPageUrl: {
          type: 'string',
          format: 'url',
          description: 'Where visitors can read the news if the frame cannot load.',
        },
      },
    },
    newsletter: {
      type: 'object',
      name: 'NewsletterCopy',
      description: 'The newsletter sign-up boxes.',
      fields: {
        title: { type: 'string', description: 'The heading.', maxLength: 60 },
        text: { type: 'string', description: 'One sentence.', maxLength: 200, multiline: true },
        confirmation: {
          type: 'string',
          description: 'What visitors read after pressing the button.',
          maxLength: 200,
          multiline: true,
        },
        emailLabel: {
          type: 'string',
          description: 'The label of the email box (read by screen readers).',
          maxLength: 40,
        },
        emailPlaceholder: {
          type: 'string',
          description: 'The grey example inside the empty email box.',
          maxLength: 40,
        },
        submit: { type: 'string', description: 'The button.', maxLength: 20 },
        sectionLabel: {
          type: 'string',
          description: 'What screen readers call the newsletter band near the foot of some pages.',
          maxLength: 40,
        },
      },
    },
  },
} as const satisfies SingletonModel;
