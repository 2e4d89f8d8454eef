import type { LegalSlug } from '@/content-model/legal';

/** Every address the site links to internally, defined once. */

export interface NavLink {
  href: string;
  label: string;
}

/** The five main pages, in header and footer order (SPEC §2). */
export const MAIN_ROUTES: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About Us' },
  { href: '/lessons', label: 'Lessons' },
  { href: '/resources', label: 'Resources' },
  { href: '/contact', label: 'Contact Us' },
];

/** A legal page's address is its slug (content/legal/<slug>.md ↔ /<slug>). */
export function legalHref(slug: LegalSlug): string {
  return `/${slug}`;
}

/** The donation pop-up's anchor; the header's Donate button points at it. */
export const DONATE_ANCHOR = 'donate';

/** The metronome's own page (lessons also place it in their text). */
export const METRONOME_HREF = '/metronome';

export function lessonHref(slug: string): string {
  return `/lessons/${slug}`;
}
