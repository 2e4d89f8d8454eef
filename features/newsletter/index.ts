/** The newsletter sign-up box (in the footer) and band (near the foot of some pages). */
export { NewsletterForm } from './newsletter-form';
export { NewsletterSection } from './newsletter-section';
