import type { PlanBlockKind } from '@/features/progress/client';
import type { Words } from '@/lib/content';
import { PlanBarLazy } from '../lazy';
import { planBarClasses } from '../plan.styles';

/**
 * On a page with a player: the bar of today's practice when one of its blocks is under way. Its code is fetched
 * after the page has hydrated, so a page's first load carries none of it.
 */
export function PlanBar({
  titles,
  words,
}: {
  /** Each block's title, from content/practice-plan.yaml. */
  titles: Record<PlanBlockKind, string>;
  words: Words['plan'];
}) {
  const { names, styles } = planBarClasses();
  const { bar, timeLeft, timeUp, backToPlan } = words;
  return (
    <>
      {styles}
      <PlanBarLazy titles={titles} words={{ bar, timeLeft, timeUp, backToPlan }} classes={names} />
    </>
  );
}
