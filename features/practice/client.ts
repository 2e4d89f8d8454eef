/** What other features' islands may know of the practice tools. */
export { SOUNDING_ATTRIBUTE } from './notation/kit';
