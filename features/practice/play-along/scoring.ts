/**
 * Scoring a play-along session's runs (session.ts), each from Play to its results: the notes the player queues and
 * the hits the input gives go to the run (run.ts), the notes missed are found as the audio clock passes them, the
 * figure is marked as each note is graded, and when playing stops the hits still on their way are waited for
 * before the results. The clock, the marks and where a run is kept are handed in.
 */
import type { RunRecord } from '@/features/progress/client';
import { Voice } from '@/features/practice/groove/language';
import { onTimeShare, type Graded, type Summary } from './match';
import { createRun, type QueuedSound, type Run, type RunOptions } from './run';
import type { TimingPlot } from './timing-plot';

/** A run as play-along hands it to the record: its figures, and each drum's when the input told them apart. */
export type PlayedRun = Omit<RunRecord, 'at' | 'bpm'>;

/** How often the run looks for missed notes and whole loops, in milliseconds. */
const TICK_MS = 50;
/** How long past a run's stop its last hits may still come, beyond their usual arrival, in milliseconds. */
const LAST_HITS_MS = 100;
/** How many of the player's latest steps are kept, to mark an extra hit at the nearest. */
const RECENT_STEPS = 64;

/** Where a run's grades are shown: the groove's grid and notation (marks.ts). */
export interface Marks {
  clear(): void;
  grade(graded: Graded): void;
  /** An extra hit near the step. */
  extra(step: number): void;
}

/** A run's results, as the panel shows them. */
export interface RunResult {
  summary: Summary;
  windowMs: number;
  /** The run's tempo, when it kept one. */
  bpm?: number;
  /** A new best at that tempo on this device. */
  best?: boolean;
  /** Shorter than a time round the loop: it does not count. */
  tooShort?: boolean;
  byDrum: boolean;
  /** Where each note and extra hit fell, for the timing chart (a run that counted). */
  plot?: TimingPlot;
}

/** What screen readers are told as a run goes: a loop's figures, the results', or that it was too short. */
export type Live =
  | { kind: 'loop'; loop: number; onTime: number; notes: number }
  | { kind: 'results'; onTime: number; notes: number; percent: number; window: number }
  | { kind: 'too-short' };

export interface ScoringDeps {
  /** The audio clock now, in seconds; undefined before there is one. */
  now(): number | undefined;
  /** How long after a note its hit can still be on its way, in seconds. */
  arrival(): number;
  /** Where the grades go; none, and hits are not graded (the figure went). */
  marks(): Marks | null;
  /** Keeps a run as the groove's best at `bpm` if it is: whether it was; undefined when runs are not kept. */
  record(bpm: number, run: PlayedRun): boolean | undefined;
  running(on: boolean): void;
  live(live: Live | undefined): void;
  result(result: RunResult | undefined): void;
}

export class Scoring {
  private run: Run | null = null;
  private meta: { windowMs: number; byDrum: boolean; recent: { time: number; step: number }[] } | null = null;
  private ticker: ReturnType<typeof setInterval> | undefined;
  /** A run stopped, taking the hits still on their way before its results. */
  private finishing: { run: Run; timer: ReturnType<typeof setTimeout> } | null = null;

  constructor(private readonly deps: ScoringDeps) {}

  /** Play was pressed: the last run's marks and results go, and a run starts if there is an input (`options`). */
  start(options: RunOptions | undefined): void {
    if (this.finishing) this.finish();
    this.deps.marks()?.clear();
    this.deps.result(undefined);
    this.deps.live(undefined);
    if (!options) return;
    this.run = createRun(options);
    this.meta = { windowMs: options.windowMs, byDrum: options.byDrum, recent: [] };
    this.deps.running(true);
    clearInterval(this.ticker);
    this.ticker = setInterval(() => this.tick(), TICK_MS);
  }

  /** The player queued a step's sounds (`silent`: in a silent bar of the gap click). */
  queued(
    step: number,
    loop: number,
    time: number,
    sounds: readonly QueuedSound[],
    bpm: number,
    silent?: boolean,
  ): void {
    this.run?.queued(step, loop, time, sounds, bpm, silent);
    const meta = this.meta;
    if (meta) {
      meta.recent.push({ time, step });
      if (meta.recent.length > RECENT_STEPS) meta.recent.shift();
    }
  }

