import { Button, Container, HStack, Heading, Text } from '@/components/ui';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { LogMissingPath } from '@/components/log-missing-path';
import { SiteChrome } from '@/components/site-chrome';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

export default function NotFound() {
  // A 404 renders outside the site's layout (it may be any address), so it brings the site's chrome itself.
  return (
    <SiteChrome>
      <Container maxW="3xl" py={{ base: '20', md: '28' }} textAlign="center">
        <LogMissingPath />
        <Text fontFamily="heading" fontSize="7xl" fontWeight="bold" color="brand.fg" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} mt="4" mb="4">
          Page Not Found
        </Heading>
        <Text fontSize="lg" color="fg.muted" mb="8">
          The page you&apos;re looking for doesn&apos;t exist or has been moved. Let&apos;s get you back on track.
        </Text>
        <HStack justify="center" gap="4" wrap="wrap">
          <Button asChild colorPalette="brand" size="lg">
            <NextLink href="/">Return to Home</NextLink>
          </Button>
          <Button asChild variant="outline" size="lg">
            <NextLink href="/lessons">Explore Lessons</NextLink>
          </Button>
        </HStack>
      </Container>
    </SiteChrome>
  );
}
