import rehypeSanitize from 'rehype-sanitize';
import type { PluggableList } from 'unified';

/** Addresses a link may have: https pages, email, phone, and places on this site (not //other-host). */
export const SAFE_URL = /^(https:|mailto:|tel:|#|\/(?!\/)|\.{1,2}\/)/i;

/**
 * The second line of defence behind the content check, for Markdown pages (the policies):
 * whatever reaches the build, the HTML keeps only safe elements, attributes and link
 * protocols (rehype-sanitize with GitHub's schema). Used by contentlayer.config.ts.
 */
export const markdownRehypePlugins: PluggableList = [rehypeSanitize];
