/**
 * One play-along run, from Play to Stop: the notes the player queues become the notes the learner is expected to
 * play (the drums they play, or the whole groove), the input's hits are calibrated and matched, and the run says
 * when a time round the loop is complete. Pure: the panel hands in the clock's readings.
 */
import { Stroke, Voice } from '@/features/practice/groove/language';
import { FEET, STROKE_TABLE } from '@/features/practice/groove/vocabulary';
import {
  createMatcher,
  MAX_REACH_S,
  summarise,
  type Expected,
  type Graded,
  type Hit,
  type HitResult,
  type Summary,
} from './match';
import { timingPlot, type TimingPlot } from './timing-plot';

/** One sound of a step, as the player queues it. */
export interface QueuedSound {
  voice: Voice;
  stroke: Stroke;
  /** A roll's length, in seconds. */
  length?: number;
}

export interface RunOptions {
  windowMs: number;
  /** The input tells drums apart (an electronic kit). */
  byDrum: boolean;
  /** The drums the learner plays: those the player leaves out, or every drum when it leaves none out. */
  plays: (voice: Voice) => boolean;
  /** Seconds taken off every hit: the input's measured delay. */
  latency: number;
}

export interface Run {
  /**
   * The player queued a step's sounds at `time` (seconds on the audio clock), at `bpm`; `silent` in a silent bar of
   * the gap click, where it sounds nothing and the learner plays alone.
   */
  queued(step: number, loop: number, time: number, sounds: readonly QueuedSound[], bpm: number, silent?: boolean): void;
  /**
   * A hit from the input, before calibration. One before the run's first note's reach (in the count-in) is not graded,
   * nor one on a drum the site is playing (a kit says which): the learner keeping time on the hi-hat while playing the
   * snare part has not played extra notes.
   */
  hit(hit: Hit): HitResult | { countIn: Hit } | { notTheirs: Hit };
  /** Playing stopped at `time` (seconds on the audio clock): notes queued after it are not expected. */
  end(time: number): void;
  /** The notes missed by `now`. */
  due(now: number): Graded[];
  /** The loops whose every note is graded and not yet reported, with their figures. */
  completeLoops(): { loop: number; summary: Summary }[];
  summary(): Summary;
  /** Where each note and extra hit fell, for the timing chart; undefined before the first note. */
  plot(): TimingPlot | undefined;
  /** Whole loops graded: a run shorter than one does not count. */
  readonly loopsGraded: number;
  /** The tempos the run was played at. */
  readonly tempos: ReadonlySet<number>;
}

/** The notes of one step the learner is to play: one per drum by drum, else one for the step (its drums heard as one onset). */
export function expectedAt(
  step: number,
  loop: number,
  time: number,
  sounds: readonly QueuedSound[],
  options: Pick<RunOptions, 'byDrum' | 'plays'>,
): Expected[] {
  const played = sounds.filter((sound) => options.plays(sound.voice));
  // A grace note alone is no note of its own: it leads into another drum's note, which takes its hit first.
  const leading = played.filter((sound) => STROKE_TABLE[sound.stroke].graceOnly).map((sound) => sound.voice);
  const theirs = played.filter((sound) => !STROKE_TABLE[sound.stroke].graceOnly);
  if (theirs.length === 0) return [];
  // The hands' notes of a step with a grace note on another drum start with it; the feet's do not.
  const graces = (sound: QueuedSound) =>
    Boolean(STROKE_TABLE[sound.stroke].graces) || (leading.length > 0 && !FEET.includes(sound.voice));
  const roll = (sound: QueuedSound) => (STROKE_TABLE[sound.stroke].roll && sound.length ? { roll: sound.length } : {});
  if (options.byDrum) {
    return theirs.map((sound) => ({
      time,
      step,
      loop,
      voices: leading.length && !FEET.includes(sound.voice) ? [sound.voice, ...leading] : [sound.voice],
      ...(graces(sound) ? { graces: true } : {}),
      ...roll(sound),
    }));
  }
  const rolls = theirs.flatMap((sound) => (STROKE_TABLE[sound.stroke].roll && sound.length ? [sound.length] : []));
  return [
    {
      time,
      step,
      loop,
      voices: [...theirs.map((sound) => sound.voice), ...leading],
      ...(theirs.some(graces) ? { graces: true } : {}),
      ...(rolls.length ? { roll: Math.max(...rolls) } : {}),
    },
  ];
}

