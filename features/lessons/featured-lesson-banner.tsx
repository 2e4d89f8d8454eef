import { Badge, Box, Button, Flex, HStack, Heading, Stack, Text } from '@/components/ui';
import { ArrowRight } from '@/components/static-icons';
import { StaticIcon } from '@/components/static-icon';
import NextLink from 'next/link';
import { Kept } from '@/components/kept';
import { LessonFacts } from './lesson-facts';
import type { LessonSummary, Words } from '@/lib/content';
import { lessonHref } from '@/lib/routes';
import { DoneBadge, lessonMark } from '@/features/progress';

interface BannerProps {
  lesson: LessonSummary;
  tagline: string;
  words: Words['lessons'];
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Near the top of the page (the lessons page's first tab): load the picture at once. */
  priority?: boolean;
  /** The picture's address, when the page writes it in (a `data:` address); the lesson's file otherwise. */
  imageSrc?: string;
  /** The badge shown once the visitor has marked the lesson as done. */
  doneLabel: string;
}

/** A wide banner for one lesson: the featured lesson of a tab, or the home page's featured course. */
export function FeaturedLessonBanner({
  lesson,
  tagline,
  words,
  headingLevel = 'h4',
  priority = false,
  doneLabel,
  imageSrc = lesson.image,
}: BannerProps) {
  return (
    <Flex
      as="article"
      direction={{ base: 'column', md: 'row' }}
      // The picture's side takes the accent colour behind the whole banner, so no dark edge shows at its rounded corners.
      bg="bg.accent"
      color="fg.inverted"
      rounded="2xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border"
      data-testid="featured-lesson"
      {...lessonMark(lesson.slug)}
    >
      {/* The picture, on the lessons page a `data:` address of some 10 KB: sent once, in the HTML. */}
      <Box asChild flex="1" minW="0">
        <Kept>
          <Box
            asChild
            w="100%"
            h="100%"
            minH={{ md: '72' }}
            aspectRatio={{ base: '8 / 5', md: 'auto' }}
            objectFit="cover"
          >
            <img
              src={imageSrc}
              alt={lesson.imageAlt}
              width={800}
              height={500}
              {...(priority
                ? { fetchPriority: 'high' as const }
                : { loading: 'lazy' as const, decoding: 'async' as const })}
            />
          </Box>
        </Kept>
      </Box>
      <Stack flex="1" gap="4" p={{ base: '6', md: '10' }} justify="center" bg="bg.inverted">
        {/* Kept (components/kept.tsx), laid out as if it were not there: only the button's link runs in the browser. */}
        <Box asChild display="contents">
          <Kept>
            <HStack gap="2">
              <Badge bg="brass.400" color="ink.900" fontWeight="bold">
                {tagline}
              </Badge>
              <DoneBadge label={doneLabel} />
            </HStack>
            <Heading as={headingLevel} fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.15">
              {lesson.title}
            </Heading>
            <Text color="fg.invertedMuted">{lesson.description}</Text>
            <HStack gap="5" color="fg.invertedMuted" fontSize="sm" wrap="wrap">
              <Text as="span">{lesson.level}</Text>
              <LessonFacts lesson={lesson} modulesWords={words.modules} iconSize={16} gap="1.5" />
            </HStack>
          </Kept>
        </Box>
        <Button asChild colorPalette="brand" alignSelf="flex-start" size="lg">
          <NextLink href={lessonHref(lesson.slug)}>
            {words.startLesson}
            <Box as="span" srOnly>
              : {lesson.title}
            </Box>
            <StaticIcon icon={ArrowRight} />
          </NextLink>
        </Button>
      </Stack>
    </Flex>
  );
}
