import { serializeStyles } from '@emotion/serialize';
import { Features, transform, type Targets } from 'lightningcss';
import { compile, serialize, stringify } from 'stylis';
import { system } from '@/styles/theme';

/**
 * Chakra's CSS as text. Free of React and of `server-only`, so the build script that writes
 * the global stylesheet (scripts/build-styles.ts) can use it as well as `sx()`.
 */

/** A browser version as Lightning CSS reads it: major, minor and patch in one number. */
const version = (major: number, minor = 0) => (major << 16) | (minor << 8);

/**
 * The browsers the site is built for: the ones Next compiles its JavaScript for ("baseline widely
 * available", next/dist/shared/lib/modern-browserslist-target.js).
 */
const TARGETS: Targets = { chrome: version(111), edge: version(111), firefox: version(111), safari: version(16, 4) };

/**
 * Chakra's rules as CSS text: stylis unfolds their nesting (`&:hover`, `@media` inside a rule), then
 * Lightning CSS writes them for the site's browsers, minified. It writes a vendor prefix only where one of
 * those browsers still needs it (Safari's `-webkit-user-select`, `-webkit-backdrop-filter`), not the
 * `-webkit-box` and `-ms-flexbox` copies of every flex rule that stylis' prefixer wrote for browsers from
 * before 2015: a sixth of each page's style bytes.
 */
export const toCss = (rules: string) =>
  transform({
    filename: 'chakra.css',
    code: Buffer.from(serialize(compile(rules), stringify)),
    minify: true,
    targets: TARGETS,
    // The themes set `color-scheme` and never use `light-dark()`: nothing to emulate for the browsers without it.
    exclude: Features.LightDark,
  }).code.toString();

/** Chakra's cascade layers. Declared again before any rule that uses them, so the order holds whichever style arrives first. */
export const LAYER_ORDER = system.layers.atRule;

/**
 * Chakra's global CSS: the reset, the theme's global styles and every token as a CSS
 * variable. The same on every page: app/document.tsx imports it, and the static build inlines it
 * into each page's <head> (`experimental.inlineCss`), less the tokens nothing on the site reads
 * (scripts/prune-tokens.ts).
 */
export function globalCss(): string {
  const global = [system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()];
  return `${LAYER_ORDER}${toCss(serializeStyles(global as never).styles)}`;
}
