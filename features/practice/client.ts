/** What other features' islands may know of the practice tools. */
export { GROOVE_BAR_LINE, GROOVE_RESTS, SOUNDING_ATTRIBUTE } from './groove/language';
