import type { BoxProps } from '@chakra-ui/react/box';
import { Box } from '@/components/ui';

/**
 * Markdown's own tags only. A component placed in the text (a metronome, a groove) carries the
 * class `not-prose` and keeps its own lists, paragraphs and spacing; `:where` keeps these rules
 * as weak as a single class, so they never outrank a component's styles either.
 */
const inText = (tags: string) => `& :where(${tags}):not(:where(.not-prose, .not-prose *))`;

/** Typography for Markdown-rendered text (lessons, policies): a readable measure and spacing. */
export function Prose(props: BoxProps) {
  return (
    <Box
      maxW="70ch"
      fontSize={{ base: 'md', md: 'lg' }}
      css={{
        [inText('h2')]: {
          fontFamily: 'heading',
          fontSize: '2xl',
          fontWeight: 'bold',
          mt: '10',
          mb: '3',
          lineHeight: '1.25',
        },
        [inText('h3')]: { fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold', mt: '6', mb: '2' },
        [inText('p')]: { mb: '4' },
        [inText('ul, ol')]: { ps: '6', mb: '4' },
        [inText('ul')]: { listStyleType: 'disc' },
        [inText('ol')]: { listStyleType: 'decimal' },
        [inText('li')]: { mb: '2' },
        [`${inText('li')}::marker`]: { color: 'brand.fg' },
        [inText('a')]: { color: 'fg.link', textDecoration: 'underline', textUnderlineOffset: '2px' },
        [inText('strong')]: { fontWeight: 'semibold' },
        // The text's first element, or the first inside a kept run of text (app/(site)/lessons/[slug]/lesson-body.tsx).
        '& > :first-child, & > [data-keep]:first-child > :first-child': { mt: '0' },
      }}
      {...props}
    />
  );
}
