import { Box, Button, Container, Flex, Grid, Heading, Link, SimpleGrid, Stack, Text } from '@/components/ui';
import { ArrowRight, BookOpen, ChevronDown, Drum, Library, Play } from '@/components/static-icons';
import { StaticIcon } from '@/components/static-icon';
import type { Metadata } from 'next';
import { preload } from 'react-dom';
import NextLink from 'next/link';
import { ContactDetails } from '@/components/contact-details';
import { ExternalLinkCard } from '@/components/external-link-card';
import { IconCard } from '@/components/icon-card';
import { NextStepCard } from '@/components/next-step-card';
import { JsonLd } from '@/components/json-ld';
import { Section } from '@/components/section';
import { SponsorSlots } from '@/components/sponsor-slots';
import { Tabs } from '@/components/tabs';
import { tabsClasses } from '@/components/tabs.styles';
import { ContactFormEmbed, NewsFeedEmbed } from '@/features/embeds';
import { FeaturedLessonBanner, LessonCard } from '@/features/lessons';
import { ContinueLine, PROGRESS_ATTRIBUTES, ProgressMarks } from '@/features/progress';
import {
  getContactItems,
  getFeaturedCourse,
  getHomeLessonTabs,
  getHomeSections,
  getLessonCategories,
  getPage,
  getSite,
  getSiteUrl,
  getWords,
} from '@/lib/content';
import { fillIn } from '@/lib/format';
import { HOME_ANCHORS, ROUTES, lessonHref } from '@/lib/routes';
import { organizationData } from '@/lib/structured-data';

const page = getPage('home');

export const metadata: Metadata = {
  title: { absolute: page.title },
  description: page.description,
  alternates: { canonical: ROUTES.home },
};

const HERO_IMAGE = '/images/hero.svg';
/** The same stage cropped tall for phones: the kit low in the corners, clear of the words and buttons. */
const HERO_IMAGE_TALL = '/images/hero-tall.svg';
/** Below this width the tall crop is shown (Chakra's md breakpoint, where the hero's words centre). */
const HERO_TALL_BELOW = '(max-width: 47.99em)';
const HERO_WIDE_FROM = '(min-width: 48em)';

/** The hero's background fades in this long after the page mounts… */
const HERO_FADE_DELAY_MS = 500;
/** …and takes this long to reach full strength. */
const HERO_FADE_MS = 900;

