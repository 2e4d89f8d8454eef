/**
 * The contract between the site's server-side styling and Chakra UI. Pages are styled on the
 * server (components/ui, styles/sx.tsx), with Chakra's own style engine, instead of by Chakra's
 * components in the browser. These tests render the same props both ways and require the same
 * markup and the same CSS, so a Chakra upgrade that changes what its components do, or what the
 * style layer relies on, fails here, naming the component, before it reaches a page.
 */
import { Badge as ChakraBadge } from '@chakra-ui/react/badge';
import { Box as ChakraBox } from '@chakra-ui/react/box';
import { Button as ChakraButton } from '@chakra-ui/react/button';
import { Container as ChakraContainer } from '@chakra-ui/react/container';
import { Flex as ChakraFlex } from '@chakra-ui/react/flex';
import { Grid as ChakraGrid } from '@chakra-ui/react/grid';
import { Heading as ChakraHeading } from '@chakra-ui/react/heading';
import { Link as ChakraLink, LinkBox as ChakraLinkBox, LinkOverlay as ChakraLinkOverlay } from '@chakra-ui/react/link';
import { SimpleGrid as ChakraSimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack as ChakraHStack, Stack as ChakraStack } from '@chakra-ui/react/stack';
import { chakra as chakraFactory, ChakraProvider } from '@chakra-ui/react/styled-system';
import { Text as ChakraText } from '@chakra-ui/react/text';
import { VisuallyHidden as ChakraVisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { serializeStyles } from '@emotion/serialize';
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Badge,
  Box,
  chakra as twinFactory,
  Button,
  Container,
  Flex,
  Grid,
  HStack,
  Heading,
  Link,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@/components/ui';
import { globalCss, LAYER_ORDER, toCss } from '@/styles/css';
import { system } from '@/styles/theme';

const STYLE_TAG = /<style[^>]*>(.*?)<\/style>/gs;

/** Markup without style elements, and the CSS of those elements in document order, each written by `write`. */
function split(html: string, write = (rules: string) => rules) {
  const css = [...html.matchAll(STYLE_TAG)]
    .map((match) => write(match[1]!))
    // Chakra's global styles (reset, tokens) are compared once, below.
    .filter((rules) => !rules.includes(':root') && !rules.includes('*,'))
    .join('')
    // The layer order is declared before each rule here and once by Chakra's provider.
    .replace(/@layer reset, ?base, ?tokens, ?recipes;/g, '')
    // Emotion's class prefix is `css-`, the server twins' `sx-`; the hash after it is the same.
    .replace(/\.css-/g, '.sx-');
  return { html: html.replace(STYLE_TAG, '').replace(/\bcss-([a-z0-9]+)/g, 'sx-$1'), css };
}

/**
 * Chakra's own component, rendered on the server as its provider renders it in a browser. Its rules are
 * written out as the site writes its own (styles/css.ts: minified, prefixed for the site's browsers only),
 * so that what is compared is what they say. Two copies Emotion's prefixer adds, which Lightning CSS keeps
 * when given but has no need to write, are taken out: `-webkit-box-flex-wrap` (no browser has such a
 * property) and `-webkit-text-decoration` (the site's browsers read `text-decoration: underline` as it is).
 */
function chakra(element: ReactElement) {
  const { html, css } = split(renderToString(<ChakraProvider value={system}>{element}</ChakraProvider>), toCss);
  return { html, css: css.replace(/-webkit-(?:box-flex-wrap|text-decoration):[^;}]*;/g, '') };
}

/**
 * The server twin. One difference is on purpose and taken out before comparing: a Button that styles a
 * link (`asChild` on an `<a>`) gets no `type="button"`: Chakra puts it on the anchor, where it means nothing.
 */
function twin(element: ReactElement) {
  return split(renderToStaticMarkup(element));
}

function withoutLinkButtonType(html: string) {
  return html.replace(/<a type="button" /g, '<a ');
}

