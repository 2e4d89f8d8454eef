import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import {
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  globalCss,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** Chakra's colour palettes the site uses: gray (component defaults) and red (errors). */
const UNUSED_PALETTES = ['orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
/** Status colours that refer to the palettes left out. */
const UNUSED_STATUSES = ['warning', 'success', 'info'];

function omit<T extends object>(object: T, keys: string[]): T {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key))) as T;
}

type Tree = { [key: string]: unknown };

/**
 * Dark mode. A colour written `{ _light, _dark }` (or `{ base, _dark }`) becomes four rules, so
 * the page follows the system setting with no script at all (readable without JavaScript and
 * never a flash), and a visitor's own choice, a class on <html> set before the first paint by
 * the script in app/layout.tsx, wins over it:
 *  - `base` on :root: the light value;
 *  - `_osDark` inside `@media (prefers-color-scheme: dark)`: the dark value, for everyone who
 *    has not chosen;
 *  - `_dark` on `.dark` and `_chosenLight` on `.light`: a visitor's choice. A class outranks
 *    `:where(:root)`, so it wins over the system rule whatever the order.
 * Chakra's own tokens write `_light`, which it puts on `:root` (outranking the system rule); here
 * it becomes `base`.
 */
export function followSystemSetting<T>(tokens: T): T {
  const walk = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    const record = node as Tree;
    if (!('value' in record))
      return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, walk(child)]));
    const value = record.value;
    if (value === null || typeof value !== 'object' || !('_dark' in value)) return record;
    const { _light, base, _dark, ...rest } = value as Tree;
    const light = base ?? _light;
    return { ...record, value: { ...rest, base: light, _osDark: _dark, _dark, _chosenLight: light } };
  };
  return walk(tokens) as T;
}

/** `.light` on <html>: the visitor chose the light theme although the system is dark. */
const CHOSEN_LIGHT = { chosenLight: '.light &' };

/**
 * Custom properties Chakra's global styles declare on every element for utilities the site
 * never uses: v2's `ring` shadows (no v3 utility reads them) and the parts of `filter="auto"`
 * and `backdropFilter="auto"`. Declared on `*`, they give each element its own set of
 * variables and made the browser's first style pass about a third slower. `sx()` refuses CSS
 * that reads one of them, so a later `filter="auto"` fails the build instead of rendering wrong.
 */
export const UNDECLARED_VARIABLES = Object.keys(globalCss['*'] ?? {}).filter((key) =>
  /^--(ring-|backdrop-|brightness|contrast|grayscale|hue-rotate|invert|saturate|sepia|drop-shadow)/.test(key),
);

const chakraSemanticColors = Object.fromEntries(
  Object.entries(omit(semanticTokens.colors ?? {}, UNUSED_PALETTES)).map(([name, group]) => [
    name,
    ['bg', 'fg', 'border'].includes(name) ? omit(group, UNUSED_STATUSES) : group,
  ]),
) as typeof semanticTokens.colors;

/**
 * Chakra's default theme, minus the recipes of the ~80 components this site does not use
 * and the colour palettes it never shows. `defaultConfig` would ship all of them to every
 * page (about 50 KiB of gzipped JavaScript). A Chakra component added to the site needs its
 * recipe added here, or it renders unstyled (theme.test.ts checks the ones in use).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  globalCss: { ...globalCss, '*': omit(globalCss['*'] ?? {}, UNDECLARED_VARIABLES) },
  theme: {
    breakpoints,
    // Of Chakra's keyframes and layer styles, only those the site and its recipes use.
    keyframes: {
      'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
      bounce: {
        '0%, 100%': { transform: 'translateY(-25%)', animationTimingFunction: 'cubic-bezier(0.8,0,1,1)' },
        '50%': { transform: 'none', animationTimingFunction: 'cubic-bezier(0,0,0.2,1)' },
      },
    },
    layerStyles: { disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } } },
    tokens: { ...tokens, colors: omit(tokens.colors ?? {}, UNUSED_PALETTES) },
    semanticTokens: followSystemSetting({ ...semanticTokens, colors: chakraSemanticColors }),
    textStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
    },
  },
});

/**
 * The Backbeat look: warm ink and cream with a drum-shell orange and cymbal brass.
 * Components use the semantic tokens below (brand.*, bg.*, fg.*), never raw colours,
 * so a palette change happens here once.
 */
