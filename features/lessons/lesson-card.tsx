import { Badge, Box, HStack, Heading, LinkOverlay, Text } from '@/components/ui';
import { Clock, Layers } from 'lucide-react';
import NextLink from 'next/link';
import { LinkCard } from '@/components/link-card';
import { DoneBadge, lessonMark } from '@/features/progress';
import type { LessonSummary, Words } from '@/lib/content';
import { fillIn, formatDuration } from '@/lib/format';
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
  return (
    <LinkCard display="flex" flexDirection="column" data-testid="lesson-card" {...lessonMark(lesson.slug)}>
      <Box asChild w="100%" h="auto" aspectRatio="8 / 5" objectFit="cover" bg="bg.accent">
        {/* Decorative here: the title names the card, and the lesson page gives the picture its description.
            The picture has no background of its own: the card's accent colour shows through, in either theme. */}
        <img src={lesson.image} alt="" width={800} height={500} loading="lazy" decoding="async" />
      </Box>
      <Box p="5" display="flex" flexDirection="column" gap="2" flex="1">
        <HStack gap="2">
          <Badge colorPalette="brand" variant="subtle">
            {lesson.level}
          </Badge>
          <DoneBadge label={doneLabel} />
        </HStack>
        <Heading as={headingLevel} fontSize="xl" lineHeight="1.25">
          <LinkOverlay asChild>
            <NextLink href={lessonHref(lesson.slug)}>{lesson.title}</NextLink>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" fontSize="sm" flex="1">
          {lesson.description}
        </Text>
        <HStack gap="4" fontSize="sm" color="fg.muted" pt="2">
          <HStack gap="1">
            <Clock aria-hidden="true" width={16} height={16} />
            <span>{formatDuration(lesson.duration)}</span>
          </HStack>
          <HStack gap="1">
            <Layers aria-hidden="true" width={16} height={16} />
            <span>{fillIn(words.modules, { count: lesson.modules.length })}</span>
          </HStack>
        </HStack>
      </Box>
    </LinkCard>
  );
}
