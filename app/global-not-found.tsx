import { Button, Container, HStack, Heading, Text } from '@/components/ui';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { LogMissingPath } from '@/components/log-missing-path';
import { WholePageLinks } from '@/components/whole-page-links';
import { SiteChrome } from '@/features/site-shell';
import { getShell, getSite, getWords } from '@/lib/content';
import { ROUTES } from '@/lib/routes';
import { Document, siteMetadata, siteViewport } from './document';

const words = getWords().notFound;

// Rendered without the root layout, so the site's title template is applied here.
export const metadata: Metadata = {
  ...siteMetadata,
  title: `${words.title} | ${getSite().name}`,
  robots: { index: false },
};
export const viewport = siteViewport;

/**
 * The page for an address the site does not have. Next renders it on its own, with no layout, so it
 * brings the document and the site's chrome itself. Being global, it is left out of every other
 * page's data (as a `not-found` file it would be sent, chrome and all, inside each page; app/not-found.tsx is the
 * small fallback Next sends there instead of its own).
 */
export default function GlobalNotFound() {
  return (
    <Document>
      <SiteChrome shell={getShell()}>
        <Container maxW="3xl" py={{ base: '20', md: '28' }} textAlign="center">
          <LogMissingPath />
          <WholePageLinks />
          <Text
            fontFamily="heading"
            fontSize="7xl"
            fontWeight="bold"
            color="brand.fg"
            lineHeight="1"
            aria-hidden="true"
          >
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
    </Document>
  );
}
