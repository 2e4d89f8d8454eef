import { Box, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@/components/ui';
import { BookOpen, CheckCircle2, Drum, Grid3x3, Route, Timer } from '@/components/static-icons';
import { StaticIcon } from '@/components/static-icon';
import type { Metadata } from 'next';
import { Kept } from '@/components/kept';
import { NextStepCard } from '@/components/next-step-card';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { FeaturedLessonBanner, LessonCard } from '@/features/lessons';
import { NewsletterSection } from '@/features/newsletter';
import { ContinueLine, PathProgress, ProgressFile, ProgressMarks } from '@/features/progress';
import {
  LessonSearchBox,
  LessonTabs,
  lessonTabsClasses,
  searchBoxClasses,
  type LessonTabData,
  type LessonTabsWords,
} from '@/features/search';
import { getLearningPaths, getLessonCategories, getPage, getSite, getWords } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { inlinePicture } from '@/lib/inline-picture';
import { LEARNING_PATHS_ANCHOR, lessonTabAnchor, practicePathAnchor, PROGRESS_ANCHOR, ROUTES } from '@/lib/routes';

const page = getPage('lessons');

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: ROUTES.lessons },
};

export default function LessonsPage() {
  const allWords = getWords();
  const words = allWords.lessons;
  const studyWords = allWords.studies;
  const progressWords = allWords.progress;
  const planWords = allWords.plan;
  const { sections } = page;
  const paths = getLearningPaths();
  // Each tab ends with where to go next: its level's learning path, or for styles the metronome.
  const nextStep = (categoryId: string) => {
    const path = paths.find((candidate) => candidate.level === categoryId);
    return path ? (
      <NextStepCard
        title={words.pathTileTitle}
        text={fillIn(words.pathTileText, { path: path.title, weeks: path.weeks })}
        link={fillIn(words.pathTileLink, { path: path.title })}
        href={`#${LEARNING_PATHS_ANCHOR}`}
        icon={<StaticIcon icon={Route} size={24} />}
      />
    ) : (
      <NextStepCard
        title={words.stylesTileTitle}
        text={words.stylesTileText}
        link={words.stylesTileLink}
        href={ROUTES.metronome}
        icon={<StaticIcon icon={Timer} size={24} />}
      />
    );
  };
  const lessonCategories = getLessonCategories();
  const lessonTitles = lessonCategories.flatMap((category) =>
    category.lessons.map(({ slug, title }) => ({ slug, title })),
  );
  const firstLesson = lessonCategories[0]?.lessons.find((lesson) => lesson.featured);
  const pathSlugs = (level: string) =>
    lessonCategories.find((category) => category.id === level)?.lessons.map((lesson) => lesson.slug) ?? [];
  const categories: LessonTabData[] = lessonCategories.map((category, index) => {
    const featured = category.lessons.find((lesson) => lesson.featured);
    return {
      nextStep: nextStep(category.id),
      id: category.id,
      label: category.label,
      description: category.description,
      featured: featured && {
        slug: featured.slug,
        title: featured.title,
        description: featured.description,
        // The first tab shows when the page opens: its banner picture ends the first screen, so it is written into the page.
        node: (
          <FeaturedLessonBanner
            lesson={featured}
            tagline={words.featuredTagline}
            words={words}
            headingLevel="h4"
            priority={index === 0}
            imageSrc={index === 0 ? inlinePicture(featured.image) : undefined}
            doneLabel={progressWords.done}
          />
        ),
      },
      lessons: category.lessons
        .filter((lesson) => !lesson.featured)
        .map((lesson) => ({
          slug: lesson.slug,
          title: lesson.title,
          description: lesson.description,
          node: <LessonCard lesson={lesson} words={words} headingLevel="h4" doneLabel={progressWords.done} />,
        })),
    };
  });
  const { categoryTabs, categoryLessons, matchesOne, matchesMany, noResultsTitle, noResultsText, searchUnavailable } =
    words;
  const { rudimentMatches, studyMatches, alsoFoundOne, alsoFoundMany, alsoBelow } = words;
  const tabWords: LessonTabsWords = {
    categoryTabs,
    categoryLessons,
    matchesOne,
    matchesMany,
    noResultsTitle,
    noResultsText,
    searchUnavailable,
    rudimentMatches,
    studyMatches,
    alsoFoundOne,
    alsoFoundMany,
    alsoBelow,
  };
  const searchStyles = searchBoxClasses();
  const tabStyles = lessonTabsClasses();

  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        {searchStyles.styles}
        <LessonSearchBox
          classes={searchStyles.names}
          label={words.searchLabel}
          placeholder={words.searchPlaceholder}
          shortcutLabel={words.searchShortcut}
        />
        {firstLesson ? (
          <Box mt="6">
            <ContinueLine first={firstLesson} words={progressWords} onDark />
          </Box>
        ) : null}
      </PageHero>
      <ProgressMarks lessons={lessonTitles} words={progressWords} />

      <Section headingId="catalogue-heading" copy={sections.catalogue} py={{ base: '12', md: '16' }}>
        {tabStyles.styles}
        <LessonTabs categories={categories} classes={tabStyles.names} words={tabWords} />
        <Box mt="10" maxW="3xl" mx="auto">
          <NextStepCard
            title={words.rudimentsTitle}
            text={words.rudimentsText}
            link={words.rudimentsLink}
            href={ROUTES.rudiments}
            icon={<StaticIcon icon={Drum} size={24} />}
            headingLevel="h3"
          />
          <Box mt="6">
            <NextStepCard
              title={studyWords.shelfTitle}
              text={studyWords.shelfText}
              link={studyWords.shelfLink}
              href={ROUTES.studies}
              icon={<StaticIcon icon={BookOpen} size={24} />}
              headingLevel="h3"
            />
          </Box>
          <Box mt="6">
            <NextStepCard
              title={words.builderTitle}
              text={words.builderText}
              link={words.builderLink}
              href={ROUTES.grooveBuilder}
              icon={<StaticIcon icon={Grid3x3} size={24} />}
              headingLevel="h3"
            />
          </Box>
        </Box>
      </Section>

      <Section
        anchor={LEARNING_PATHS_ANCHOR}
        headingId="paths-heading"
        copy={sections['learning-paths']}
        py={{ base: '12', md: '16' }}
        bg="bg.panel"
        scrollMarginTop="16"
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {paths.map((path) => (
            <Stack
              key={path.level}
              as="article"
              gap="4"
              p="8"
              rounded="2xl"
              borderWidth="1px"
              borderColor="border"
              bg="bg.canvas"
              data-testid="learning-path"
            >
              {/* Kept (components/kept.tsx), laid out as if they were not there; the lessons done are counted in the
                  browser, outside them. */}
              <Box asChild display="contents">
                <Kept>
                  <Text fontFamily="heading" fontSize="5xl" fontWeight="bold" color="brand.fg" lineHeight="1">
                    {path.weeks}
                    <Text as="span" fontSize="lg" ms="2" color="fg.muted">
                      {words.weeks}
                    </Text>
                  </Text>
                  <Heading as="h3" fontSize="2xl">
                    {path.title}
                  </Heading>
                </Kept>
              </Box>
              <PathProgress slugs={pathSlugs(path.level)} words={progressWords} />
              <Box asChild display="contents">
                <Kept>
                  <Text color="fg.muted">{path.description}</Text>
                  <Stack as="ul" gap="2" flex="1" listStyleType="none" m="0" p="0">
                    {path.bullets.map((bullet) => (
                      <Flex as="li" key={bullet} gap="2" alignItems="flex-start">
                        <Box as="span" color="brand.fg" mt="1" flexShrink={0}>
                          <StaticIcon icon={CheckCircle2} size={18} />
                        </Box>
                        {bullet}
                      </Flex>
                    ))}
                  </Stack>
                  {[
                    { href: `${ROUTES.practice}#${practicePathAnchor(path.level)}`, text: planWords.weekByWeek },
                    { href: `#${lessonTabAnchor(path.level)}`, text: words.viewCurriculum },
                  ].map(({ href, text }) => (
                    <Link key={href} href={href} fontWeight="semibold" color="fg.link" alignSelf="flex-start">
                      {text}
                      <Box as="span" srOnly>
                        : {path.title}
                      </Box>
                    </Link>
                  ))}
                </Kept>
              </Box>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>

      <ProgressFile words={progressWords} anchor={PROGRESS_ANCHOR} />

      <NewsletterSection newsletter={getSite().newsletter} />
    </>
  );
}
