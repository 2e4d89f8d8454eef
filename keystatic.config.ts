import { toKeystaticConfig } from './content-model/to-keystatic';

/**
 * The editor at /keystatic (under `npm run dev`). Nothing is defined here: collections and
 * singletons are derived from content-model/, like Contentlayer's types and the content check.
 */
export default toKeystaticConfig();
