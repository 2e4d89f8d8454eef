import type { ContentComponent } from '@keystatic/core/content-components';

/**
 * Components an editor may place in a lesson's MDX text, by name. Nothing else is allowed in
 * lesson text: no imports, no exports, no {expressions} and no other tags. The content check
 * refuses anything else with a message, the editor offers exactly these, and
 * components/mdx-content.tsx renders them. None are declared yet.
 */
export const MDX_COMPONENTS: Record<string, ContentComponent> = {};
