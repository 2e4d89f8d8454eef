import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@/components/ui';
import { BookOpenCheck, Download } from '@/components/static-icons';
import { StaticIcon } from '@/components/static-icon';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { ExternalLinkCard } from '@/components/external-link-card';
import { IconCard } from '@/components/icon-card';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { SponsorSlots } from '@/components/sponsor-slots';
import { NewsFeedEmbed } from '@/features/embeds';
import { buildBeginnersGuide } from '@/features/guide';
import { getBeginnersGuide, getPage, getResources, getSite, getWords } from '@/lib/content';
import { fillIn, formatCount, formatFileSize } from '@/lib/format';
import { BEGINNERS_GUIDE, lessonTabHref, ROUTES } from '@/lib/routes';

const page = getPage('resources');

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: ROUTES.resources },
};

export default async function ResourcesPage() {
  // The same PDF the download route writes, built here once more for its size.
  const guideSize = formatFileSize((await buildBeginnersGuide(getBeginnersGuide())).byteLength);
  const resources = getResources();
  const site = getSite();
  const words = getWords();
  const { sections } = page;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />

      <Section anchor="library" headingId="library-heading" copy={sections.library} py={{ base: '12', md: '20' }}>
        {/* Five narrow columns wrap some titles: every title keeps two lines' room there, so the counts line up. */}
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="6" css={{ '& h3': { minHeight: { lg: '2lh' } } }}>
          {resources.categories.map((category) => (
            <IconCard
              key={category.title}
              icon={category.icon}
              title={category.title}
              description={category.description}
              figure={formatCount(category.count)}
            />
          ))}
        </SimpleGrid>
      </Section>

      <Section
        anchor="learn-more"
        headingId="links-heading"
        copy={sections['further-reading']}
        py={{ base: '12', md: '20' }}
        bg="bg.panel"
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mb="16">
          {resources.educationalLinks.map((link) => (
            <ExternalLinkCard key={link.url} {...link} newTab={words.links.newTab} />
          ))}
        </SimpleGrid>
        <Heading as="h3" fontSize="2xl" mb="6" textAlign="center">
          {words.resources.partners}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="4xl" mx="auto">
          {resources.partners.map((partner) => (
            <ExternalLinkCard
              newTab={words.links.newTab}
              key={partner.url}
              title={partner.title}
              description={partner.description}
              url={partner.url}
              image={{ src: partner.image, alt: partner.imageAlt }}
              headingLevel="h4"
            />
          ))}
        </SimpleGrid>
      </Section>

      <Section anchor="news" headingId="news-heading" copy={sections.news} width="5xl" py={{ base: '12', md: '20' }}>
        <NewsFeedEmbed urls={site.embeds} words={words.embeds} newTab={words.links.newTab} />
      </Section>

      <Section
        anchor="sponsors"
        headingId="sponsors-heading"
        copy={sections.sponsors}
        py={{ base: '12', md: '16' }}
        bg="bg.panel"
      >
        <SponsorSlots siteName={site.name} email={site.email} words={words.sponsors} />
      </Section>

      <Section anchor="beginners-guide" headingId="guide-heading" width="4xl" py={{ base: '12', md: '16' }}>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap="8"
          align="center"
          bg="bg.inverted"
          color="fg.inverted"
          rounded="2xl"
          p={{ base: '8', md: '12' }}
        >
          <Box color="brass.300" flexShrink={0}>
            <StaticIcon icon={BookOpenCheck} size={72} />
          </Box>
          <Stack gap="3" flex="1" alignSelf="stretch" minW="0">
            <Heading as="h2" id="guide-heading" fontSize={{ base: '2xl', md: '3xl' }}>
              {resources.guide.title}
            </Heading>
            <Text color="fg.invertedMuted">{resources.guide.description}</Text>
            <Flex gap="3" wrap="wrap" pt="1" direction={{ base: 'column', sm: 'row' }}>
              {/* On a phone the buttons take the card's width and their words may wrap. */}
              <Button asChild colorPalette="brand" size="lg" whiteSpace="normal" h="auto" minH="12" py="2">
                <a href={BEGINNERS_GUIDE} download data-guide-download>
                  <StaticIcon icon={Download} />
                  {fillIn(words.resources.downloadGuide, { size: guideSize })}
                </a>
              </Button>
              <Button
                asChild
                variant="outline"
                size="lg"
                whiteSpace="normal"
                h="auto"
                minH="12"
                py="2"
                color="fg.inverted"
                borderColor="whiteAlpha.600"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <NextLink href={lessonTabHref('beginner')}>{words.resources.startBeginnerLessons}</NextLink>
              </Button>
            </Flex>
          </Stack>
        </Flex>
      </Section>
    </>
  );
}
