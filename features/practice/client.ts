/** What other features' islands may know of the practice tools. */
export { GROOVE_BAR_LINE, GROOVE_RESTS, TEMPO_RANGE, VOICES, type Voice } from './groove/language';
export { SOUNDING_ATTRIBUTE } from './ui/view';