  /** A hit from the input, before calibration: graded against the run on, or the one finishing. */
  hit(hit: { time: number; voice?: Voice }): void {
    const current = this.run ?? this.finishing?.run;
    const marks = this.deps.marks();
    if (!current || !marks) return;
    const outcome = current.hit(hit);
    if ('graded' in outcome) marks.grade(outcome.graded);
    else if ('extra' in outcome) {
      const nearest = nearestStep(this.meta?.recent ?? [], hit);
      if (nearest !== undefined) marks.extra(nearest);
    }
  }

  /** Playing stopped: notes not yet sounded are dropped, and hits still on their way are waited for. */
  end(): void {
    clearInterval(this.ticker);
    const current = this.run;
    this.run = null;
    const now = this.deps.now();
    if (!current || now === undefined) {
      this.deps.running(false);
      return;
    }
    current.end(now);
    this.finishing = {
      run: current,
      timer: setTimeout(() => this.finish(), this.deps.arrival() * 1000 + LAST_HITS_MS),
    };
  }

  /** Everything stops, without results (the panel went). */
  dispose(): void {
    clearInterval(this.ticker);
    if (this.finishing) clearTimeout(this.finishing.timer);
  }

  private tick(): void {
    const current = this.run;
    const marks = this.deps.marks();
    const now = this.deps.now();
    if (!current || now === undefined) return;
    for (const missed of current.due(now - this.deps.arrival())) marks?.grade(missed);
    for (const { loop, summary } of current.completeLoops())
      this.deps.live({ kind: 'loop', loop: loop + 1, onTime: summary.onTime, notes: summary.notes });
  }

  private finish(): void {
    const current = this.finishing?.run;
    const meta = this.meta;
    if (this.finishing) clearTimeout(this.finishing.timer);
    this.finishing = null;
    this.deps.running(false);
    if (!current || !meta || this.deps.now() === undefined) return;
    for (const missed of current.due(Infinity)) this.deps.marks()?.grade(missed);
    const summary = current.summary();
    const tempos = [...current.tempos];
    const bpm = tempos.length === 1 ? tempos[0] : undefined;
    const { windowMs, byDrum } = meta;
    if (current.loopsGraded < 1) {
      this.deps.result({ summary, windowMs, tooShort: true, byDrum });
      this.deps.live({ kind: 'too-short' });
      return;
    }
    const percent = Math.round(onTimeShare(summary) * 100);
    this.deps.live({ kind: 'results', onTime: summary.onTime, notes: summary.notes, percent, window: windowMs });
    const best =
      bpm !== undefined && summary.notes > 0
        ? this.deps.record(bpm, {
            onTime: percent,
            notes: summary.notes,
            windowMs,
            meanMs: summary.meanMs ?? 0,
            spreadMs: summary.spreadMs ?? 0,
            ...(summary.byVoice ? { byVoice: drumRuns(summary.byVoice) } : {}),
          })
        : undefined;
    const plot = current.plot();
    this.deps.result({ summary, windowMs, bpm, best, byDrum, ...(plot ? { plot } : {}) });
  }
}

/** Each drum's figures as the record keeps them: percent on time, notes, mean offset and spread (drums with notes only). */
function drumRuns(byVoice: NonNullable<Summary['byVoice']>): NonNullable<PlayedRun['byVoice']> {
  return Object.fromEntries(
    Object.entries(byVoice)
      .filter(([, tally]) => tally.notes > 0)
      .map(([voice, tally]) => [
        voice,
        {
          onTime: Math.round(onTimeShare(tally) * 100),
          notes: tally.notes,
          meanMs: tally.meanMs ?? 0,
          spreadMs: tally.spreadMs ?? 0,
        },
      ]),
  );
}

/** The step whose time is nearest the hit's. */
function nearestStep(recent: readonly { time: number; step: number }[], hit: { time: number }): number | undefined {
  const nearest = recent.reduce<{ time: number; step: number } | undefined>(
    (best, each) => (!best || Math.abs(each.time - hit.time) < Math.abs(best.time - hit.time) ? each : best),
    undefined,
  );
  return nearest?.step;
}
