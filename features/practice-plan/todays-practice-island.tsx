'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import {
  GOAL_CHOICES,
  PLAN_PATHS,
  type BlockResult,
  type PlanBlockKind,
  type PlanPath,
  type PlanRecord,
  type Progress,
} from '@/features/progress/client';
import { dayOf, emptyProgress, readProgress, subscribeToProgress, updatePlan } from '@/features/progress/client';
import { buildPlan, clockTime, tempoText, weekToStore, type Learner, type PlanBlock, type PlanContent } from './plan';
import type { PlanClasses } from './plan.styles';

/** The lengths offered are the daily goals; a first visit gets a beginner's 20 minutes. */
const LENGTHS = GOAL_CHOICES;
const FIRST_MINUTES = 20;

const NOTHING: Progress = emptyProgress();
const noChange = () => () => {};
const today = () => dayOf(new Date());

const learnerOf = (progress: Progress): Learner => ({
  done: progress.done,
  ...(progress.lastLesson ? { lastLesson: progress.lastLesson.slug } : {}),
  grooves: progress.grooves,
  plan: progress.plan ?? {},
});

type Session = NonNullable<PlanRecord['today']>;

/** Today's session as kept, or a fresh one for today of the learner's daily goal (20 minutes on a first visit). */
function sessionOf(plan: PlanRecord, progress: Progress, day: string): Session {
  if (plan.today?.day === day) return plan.today;
  const goal = progress.practice?.goalMinutes;
  return { day, minutes: goal ?? FIRST_MINUTES, swaps: {}, results: {} };
}

/** Which blocks have ended: a change of it moves the keyboard on. */
const allEndedKey = (session: Session) => Object.keys(session.results).sort().join();

/** Changes today's session, starting a fresh one on a new day. */
const change = (edit: (session: Session) => Session) =>
  updatePlan((plan) => ({ ...plan, today: edit(sessionOf(plan, readProgress(), dayOf(new Date()))) }));

/**
 * Ends a block (played or skipped), once: the seconds it ran (no more than its minutes) and the fastest tempo its
 * groove was played at today are kept in today's session and, in the same write, in the blocks played. Ending
 * the block under way starts the next one not yet ended; skipping another leaves the one under way running.
 */
function endBlock(blocks: readonly PlanBlock[], kind: PlanBlockKind, skipped: boolean) {
  const at = Date.now();
  const day = dayOf(new Date(at));
  const block = blocks.find((candidate) => candidate.kind === kind)!;
  updatePlan((plan) => {
    const before = sessionOf(plan, readProgress(), day);
    if (before.results[kind]) return plan;
    const under = before.current?.kind === kind;
    const seconds = under
      ? Math.min(block.minutes * 60, Math.max(0, Math.round((at - before.current!.startedAt) / 1000)))
      : 0;
    const tempo = readProgress().grooves[block.tune.key]?.days?.[day];
    const result: BlockResult = { seconds, ...(!skipped && tempo ? { tempo } : {}), ...(skipped ? { skipped } : {}) };
    const results = { ...before.results, [kind]: result };
    const next = blocks.find((candidate) => !results[candidate.kind]);
    const { current: _ended, ...rest } = before;
    const current = under
      ? next && { kind: next.kind, key: next.tune.key, startedAt: at, seconds: next.minutes * 60 }
      : before.current;
    return {
      ...plan,
      today: { ...rest, results, ...(current ? { current } : {}) },
      played: [...(plan.played ?? []), { day, kind, key: block.tune.key, ...result }],
    };
  });
}

/**
 * Today's practice: the length and path to choose, the five blocks with their timers, and the week the plan
 * follows with its targets. Drawn on the server as a first visit's plan (a beginner's 20 minutes), then from the
 * learner's own record. Every change is kept in the progress record (store.ts), so a block under way keeps
 * its time while the learner is on its player's page.
 */
