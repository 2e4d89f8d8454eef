import { createElement } from 'react';
import { toKeystaticConfig } from './content-model/to-keystatic';
import { GroovePreview } from './features/practice/editor';
import { GROOVE_PREVIEW_WORDS } from './features/practice/mdx';

/**
 * The editor at /keystatic (under `npm run dev`). Nothing is defined here: collections and
 * singletons are derived from content-model/, like Contentlayer's types and the content check.
 *
 * What is added here is the editor's alone: the Groove block's live preview (notation, grid, Play, and the content
 * check's message for a mistake). It is attached here, not where the block is declared (features/practice/mdx.ts):
 * mdx.ts also runs in the content check under Node and must stay free of React and VexFlow (the import rule
 * `mdx-declarations-stay-plain`), and content-model/ may take nothing from a feature but its mdx.ts. Only the
 * editor's page and its API route import this file; the route never renders the preview, which is a client
 * component that fetches the engraver and the sound engine in the browser when a groove first shows.
 */
export default toKeystaticConfig(undefined, {
  Groove: ({ value }) => createElement(GroovePreview, { value, words: GROOVE_PREVIEW_WORDS }),
});
