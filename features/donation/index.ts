/** The donation pop-up: its timer and trigger on every page, its dialog loaded when it opens. */
export { DonationController, type DonationDialogWords } from './donation-controller';
