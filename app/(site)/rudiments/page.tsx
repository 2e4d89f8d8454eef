import { Box, Heading, Link, SimpleGrid, Stack } from '@/components/ui';
import type { Metadata } from 'next';
import { PageHero } from '@/components/page-hero';
import { Prose } from '@/components/prose';
import { Section } from '@/components/section';
import { getPage, getPlanBlockTitles, getRudimentFamilies, getWords, RUDIMENTS_RECORD } from '@/lib/content';
import { ROUTES } from '@/lib/routes';
import { LessonBody } from '../lessons/[slug]/lesson-body';
import { PlanBar } from '@/features/practice-plan/bar';

const page = getPage('rudiments');

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: ROUTES.rudiments },
};

/**
 * The 40 International Drum Rudiments, in the Percussive Arts Society's four families: a list of
 * them all to jump to, then each family's section, each rudiment under its number and name with its
 * text and its groove (notation with sticking, and the player with the speed trainer).
 * Each rudiment's anchor is its file name, which the lessons link to. The grooves are shown as notation only.
 */
export default function RudimentsPage() {
  const families = getRudimentFamilies();
  const words = getWords().rudiments;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <Box
        as="nav"
        aria-labelledby="rudiments-index"
        py={{ base: '8', md: '12' }}
        borderBottomWidth="1px"
        borderColor="border"
        _print={{ display: 'none' }}
      >
        <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6', lg: '8' }}>
          <Heading as="h2" id="rudiments-index" fontSize="2xl" mb="6">
            {words.index}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
            {families.map((family) => (
              <Stack key={family.id} gap="2">
                <Heading as="h3" fontSize="lg">
                  <Link href={`#${family.id}`} color="fg.link">
                    {page.sections[family.id].title}
                  </Link>
                </Heading>
                <Stack as="ol" gap="1" m="0" p="0" listStyleType="none">
                  {family.rudiments.map((rudiment) => (
                    <li key={rudiment.slug}>
                      <Link href={`#${rudiment.slug}`} color="fg.link">
                        {rudiment.number}. {rudiment.title}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Stack>
            ))}
          </SimpleGrid>
        </Box>
      </Box>
      {families.map((family, index) => (
        <Section
          key={family.id}
          anchor={family.id}
          headingId={`${family.id}-heading`}
          copy={page.sections[family.id]}
          width="4xl"
          py={{ base: '12', md: '16' }}
          bg={index % 2 === 1 ? 'bg.panel' : undefined}
          scrollMarginTop="16"
        >
          <Stack gap={{ base: '10', md: '14' }}>
            {family.rudiments.map((rudiment) => (
              <Box
                as="article"
                key={rudiment.slug}
                id={rudiment.slug}
                aria-labelledby={`${rudiment.slug}-name`}
                scrollMarginTop="20"
              >
                <Heading as="h3" id={`${rudiment.slug}-name`} fontSize={{ base: '2xl', md: '3xl' }} mb="3">
                  {rudiment.number}. {rudiment.title}
                </Heading>
                <Prose maxW="none">
                  {/* Notation only: each rudiment is one line of snare with its sticking, which a grid would say again, forty times. */}
                  <LessonBody code={rudiment.bodyCode} slug={RUDIMENTS_RECORD} notationOnly />
                </Prose>
              </Box>
            ))}
          </Stack>
        </Section>
      ))}
      <PlanBar titles={getPlanBlockTitles()} words={getWords().plan} />
    </>
  );
}
