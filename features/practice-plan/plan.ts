/**
 * Today's practice, worked out from the learner's record: which week of their path they are in, what each block
 * plays and for how long, and at what tempo. Pure functions of the content and the record, so the plan a page
 * shows can be tested without a browser, and the server can draw a first visitor's plan before any script runs.
 */
import type { BlockResult, PlanBlockKind, PlanPath, PlanRecord } from '@/features/progress/client';
import type { PlanBlockContent, PlanContent, PlanTune, PlanWeek } from '@/lib/content';
import { dayNumber } from '@/lib/days';
import { fillIn } from '@/lib/format';

export type { PlanBlockContent, PlanContent, PlanTune, PlanWeek };

/** A tempo as the plan writes it: "120 BPM", or "♪ = 120" for a groove whose beat counted is an eighth note (6/8). */
export function tempoText(
  words: { tempo: string; tempoEighths: string },
  tempo: number,
  tune: { inEighths: boolean } | undefined,
): string {
  return fillIn(tune?.inEighths ? words.tempoEighths : words.tempo, { tempo });
}

/** What the plan reads of the progress record. */
export interface Learner {
  done: Readonly<Record<string, string>>;
  lastLesson?: string;
  grooves: Readonly<
    Record<
      string,
      {
        last?: number;
        fastest?: number;
        trained?: number;
        days?: Record<string, number>;
        best?: Record<string, { onTime: number }>;
      }
    >
  >;
  plan: PlanRecord;
}

export interface Target {
  /** Unique within the path: what a tick is kept under. */
  id: string;
  kind: 'lesson' | 'rudiment';
  tune: PlanTune | undefined;
  slug: string;
  /** For a rudiment: the tempo to reach. */
  tempo?: number;
  /** For a rudiment: the fastest played so far. */
  best?: number;
  met: boolean;
  /** Met by a tick rather than by the record. */
  ticked: boolean;
  /** For a rudiment the record shows met: how its tempo was reached. */
  reached?: 'trainer' | 'play-along';
}

export interface WeekNow {
  path: PlanPath;
  pathTitle: string;
  index: number;
  count: number;
  week: PlanWeek;
  targets: Target[];
  /** Every target met. */
  met: boolean;
  /** The last week is met too. */
  pathDone: boolean;
}

export interface PlanBlock {
  kind: PlanBlockKind;
  title: string;
  instructions: string;
  minutes: number;
  /** What it may play, in the order Swap walks through them. */
  options: PlanTune[];
  tune: PlanTune;
  /** The tempo to play at: the last one played, or the one it is written at. */
  tempo: number;
  /** The week's tempo to reach, when the tune is one of the week's rudiments. */
  goal?: number;
  result?: BlockResult;
}

/** A play-along run this share on time (percent) or better is steady: it meets a rudiment's target tempo. */
export const STEADY_ON_TIME = 85;

/** A timer's minutes and seconds, `3:05`. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Whole minutes for each share, adding up to `total` exactly, each at least one (largest remainders get the rest). */
export function splitMinutes(shares: readonly number[], total: number): number[] {
  const sum = shares.reduce((all, share) => all + share, 0);
  const exact = shares.map((share) => (share / sum) * total);
  const minutes = exact.map((value) => Math.max(1, Math.floor(value)));
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  let left = total - minutes.reduce((all, value) => all + value, 0);
  for (let turn = 0; left > 0; turn++, left--) minutes[byRemainder[turn % byRemainder.length]!.index]! += 1;
  for (let turn = 0; left < 0; turn++) {
    const { index } = byRemainder[byRemainder.length - 1 - (turn % byRemainder.length)]!;
    if (minutes[index]! > 1) {
      minutes[index]! -= 1;
      left++;
    }
  }
  return minutes;
}

