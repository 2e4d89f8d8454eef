/** How the practice tools mark the page, and how a visitor chooses to see grooves. */
/**
 * Set on a practice tool's root while it makes sound, so the rest of the page can tell without
 * loading its code: the donation pop-up waits for the music to stop.
 */
export const SOUNDING_ATTRIBUTE = 'data-sounding';

/** How a visitor may see a groove: both notation and grid (the default), or one of them. */
export const GROOVE_VIEWS = ['both', 'notation', 'grid'] as const;
export type GrooveView = (typeof GROOVE_VIEWS)[number];
/** Marks the radio buttons that choose a groove's view, for the player to remember the choice. */
export const VIEW_ATTRIBUTE = 'data-view';
/** Set on <html> to a remembered choice other than both, so grooves show it from the first paint. */
export const VIEW_ROOT_ATTRIBUTE = 'data-groove-view';
