/** A module of its own, which only the layout imports: the script is written on the server, not in the header's. */
import { firstPaintRead } from '@/lib/device-data';
import { CHOSEN_THEME } from './color-theme';

/**
 * Inlined in <head> (app/layout.tsx) so a remembered choice applies before the first paint:
 * the page never shows the other theme first. Storage may be refused (private modes, blocked
 * cookies): then the system setting stands. A choice kept under the name an earlier version used
 * is read too, and moved, so a returning visitor sees no flash on the first visit after the move.
 */
export const APPLY_CHOSEN_THEME = `try{var t=${firstPaintRead(CHOSEN_THEME.key)};if(t==="dark"||t==="light")document.documentElement.classList.add(t)}catch(e){}`;
