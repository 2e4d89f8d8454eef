import { Box, Container, Heading, Link, Text } from '@/components/ui';
import { ROUTES } from '@/lib/routes';
import type { Words } from '@/lib/content';
import { LessonDoneIsland, PracticeCalendarIsland, ProgressFileIsland } from './lazy';
import { lessonDoneClasses, practiceCalendarClasses, progressFileClasses } from './progress.styles';

/** The end of a lesson: "Mark this lesson as done" (and, without JavaScript, why it is missing). */
export function LessonDone({ slug, words }: { slug: string; words: Words['progress'] }) {
  const { names, styles } = lessonDoneClasses();
  return (
    <>
      {styles}
      <noscript>
        <p className={names.hint}>{words.noScript}</p>
      </noscript>
      <div className={names.reserve}>
        <LessonDoneIsland
          slug={slug}
          classes={names}
          words={{
            markDone: words.markDone,
            markDoneHint: words.markDoneHint,
            blocked: words.blocked,
            full: words.full,
          }}
        />
      </div>
    </>
  );
}

/** The lessons page's box: what is kept on the device, and buttons to save, load or forget it. */
export function ProgressFile({ words, anchor }: { words: Words['progress']; anchor: string }) {
  const { names, styles } = progressFileClasses();
  const {
    heading,
    intro,
    noScript,
    save,
    load,
    forget,
    forgetConfirm,
    saved,
    loaded,
    forgotten,
    blocked,
    full,
    unreadable,
    foreign,
    newer,
    damaged,
  } = words;
  return (
    <Box
      as="section"
      id={anchor}
      aria-labelledby={`${anchor}-heading`}
      py={{ base: '12', md: '16' }}
      scrollMarginTop="16"
    >
      {styles}
      <Container maxW="3xl">
        <Heading as="h2" id={`${anchor}-heading`} fontSize={{ base: '2xl', md: '3xl' }} mb="3">
          {heading}
        </Heading>
        <Text color="fg.muted">{intro}</Text>
        <noscript>
          <p className={names.status}>{noScript}</p>
        </noscript>
        <PracticeCalendar words={words} />
        <div className={names.reserve}>
          <ProgressFileIsland
            classes={names}
            words={{
              save,
              load,
              forget,
              forgetConfirm,
              saved,
              loaded,
              forgotten,
              blocked,
              full,
              unreadable,
              foreign,
              newer,
              damaged,
            }}
          />
        </div>
      </Container>
    </Box>
  );
}

/** Minutes played a day, the goal and the streaks, under the progress box's heading: an island with the store. */
function PracticeCalendar({ words }: { words: Words['progress'] }) {
  const { names, styles } = practiceCalendarClasses();
  return (
    <>
      {styles}
      <Heading as="h3" fontSize="xl" mt="8">
        {words.practiceHeading}
      </Heading>
      <div className={names.reserve}>
        <PracticeCalendarIsland
          classes={names}
          words={{
            practiceToday: words.practiceToday,
            practiceStreak: words.practiceStreak,
            practiceGoal: words.practiceGoal,
            practiceGoalOption: words.practiceGoalOption,
            practiceCalendar: words.practiceCalendar,
            practiceWeek: words.practiceWeek,
            practiceLegend: words.practiceLegend,
          }}
        />
      </div>
      <Link
        href={ROUTES.practice}
        fontWeight="semibold"
        color="fg.link"
        textDecoration="underline"
        textUnderlineOffset="3px"
      >
        {words.practicePlan}
      </Link>
    </>
  );
}
