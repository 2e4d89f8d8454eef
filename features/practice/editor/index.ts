/**
 * The practice tools' parts that only the content editor shows: keystatic.config.ts attaches them to the blocks
 * declared in ../mdx.ts. No visitor page imports this door.
 */
export { GroovePreview, type GroovePreviewWords } from './groove-preview';
