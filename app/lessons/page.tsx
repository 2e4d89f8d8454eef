import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { Metadata } from 'next';
import { LessonCard } from '@/components/lesson-card';
import { PageHero } from '@/components/page-hero';
import { getLessonCategories, getPage } from '@/lib/content';

const page = getPage('lessons');

export const metadata: Metadata = { title: page.title, description: page.description };

export default function LessonsPage() {
  const categories = getLessonCategories();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <Container maxW="7xl" py="16">
        {categories.map((category) => (
          <Box as="section" key={category.id} aria-labelledby={`category-${category.id}`} mb="14">
            <Heading as="h2" id={`category-${category.id}`} fontSize="3xl" mb="2">
              {category.label}
            </Heading>
            <Text color="fg.muted" mb="6">
              {category.description}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
              {category.lessons.map((lesson) => (
                <LessonCard key={lesson.slug} lesson={lesson} />
              ))}
            </SimpleGrid>
          </Box>
        ))}
      </Container>
    </>
  );
}
