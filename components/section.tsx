import type { BoxProps } from '@chakra-ui/react/box';
import type { ContainerProps } from '@chakra-ui/react/container';
import type { ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text } from '@/components/ui';
import type { SectionCopy } from '@/lib/content';

interface SectionProps extends Omit<BoxProps, 'id' | 'title'> {
  /** The in-page anchor (`/#lessons`), when the section has one. */
  anchor?: string;
  /** The id of the section's h2, which names the section for screen readers. */
  headingId?: string;
  /** Names the section for screen readers when it has no heading of its own. */
  label?: string;
  /** The heading block from the page's file (content/pages); leave out when the section draws its own heading. */
  copy?: SectionCopy;
  /** The width of the content column. */
  width?: ContainerProps['maxW'];
  children: ReactNode;
}

/**
 * A band of a page: a `<section>` named by its heading, a centred column, and the heading block
 * (eyebrow, h2, intro) from the page's content file. Pass spacing and colours as style props.
 */
export function Section({ anchor, headingId, label, copy, width = '7xl', children, ...box }: SectionProps) {
  if (copy && !headingId) throw new Error(`The section "${copy.title}" needs a headingId for its heading.`);
  return (
    <Box as="section" id={anchor} aria-labelledby={label ? undefined : headingId} aria-label={label} {...box}>
      <Container maxW={width}>
        {copy && headingId ? <SectionHeading id={headingId} {...copy} /> : null}
        {children}
      </Container>
    </Box>
  );
}

/** The heading block that opens a section (an h2, referenced by the section's aria-labelledby). */
function SectionHeading({ id, eyebrow, title, intro }: SectionCopy & { id: string }) {
  return (
    <Stack gap="3" textAlign="center" maxW="3xl" mx="auto" mb={{ base: '8', md: '12' }}>
      {eyebrow ? (
        <Text textTransform="uppercase" letterSpacing="widest" fontSize="sm" fontWeight="bold" color="brand.fg">
          {eyebrow}
        </Text>
      ) : null}
      <Heading as="h2" id={id} fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
        {title}
      </Heading>
      {intro ? (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {intro}
        </Text>
      ) : null}
    </Stack>
  );
}
