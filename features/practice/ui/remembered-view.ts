import { deviceChoice } from '@/lib/device-data';
import { GROOVE_VIEWS } from './view';

/**
 * The Notation / Grid / Both choice, kept on the visitor's device. Not in view.ts, which every page's donation timer
 * reads (for SOUNDING_ATTRIBUTE): only pages with a groove player carry it.
 */
export const REMEMBERED_VIEW = deviceChoice('groove-view', GROOVE_VIEWS);