/** The list turned so that `day` starts at a different item each day. */
function turned<T>(items: readonly T[], day: string): T[] {
  if (items.length === 0) return [];
  const start = dayNumber(day) % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

const unique = (tunes: readonly (PlanTune | undefined)[]): PlanTune[] => {
  const seen = new Set<string>();
  return tunes.filter((tune): tune is PlanTune => {
    if (!tune || seen.has(tune.key)) return false;
    seen.add(tune.key);
    return true;
  });
};

export const targetId = (kind: 'lesson' | 'rudiment', slug: string, index: number) => `${index + 1}:${kind}:${slug}`;

/** The path and week the plan follows today: the stored week, or the next one once a day has passed since it was met. */
export function weekNow(content: PlanContent, learner: Learner, today: string): WeekNow {
  const path = learner.plan.path ?? 'beginner';
  const entry = content.paths.find((candidate) => candidate.level === path) ?? content.paths[0]!;
  const stored = learner.plan.weeks?.[entry.level];
  const last = entry.weeks.length - 1;
  let index = Math.min(stored?.index ?? 0, last);
  const movedOn = stored?.metOn !== undefined && stored.metOn < today && index < last;
  if (movedOn) index += 1;
  const week = entry.weeks[index]!;
  const ticks = learner.plan.ticks ?? {};
  const tickOf = (id: string) => `${entry.level}/${id}`;
  const targets: Target[] = [
    ...week.lessons.map((slug) => {
      const id = targetId('lesson', slug, index);
      const ticked = Boolean(ticks[tickOf(id)]);
      return {
        id: tickOf(id),
        kind: 'lesson' as const,
        slug,
        tune: content.lessons.find((tune) => tune.slug === slug),
        met: Boolean(learner.done[slug]) || ticked,
        ticked,
      };
    }),
    ...week.rudiments.map(({ rudiment, tempo }) => {
      const id = targetId('rudiment', rudiment, index);
      const tune = content.rudiments.find((candidate) => candidate.slug === rudiment);
      const record = tune ? learner.grooves[tune.key] : undefined;
      const ticked = Boolean(ticks[tickOf(id)]);
      // Pressing play proves nothing. The tempo is reached when the speed trainer climbed to it with the learner,
      // or a play-along run at it or faster was steady; otherwise the learner ticks it.
      const steady = Object.entries(record?.best ?? {}).some(
        ([bpm, run]) => Number(bpm) >= tempo && run.onTime >= STEADY_ON_TIME,
      );
      const trained = (record?.trained ?? 0) >= tempo;
      return {
        id: tickOf(id),
        kind: 'rudiment' as const,
        slug: rudiment,
        tune,
        tempo,
        best: record?.fastest,
        met: steady || trained || ticked,
        ticked,
        reached: steady ? ('play-along' as const) : trained ? ('trainer' as const) : undefined,
      };
    }),
  ];
  const met = targets.every((target) => target.met);
  return {
    path: entry.level,
    pathTitle: entry.title,
    index,
    count: entry.weeks.length,
    week,
    targets,
    met,
    pathDone: met && index === last,
  };
}

/** The week as it should be stored for its path after today's look at it: moved on, or met today. Undefined when unchanged. */
export function weekToStore(
  now: WeekNow,
  learner: Learner,
  today: string,
): { index: number; metOn?: string } | undefined {
  const stored = learner.plan.weeks?.[now.path];
  const metOn = now.met ? (stored?.index === now.index && stored.metOn ? stored.metOn : today) : undefined;
  const next = { index: now.index, ...(metOn ? { metOn } : {}) };
  const same = stored ? stored.index === next.index && stored.metOn === next.metOn : next.index === 0 && !next.metOn;
  return same ? undefined : next;
}

/** The tempo to play a tune at: the last one played on this device, or the one it is written at. */
export const tempoFor = (tune: PlanTune, learner: Learner) => learner.grooves[tune.key]?.last ?? tune.tempo;

/**
 * Today's blocks for a session of `minutes`: each block's share of the time, what it plays (turned by
 * `swaps[kind]`) and its tempo, with what each block already gave today.
 */
export function buildPlan(
  content: PlanContent,
  learner: Learner,
  minutes: number,
  today: string,
  swaps: Partial<Record<PlanBlockKind, number>> = {},
  results: Partial<Record<PlanBlockKind, BlockResult>> = {},
): { week: WeekNow; blocks: PlanBlock[] } {
  const week = weekNow(content, learner, today);
  const lessonBySlug = new Map(content.lessons.map((tune) => [tune.slug, tune]));
  const rudimentBySlug = new Map(content.rudiments.map((tune) => [tune.slug, tune]));
  const weekLessons = unique(week.week.lessons.map((slug) => lessonBySlug.get(slug)));
  const weekRudiments = week.targets.filter((target) => target.kind === 'rudiment');
  const unmetFirst = [
    ...weekRudiments.filter((target) => !target.met),
    ...weekRudiments.filter((target) => target.met),
  ];
  const inProgress =
    learner.lastLesson && !learner.done[learner.lastLesson] ? lessonBySlug.get(learner.lastLesson) : undefined;
  const notDone = weekLessons.filter((tune) => !learner.done[tune.slug]);
  const firstLesson = content.lessons[0]!;

  // The lesson last opened is the lesson in progress only when it is one of the week's: a fills lesson opened from
  // the plan must not take over tomorrow's groove.
  const inWeek = inProgress && weekLessons.some((tune) => tune.key === inProgress.key) ? inProgress : undefined;
  // Rudiments the learner has met: played on this device, or set by this path's weeks so far.
  const path = content.paths.find((entry) => entry.level === week.path);
  const metSoFar = new Set(
    (path?.weeks.slice(0, week.index + 1) ?? []).flatMap((each) => each.rudiments.map((target) => target.rudiment)),
  );

  const optionsFor = (block: PlanBlockContent, chosen: ReadonlyMap<PlanBlockKind, PlanTune>): PlanTune[] => {
    const pool = (slugs: readonly string[] | undefined, from: Map<string, PlanTune>) =>
      unique((slugs ?? []).map((slug) => from.get(slug)));
    switch (block.kind) {
      case 'warm-up': {
        // Warm up on what the hands know: never on a rudiment not yet met.
        const listed = pool(block.rudiments, rudimentBySlug);
        const known = listed.filter((tune) => learner.grooves[tune.key] || metSoFar.has(tune.slug));
        return turned(known.length > 0 ? known : listed.slice(0, 1), today);
      }
      case 'hands':
        return unique([
          ...unmetFirst.map((target) => target.tune),
          ...turned(pool(block.rudiments, rudimentBySlug), today),
        ]);
      case 'groove':
        return unique([inWeek, ...notDone, ...weekLessons, firstLesson]);
      case 'fills-reading': {
        // The week's first, then the list in its order, the lessons not yet done before those done.
        const listed = pool(block.lessons, lessonBySlug);
        const slugs = new Set(listed.map((tune) => tune.slug));
        return unique([
          ...weekLessons.filter((tune) => slugs.has(tune.slug)),
          ...listed.filter((tune) => !learner.done[tune.slug]),
          ...listed,
        ]);
      }
      case 'check': {
        // Something learnt: a lesson done (from the block's list, when it has one), longest ago first, one a day.
        const allowed = block.lessons ? new Set(block.lessons) : undefined;
        const learnt = Object.entries(learner.done)
          .filter(([slug]) => !allowed || allowed.has(slug))
          .sort(([, a], [, b]) => a.localeCompare(b))
          .map(([slug]) => lessonBySlug.get(slug));
        const options = turned(unique(learnt), today).filter((tune) => tune.key !== chosen.get('groove')?.key);
        // Nothing learnt yet: the week's rudiment against the click.
        return options.length > 0 ? options : unique([chosen.get('hands'), chosen.get('groove')]);
      }
    }
  };

  const shares = splitMinutes(
    content.blocks.map((block) => block.share),
    minutes,
  );
  // Chosen in order of weight, so the week's work comes first: a block plays something no weightier block
  // plays today, while it has anything else to offer (the warm-up does not play the week's rudiment again).
  const WEIGHT: readonly PlanBlockKind[] = ['groove', 'hands', 'fills-reading', 'check', 'warm-up'];
  const taken = new Set<string>();
  const chosen = new Map<PlanBlockKind, { options: PlanTune[]; tune: PlanTune }>();
  const tunes = new Map<PlanBlockKind, PlanTune>();
  for (const kind of WEIGHT) {
    const block = content.blocks.find((candidate) => candidate.kind === kind);
    if (!block) continue;
    const all = optionsFor(block, tunes);
    const fresh = all.filter((tune) => !taken.has(tune.key));
    const options = fresh.length > 0 ? fresh : all.length > 0 ? all : [firstLesson];
    const tune = options[(swaps[kind] ?? 0) % options.length]!;
    taken.add(tune.key);
    tunes.set(kind, tune);
    chosen.set(kind, { options, tune });
  }
  const blocks = content.blocks.map((block, index): PlanBlock => {
    const { options, tune } = chosen.get(block.kind)!;
    const goal = weekRudiments.find((target) => target.tune?.key === tune.key)?.tempo;
    return {
      kind: block.kind,
      title: block.title,
      instructions: block.instructions,
      minutes: shares[index]!,
      options,
      tune,
      tempo: tempoFor(tune, learner),
      ...(goal !== undefined ? { goal } : {}),
      ...(results[block.kind] ? { result: results[block.kind] } : {}),
    };
  });
  return { week, blocks };
}
