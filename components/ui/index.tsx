import 'server-only';

import type { BadgeProps } from '@chakra-ui/react/badge';
import type { BoxProps } from '@chakra-ui/react/box';
import type { ButtonProps } from '@chakra-ui/react/button';
import type { ContainerProps } from '@chakra-ui/react/container';
import type { FlexProps } from '@chakra-ui/react/flex';
import type { GridProps } from '@chakra-ui/react/grid';
import type { HeadingProps } from '@chakra-ui/react/heading';
import type { LinkBoxProps, LinkOverlayProps, LinkProps } from '@chakra-ui/react/link';
import type { SimpleGridProps } from '@chakra-ui/react/simple-grid';
import type { StackProps } from '@chakra-ui/react/stack';
import type { HTMLChakraProps, SystemStyleObject } from '@chakra-ui/react/styled-system';
import type { TextProps } from '@chakra-ui/react/text';
import { visuallyHiddenStyle } from '@chakra-ui/react/visually-hidden';
import type { ElementType, JSX } from 'react';
import { system } from '@/styles/theme';
import { renderStyled } from '@/styles/styled';

/**
 * Server-rendered twins of the Chakra components the site's pages use, with the same props.
 * Pages and other server components import these; the few interactive islands (client
 * components) get class names from their server parent instead. See `sx.tsx` for why.
 */

type Props = Record<string, unknown>;

export function Box(props: BoxProps) {
  return renderStyled('div', props as Props);
}

export function Flex({ direction, align, justify, wrap, basis, grow, shrink, inline, ...rest }: FlexProps) {
  const base: SystemStyleObject = {
    display: inline ? 'inline-flex' : 'flex',
    flexDirection: direction,
    alignItems: align,
    justifyContent: justify,
    flexWrap: wrap,
    flexBasis: basis,
    flexGrow: grow,
    flexShrink: shrink,
  };
  return renderStyled('div', rest as Props, { base });
}

export function Stack({ direction = 'column', align, justify, gap = '0.5rem', wrap, ...rest }: StackProps) {
  const base: SystemStyleObject = {
    display: 'flex',
    alignItems: align,
    justifyContent: justify,
    flexDirection: direction,
    flexWrap: wrap,
    gap,
  };
  return renderStyled('div', rest as Props, { base, className: 'chakra-stack' });
}

export function HStack(props: StackProps) {
  return <Stack align="center" {...props} direction="row" />;
}

export function Grid({
  templateAreas,
  column,
  row,
  autoFlow,
  autoRows,
  templateRows,
  autoColumns,
  templateColumns,
  inline,
  ...rest
}: GridProps) {
  const base: SystemStyleObject = {
    display: inline ? 'inline-grid' : 'grid',
    gridTemplateAreas: templateAreas,
    gridAutoColumns: autoColumns,
    gridColumn: column,
    gridRow: row,
    gridAutoFlow: autoFlow,
    gridAutoRows: autoRows,
    gridTemplateRows: templateRows,
    gridTemplateColumns: templateColumns,
  };
  return renderStyled('div', rest as Props, { base });
}

/** A responsive value (`{ base: 1, md: 2 }`, `[1, 2]` or `2`) with each entry mapped. */
function mapResponsive<T, U>(value: T | T[] | Record<string, T>, map: (entry: T) => U): unknown {
  if (Array.isArray(value)) return value.map((entry) => (entry === null ? null : map(entry)));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, entry === null ? null : map(entry as T)]),
    );
  }
  return map(value as T);
}

/** SimpleGrid's `columns` as a `gridTemplateColumns` value: n equal columns, per breakpoint. For islands' styles too. */
export function gridColumns(columns: NonNullable<SimpleGridProps['columns']>) {
  return mapResponsive(
    columns,
    (count) => `repeat(${count}, minmax(0, 1fr))`,
  ) as SystemStyleObject['gridTemplateColumns'];
}

export function SimpleGrid({ columns, minChildWidth, ...rest }: SimpleGridProps) {
  const templateColumns = minChildWidth
    ? mapResponsive(minChildWidth, (width) => {
        const size = system.tokens.getVar(`sizes.${width}`, typeof width === 'number' ? `${width}px` : String(width));
        return `repeat(auto-fit, minmax(${size}, 1fr))`;
      })
    : columns === undefined
      ? undefined
      : gridColumns(columns);
  return <Grid templateColumns={templateColumns as GridProps['templateColumns']} {...rest} />;
}

export function Container(props: ContainerProps) {
  return renderStyled('div', props as Props, { recipe: 'container' });
}

export function Heading(props: HeadingProps) {
  return renderStyled('h2', props as Props, { recipe: 'heading' });
}

export function Text(props: TextProps) {
  return renderStyled('p', props as Props, { recipe: 'text' });
}

export function Link(props: LinkProps) {
  return renderStyled('a', props as Props, { recipe: 'link' });
}

/** A button's look; on a server page it is always a link (`asChild`), never a control. */
export function Button(props: ButtonProps) {
  return renderStyled('button', { type: props.asChild ? undefined : 'button', ...props } as Props, {
    recipe: 'button',
  });
}

export function Badge(props: BadgeProps) {
  return renderStyled('span', props as Props, { recipe: 'badge' });
}

export function VisuallyHidden(props: HTMLChakraProps<'span'>) {
  return renderStyled('span', props as Props, { recipe: { base: visuallyHiddenStyle } });
}

export function LinkBox(props: LinkBoxProps) {
  return renderStyled('div', { position: 'relative', ...props } as Props, {
    className: 'chakra-linkbox',
    base: { '& a[href]:not(.chakra-linkbox__overlay), abbr[title]': { position: 'relative', zIndex: 1 } },
  });
}

export function LinkOverlay(props: LinkOverlayProps) {
  return renderStyled('a', props as Props, {
    className: 'chakra-linkbox__overlay',
    base: {
      position: 'static',
      '&::before': {
        content: "''",
        cursor: 'inherit',
        display: 'block',
        position: 'absolute',
        top: 0,
        left: 0,
        zIndex: 0,
        width: '100%',
        height: '100%',
      },
    },
  });
}

type StyledElement<T extends keyof JSX.IntrinsicElements> = (props: HTMLChakraProps<T>) => JSX.Element;

/** `chakra.ul`, `chakra.section`…: any element with style props. */
export const chakra = new Proxy({} as { [T in keyof JSX.IntrinsicElements]: StyledElement<T> }, {
  get(_, tag: string) {
    return function StyledElement(props: Props) {
      return renderStyled(tag as ElementType, props);
    };
  },
});
