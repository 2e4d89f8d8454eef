import { Badge, Link, Text } from '@/components/ui';
import { Check } from '@/components/static-icons';
import { StaticIcon } from '@/components/static-icon';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { lessonHref } from '@/lib/routes';
import { PROGRESS_ATTRIBUTES as A } from './attributes';
import { ProgressMarksIsland } from './lazy';

/** Put on a lesson's card or banner (spread as props), so its Done badge shows once the lesson is done. */
export function lessonMark(slug: string) {
  return { [A.lesson]: slug };
}

/**
 * "Done", beside a lesson's level on its card: hidden until the card is marked done (by the
 * progress island), and then read out with the card. It sits in the badges' row, which is as
 * tall with it as without it.
 */
export function DoneBadge({ label }: { label: string }) {
  return (
    <Badge
      colorPalette="brand"
      variant="solid"
      gap="1"
      display="none"
      css={{ [`[${A.done}] &`]: { display: 'inline-flex' } }}
    >
      <StaticIcon icon={Check} size={12} strokeWidth={3} />
      {label}
    </Badge>
  );
}

/** A learning path's length; the island turns it into "2 of 6 lessons done". */
export function PathProgress({ slugs, words }: { slugs: string[]; words: Pick<Words['progress'], 'pathLength'> }) {
  return (
    <Text fontWeight="semibold" color="fg.muted" {...{ [A.pathLessons]: slugs.join(' ') }}>
      {fillIn(words.pathLength, { total: slugs.length })}
    </Text>
  );
}

interface ContinueLineProps {
  /** Where a first visit starts. */
  first: { slug: string; title: string };
  words: Pick<Words['progress'], 'startHere'>;
  /** On a dark band (the heroes). */
  onDark?: boolean;
}

/**
 * "New here? Start with …", which becomes "Continue where you left off: …" for a visitor who has
 * opened a lesson. Its room is the same whatever its words (two lines below wide screens, one on
 * them; a longer text ends in an ellipsis), so the page does not move when it changes.
 */
export function ContinueLine({ first, words, onDark = false }: ContinueLineProps) {
  return (
    // Two lines kept on phones and tablets, one on wide screens: either text fits its room, so nothing moves when it changes.
    <Text fontWeight="semibold" lineHeight="1.5" lineClamp={2} minH={{ base: '3em', lg: '1.5em' }}>
      <Link
        href={lessonHref(first.slug)}
        color={onDark ? 'brass.300' : 'fg.link'}
        textDecoration="underline"
        textUnderlineOffset="3px"
        {...{ [A.continue]: '' }}
      >
        {fillIn(words.startHere, { title: first.title })}
      </Link>
    </Text>
  );
}

/**
 * The progress island of a page that lists lessons (progress-marks-island.tsx), handed only the four sentences it
 * writes: the page's data carries what a client component is given, and the whole of the progress words (the
 * practice calendar's, the file's…) were 2.7 KB of the home and lessons pages' data.
 */
export function ProgressMarks({
  lessons,
  words: { continue: continueWords, pathDone, pathLength, practicePlan },
}: {
  lessons: { slug: string; title: string }[];
  words: Pick<Words['progress'], 'continue' | 'pathDone' | 'pathLength' | 'practicePlan'>;
}) {
  return (
    <ProgressMarksIsland lessons={lessons} words={{ continue: continueWords, pathDone, pathLength, practicePlan }} />
  );
}