/** Attributes in name order: their order in the markup means nothing to a browser. */
function sortedAttributes(html: string) {
  return html.replace(
    /<([a-z][a-z0-9]*)((?:\s+[^\s=>]+(?:="[^"]*")?)+)\s*>/g,
    (_tag, name: string, attributes: string) => {
      const list = attributes.match(/[^\s=>]+(?:="[^"]*")?/g) ?? [];
      return `<${name} ${list.sort().join(' ')}>`;
    },
  );
}

const cases: [string, ReactElement, ReactElement][] = [
  [
    'Box with style props, responsive values and conditions',
    <ChakraBox key="c" px="4" py={{ base: '2', md: '6' }} color="fg.muted" _hover={{ color: 'brand.fg' }} id="a">
      x
    </ChakraBox>,
    <Box key="t" px="4" py={{ base: '2', md: '6' }} color="fg.muted" _hover={{ color: 'brand.fg' }} id="a">
      x
    </Box>,
  ],
  [
    'Box as another element with a css prop',
    <ChakraBox key="c" as="section" aria-label="s" css={{ '& a': { color: 'brand.fg' } }} bg="bg.panel">
      x
    </ChakraBox>,
    <Box key="t" as="section" aria-label="s" css={{ '& a': { color: 'brand.fg' } }} bg="bg.panel">
      x
    </Box>,
  ],
  [
    'Flex',
    <ChakraFlex
      key="c"
      direction={{ base: 'column', md: 'row' }}
      align="center"
      justify="space-between"
      wrap="wrap"
      gap="4"
    >
      x
    </ChakraFlex>,
    <Flex key="t" direction={{ base: 'column', md: 'row' }} align="center" justify="space-between" wrap="wrap" gap="4">
      x
    </Flex>,
  ],
  [
    'Stack (its default gap) and HStack',
    <ChakraStack key="c">
      <ChakraHStack gap="2">x</ChakraHStack>
    </ChakraStack>,
    <Stack key="t">
      <HStack gap="2">x</HStack>
    </Stack>,
  ],
  [
    'Grid and SimpleGrid',
    <ChakraGrid key="c" templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8">
      <ChakraSimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        x
      </ChakraSimpleGrid>
    </ChakraGrid>,
    <Grid key="t" templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        x
      </SimpleGrid>
    </Grid>,
  ],
  [
    'Container',
    <ChakraContainer key="c" maxW="7xl">
      x
    </ChakraContainer>,
    <Container key="t" maxW="7xl">
      x
    </Container>,
  ],
  [
    'Heading and Text',
    <ChakraHeading key="c" as="h2" fontSize={{ base: '3xl', md: '4xl' }}>
      <ChakraText as="span" color="fg.muted">
        x
      </ChakraText>
    </ChakraHeading>,
    <Heading key="t" as="h2" fontSize={{ base: '3xl', md: '4xl' }}>
      <Text as="span" color="fg.muted">
        x
      </Text>
    </Heading>,
  ],
  [
    'Link with a variant',
    <ChakraLink key="c" href="/lessons" variant="underline" color="fg.link">
      x
    </ChakraLink>,
    <Link key="t" href="/lessons" variant="underline" color="fg.link">
      x
    </Link>,
  ],
  [
    'Button with recipe variants and a colour palette',
    <ChakraButton key="c" size="sm" variant="outline" colorPalette="brand" rounded="full">
      x
    </ChakraButton>,
    <Button key="t" size="sm" variant="outline" colorPalette="brand" rounded="full">
      x
    </Button>,
  ],
  [
    'Button styling its child (asChild)',
    <ChakraButton key="c" asChild size="lg" colorPalette="brand">
      <a href="#x">x</a>
    </ChakraButton>,
    <Button key="t" asChild size="lg" colorPalette="brand">
      <a href="#x">x</a>
    </Button>,
  ],
  [
    'Badge',
    <ChakraBadge key="c" colorPalette="brand" variant="solid">
      x
    </ChakraBadge>,
    <Badge key="t" colorPalette="brand" variant="solid">
      x
    </Badge>,
  ],
  [
    'chakra.<tag> with style props (a table cell)',
    <table key="c">
      <tbody>
        <tr>
          <chakraFactory.td
            px="1"
            textAlign="center"
            borderBottomWidth="1px"
            borderColor="border"
            css={{ '&[data-now]': { bg: 'brand.subtle' } }}
          >
            x
          </chakraFactory.td>
        </tr>
      </tbody>
    </table>,
    <table key="t">
      <tbody>
        <tr>
          <twinFactory.td
            px="1"
            textAlign="center"
            borderBottomWidth="1px"
            borderColor="border"
            css={{ '&[data-now]': { bg: 'brand.subtle' } }}
          >
            x
          </twinFactory.td>
        </tr>
      </tbody>
    </table>,
  ],
  [
    'VisuallyHidden',
    <ChakraVisuallyHidden key="c">x</ChakraVisuallyHidden>,
    <VisuallyHidden key="t">x</VisuallyHidden>,
  ],
  [
    'LinkBox and LinkOverlay',
    <ChakraLinkBox key="c" as="article" p="4">
      <ChakraLinkOverlay href="/lessons">x</ChakraLinkOverlay>
    </ChakraLinkBox>,
    <LinkBox key="t" as="article" p="4">
      <LinkOverlay href="/lessons">x</LinkOverlay>
    </LinkBox>,
  ],
];

describe("the server twins in components/ui render what Chakra's components render", () => {
  it.each(cases)('%s: the same markup and the same CSS', (_name, theirs, ours) => {
    const expected = chakra(theirs);
    const actual = twin(ours);
    expect(sortedAttributes(actual.html)).toBe(sortedAttributes(withoutLinkButtonType(expected.html)));
    expect(actual.css).toBe(expected.css);
  });
});

describe("the global stylesheet is the one Chakra's provider injects", () => {
  it("is built from Chakra's public getters, and matches the styles its provider writes on every page", () => {
    // `_global` is what ChakraProvider hands to Emotion's <Global>. The site builds the same
    // stylesheet from the public getters instead; if Chakra changes either, this fails.
    const provider = `${LAYER_ORDER}${toCss(serializeStyles(system._global as never).styles)}`;
    expect(globalCss()).toBe(provider);
  });

  it('declares the layer order Chakra puts its rules in', () => {
    expect(LAYER_ORDER).toBe('@layer reset, base, tokens, recipes;');
  });
});
