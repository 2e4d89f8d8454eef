/** What other features' islands may know of the practice tools. */
export { GROOVE_BAR_LINE, GROOVE_RESTS } from './groove/language';
export { SOUNDING_ATTRIBUTE } from './ui/view';
