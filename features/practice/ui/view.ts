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
/** Where the choice is kept on the visitor's device. */
export const VIEW_STORAGE_KEY = 'groove-view';
/** Set on <html> to a remembered choice other than both, so grooves show it from the first paint. */
export const VIEW_ROOT_ATTRIBUTE = 'data-groove-view';

/**
 * Inlined in every page's <head> (app/layout.tsx), so the Notation / Grid / Both choice works the
 * same before and after the player's script loads, and on pages reached by a link inside the site:
 * - a remembered choice other than both marks <html> (VIEW_ROOT_ATTRIBUTE) before the first paint,
 *   and CSS shows grooves that way at once (nothing moves when the player checks its radio buttons);
 * - a choice made on any groove applies to every groove on the page, moves the mark and is kept
 *   on the device.
 * Storage that is refused leaves the default, both, and the choice still applies to the page.
 */
export const APPLY_GROOVE_VIEW = `(function(){var r=document.documentElement,k=${JSON.stringify(VIEW_STORAGE_KEY)},a=${JSON.stringify(VIEW_ROOT_ATTRIBUTE)},d=${JSON.stringify(VIEW_ATTRIBUTE)};try{var v=localStorage.getItem(k);if(v==="grid"||v==="notation")r.setAttribute(a,v)}catch(e){}document.addEventListener("change",function(e){var v=e.target&&e.target.getAttribute&&e.target.getAttribute(d);if(!v)return;if(v==="both")r.removeAttribute(a);else r.setAttribute(a,v);document.querySelectorAll("input["+d+"=\\""+v+"\\"]").forEach(function(i){i.checked=true});try{localStorage.setItem(k,v)}catch(e){}})})()`;
