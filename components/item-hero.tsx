import { Box, Container, Heading, Link, Stack, Text } from '@/components/ui';
import { ArrowLeft } from './static-icons';
import { StaticIcon } from './static-icon';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

/**
 * The dark band at the top of one item of a series (a rudiment, a study): the link back to its list, its badges,
 * its title (the page's h1, `titleId`, which the article is labelled by), what it is, and anything after that.
 */
export function ItemHero({
  back,
  badges,
  title,
  titleId,
  description,
  children,
}: {
  back: { href: string; label: string };
  badges: ReactNode;
  title: string;
  titleId: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Box bg="bg.inverted" color="fg.inverted">
      <Container maxW="4xl" py={{ base: '10', md: '14', _print: '0' }}>
        <Stack gap="4">
          <Link
            asChild
            color="brass.300"
            fontSize="sm"
            fontWeight="semibold"
            alignSelf="flex-start"
            _print={{ display: 'none' }}
          >
            <NextLink href={back.href}>
              <StaticIcon icon={ArrowLeft} size={16} /> {back.label}
            </NextLink>
          </Link>
          {badges}
          <Heading as="h1" id={titleId} fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            {title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.invertedMuted">
            {description}
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
