import { HStack } from '@/components/ui';
import { StaticIcon } from '@/components/static-icon';
import { Clock, Layers } from '@/components/static-icons';
import type { LessonSummary } from '@/lib/content';
import { fillIn, formatDuration } from '@/lib/format';

/**
 * A lesson's length and its number of modules, each after its icon: on its card, its banner and its own page, in a
 * row the caller lays out (and may add to).
 */
export function LessonFacts({
  lesson,
  modulesWords,
  iconSize,
  gap,
}: {
  lesson: Pick<LessonSummary, 'duration' | 'modules'>;
  /** How the modules are counted ("{count} modules"). */
  modulesWords: string;
  iconSize: number;
  /** Between an icon and its words. */
  gap: '1' | '1.5';
}) {
  return (
    <>
      <HStack gap={gap}>
        <StaticIcon icon={Clock} size={iconSize} />
        <span>{formatDuration(lesson.duration)}</span>
      </HStack>
      <HStack gap={gap}>
        <StaticIcon icon={Layers} size={iconSize} />
        <span>{fillIn(modulesWords, { count: lesson.modules.length })}</span>
      </HStack>
    </>
  );
}
