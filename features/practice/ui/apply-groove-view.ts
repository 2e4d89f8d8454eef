/**
 * A module of its own, which only the layout imports: the script is written on the server, not in every page's
 * scripts (the donation pop-up's timer reads view.ts).
 */
import { firstPaintRead, storedName } from '@/lib/device-data';
import { REMEMBERED_VIEW } from './remembered-view';
import { VIEW_ATTRIBUTE, VIEW_ROOT_ATTRIBUTE } from './view';

/**
 * Inlined in every page's <head> (app/layout.tsx), so the Notation / Grid / Both choice works the
 * same before and after the player's script loads, and on pages reached by a link inside the site:
 * - a remembered choice other than both marks <html> (VIEW_ROOT_ATTRIBUTE) before the first paint,
 *   and CSS shows grooves that way at once (nothing moves when the player checks its radio buttons);
 * - a choice made on any groove applies to every groove on the page, moves the mark and is kept
 *   on the device.
 * Storage that is refused leaves the default, both, and the choice still applies to the page. A choice kept under
 * the name an earlier version used is read too, and moved (lib/device-data.ts).
 */
export const APPLY_GROOVE_VIEW = `(function(){var r=document.documentElement,k=${JSON.stringify(storedName(REMEMBERED_VIEW.key))},a=${JSON.stringify(VIEW_ROOT_ATTRIBUTE)},d=${JSON.stringify(VIEW_ATTRIBUTE)};try{var v=${firstPaintRead(REMEMBERED_VIEW.key)};if(v==="grid"||v==="notation")r.setAttribute(a,v)}catch(e){}document.addEventListener("change",function(e){var v=e.target&&e.target.getAttribute&&e.target.getAttribute(d);if(!v)return;if(v==="both")r.removeAttribute(a);else r.setAttribute(a,v);document.querySelectorAll("input["+d+"=\\""+v+"\\"]").forEach(function(i){i.checked=true});try{localStorage.setItem(k,v)}catch(e){}})})()`;
