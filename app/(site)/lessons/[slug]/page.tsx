import { Badge, Box, Container, Flex, HStack, Heading, Link, Stack, Text } from '@/components/ui';
import { ArrowLeft } from '@/components/static-icons';
import { StaticIcon } from '@/components/static-icon';
import type { Metadata } from 'next';
import { LessonFacts } from '@/features/lessons';
import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/json-ld';
import { PrevNextNav } from '@/components/prev-next-nav';
import { Prose } from '@/components/prose';
import { LessonDone } from '@/features/progress';
import { PlanBar } from '@/features/practice-plan/bar';
import { LessonBody } from './lesson-body';
import { getLesson, getLessonSlugs, getSite, getSiteUrl, getWords, getPlanBlockTitles } from '@/lib/content';
import { KeptPicture } from './kept-picture';
import { Kept } from '@/components/kept';
import { inlinePicture } from '@/lib/inline-picture';
import { fillIn } from '@/lib/format';
import { lessonHref, ROUTES } from '@/lib/routes';
import { courseData } from '@/lib/structured-data';

interface Params {
  params: Promise<{ slug: string }>;
}

/** Every lesson gets a page at build time; any other slug is the 404 page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return getLessonSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const lesson = getLesson((await params).slug);
  if (!lesson) return {};
  return {
    title: lesson.title,
    description: lesson.description,
    alternates: { canonical: lessonHref(lesson.slug) },
    openGraph: { title: lesson.title, description: lesson.description },
  };
}

export default async function LessonPage({ params }: Params) {
  const lesson = getLesson((await params).slug);
  if (!lesson) notFound();
  const words = getWords();
  const text = words.lessonPage;
  return (
    <article aria-labelledby="lesson-title">
      <JsonLd data={courseData(lesson, getSite(), getSiteUrl())} />
      <Box bg="bg.inverted" color="fg.inverted">
        <Container maxW="6xl" py={{ base: '10', md: '14', _print: '0' }}>
          <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '8', md: '12' }} align="center">
            <Stack gap="4" flex="1">
              <Link
                asChild
                color="brass.300"
                fontSize="sm"
                fontWeight="semibold"
                alignSelf="flex-start"
                _print={{ display: 'none' }}
              >
                <NextLink href={ROUTES.lessons}>
                  <StaticIcon icon={ArrowLeft} size={16} /> {text.allLessons}
                </NextLink>
              </Link>
              {/* The badges and the facts are kept blocks (components/kept.tsx), the rows themselves. */}
              <HStack asChild gap="2" wrap="wrap" data-lesson-badges>
                <Kept>
                  <Badge colorPalette="brand" variant="solid">
                    {lesson.level}
                  </Badge>
                  {/* The category, unless it is the level by another name (a beginner lesson in Beginner). */}
                  {lesson.categoryLabel !== lesson.level ? (
                    <Badge variant="outline" color="fg.inverted" borderColor="whiteAlpha.500">
                      {lesson.categoryLabel}
                    </Badge>
                  ) : null}
                </Kept>
              </HStack>
              <Heading as="h1" id="lesson-title" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
                {lesson.title}
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.invertedMuted">
                {lesson.description}
              </Text>
              <HStack asChild gap="5" color="fg.invertedMuted" wrap="wrap">
                <Kept>
                  <LessonFacts lesson={lesson} modulesWords={words.lessons.modules} iconSize={18} gap="1.5" />
                  {lesson.instructor ? <span>{fillIn(text.taughtBy, { name: lesson.instructor.name })}</span> : null}
                </Kept>
              </HStack>
            </Stack>
            <Box
              flex="1"
              maxW={{ base: 'full', md: 'md' }}
              w="full"
              _print={{ display: 'none' }}
              css={{
                '& img': {
                  display: 'block',
                  w: '100%',
                  h: 'auto',
                  aspectRatio: '8 / 5',
                  objectFit: 'cover',
                  rounded: 'xl',
                  bg: 'bg.accent',
                },
              }}
            >
              {/* The first screen's picture: written into the page, so it paints with the title. */}
              <KeptPicture src={inlinePicture(lesson.image)} alt={lesson.imageAlt} width={800} height={500} />
            </Box>
          </Flex>
        </Container>
      </Box>

      <Container maxW="6xl" py={{ base: '10', md: '14', _print: '6' }}>
        <Flex direction={{ base: 'column', lg: 'row-reverse' }} gap={{ base: '10', lg: '14' }} align="flex-start">
          {/* The overview is a kept block (components/kept.tsx): it never changes in the browser, so it comes once, in
              the HTML, not again in the page's data. */}
          <Stack asChild gap="6" w={{ base: 'full', lg: '80' }} flexShrink={0} aria-label={text.overview}>
            <Kept tag="aside">
              <Box bg="bg.panel" borderWidth="1px" borderColor="border" rounded="xl" p="6">
                <Heading as="h2" fontSize="lg" mb="3">
                  {text.modules}
                </Heading>
                <Stack as="ol" gap="2" ps="5" m="0" listStyleType="decimal">
                  {lesson.modules.map((module) => (
                    <li key={module}>{module}</li>
                  ))}
                </Stack>
              </Box>
              {lesson.instructor ? (
                // On paper the line under the title already names the instructor.
                <HStack
                  bg="bg.panel"
                  borderWidth="1px"
                  borderColor="border"
                  rounded="xl"
                  p="5"
                  gap="4"
                  _print={{ display: 'none' }}
                >
                  <Box asChild boxSize="16" rounded="full" flexShrink={0}>
                    <img
                      src={lesson.instructor.image}
                      alt={lesson.instructor.imageAlt}
                      width={64}
                      height={64}
                      loading="lazy"
                      decoding="async"
                    />
                  </Box>
                  <Box>
                    <Text fontSize="sm" color="fg.muted">
                      {text.yourInstructor}
                    </Text>
                    <Text fontWeight="semibold">{lesson.instructor.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {lesson.instructor.role}
                    </Text>
                  </Box>
                </HStack>
              ) : null}
            </Kept>
          </Stack>
          {/* minW 0 and full width: a wide groove grid scrolls inside its box instead of widening the page. */}
          <Box flex="1" w="full" minW="0">
            <Prose>
              <LessonBody code={lesson.bodyCode} slug={lesson.slug} />
            </Prose>
            <LessonDone slug={lesson.slug} words={words.progress} />
            <PlanBar titles={getPlanBlockTitles()} words={getWords().plan} />
          </Box>
        </Flex>

        <PrevNextNav
          label={fillIn(text.moreLessons, { category: lesson.categoryLabel })}
          previous={lesson.previous && { href: lessonHref(lesson.previous.slug), title: lesson.previous.title }}
          next={lesson.next && { href: lessonHref(lesson.next.slug), title: lesson.next.title }}
          words={text}
        />
      </Container>
    </article>
  );
}
