import { Box, Button, Container, Flex, Grid, Heading, SimpleGrid, Stack, Text } from '@/components/ui';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { IconCard } from '@/components/icon-card';
import { PageHero } from '@/components/page-hero';
import { SectionHeading } from '@/components/section-heading';
import { getAbout, getInstructors, getPage } from '@/lib/content';

const page = getPage('about');

export const metadata: Metadata = { title: page.title, description: page.description };

export default function AboutPage() {
  const about = getAbout();
  const instructors = getInstructors();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />

      <Box as="section" aria-label="Our story" py={{ base: '12', md: '20' }}>
        <Container maxW="3xl">
          <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }}>
            {about.story.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
            ))}
          </Stack>
        </Container>
      </Box>

      <Box as="section" id="mission" aria-labelledby="mission-heading" bg="bg.inverted" color="fg.inverted" py={{ base: '14', md: '20' }} scrollMarginTop="16">
        <Container maxW="4xl" textAlign="center">
          <Heading as="h2" id="mission-heading" textTransform="uppercase" letterSpacing="widest" fontSize="sm" fontWeight="bold" color="brass.300" mb="3">
            Our Mission
          </Heading>
          <Text fontFamily="heading" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.3" fontWeight="semibold">
            {about.mission}
          </Text>
        </Container>
      </Box>

      <Box as="section" id="values" aria-labelledby="values-heading" py={{ base: '14', md: '20' }} scrollMarginTop="16">
        <Container maxW="7xl">
          <SectionHeading id="values-heading" eyebrow="Values" title="What we hold to" />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {about.values.map((value) => (
              <IconCard key={value.title} {...value} />
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" id="timeline" aria-labelledby="timeline-heading" py={{ base: '14', md: '20' }} bg="bg.panel" scrollMarginTop="16">
        <Container maxW="4xl">
          <SectionHeading id="timeline-heading" eyebrow="Our Journey" title="From one practice room to a free school online" />
          <Box as="ol" listStyleType="none" m="0" p="0" position="relative" borderStartWidth="3px" borderColor="brand.muted" ms={{ base: '3', md: '6' }}>
            {about.timeline.map((milestone) => (
              <Box as="li" key={milestone.year} position="relative" ps={{ base: '8', md: '12' }} pb="10" _last={{ pb: '0' }}>
                <Box position="absolute" insetStart="-11px" top="1" boxSize="5" rounded="full" bg="brand.solid" borderWidth="4px" borderColor="bg.panel" />
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
        </Container>
      </Box>

      <Box as="section" id="instructors" aria-labelledby="instructors-heading" py={{ base: '14', md: '20' }} scrollMarginTop="16">
        <Container maxW="7xl">
          <SectionHeading id="instructors-heading" eyebrow="Instructors" title="The teachers behind the lessons" />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {instructors.map((instructor) => (
              <Stack key={instructor.id} as="article" gap="3" bg="bg.panel" rounded="xl" p="6" borderWidth="1px" borderColor="border" textAlign="center" data-testid="instructor">
                <Box asChild boxSize="36" rounded="full" mx="auto">
                  <img src={instructor.image} alt={instructor.imageAlt} width={400} height={400} loading="lazy" decoding="async" />
                </Box>
                <Heading as="h3" fontSize="xl">
                  {instructor.name}
                </Heading>
                <Text color="brand.fg" fontWeight="semibold" fontSize="sm">
                  {instructor.role}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {instructor.bio}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box
        as="section"
        aria-labelledby="cta-heading"
        bg="brand.solid"
        color="brand.contrast"
        py={{ base: '14', md: '16' }}
        // The brand focus ring would vanish on the brand colour: white here.
        css={{ '& :focus-visible': { outlineColor: 'white' } }}
      >
        <Container maxW="4xl">
          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="6" alignItems="center">
            <Box>
              <Heading as="h2" id="cta-heading" fontSize={{ base: '2xl', md: '3xl' }} mb="2">
                Ready to play?
              </Heading>
              <Text>Start with a lesson at your level, or tell us what you would like to learn next.</Text>
            </Box>
            <Flex gap="3" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
              <Button asChild bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} size="lg">
                <NextLink href="/lessons">Browse lessons</NextLink>
              </Button>
              <Button asChild variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }} size="lg">
                <NextLink href="/contact">Contact us</NextLink>
              </Button>
            </Flex>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
