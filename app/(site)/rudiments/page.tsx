import { Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@/components/ui';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { getPage, getRudimentFamilies, getWords } from '@/lib/content';
import { ROUTES, rudimentHref } from '@/lib/routes';
import { OldAnchor } from './old-anchor';

const page = getPage('rudiments');

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: ROUTES.rudiments },
};

/**
 * The 40 International Drum Rudiments, in the Percussive Arts Society's four families: links to the families, then
 * each family's rudiments under their numbers, each with what it is and a link to its own page (text, notation,
 * player, speed trainer). Each entry keeps the rudiment's file name as its anchor, so older links still land on it.
 */
export default function RudimentsPage() {
  const families = getRudimentFamilies();
  const words = getWords().rudiments;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <Box as="nav" aria-labelledby="rudiments-index" mt="8" _print={{ display: 'none' }}>
          <Heading as="h2" id="rudiments-index" srOnly>
            {words.index}
          </Heading>
          <HStack as="ul" justify="center" wrap="wrap" gap={{ base: '2', md: '3' }} m="0" p="0" listStyleType="none">
            {families.map((family) => (
              <li key={family.id}>
                <Link
                  href={`#${family.id}`}
                  color="fg.inverted"
                  borderWidth="1px"
                  borderColor="whiteAlpha.500"
                  rounded="full"
                  px="4"
                  minH="11"
                  display="inline-flex"
                  alignItems="center"
                >
                  {page.sections[family.id].title}
                </Link>
              </li>
            ))}
          </HStack>
        </Box>
      </PageHero>
      {families.map((family, index) => (
        <Section
          key={family.id}
          anchor={family.id}
          headingId={`${family.id}-heading`}
          copy={page.sections[family.id]}
          width="5xl"
          py={{ base: '12', md: '16' }}
          bg={index % 2 === 1 ? 'bg.panel' : undefined}
          scrollMarginTop="16"
        >
          <SimpleGrid
            as="ol"
            columns={{ base: 1, md: 2 }}
            gap={{ base: '4', md: '5' }}
            m="0"
            p="0"
            listStyleType="none"
            aria-labelledby={`${family.id}-heading`}
          >
            {family.rudiments.map((rudiment) => (
              <Stack
                as="li"
                key={rudiment.slug}
                id={rudiment.slug}
                scrollMarginTop="20"
                gap="1"
                p="5"
                rounded="xl"
                borderWidth="1px"
                borderColor="border"
                bg="bg"
                data-rudiment={rudiment.slug}
              >
                <Heading as="h3" fontSize="lg">
                  <Link asChild color="fg.link">
                    <NextLink href={rudimentHref(rudiment.slug)} prefetch={false}>
                      {rudiment.number}. {rudiment.title}
                    </NextLink>
                  </Link>
                </Heading>
                <Text color="fg.muted">{rudiment.description}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Section>
      ))}
      <OldAnchor slugs={families.flatMap((family) => family.rudiments.map(({ slug }) => slug))} />
    </>
  );
}