export function createRun(options: RunOptions): Run {
  const matcher = createMatcher({ windowMs: options.windowMs, byDrum: options.byDrum });
  /** Notes expected per loop, and graded per loop. */
  const expected = new Map<number, number>();
  const graded = new Map<number, number>();
  /** The last loop queued: a loop is whole once the next has begun and all its notes are graded. */
  let lastLoop = -1;
  const reported = new Set<number>();
  /** Loops cut short by Stop: never whole. */
  const cut = new Set<number>();
  const tempos = new Set<number>();
  let first: number | undefined;
  /** When each time through the loop began (its first step queued), and the tempo last queued. */
  const loopStarts = new Map<number, number>();
  let lastBpm = 0;
  /** The gap click's silences, from their first step to the first step with sound after them (seconds on the audio clock). */
  const silences: { from: number; to?: number }[] = [];
  /** When the silence the player is in began, or undefined while it sounds. */
  let silenceFrom: number | undefined;
  const count = (results: Graded[]) => {
    for (const result of results) graded.set(result.note.loop, (graded.get(result.note.loop) ?? 0) + 1);
  };
  return {
    tempos,
    get loopsGraded() {
      return [...expected].filter(
        ([loop, notes]) => loop < lastLoop && !cut.has(loop) && notes > 0 && graded.get(loop) === notes,
      ).length;
    },
    queued(step, loop, time, sounds, bpm, silent = false) {
      tempos.add(bpm);
      lastBpm = bpm;
      lastLoop = Math.max(lastLoop, loop);
      // Steps come in order: a loop's first is where it begins (a section's first step is not the groove's step 0).
      if (!loopStarts.has(loop)) loopStarts.set(loop, time);
      if (silent && silenceFrom === undefined) silences.push({ from: time });
      if (!silent && silenceFrom !== undefined) silences.at(-1)!.to = time;
      silenceFrom = silent ? (silenceFrom ?? time) : undefined;
      const alone =
        silenceFrom === undefined ? undefined : Math.round((((time - silenceFrom) * bpm) / 60) * 1000) / 1000;
      for (const note of expectedAt(step, loop, time, sounds, options)) {
        first = Math.min(first ?? Infinity, time);
        expected.set(loop, (expected.get(loop) ?? 0) + 1);
        matcher.expect(alone === undefined ? note : { ...note, alone });
      }
    },
    hit(hit) {
      const calibrated = { ...hit, time: hit.time - options.latency };
      if (options.byDrum && hit.voice !== undefined && !options.plays(hit.voice)) return { notTheirs: calibrated };
      if (first === undefined || calibrated.time < first - MAX_REACH_S) return { countIn: calibrated };
      const before = matcher.graded.length;
      const result = matcher.hit(calibrated);
      // A regraded note (a flam's main stroke after its grace) is counted once.
      if ('graded' in result && matcher.graded.length > before) count([result.graded]);
      return result;
    },
    end(time) {
      for (const note of matcher.dropAfter(time)) {
        expected.set(note.loop, (expected.get(note.loop) ?? 1) - 1);
        cut.add(note.loop);
      }
      // The last loop may be whole now: nothing more of it will come.
      lastLoop += 1;
    },
    due(now) {
      const missed = matcher.due(now);
      count(missed);
      return missed;
    },
    completeLoops() {
      const complete: { loop: number; summary: Summary }[] = [];
      for (const [loop, notes] of expected) {
        if (reported.has(loop) || loop >= lastLoop || cut.has(loop) || notes === 0 || graded.get(loop) !== notes)
          continue;
        reported.add(loop);
        const grades = matcher.graded.filter((grade) => grade.note.loop === loop);
        complete.push({ loop, summary: summarise(grades, 0, options.byDrum) });
      }
      return complete;
    },
    summary() {
      return summarise(matcher.graded, matcher.extras.length, options.byDrum);
    },
    plot() {
      if (first === undefined) return undefined;
      return timingPlot({ graded: matcher.graded, extras: matcher.extras, loopStarts, first, bpm: lastBpm, silences });
    },
  };
}
