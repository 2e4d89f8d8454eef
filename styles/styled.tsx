import 'server-only';

import type { RecipeDefinition, SystemStyleObject } from '@chakra-ui/react/styled-system';
import isPropValid from '@emotion/is-prop-valid';
import {
  Children,
  cloneElement,
  createElement,
  isValidElement,
  type ElementType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { system } from '@/styles/theme';
import { StyleTag, sx } from './sx';

/**
 * The server half of Chakra's `chakra()` factory: the same props (style props, `css`,
 * recipe variants, `as`, `asChild`) give the same class rules, but they are computed while
 * the page is built, not in the visitor's browser. See `sx.tsx`.
 */

interface StyledOptions {
  /**
   * A theme recipe by key (`heading`), or a recipe written inline as Chakra's `chakra(tag, recipe)`
   * does (`{ base: visuallyHiddenStyle }`): its styles go in the recipes layer, its variants become props.
   */
  recipe?: string | RecipeDefinition;
  /** Styles every instance gets before its own. */
  base?: SystemStyleObject;
  /** Props that are also style props but belong on the element. */
  forwardProps?: string[];
  /** Class names Chakra's component adds (`chakra-stack`…), kept for parity. */
  className?: string;
}

/** SVG attributes that Chakra forwards although they are style props too (its factory's list). */
const FORWARDED: Record<string, string[]> = {
  path: ['d'],
  text: ['x', 'y'],
  circle: ['cx', 'cy', 'r'],
  rect: ['width', 'height', 'x', 'y', 'rx', 'ry'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  g: ['transform'],
  stop: ['offset', 'stopOpacity'],
};

const HTML_PROPS: Record<string, string> = {
  htmlWidth: 'width',
  htmlHeight: 'height',
  htmlSize: 'size',
  htmlTranslate: 'translate',
};

function cx(...names: unknown[]) {
  return names.filter((name) => typeof name === 'string' && name).join(' ') || undefined;
}

function toArray(value: unknown): SystemStyleObject[] {
  return (Array.isArray(value) ? value.flat() : [value]).filter(Boolean) as SystemStyleObject[];
}

type AnyProps = Record<string, unknown> & { children?: ReactNode };

export function renderStyled(tag: ElementType, props: AnyProps, options: StyledOptions = {}) {
  const { as, asChild, css, className, children, unstyled, ...rest } = props;
  const recipe =
    typeof options.recipe === 'string'
      ? system.getRecipeFn(options.recipe)
      : options.recipe
        ? system.cva(options.recipe)
        : undefined;
  const variantKeys = new Set<string>(recipe?.variantKeys ?? []);
  const finalTag = (as as ElementType | undefined) ?? tag;
  const forward = new Set([
    ...(options.forwardProps ?? []),
    ...(typeof finalTag === 'string' ? (FORWARDED[finalTag] ?? []) : []),
  ]);

  const variantProps: Record<string, unknown> = {};
  const styleProps: Record<string, unknown> = {};
  const elementProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    if (forward.has(key)) elementProps[key] = value;
    else if (variantKeys.has(key)) variantProps[key] = value;
    else if (key in HTML_PROPS) elementProps[HTML_PROPS[key]!] = value;
    else if (system.isValidProperty(key)) styleProps[key] = value;
    else if (typeof finalTag !== 'string' || isPropValid(key) || key.startsWith('data-') || key.startsWith('aria-'))
      elementProps[key] = value;
  }
  if (recipe && !variantKeys.has('colorPalette') && rest.colorPalette) variantProps.colorPalette = rest.colorPalette;

  const recipeStyles = recipe && !unstyled ? (recipe(variantProps) as SystemStyleObject) : undefined;
  const computed = sx(recipeStyles, options.base, ...toArray(css), styleProps as SystemStyleObject);
  const classNames = cx(recipe?.className, options.className, className, computed.className);

  let element: ReactElement;
  if (asChild) {
    const child = Children.toArray(children).find(isValidElement) as ReactElement<AnyProps> | undefined;
    if (!child) throw new Error('asChild needs one element child');
    const childProps = child.props;
    element = cloneElement(child, {
      ...elementProps,
      ...childProps,
      className: cx(classNames, childProps.className),
      style:
        elementProps.style || childProps.style
          ? { ...(elementProps.style as object), ...(childProps.style as object) }
          : undefined,
    });
  } else {
    element = createElement(finalTag, { ...elementProps, className: classNames }, children);
  }
  return (
    <>
      <StyleTag sx={computed} />
      {element}
    </>
  );
}
