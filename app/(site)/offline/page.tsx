import { Container, Heading, Link, SimpleGrid, Stack } from '@/components/ui';
import type { Metadata } from 'next';
import { PageHero } from '@/components/page-hero';
import { getLessonCategories, getPage, getWords } from '@/lib/content';
import { lessonHref, ROUTES } from '@/lib/routes';

const page = getPage('offline');

// Shown by the service worker for a page it does not keep: never a search result of its own.
export const metadata: Metadata = { title: page.title, description: page.description, robots: { index: false } };

/**
 * What the site shows without a connection for an address the service worker has not kept
 * (the PDF guide, a mistyped address): the pages it does keep, every lesson, the metronome and the rudiments.
 * Plain links, not Next's: each opens as a whole page from the worker's cache, whatever address
 * this page was shown for.
 */
export default function OfflinePage() {
  const words = getWords();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <Container maxW="5xl" py={{ base: '10', md: '14' }}>
        <Stack gap="10">
          <Stack as="section" gap="4" aria-labelledby="offline-tools">
            <Heading as="h2" id="offline-tools" fontSize="2xl">
              {page.sections.tools.title}
            </Heading>
            <Stack as="ul" gap="1" ps="5" m="0" listStyleType="disc">
              {(['metronome', 'rudiments'] as const).map((tool) => (
                <li key={tool}>
                  <Link href={ROUTES[tool]} color="fg.link" fontWeight="semibold">
                    {getPage(tool).heading}
                  </Link>
                </li>
              ))}
            </Stack>
          </Stack>
          <Stack as="section" gap="6" aria-labelledby="offline-lessons">
            <Heading as="h2" id="offline-lessons" fontSize="2xl">
              {page.sections.lessons.title}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
              {getLessonCategories().map((category) => (
                <Stack key={category.id} as="section" gap="2" aria-labelledby={`offline-${category.id}`}>
                  <Heading as="h3" id={`offline-${category.id}`} fontSize="lg">
                    {category.label}
                  </Heading>
                  <Stack as="ul" gap="1" ps="5" m="0" listStyleType="disc">
                    {category.lessons.map((lesson) => (
                      <li key={lesson.slug}>
                        <Link href={lessonHref(lesson.slug)} color="fg.link">
                          {lesson.title}
                        </Link>
                      </li>
                    ))}
                  </Stack>
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
          <Link href={ROUTES.home} color="fg.link" fontWeight="semibold" alignSelf="flex-start">
            {words.notFound.home}
          </Link>
        </Stack>
      </Container>
    </>
  );
}
