import { Badge, Box, HStack, Heading, LinkOverlay, Text } from '@/components/ui';
import NextLink from 'next/link';
import { Kept } from '@/components/kept';
import { LessonFacts } from './lesson-facts';
import { LinkCard } from '@/components/link-card';
import { DoneBadge, lessonMark } from '@/features/progress';
import type { LessonSummary, Words } from '@/lib/content';
import { lessonHref } from '@/lib/routes';

interface LessonCardProps {
  lesson: LessonSummary;
  words: Words['lessons'];
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The badge a lesson the visitor marked as done shows. */
  doneLabel: string;
}

/** A lesson in a grid: picture, level, title, description, length and module count. */
export function LessonCard({ lesson, words, headingLevel = 'h3', doneLabel }: LessonCardProps) {
  // The picture, the badges and the words are kept blocks (components/kept.tsx), the picture's and the words' laid out as if they
  // were not there (`display: contents`), the badges' row the row itself: sent once, in the HTML, not again in the page's data. Only the title's link runs in the browser.
  return (
    <LinkCard display="flex" flexDirection="column" data-testid="lesson-card" {...lessonMark(lesson.slug)}>
      <Box asChild display="contents">
        <Kept>
          <Box asChild w="100%" h="auto" aspectRatio="8 / 5" objectFit="cover" bg="bg.accent">
            {/* Decorative here: the title names the card, and the lesson page gives the picture its description.
                The picture has no background of its own: the card's accent colour shows through, in either theme. */}
            <img src={lesson.image} alt="" width={800} height={500} loading="lazy" decoding="async" />
          </Box>
        </Kept>
      </Box>
      <Box p="5" display="flex" flexDirection="column" gap="2" flex="1">
        <HStack asChild gap="2">
          <Kept>
            <Badge colorPalette="brand" variant="subtle">
              {lesson.level}
            </Badge>
            <DoneBadge label={doneLabel} />
          </Kept>
        </HStack>
        <Heading as={headingLevel} fontSize="xl" lineHeight="1.25">
          <LinkOverlay asChild>
            <NextLink href={lessonHref(lesson.slug)}>{lesson.title}</NextLink>
          </LinkOverlay>
        </Heading>
        <Box asChild display="contents">
          <Kept>
            <Text color="fg.muted" fontSize="sm" flex="1">
              {lesson.description}
            </Text>
            <HStack gap="4" fontSize="sm" color="fg.muted" pt="2">
              <LessonFacts lesson={lesson} modulesWords={words.modules} iconSize={16} gap="1" />
            </HStack>
          </Kept>
        </Box>
      </Box>
    </LinkCard>
  );
}