export default function HomePage() {
  const site = getSite();
  const words = getWords();
  const { sections } = page;
  const { features, mission, resourceCards } = getHomeSections();
  const tabs = getHomeLessonTabs();
  const tabStyles = tabsClasses();
  const featuredCourse = getFeaturedCourse();
  // The play button starts the beginner tab's featured lesson: the natural first step (for a returning visitor,
  // the progress island makes it today's practice).
  const categories = getLessonCategories();
  const firstLesson = categories[0]?.lessons.find((lesson) => lesson.featured);
  const lessonTitles = categories.flatMap((category) => category.lessons.map(({ slug, title }) => ({ slug, title })));
  // The hero picture is the largest thing on the first screen. React does not preload an image
  // inside a <picture> (it cannot know which source the browser picks), so say it here: the
  // request starts with the <head>, not when the parser reaches the hero, one crop per width.
  preload(HERO_IMAGE_TALL, { as: 'image', media: HERO_TALL_BELOW, fetchPriority: 'high' });
  preload(HERO_IMAGE, { as: 'image', media: HERO_WIDE_FROM, fetchPriority: 'high' });

  return (
    <>
      <JsonLd data={organizationData(site, getSiteUrl())} />
      <ProgressMarks lessons={lessonTitles} words={words.progress} />
      <Box
        as="section"
        aria-labelledby="page-heading"
        position="relative"
        overflow="hidden"
        bg="ink.950"
        color="fg.inverted"
        minH={{ base: 'calc(100svh - 4rem)', md: 'calc(100vh - 4rem)' }}
        display="flex"
        alignItems="center"
      >
        {/*
          The picture fades in 500 ms after the hero mounts, by CSS: it starts with the
          page's first paint, with or without JavaScript. Waiting for hydration to start it made
          the picture, the largest thing on screen, appear ~3 s late on a mid-range phone.
        */}
        <Box
          className="hero-background"
          aria-hidden="true"
          position="absolute"
          inset="0"
          opacity="0"
          animation={`fade-in ${HERO_FADE_MS}ms ease-out ${HERO_FADE_DELAY_MS}ms forwards`}
        >
          <picture style={{ display: 'contents' }}>
            <source media={HERO_TALL_BELOW} srcSet={HERO_IMAGE_TALL} width={800} height={1400} />
            <Box asChild w="100%" h="100%" objectFit="cover" objectPosition="right bottom">
              <img src={HERO_IMAGE} alt="" width={1600} height={900} fetchPriority="high" />
            </Box>
          </picture>
        </Box>
        {/* Keeps the words readable over the picture: darkest behind them (left on wide screens, top on phones). */}
        <Box
          position="absolute"
          inset="0"
          bgGradient={{ base: 'to-b', md: 'to-r' }}
          gradientFrom="rgba(12,10,9,0.92)"
          gradientTo={{ base: 'rgba(12,10,9,0.3)', md: 'rgba(12,10,9,0.35)' }}
        />
        <Container maxW="7xl" position="relative" py={{ base: '16', md: '24' }}>
          <Stack gap="6" maxW="3xl" textAlign={{ base: 'center', md: 'start' }} mx={{ base: 'auto', md: '0' }}>
            <Heading as="h1" id="page-heading" fontSize={{ base: '4xl', sm: '5xl', md: '7xl' }} lineHeight="1.05">
              {page.heading}
            </Heading>
            <Text fontSize={{ base: 'lg', md: '2xl' }} color="ink.200">
              {page.intro}
            </Text>
            <Flex gap="4" wrap="wrap" justify={{ base: 'center', md: 'flex-start' }}>
              <Button asChild size="xl" colorPalette="brand" rounded="full">
                <a href={`#${HOME_ANCHORS.lessons}`}>
                  {words.home.exploreLessons} <StaticIcon icon={ArrowRight} />
                </a>
              </Button>
              <Button
                asChild
                size="xl"
                variant="outline"
                rounded="full"
                color="fg.inverted"
                borderColor="whiteAlpha.600"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <a href={`#${HOME_ANCHORS.about}`}>{words.home.learnMore}</a>
              </Button>
            </Flex>
            {firstLesson ? <ContinueLine first={firstLesson} words={words.progress} onDark /> : null}
          </Stack>
          {firstLesson ? (
            <Flex justify="center" mt={{ base: '12', md: '16' }}>
              <Link
                asChild
                aria-label={fillIn(words.home.startFirstLesson, { title: firstLesson.title })}
                boxSize={{ base: '20', md: '24' }}
                rounded="full"
                bg="brand.solid"
                color="brand.contrast"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                boxShadow="0 0 0 10px rgba(234, 88, 12, 0.25)"
                transition="transform 0.15s"
                _hover={{ transform: 'scale(1.06)' }}
              >
                <NextLink href={lessonHref(firstLesson.slug)} {...{ [PROGRESS_ATTRIBUTES.practice]: '' }}>
                  <StaticIcon icon={Play} size={36} fill="currentColor" />
                </NextLink>
              </Link>
            </Flex>
          ) : null}
        </Container>
        <Link
          href={`#${HOME_ANCHORS.about}`}
          aria-label={words.home.scrollDown}
          position="absolute"
          bottom="6"
          left="50%"
          transform="translateX(-50%)"
          color="fg.inverted"
          rounded="full"
          p="2"
          // Three bounces, then still: moving content must stop within five seconds (WCAG 2.2.2).
          css={{ animation: 'bounce 1s ease-in-out 3' }}
        >
          <StaticIcon icon={ChevronDown} size={32} />
        </Link>
      </Box>

      <Section
        anchor={HOME_ANCHORS.about}
        headingId="about-heading"
        copy={sections.about}
        py={{ base: '16', md: '24' }}
        scrollMarginTop="16"
      >
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="stretch">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6">
            {features.map((feature) => (
              <IconCard key={feature.title} {...feature} />
            ))}
          </SimpleGrid>
          <Stack
            bg="bg.inverted"
            color="fg.inverted"
            rounded="2xl"
            p={{ base: '8', md: '10' }}
            gap="4"
            justify="center"
          >
            <Heading as="h3" fontSize="3xl">
              {mission.title}
            </Heading>
            <Text color="fg.invertedMuted" fontSize="lg">
              {mission.text}
            </Text>
            <Link asChild color="brass.300" fontWeight="semibold" alignSelf="flex-start">
              <NextLink href={ROUTES.about}>
                {words.home.readOurStory} <StaticIcon icon={ArrowRight} size={18} />
              </NextLink>
            </Link>
          </Stack>
        </Grid>
      </Section>

      <Section
        anchor={HOME_ANCHORS.lessons}
        headingId="lessons-heading"
        copy={sections.lessons}
        py={{ base: '16', md: '24' }}
        bg="bg.panel"
        scrollMarginTop="16"
      >
        {tabStyles.styles}
        <Tabs
          classes={tabStyles.names}
          name="home-levels"
          label={words.home.levelTabs}
          tabs={tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            panel: (
              <>
                <Heading as="h3" className="tab-panel-heading" srOnly>
                  {fillIn(words.home.levelLessons, { level: tab.label })}
                </Heading>
                <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
                  {tab.lessons.map((lesson) => (
                    <LessonCard
                      key={lesson.slug}
                      lesson={lesson}
                      words={words.lessons}
                      headingLevel="h4"
                      doneLabel={words.progress.done}
                    />
                  ))}
                </SimpleGrid>
              </>
            ),
          }))}
        />
        <Flex justify="center" mt="10" mb="16">
          <Button asChild size="lg" variant="outline" colorPalette="brand" rounded="full">
            <NextLink href={ROUTES.lessons}>
              {words.home.viewAllLessons} <StaticIcon icon={ArrowRight} />
            </NextLink>
          </Button>
        </Flex>
        <FeaturedLessonBanner
          lesson={featuredCourse.lesson}
          tagline={featuredCourse.tagline}
          words={words.lessons}
          headingLevel="h3"
          doneLabel={words.progress.done}
        />
        {/* Beside the lessons: the rudiments and the study shelf's graded studies. */}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mt="10">
          <NextStepCard
            title={words.lessons.rudimentsTitle}
            text={words.lessons.rudimentsText}
            link={words.lessons.rudimentsLink}
            href={ROUTES.rudiments}
            icon={<StaticIcon icon={Drum} size={24} />}
            headingLevel="h3"
          />
          <NextStepCard
            title={words.studies.shelfTitle}
            text={words.studies.shelfText}
            link={words.studies.shelfLink}
            href={ROUTES.studies}
            icon={<StaticIcon icon={BookOpen} size={24} />}
            headingLevel="h3"
          />
        </SimpleGrid>
      </Section>

      <Section
        anchor={HOME_ANCHORS.resources}
        headingId="resources-heading"
        copy={sections.resources}
        py={{ base: '16', md: '24' }}
        scrollMarginTop="16"
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" mb="16">
          {resourceCards.map((card) => (
            <ExternalLinkCard key={card.url} {...card} newTab={words.links.newTab} />
          ))}
          <NextStepCard
            title={words.home.moreResourcesTitle}
            text={words.home.moreResourcesText}
            link={words.home.moreResourcesLink}
            href={ROUTES.resources}
            icon={<StaticIcon icon={Library} size={24} />}
            headingLevel="h3"
          />
        </SimpleGrid>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
          <Box>
            <Heading as="h3" fontSize="2xl" mb="4">
              {words.home.news}
            </Heading>
            <NewsFeedEmbed urls={site.embeds} words={words.embeds} newTab={words.links.newTab} />
          </Box>
          {/* Beside the 1600 px feed, the sponsor boxes travel down with the reader instead of leaving a column of empty page. */}
          <Box position={{ lg: 'sticky' }} top={{ lg: '24' }}>
            <Heading as="h3" fontSize="2xl" mb="4">
              {words.home.sponsors}
            </Heading>
            <SponsorSlots siteName={site.name} email={site.email} words={words.sponsors} headingLevel="h4" stacked />
          </Box>
        </Grid>
      </Section>

      <Section
        anchor={HOME_ANCHORS.contact}
        headingId="contact-heading"
        copy={{ ...sections.contact, intro: sections.contact.intro ?? getPage('contact').intro }}
        py={{ base: '16', md: '24' }}
        bg="bg.panel"
        scrollMarginTop="16"
      >
        <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="10" alignItems="start">
          <ContactDetails items={getContactItems()} newTab={words.links.newTab} />
          <ContactFormEmbed urls={site.embeds} email={site.email} words={words.embeds} newTab={words.links.newTab} />
        </Grid>
      </Section>
    </>
  );
}
