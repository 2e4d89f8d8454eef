import { Button, Container, HStack, Heading, Text } from '@/components/ui';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { LogMissingPath } from '@/components/log-missing-path';
import { SiteChrome } from '@/features/site-shell';
import { getShell, getWords } from '@/lib/content';
import { ROUTES } from '@/lib/routes';

const words = getWords().notFound;

export const metadata: Metadata = { title: words.title, robots: { index: false } };

export default function NotFound() {
  // A 404 renders outside the site's layout (it may be any address), so it brings the site's chrome itself.
  return (
    <SiteChrome shell={getShell()}>
      <Container maxW="3xl" py={{ base: '20', md: '28' }} textAlign="center">
        <LogMissingPath />
        <Text fontFamily="heading" fontSize="7xl" fontWeight="bold" color="brand.fg" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} mt="4" mb="4">
          {words.title}
        </Heading>
        <Text fontSize="lg" color="fg.muted" mb="8">
          {words.text}
        </Text>
        <HStack justify="center" gap="4" wrap="wrap">
          <Button asChild colorPalette="brand" size="lg">
            <NextLink href={ROUTES.home}>{words.home}</NextLink>
          </Button>
          {/* The outline button's default edge is a pale tint of the brand: a full-strength one reads on cream. */}
          <Button asChild variant="outline" size="lg" colorPalette="brand" borderColor="brand.solid">
            <NextLink href={ROUTES.lessons}>{words.lessons}</NextLink>
          </Button>
        </HStack>
      </Container>
    </SiteChrome>
  );
}
