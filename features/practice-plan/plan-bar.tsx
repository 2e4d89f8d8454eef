import type { PlanBlockKind } from '@/features/progress/record';
import { getPracticePlan, getWords } from '@/lib/content';
import { PlanBarLazy } from './lazy';
import { planBarClasses } from './plan.styles';

/**
 * On a page with a player: the bar of today's practice when one of its blocks is under way. Its code is fetched
 * after the page has hydrated, so a page's first load carries none of it.
 */
export function PlanBar() {
  const { names, styles } = planBarClasses();
  const { bar, timeLeft, timeUp, backToPlan } = getWords().plan;
  const titles = Object.fromEntries(getPracticePlan().blocks.map((block) => [block.kind, block.title])) as Record<
    PlanBlockKind,
    string
  >;
  return (
    <>
      {styles}
      <PlanBarLazy titles={titles} words={{ bar, timeLeft, timeUp, backToPlan }} classes={names} />
    </>
  );
}
