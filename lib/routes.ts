import type { LegalSlug } from '@/content-model/legal';

/** Every address the site links to internally, defined once. Link words come from content/interface.yaml. */

export const ROUTES = {
  home: '/',
  about: '/about',
  lessons: '/lessons',
  resources: '/resources',
  contact: '/contact',
  metronome: '/metronome',
} as const;

export type MainPage = 'home' | 'about' | 'lessons' | 'resources' | 'contact';

/** The five main pages, in header and footer order; their names are `navigation` in content/interface.yaml. */
export const MAIN_PAGES: readonly MainPage[] = ['home', 'about', 'lessons', 'resources', 'contact'];

/** A legal page's address is its slug (content/legal/<slug>.md ↔ /<slug>). */
export function legalHref(slug: LegalSlug): string {
  return `/${slug}`;
}

/** The donation pop-up's anchor; the header's Donate button points at it. */
export const DONATE_ANCHOR = 'donate';

export function lessonHref(slug: string): string {
  return `${ROUTES.lessons}/${slug}`;
}

/** The anchor of a tab of the lessons page, by category id: `lessons-beginner`. */
export function lessonTabAnchor(category: string): string {
  return `lessons-${category}`;
}

/** A tab of the lessons page from another page: `/lessons#lessons-beginner`. */
export function lessonTabHref(category: string): string {
  return `${ROUTES.lessons}#${lessonTabAnchor(category)}`;
}
