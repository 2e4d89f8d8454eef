import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { Metadata } from 'next';
import { LessonCard } from '@/components/lesson-card';
import { PageHero } from '@/components/page-hero';
import { getHomeLessonTabs, getPage } from '@/lib/content';

const page = getPage('home');

export const metadata: Metadata = { title: { absolute: page.title }, description: page.description };

export default function HomePage() {
  const tabs = getHomeLessonTabs();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <Box as="section" id="lessons" aria-labelledby="home-lessons-heading" py="16">
        <Container maxW="7xl">
          <Heading as="h2" id="home-lessons-heading" fontSize="3xl" mb="8">
            Lessons for every level
          </Heading>
          {tabs.map((tab) => (
            <Box key={tab.id} mb="10">
              <Text as="h3" fontFamily="heading" fontSize="2xl" fontWeight="bold" mb="4">
                {tab.label}
              </Text>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
                {tab.lessons.map((lesson) => (
                  <LessonCard key={lesson.slug} lesson={lesson} headingLevel="h3" />
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Container>
      </Box>
    </>
  );
}
