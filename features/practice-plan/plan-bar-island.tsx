'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import type { PlanBlockKind, Progress } from '@/features/progress/client';
import { dayOf, emptyProgress, readProgress, subscribeToProgress } from '@/features/progress/client';
import { ROUTES } from '@/lib/routes';
import { clockTime } from './plan';
import type { PlanBarClasses } from './plan.styles';

const NOTHING: Progress = emptyProgress();

/**
 * The block of today's practice under way, followed onto its player's page: its title, the time it has left
 * (or that its time is up) and the way back to the plan, which ends the block and starts the next. Nothing
 * shows unless a block was started today.
 */
export function PlanBarIsland({
  titles,
  words,
  classes,
}: {
  titles: Record<PlanBlockKind, string>;
  words: Pick<Words['plan'], 'bar' | 'timeLeft' | 'timeUp' | 'backToPlan'>;
  classes: PlanBarClasses;
}) {
  const progress = useSyncExternalStore(subscribeToProgress, readProgress, () => NOTHING);
  const today = progress.plan?.today;
  const current = today && today.day === dayOf(new Date()) ? today.current : undefined;
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (!current) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [current]);
  if (!current || now === 0) return null;
  const left = Math.ceil(current.seconds - (now - current.startedAt) / 1000);
  return (
    <aside className={classes.bar} aria-label={words.bar} data-plan-bar>
      <span className={classes.title}>{titles[current.kind]}</span>
      <span role="timer" className={classes.timer}>
        {left > 0 ? fillIn(words.timeLeft, { time: clockTime(left) }) : words.timeUp}
      </span>
      <a className={classes.link} href={ROUTES.practice}>
        {words.backToPlan}
      </a>
    </aside>
  );
}
