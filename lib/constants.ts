/** Timings and thresholds of the interface (SPEC §9), defined once. Content-owned values live in content/. */

/** Scrolled further than this, the header turns translucent. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

/** The home hero's background fades in this long after the page mounts. */
export const HERO_FADE_DELAY_MS = 500;

/** …and takes this long to reach full strength. */
export const HERO_FADE_MS = 900;

/** The news feed frame's height. */
export const NEWS_FEED_HEIGHT_PX = 1600;

/** The contact form frame's minimum height. */
export const CONTACT_FORM_MIN_HEIGHT_PX = 600;

/** Sponsor boxes shown on the home and resources pages. */
export const SPONSOR_SLOTS = 3;
