/**
 * The donation pop-up's words, amounts and charity, and how its file is made from the settings: a door of its own for
 * the file's route, so the list does not join the scripts of every page with the feature's main door.
 */
import type { DonationDialogProps } from '../donation-dialog';

/** What the donation pop-up shows: its words, amounts and charity. */
export type DonationDialogWords = Omit<DonationDialogProps, 'onClose'>;

/**
 * The fields of the donation settings (content/site.yaml, `donation`) written into the pop-up's file, listed once: a
 * field added to the settings for something else (as the delay is, read by each page's timer) stays out of it.
 */
export const DIALOG_FIELDS = [
  'amounts',
  'charityName',
  'charityUrl',
  'message',
  'title',
  'amountLabel',
  'custom',
  'note',
  'donate',
  'newTab',
  'later',
  'close',
] as const satisfies readonly (keyof DonationDialogWords)[];

// Every field the pop-up takes is in the list: the build's type check fails here otherwise.
type Unlisted = Exclude<keyof DonationDialogWords, (typeof DIALOG_FIELDS)[number]>;
const _everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;

/** The pop-up's file: the listed fields of the donation settings. */
export function dialogWordsOf(settings: DonationDialogWords): DonationDialogWords {
  return Object.fromEntries(DIALOG_FIELDS.map((field) => [field, settings[field]])) as DonationDialogWords;
}
