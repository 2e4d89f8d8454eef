import { Box, Container, Heading, Text } from '@/components/ui';
import type { ReactNode } from 'react';

interface PageHeroProps {
  heading: string;
  intro: string;
  children?: ReactNode;
}

/** The dark band at the top of each main page, with its one h1. */
export function PageHero({ heading, intro, children }: PageHeroProps) {
  return (
    <Box as="section" bg="bg.inverted" color="fg.inverted" py={{ base: '14', md: '20' }} aria-labelledby="page-heading">
      <Container maxW="5xl" textAlign="center">
        <Heading as="h1" id="page-heading" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1" mb="4">
          {heading}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.invertedMuted" maxW="3xl" mx="auto">
          {intro}
        </Text>
        {children}
      </Container>
    </Box>
  );
}
