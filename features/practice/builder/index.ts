/**
 * The groove builder's front door, apart from the practice feature's: only its page imports it, so its island
 * (and the engraver it loads) reaches no other page's scripts. The site's layout imports features/practice.
 */
export { GrooveBuilder } from './builder';
