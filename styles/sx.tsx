import 'server-only';

import type { RecipeDefinition, SystemStyleObject } from '@chakra-ui/react/styled-system';
import { serializeStyles } from '@emotion/serialize';
import type { ReactElement } from 'react';
import { system, UNDECLARED_VARIABLES } from '@/styles/theme';
import { LAYER_ORDER, toCss } from './css';

/**
 * Chakra styles, computed on the server.
 *
 * Chakra's components compute their styles in the browser while the page hydrates: every
 * element runs the theme's style engine and Emotion. On a phone that was most of the
 * blocking time of each page. Here the same engine (`system.css`, the theme's recipes) runs
 * at build time instead, and the result is a class name plus a `<style>` element that React
 * hoists into the head once per distinct rule. The page's markup then needs no JavaScript
 * to look right, and nothing to hydrate.
 */

type Styles = SystemStyleObject | SystemStyleObject[] | false | null | undefined;

export interface Sx {
  /** Empty when the styles are empty. */
  className: string;
  /** The compiled rule for `.className`, with the cascade layer order Chakra's rules expect. */
  css: string;
}

const computed = new Map<string, Sx>();
/** The styles each fixed name was given (namedClasses), so one name cannot stand for two. */
const namedStyles = new Map<string, string>();

export function sx(...styles: Styles[]): Sx {
  return compile(styles);
}

/** The class for `styles`: named after their hash, or `name` when the client must know it without being told. */
function compile(styles: Styles[], name?: string): Sx {
  const flat = styles.flat().filter((style): style is SystemStyleObject => Boolean(style));
  const serialized = serializeStyles([system.css(...flat) as never]);
  if (name !== undefined) {
    const before = namedStyles.get(name);
    if (before !== undefined && before !== serialized.name)
      throw new Error(`The class name "${name}" was given two different styles (styles/sx.tsx, namedClasses).`);
    namedStyles.set(name, serialized.name);
  }
  const cacheKey = name === undefined ? serialized.name : `${name} ${serialized.name}`;
  const cached = computed.get(cacheKey);
  if (cached) return cached;
  const className = name ?? (serialized.styles ? `sx-${serialized.name}` : '');
  const rules = serialized.styles ? toCss(`.${className}{${serialized.styles}}`) : '';
  const undeclared = UNDECLARED_VARIABLES.find((name) => rules.includes(`var(${name})`));
  if (undeclared) {
    throw new Error(
      `These styles read ${undeclared}, which styles/theme.ts leaves out of Chakra's global styles (UNDECLARED_VARIABLES): ${rules}`,
    );
  }
  const result = { className, css: rules.includes('@layer') ? `${LAYER_ORDER}${rules}` : rules };
  computed.set(cacheKey, result);
  return result;
}

/** A recipe's styles for the given variants: a theme recipe by key (`recipe('button', { size: 'sm' })`) or a recipe definition. */
export function recipe(key: string | RecipeDefinition, variants: Record<string, unknown> = {}): SystemStyleObject {
  if (typeof key === 'string' && !system.hasRecipe(key))
    throw new Error(`The theme has no "${key}" recipe (styles/theme.ts).`);
  const fn = typeof key === 'string' ? system.getRecipeFn(key) : system.cva(key);
  return fn(variants) as SystemStyleObject;
}

/**
 * One element per class for the whole build: React's RSC serialiser writes an object it has
 * written before as a reference, so a rule used by many elements is sent once per page.
 */
const styleElements = new Map<string, ReactElement>();

/** The `<style>` element for a computed class; React hoists it into the document head, once per class. */
export function StyleTag({ sx: { className, css } }: { sx: Sx }) {
  if (!css) return null;
  let element = styleElements.get(className);
  if (!element) {
    element = (
      <style href={className} precedence="sx">
        {css}
      </style>
    );
    styleElements.set(className, element);
  }
  return element;
}

/**
 * Class names for a client component's parts, with their styles. The server component that
 * renders the island computes them and passes `names` down; the island's code stays free of
 * the style engine.
 */
export function classes<K extends string>(parts: Record<K, Styles>) {
  return classesOf(parts);
}

/**
 * Like `classes`, but each part's class is named `${prefix}-${part}`: an island that is drawn on many pages (the groove
 * player) writes the names itself, so the page data need not carry them (features/practice/ui/practice-class-names.ts).
 * A name given two different styles stops the build.
 */
export function namedClasses<K extends string>(prefix: string, parts: Record<K, Styles>) {
  return classesOf(parts, prefix);
}

function classesOf<K extends string>(parts: Record<K, Styles>, prefix?: string) {
  const computed = Object.entries(parts).map(
    ([key, styles]) =>
      [key, compile([styles as Styles], prefix === undefined ? undefined : `${prefix}-${key}`)] as const,
  );
  const names = Object.fromEntries(computed.map(([key, value]) => [key, value.className])) as Record<K, string>;
  const styles = computed.map(([key, value]) => <StyleTag key={key} sx={value} />);
  return { names, styles };
}
