import { Box, Button, Grid, Heading, SimpleGrid, Stack, Text } from '@/components/ui';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { IconCard } from '@/components/icon-card';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { getAbout, getInstructors, getPage, getWords } from '@/lib/content';
import { ROUTES } from '@/lib/routes';

const page = getPage('about');

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: ROUTES.about },
};

export default function AboutPage() {
  const about = getAbout();
  const instructors = getInstructors();
  const words = getWords().about;
  const { sections } = page;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />

      <Section label={sections.story.title} width="3xl" py={{ base: '12', md: '20' }}>
        <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }}>
          {about.story.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
          ))}
        </Stack>
      </Section>

      <Section
        anchor="mission"
        headingId="mission-heading"
        width="4xl"
        textAlign="center"
        bg="bg.inverted"
        color="fg.inverted"
        py={{ base: '14', md: '20' }}
        scrollMarginTop="16"
      >
        <Heading
          as="h2"
          id="mission-heading"
          textTransform="uppercase"
          letterSpacing="widest"
          fontSize="sm"
          fontWeight="bold"
          color="brass.300"
          mb="3"
        >
          {sections.mission.title}
        </Heading>
        <Text fontFamily="heading" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.3" fontWeight="semibold">
          {about.mission}
        </Text>
      </Section>

      <Section
        anchor="values"
        headingId="values-heading"
        copy={sections.values}
        py={{ base: '14', md: '20' }}
        scrollMarginTop="16"
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {about.values.map((value) => (
            <IconCard key={value.title} {...value} />
          ))}
        </SimpleGrid>
      </Section>

      <Section
        anchor="timeline"
        headingId="timeline-heading"
        copy={sections.timeline}
        width="4xl"
        py={{ base: '14', md: '20' }}
        bg="bg.panel"
        scrollMarginTop="16"
      >
        <Box
          as="ol"
          listStyleType="none"
          m="0"
          p="0"
          position="relative"
          borderStartWidth="3px"
          borderColor="brand.muted"
          ms={{ base: '3', md: '6' }}
        >
          {about.timeline.map((milestone) => (
            <Box
              as="li"
              key={milestone.year}
              position="relative"
              ps={{ base: '8', md: '12' }}
              pb="10"
              _last={{ pb: '0' }}
            >
              <Box
                position="absolute"
                insetStart="-11px"
                top="1"
                boxSize="5"
                rounded="full"
                bg="brand.solid"
                borderWidth="4px"
                borderColor="bg.panel"
              />
              <Text fontFamily="heading" fontWeight="bold" fontSize="2xl" color="brand.fg">
                <time dateTime={String(milestone.year)}>{milestone.year}</time>
              </Text>
              <Heading as="h3" fontSize="xl" mb="1">
                {milestone.title}
              </Heading>
              <Text color="fg.muted">{milestone.description}</Text>
            </Box>
          ))}
        </Box>
      </Section>

      <Section
        anchor="instructors"
        headingId="instructors-heading"
        copy={sections.instructors}
        py={{ base: '14', md: '20' }}
        scrollMarginTop="16"
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {instructors.map((instructor) => (
            <Stack
              key={instructor.id}
              as="article"
              gap="3"
              bg="bg.panel"
              rounded="xl"
              p="6"
              borderWidth="1px"
              borderColor="border"
              data-testid="instructor"
            >
              <Box asChild boxSize="36" rounded="full" mx="auto">
                <img
                  src={instructor.image}
                  alt={instructor.imageAlt}
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
              </Box>
              {/* Name and role centre under the portrait; the bio reads as a left-aligned paragraph. */}
              <Heading as="h3" fontSize="xl" textAlign="center">
                {instructor.name}
              </Heading>
              <Text color="brand.fg" fontWeight="semibold" fontSize="sm" textAlign="center">
                {instructor.role}
              </Text>
              <Text color="fg.muted" fontSize="sm" lineHeight="1.6">
                {instructor.bio}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>

      <Section
        headingId="cta-heading"
        width="4xl"
        bg="brand.solid"
        color="brand.contrast"
        py={{ base: '14', md: '16' }}
        // The brand focus ring would vanish on the brand colour: white here.
        css={{ '& :focus-visible': { outlineColor: 'white' } }}
      >
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="6" alignItems="center">
          <Box>
            <Heading as="h2" id="cta-heading" fontSize={{ base: '2xl', md: '3xl' }} mb="2">
              {sections.cta.title}
            </Heading>
            <Text>{sections.cta.intro}</Text>
          </Box>
          {/* Two buttons of one width: stacked on a phone and beside the text, side by side in between. */}
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', md: '1fr' }} gap="3">
            <Button asChild bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} size="lg" w="full">
              <NextLink href={ROUTES.lessons}>{words.browseLessons}</NextLink>
            </Button>
            <Button
              asChild
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
              size="lg"
              w="full"
            >
              <NextLink href={ROUTES.contact}>{words.contactUs}</NextLink>
            </Button>
          </Grid>
        </Grid>
      </Section>
    </>
  );
}
