/** The donation pop-up: its timer and trigger on every page, its dialog loaded when it opens. */
export { DonationController } from './donation-controller';