export function TodaysPracticeIsland({
  content,
  words,
  classes,
  headings,
  builtOn,
}: {
  content: PlanContent;
  words: Words['plan'];
  classes: PlanClasses;
  headings: { today: string; week: string };
  builtOn: string;
}) {
  const progress = useSyncExternalStore(subscribeToProgress, readProgress, () => NOTHING);
  const day = useSyncExternalStore(noChange, today, () => builtOn);
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const learner = learnerOf(progress);
  const session = sessionOf(learner.plan, progress, day);
  const { week, blocks } = buildPlan(content, learner, session.minutes, day, session.swaps, session.results);
  const current = session.current ? blocks.find((block) => block.kind === session.current!.kind) : undefined;
  const [now, setNow] = useState(0);
  /** Set by Start, Done and Skip, so the keyboard's place moves with the block under way (not on a page load). */
  const moved = useRef(false);
  const firstVisit =
    Object.keys(progress.done).length === 0 && !progress.plan && Object.keys(progress.grooves).length === 0;

  // Keep the week: moved on the day after it was met, or met today.
  const stored = weekToStore(week, learner, day);
  useEffect(() => {
    if (stored) updatePlan((plan) => ({ ...plan, weeks: { ...plan.weeks, [week.path]: stored } }));
  }, [week.path, stored?.index, stored?.metOn]); // eslint-disable-line react-hooks/exhaustive-deps

  const finish = (kind: PlanBlockKind, skipped: boolean) => {
    moved.current = true;
    endBlock(blocks, kind, skipped);
  };

  const left = current && session.current ? current.minutes * 60 - (now - session.current.startedAt) / 1000 : undefined;
  useEffect(() => {
    if (!session.current) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [session.current?.kind, session.current?.startedAt]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (current && left !== undefined && now > 0 && left <= 0) finish(current.kind, false);
  });

  const start = (block: PlanBlock) => {
    moved.current = true;
    change((before) => ({
      ...before,
      current: { kind: block.kind, key: block.tune.key, startedAt: Date.now(), seconds: block.minutes * 60 },
    }));
  };
  // After Start, Done or Skip the button pressed is gone: the keyboard goes on from the block under way's heading.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const target = session.current?.kind ?? 'finished';
    document.getElementById(`plan-block-${target}`)?.focus();
  }, [session.current?.kind, allEndedKey(session)]); // eslint-disable-line react-hooks/exhaustive-deps
  const next = blocks.find((block) => !block.result);
  const allEnded = blocks.every((block) => block.result);

  return (
    <div data-todays-practice data-hydrated-plan={hydrated || undefined}>
      <section aria-labelledby="plan-today">
        <h2 id="plan-today" className={classes.heading}>
          {headings.today}
        </h2>
        <noscript>
          <p className={classes.noScript}>{words.noScript}</p>
        </noscript>
        {firstVisit && <p className={classes.intro}>{words.firstVisit}</p>}
        <div className={classes.choices}>
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>{words.length}</legend>
            {LENGTHS.map((minutes) => (
              <label key={minutes} className={classes.radio}>
                <input
                  type="radio"
                  name="plan-length"
                  className={classes.input}
                  value={minutes}
                  checked={session.minutes === minutes}
                  disabled={Boolean(session.current)}
                  onChange={() => change((before) => ({ ...before, minutes }))}
                />
                {fillIn(words.lengthOption, { minutes })}
              </label>
            ))}
          </fieldset>
          <label className={classes.label}>
            {words.path}
            <select
              className={classes.select}
              value={week.path}
              onChange={(event) => updatePlan((plan) => ({ ...plan, path: event.target.value as PlanPath }))}
            >
              {PLAN_PATHS.map((path) => (
                <option key={path} value={path}>
                  {content.paths.find((entry) => entry.level === path)?.title ?? path}
                </option>
              ))}
            </select>
          </label>
        </div>
        {hydrated && !session.current && next && (
          <div className={classes.row}>
            <button type="button" className={classes.primary} onClick={() => start(next)}>
              {words.start}
            </button>
          </div>
        )}
        <ol className={classes.blocks} data-plan-minutes={session.minutes}>
          {blocks.map((block) => {
            const isCurrent = block === current;
            return (
              <li
                key={block.kind}
                className={classes.block}
                data-plan-block={block.kind}
                data-minutes={block.minutes}
                data-tune={block.tune.slug}
                data-tempo={block.tempo}
                data-current={isCurrent || undefined}
                data-result={block.result ? (block.result.skipped ? 'skipped' : 'played') : undefined}
                aria-current={isCurrent ? 'step' : undefined}
              >
                <div className={classes.head}>
                  <h3 className={classes.title} id={`plan-block-${block.kind}`} tabIndex={-1}>
                    <span className={classes.paperBox} aria-hidden="true" />
                    {block.title}
                  </h3>
                  <span className={classes.minutes}>{fillIn(words.blockMinutes, { minutes: block.minutes })}</span>
                </div>
                <p className={classes.tune}>
                  <a className={classes.link} href={block.tune.href}>
                    {block.tune.kind === 'rudiment'
                      ? fillIn(words.rudimentItem, { title: block.tune.title })
                      : fillIn(words.lessonItem, { groove: block.tune.groove, title: block.tune.title })}
                  </a>{' '}
                  {fillIn(words.blockTempo, { tempo: tempoText(words, block.tempo, block.tune) })}
                  {block.goal !== undefined &&
                    block.tempo < block.goal &&
                    `, ${fillIn(words.blockGoal, { tempo: tempoText(words, block.goal, block.tune) })}`}
                </p>
                <img
                  className={classes.notation}
                  src={block.tune.notation}
                  alt={fillIn(words.notation, { groove: block.tune.groove })}
                  data-notation-image
                />
                <p className={classes.what}>{block.instructions}</p>
                {block.result && (
                  <p className={classes.result} data-block-result>
                    {block.result.skipped
                      ? words.skipped
                      : fillIn(words.played, {
                          minutes: Math.round(block.result.seconds / 60),
                          tempo: block.result.tempo ?? block.tempo,
                        })}
                  </p>
                )}
                {hydrated && !block.result && (
                  <div className={classes.row}>
                    {isCurrent ? (
                      <>
                        <span className={classes.timer} role="timer" aria-live="off" data-time-left>
                          {fillIn(words.timeLeft, { time: clockTime(left ?? block.minutes * 60) })}
                        </span>
                        <a className={classes.primary} href={block.tune.href}>
                          {words.open}
                        </a>
                        <button type="button" className={classes.button} onClick={() => finish(block.kind, false)}>
                          {words.done}
                        </button>
                      </>
                    ) : (
                      !session.current && (
                        <button
                          type="button"
                          className={classes.button}
                          onClick={() => start(block)}
                          aria-describedby={`plan-block-${block.kind}`}
                        >
                          {words.startBlock}
                        </button>
                      )
                    )}
                    <button
                      type="button"
                      className={classes.button}
                      onClick={() => finish(block.kind, true)}
                      aria-describedby={`plan-block-${block.kind}`}
                    >
                      {words.skip}
                    </button>
                    {!isCurrent && block.options.length > 1 && (
                      <button
                        type="button"
                        className={classes.button}
                        aria-describedby={`plan-block-${block.kind}`}
                        onClick={() =>
                          change((before) => ({
                            ...before,
                            swaps: {
                              ...before.swaps,
                              [block.kind]: ((before.swaps[block.kind] ?? 0) + 1) % block.options.length,
                            },
                          }))
                        }
                      >
                        {words.swap}
                      </button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
        <p className={classes.finished} role="status" id="plan-block-finished" tabIndex={-1}>
          {allEnded ? words.finished : ''}
        </p>
      </section>
      <section
        aria-labelledby="plan-week"
        className={classes.section}
        data-week={week.index + 1}
        data-week-met={week.met || undefined}
      >
        <h2 id="plan-week" className={classes.heading}>
          {headings.week}
        </h2>
        <h3 className={classes.title}>
          {fillIn(words.week, { path: week.pathTitle, week: week.index + 1, weeks: week.count })}
        </h3>
        <p className={classes.goal}>{week.week.goal}</p>
        <ul className={classes.targets} aria-label={words.targets}>
          {week.targets.map((target) => (
            <li key={target.id} className={classes.target} data-target={target.slug} data-met={target.met || undefined}>
              <label className={classes.check}>
                <input
                  type="checkbox"
                  className={classes.input}
                  checked={target.met}
                  disabled={!hydrated || (target.met && !target.ticked)}
                  onChange={(event) =>
                    updatePlan((plan) => {
                      const ticks = { ...plan.ticks };
                      if (event.target.checked) ticks[target.id] = day;
                      else delete ticks[target.id];
                      return { ...plan, ticks };
                    })
                  }
                />
                {target.kind === 'lesson'
                  ? fillIn(words.lessonTarget, { title: target.tune?.title ?? target.slug })
                  : fillIn(words.rudimentTarget, {
                      title: target.tune?.title ?? target.slug,
                      tempo: tempoText(words, target.tempo ?? 0, target.tune),
                    })}
              </label>
              {target.tune && (
                <a className={classes.screenLink} href={target.tune.href}>
                  {words.open}
                </a>
              )}
              {target.tune && (
                <img
                  className={classes.targetNotation}
                  src={target.tune.notation}
                  alt={fillIn(words.notation, { groove: target.tune.groove })}
                />
              )}
              {target.kind === 'rudiment' && target.best !== undefined && (
                <span>{fillIn(words.bestSoFar, { tempo: tempoText(words, target.best, target.tune) })}</span>
              )}
              {target.reached && (
                <span data-reached={target.reached}>
                  {target.reached === 'trainer' ? words.reachedTrainer : words.reachedPlayAlong}
                </span>
              )}
            </li>
          ))}
        </ul>
        <p className={classes.finished} role="status">
          {week.pathDone ? words.pathDone : week.met ? fillIn(words.weekDone, { next: week.index + 2 }) : ''}
        </p>
      </section>
    </div>
  );
}
