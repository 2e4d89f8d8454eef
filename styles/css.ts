import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { system } from '@/styles/theme';

/**
 * Chakra's CSS as text. Free of React and of `server-only`, so the build script that writes
 * the global stylesheet (scripts/build-styles.ts) can use it as well as `sx()`.
 */

/**
 * Drops the copies stylis' prefixer writes that no browser reads: `scroll-snap-margin…` and
 * `scroll-snap-padding…`, names from a 2016 draft that only Safari 11 knew (the W3C checker rejects them).
 */
const dropObsolete = (element: { type: string; return: string }) => {
  if (element.type === 'decl' && element.return)
    element.return = element.return.replace(/scroll-snap-(?:margin|padding)[a-z-]*:[^;]*;/g, '');
};

/** As Emotion's own cache does: vendor-prefixed copies where browsers still need them (e.g. Safari's -webkit-user-select). */
export const toCss = (rules: string) => serialize(compile(rules), middleware([prefixer, dropObsolete, stringify]));

/** Chakra's cascade layers. Declared again before any rule that uses them, so the order holds whichever style arrives first. */
export const LAYER_ORDER = system.layers.atRule;

/**
 * Chakra's global CSS: the reset, the theme's global styles and every token as a CSS
 * variable. The same on every page, so it ships as one cached stylesheet rather than
 * inside each page (where it was sent twice: in the head and again in React's payload).
 */
export function globalCss(): string {
  const global = [system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()];
  return `${LAYER_ORDER}${toCss(serializeStyles(global as never).styles)}`;
}
