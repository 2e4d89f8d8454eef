'use client';

import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { matchesQuery } from '@/lib/search';
import { Tabs } from '../tabs';
import { useLessonQuery } from './lesson-search-store';

export interface SearchableLesson {
  slug: string;
  title: string;
  description: string;
  /** The card (or banner), rendered on the server. */
  node: ReactNode;
}

export interface LessonTabData {
  id: string;
  label: string;
  description: string;
  featured: SearchableLesson | undefined;
  lessons: SearchableLesson[];
}

/**
 * The four category tabs of the lessons page. Cards are server-rendered; this component
 * only decides which to show for the current search and which tab is open.
 */
export function LessonTabs({ categories }: { categories: LessonTabData[] }) {
  const query = useLessonQuery();
  const tabs = categories.map((category) => {
    const featured = category.featured && matchesQuery(category.featured, query) ? category.featured : undefined;
    const lessons = category.lessons.filter((lesson) => matchesQuery(lesson, query));
    const count = lessons.length + (featured ? 1 : 0);
    return {
      count,
      id: category.id,
      label: query.trim() ? `${category.label} (${count})` : category.label,
      panel: (
        <Box>
          <Heading as="h3" className="tab-panel-heading" srOnly>
            {category.label} lessons
          </Heading>
          <Text textAlign="center" color="fg.muted" mb="8" maxW="2xl" mx="auto">
            {category.description}
          </Text>
          {count === 0 ? (
            <Box textAlign="center" py="16" px="6" bg="bg.panel" rounded="xl" borderWidth="1px" borderColor="border">
              <Box display="inline-flex" color="brand.fg" mb="3">
                <SearchX aria-hidden="true" width={40} height={40} />
              </Box>
              <Text fontFamily="heading" fontSize="2xl" fontWeight="bold">
                No lessons found
              </Text>
              <Text color="fg.muted">Try adjusting your search query</Text>
            </Box>
          ) : (
            <>
              {featured ? <Box mb="8">{featured.node}</Box> : null}
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
                {lessons.map((lesson) => (
                  <Box key={lesson.slug} display="flex">
                    {lesson.node}
                  </Box>
                ))}
              </SimpleGrid>
            </>
          )}
        </Box>
      ),
    };
  });
  const total = tabs.reduce((sum, tab) => sum + tab.count, 0);
  return (
    <Box id="lesson-catalogue">
      <Text srOnly role="status">
        {query.trim() ? `${total} ${total === 1 ? 'lesson matches' : 'lessons match'} “${query.trim()}”` : ''}
      </Text>
      <Tabs name="lessons" label="Lesson categories" tabs={tabs} followHash />
    </Box>
  );
}