const config = defineConfig({
  cssVarsRoot: ':where(:root, :host)',
  conditions: CHOSEN_LIGHT,
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fff7ed' },
          100: { value: '#ffedd5' },
          200: { value: '#fed7aa' },
          300: { value: '#fdba74' },
          400: { value: '#fb923c' },
          500: { value: '#f97316' },
          600: { value: '#ea580c' },
          700: { value: '#c2410c' },
          800: { value: '#9a3412' },
          900: { value: '#7c2d12' },
          950: { value: '#431407' },
        },
        ink: {
          50: { value: '#fafaf9' },
          100: { value: '#f5f5f4' },
          200: { value: '#e7e5e4' },
          300: { value: '#d6d3d1' },
          400: { value: '#a8a29e' },
          500: { value: '#78716c' },
          600: { value: '#57534e' },
          700: { value: '#44403c' },
          800: { value: '#292524' },
          900: { value: '#1c1917' },
          950: { value: '#0c0a09' },
        },
        brass: {
          300: { value: '#f2cc5b' },
          400: { value: '#e3b437' },
          500: { value: '#d4a017' },
          700: { value: '#8a6508' },
        },
        cream: { value: '#fff8ee' },
      },
      fonts: {
        heading: { value: 'var(--font-heading), ui-sans-serif, system-ui, sans-serif' },
        body: {
          value:
            'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
        },
      },
    },
    semanticTokens: followSystemSetting({
      colors: {
        // The Chakra palette contract, so `colorPalette="brand"` works on any component.
        // Text on brand.solid is white at 5.2:1 (brand.700), which passes WCAG AA, in both themes.
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: { base: '{colors.brand.800}', _dark: '{colors.brand.300}' } },
          muted: { value: { base: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          subtle: { value: { base: '{colors.brand.100}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { base: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
          focusRing: { value: { base: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
        bg: {
          canvas: { value: { base: '{colors.cream}', _dark: '{colors.ink.950}' } },
          panel: { value: { base: 'white', _dark: '{colors.ink.900}' } },
          // The dark bands (hero, footer, lesson headers) stay dark in both themes.
          inverted: { value: '{colors.ink.900}' },
          accent: { value: { base: '{colors.brand.50}', _dark: '#2a1508' } },
          // Chakra's is a cool grey; this one is warm like the rest of the page (the groove's beat columns).
          muted: { value: { base: '{colors.ink.100}', _dark: '{colors.ink.800}' } },
        },
        fg: {
          DEFAULT: { value: { base: '{colors.ink.900}', _dark: '{colors.ink.100}' } },
          muted: { value: { base: '{colors.ink.600}', _dark: '{colors.ink.300}' } },
          inverted: { value: '{colors.cream}' },
          invertedMuted: { value: '{colors.ink.300}' },
          link: { value: { base: '{colors.brand.800}', _dark: '{colors.brand.300}' } },
          // 4.5:1 or more on bg.panel in both themes.
          placeholder: { value: { base: '{colors.ink.500}', _dark: '{colors.ink.400}' } },
          highlight: { value: '{colors.brass.400}' },
          // Play along's grades (with fg.error for a missed note): 4.5:1 or more on bg.panel in both themes.
          onTime: { value: { base: '#15803d', _dark: '#4ade80' } },
          offTime: { value: { base: '#b45309', _dark: '#fbbf24' } },
        },
        border: {
          DEFAULT: { value: { base: '{colors.ink.200}', _dark: '{colors.ink.700}' } },
          inverted: { value: '{colors.ink.700}' },
          // Edges of text boxes, selects and the metronome's dots: 3:1 or more against the
          // panel in both themes (WCAG 1.4.11).
          field: { value: '{colors.ink.500}' },
        },
        header: {
          bg: { value: '{colors.ink.900}' },
          // Translucent once the page scrolls past 10 px: the page shows through, blurred.
          bgScrolled: { value: 'rgba(28, 25, 23, 0.82)' },
        },
      },
    }),
  },
  globalCss: {
    // Native controls, scrollbars and the canvas behind the page follow the theme too; paper is always light.
    html: {
      scrollPaddingTop: '5rem',
      colorPalette: 'brand',
      colorScheme: 'light',
      _osDark: { colorScheme: 'dark' },
      _print: { fontSize: '13px', colorScheme: 'light !important' },
    },
    'html.dark': { colorScheme: 'dark' },
    'html.light': { colorScheme: 'light' },
    body: { bg: 'bg.canvas', color: 'fg', fontFamily: 'body', lineHeight: '1.6', _print: { minH: 'auto' } },
    'h1, h2, h3, h4': { fontFamily: 'heading', letterSpacing: '-0.01em' },
    // A visible focus ring everywhere, not only on Chakra components.
    ':focus-visible': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    // On paper (a lesson printed as a lesson plan): ink on white, no pop-up, and the address
    // of each outside link written after it. Screen-only parts hide themselves with _print.
    '@page': { margin: '14mm' },
    'dialog, [role="dialog"]': { _print: { display: 'none !important' } },
    'h1, h2, h3': { _print: { breakAfter: 'avoid' } },
    'li, tr': { _print: { breakInside: 'avoid' } },
    'main a[href^="http"]::after': {
      _print: { content: '" (" attr(href) ")"', fontSize: '0.9em', wordBreak: 'break-all' },
    },
    // On paper, ink on white; with less motion asked for, no transitions and no smooth scrolling.
    '*, *::before, *::after, ::marker': {
      _print: {
        background: 'transparent !important',
        color: '#000 !important',
        boxShadow: 'none !important',
        textShadow: 'none !important',
      },
      _motionReduce: {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

/** For the text boxes' styles (`*.styles.tsx`): one importer of Chakra's theme module keeps its unused recipes out of the bundle. */
export { inputRecipe };

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
