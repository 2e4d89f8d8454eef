import type { LegalSlug } from '@/content-model/legal';

/** Every address the site links to internally, defined once. Link words come from content/interface.yaml. */

export const ROUTES = {
  home: '/',
  about: '/about',
  lessons: '/lessons',
  resources: '/resources',
  contact: '/contact',
  metronome: '/metronome',
  /** The 40 rudiments' index; each has its own page (rudimentHref). */
  rudiments: '/rudiments',
  /** Write a groove on a grid; the groove itself is in the address, after its # (builderHref). */
  grooveBuilder: '/groove-builder',
  /** Today's practice: a session built from the learner's record, following their path week by week. */
  practice: '/practice',
  /** The study shelf: reading, fills, hands and feels, each a track of studies (studyHref). */
  studies: '/studies',
  /** What a page not kept for offline use shows without a connection (see features/offline). */
  offline: '/offline',
} as const;

/** The groove builder opened on a groove, as features/practice/builder/address.ts writes it after the #. */
export function builderHref(groove: string): string {
  return `${ROUTES.grooveBuilder}#${groove}`;
}

/** Where each lesson's and rudiment's first groove is, drawn as an SVG file (app/notation/[file]/route.ts). */
export const NOTATION_FOLDER = '/notation/';

/** Where the recorded drum kit is (scripts/render-kit.ts writes it; features/practice/playback/kit-url.ts names it). */
export const KIT_FOLDER = '/kit/';

/** A track of the study shelf: its studies in order. */
export function studyTrackHref(track: string): string {
  return `${ROUTES.studies}/${track}`;
}

/** A study's page: its track, then its file name without the track in front (content-model/study.ts, studySlug). */
export function studyHref(track: string, slug: string): string {
  return `${studyTrackHref(track)}/${slug}`;
}

/** A study's page with one choice of its sticking permutations tool (family and subdivision), or its own page. */
export function studyChoiceHref(track: string, slug: string, choice?: { family: string; subdivision: string }): string {
  return choice ? `${studyHref(track, slug)}/${choice.family}/${choice.subdivision}` : studyHref(track, slug);
}

/**
 * A rudiment's own page: its file name (content/rudiments/<slug>.mdx) is its address. The rudiments page keeps an
 * anchor of that name for each, so links written before each had a page (/rudiments#<slug>) still lead to it.
 */
export function rudimentHref(slug: string): string {
  return `${ROUTES.rudiments}/${slug}`;
}

/** The service worker, written into the export by scripts/build-service-worker.ts; its scope is the whole site. */
export const SERVICE_WORKER = '/sw.js';

/** Stands in, without a connection, for a picture the visitor has not seen before: the card's colour shows through. */
export const OFFLINE_PICTURE = '/images/offline-picture.svg';

/**
 * The beginner's guide PDF, written by app/downloads/backbeat-beginners-guide.pdf/route.ts at build time.
 * Its folder there must carry the same name.
 */
export const BEGINNERS_GUIDE = '/downloads/backbeat-beginners-guide.pdf';

/**
 * The lesson search's index (MiniSearch's JSON with the text its snippets quote), written by
 * app/search-index.json/route.ts at build time and fetched on the first keystroke in the search box.
 * Its folder there must carry the same name.
 */
export const SEARCH_INDEX = '/search-index.json';

/**
 * The play-along panel's words, written by app/play-along-words.json/route.ts at build time and fetched with the
 * panel's code when a visitor first opens it. Its folder there must carry the same name.
 */
export const PLAY_ALONG_WORDS = '/play-along-words.json';

/**
 * The words inside the player's folded tools (the speed trainer's, gap click's and loop's fields and hints), written by
 * app/tool-words.json/route.ts at build time and fetched when a visitor first opens one. Its folder there must carry
 * the same name.
 */
export const TOOL_WORDS = '/tool-words.json';

/**
 * The donation pop-up's words, amounts and charity (content/site.yaml, `donation`), written by
 * app/donation-dialog.json/route.ts at build time and fetched with the dialog's code when it first opens. Its folder
 * there must carry the same name.
 */
export const DONATION_DIALOG = '/donation-dialog.json';

/**
 * The social networks' icons as one SVG of symbols, written by app/social-icons.svg/route.ts at build time. The footer
 * of every page and the contact page draw their icons from it (`<use>`), so the pages do not each carry the same
 * paths; the browser and the service worker keep it. Its folder there must carry the same name.
 */
export const SOCIAL_ICONS = '/social-icons.svg';

/** The lessons page's search box; the header's search link and the `/` key lead to it. */
export const SEARCH_ANCHOR = 'search';

export const SEARCH_HREF = `${ROUTES.lessons}#${SEARCH_ANCHOR}`;

export type MainPage = 'home' | 'about' | 'lessons' | 'resources' | 'contact';

/** The five main pages, in header and footer order; their names are `navigation` in content/interface.yaml. */
export const MAIN_PAGES: readonly MainPage[] = ['home', 'about', 'lessons', 'resources', 'contact'];

/** The header's links: the five main pages, and today's practice beside the lessons it plans from. */
export const HEADER_PAGES: readonly (MainPage | 'practice')[] = [
  'home',
  'about',
  'lessons',
  'practice',
  'resources',
  'contact',
];

/** A learning path's weeks, listed on the practice page (features/practice-plan/path-weeks.tsx gives each its id). */
export const practicePathAnchor = (level: string) => `path-${level}`;

/** A legal page's address is its slug (content/legal/<slug>.md ↔ /<slug>). */
export function legalHref(slug: LegalSlug): string {
  return `/${slug}`;
}

/** The donation pop-up's anchor; the header's Donate button points at it. */
export const DONATE_ANCHOR = 'donate';

/** The page's main content, where the skip link leads. */
export const MAIN_ANCHOR = 'main';

/** The home page's sections that its buttons and the scroll cue link to. */
export const HOME_ANCHORS = { about: 'about', lessons: 'lessons', resources: 'resources', contact: 'contact' } as const;

/** The lessons page's learning paths, where each level tab's last card leads. */
export const LEARNING_PATHS_ANCHOR = 'learning-paths';

/** The lessons page's box that saves, loads or forgets a learner's progress (the privacy policy links it). */
export const PROGRESS_ANCHOR = 'your-progress';

/** The contact page's form, where its Contact Us button leads. */
export const CONTACT_FORM_ANCHOR = 'contact-form';

/** The lessons page's category tabs: each tab's anchor is `lessons-<category>`. */
export const LESSON_TABS = 'lessons';

export function lessonHref(slug: string): string {
  return `${ROUTES.lessons}/${slug}`;
}

/** The anchor of a tab of the lessons page, by category id: `lessons-beginner`. */
export function lessonTabAnchor(category: string): string {
  return `${LESSON_TABS}-${category}`;
}

/** A tab of the lessons page from another page: `/lessons#lessons-beginner`. */
export function lessonTabHref(category: string): string {
  return `${ROUTES.lessons}#${lessonTabAnchor(category)}`;
}
