import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@/components/ui';
import { BookOpenCheck } from 'lucide-react';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { NewsFeedEmbed } from '@/components/embeds';
import { ExternalLinkCard } from '@/components/external-link-card';
import { IconCard } from '@/components/icon-card';
import { PageHero } from '@/components/page-hero';
import { SectionHeading } from '@/components/section-heading';
import { SponsorSlots } from '@/components/sponsor-slots';
import { getPage, getResources } from '@/lib/content';
import { formatCount } from '@/lib/format';

const page = getPage('resources');

export const metadata: Metadata = { title: page.title, description: page.description };

export default function ResourcesPage() {
  const resources = getResources();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />

      <Box as="section" id="library" aria-labelledby="library-heading" py={{ base: '12', md: '20' }}>
        <Container maxW="7xl">
          <SectionHeading id="library-heading" eyebrow="Resource Library" title="Everything in one place" />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="6">
            {resources.categories.map((category) => (
              <IconCard key={category.title} icon={category.icon} title={category.title} description={category.description} figure={formatCount(category.count)} />
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" id="learn-more" aria-labelledby="links-heading" py={{ base: '12', md: '20' }} bg="bg.panel">
        <Container maxW="7xl">
          <SectionHeading id="links-heading" eyebrow="Further Reading" title="Background worth knowing" intro="Encyclopedia articles on the instrument and on how music is taught. They open in a new tab." />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mb="16">
            {resources.educationalLinks.map((link) => (
              <ExternalLinkCard key={link.url} {...link} />
            ))}
          </SimpleGrid>
          <Heading as="h3" fontSize="2xl" mb="6" textAlign="center">
            Partner sites
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="4xl" mx="auto">
            {resources.partners.map((partner) => (
              <ExternalLinkCard
                key={partner.url}
                title={partner.title}
                description={partner.description}
                url={partner.url}
                image={{ src: partner.image, alt: partner.imageAlt }}
                headingLevel="h4"
              />
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" id="news" aria-labelledby="news-heading" py={{ base: '12', md: '20' }}>
        <Container maxW="5xl">
          <SectionHeading id="news-heading" eyebrow="News" title="Drumming news" intro="Fresh articles and interviews from around the drumming world, updated by our feed service." />
          <NewsFeedEmbed />
        </Container>
      </Box>

      <Box as="section" id="sponsors" aria-labelledby="sponsors-heading" py={{ base: '12', md: '16' }} bg="bg.panel">
        <Container maxW="7xl">
          <SectionHeading id="sponsors-heading" eyebrow="Sponsors" title="Supported by people who love drums" />
          <SponsorSlots />
        </Container>
      </Box>

      <Box as="section" id="beginners-guide" aria-labelledby="guide-heading" py={{ base: '12', md: '16' }}>
        <Container maxW="4xl">
          <Flex direction={{ base: 'column', md: 'row' }} gap="8" align="center" bg="bg.inverted" color="fg.inverted" rounded="2xl" p={{ base: '8', md: '12' }}>
            <Box color="brass.300" flexShrink={0}>
              <BookOpenCheck aria-hidden="true" width={72} height={72} />
            </Box>
            <Stack gap="3" flex="1">
              <Heading as="h2" id="guide-heading" fontSize={{ base: '2xl', md: '3xl' }}>
                {resources.guide.title}
              </Heading>
              <Text color="fg.invertedMuted">{resources.guide.description}</Text>
              <Button asChild colorPalette="brand" alignSelf="flex-start" size="lg">
                <NextLink href="/lessons#lessons-beginner">Start the beginner lessons</NextLink>
              </Button>
            </Stack>
          </Flex>
        </Container>
      </Box>
    </>
  );
}
