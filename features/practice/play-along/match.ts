/**
 * Play-along grading: each hit the learner plays is matched to the nearest note the player expected of them, and
 * each note is graded on time, early or late (by how many milliseconds) or missed, as a teacher listening would.
 * Pure: times are seconds on the audio clock, handed in by the player (what it queued) and by an input (MIDI or
 * the microphone's onset detector); nothing here knows of the DOM or Web Audio.
 *
 * - A hit belongs to the nearest note still open within its reach: half the gap to the neighbouring notes (a hit
 *   halfway between two sixteenths is for neither more than the other), never more than MAX_REACH_S. A hit
 *   near no open note is an extra. A hit nearer a note than the hit that took it takes it over: the first was a
 *   stray one (a stick catching the rim early), and becomes the extra.
 * - A note is on time when its hit is within the level's window, early or late past it, and missed when its reach
 *   has gone by without a hit.
 * - A flam's or drag's grace notes are one note with it: a second hit just after the first, for a note with grace
 *   notes, replaces the first (the main stroke is the later one). The strokes of a roll, after its note and within
 *   its length, are the roll's, not extras.
 * - An input that cannot tell drums apart (the microphone) is matched by time alone: the notes of one step are
 *   one onset.
 */
import { Voice } from '@/features/practice/groove/language';

/** How close a hit must be to its note to count as on time, in milliseconds either side, by level: a teacher tightening. */
export const WINDOWS_MS = { relaxed: 70, steady: 35, tight: 20 } as const;
export type Level = keyof typeof WINDOWS_MS;
export const LEVELS = Object.keys(WINDOWS_MS) as Level[];

/** The farthest a hit may be from a note and still be for it: past this it is an extra, and the note missed. */
export const MAX_REACH_S = 0.15;
/** How soon after a graced note's first hit a second may come and be its main stroke (a drag's two graces and note). */
const GRACE_SPAN_S = 0.09;

/** A note the learner is to play: a step of the groove on one drum, or on every drum of the step (timing alone). */
export interface Expected {
  /** On the audio clock, in seconds: when the player sounds it (or would, if it is muted for the learner). */
  time: number;
  step: number;
  /** Which time round the loop (0 for the first). */
  loop: number;
  /** The drums the note is on: one, or for an input that cannot tell drums apart, every drum of the step. */
  voices: Voice[];
  /** A flam, drag or ruff: the hits of its grace notes come just before its main stroke. */
  graces?: boolean;
  /** A roll's length after its note, in seconds: hits within it are the roll's. */
  roll?: number;
  /** In a silent bar of the gap click: how many beats into the silence it falls (the learner played it alone). */
  alone?: number;
}

export interface Hit {
  /** On the audio clock, in seconds, after calibration. */
  time: number;
  /** The drum, when the input can tell (MIDI); unset for the microphone. */
  voice?: Voice;
}

export type Verdict = 'on-time' | 'early' | 'late' | 'missed';

export interface Graded {
  note: Expected;
  verdict: Verdict;
  /** How far the hit was from the note, in milliseconds: negative early, positive late. Unset when missed. */
  offsetMs?: number;
}

interface Open {
  note: Expected;
  hit?: number;
  /** Whether its grade has been handed out (a graded note may still be regraded by its main stroke). */
  done: boolean;
}

/** What a hit turned out to be. */
export type HitResult = { graded: Graded } | { extra: Hit } | { roll: Hit };

export interface Matcher {
  /** A note the player has queued, in time order per voice; queued before it sounds. */
  expect(note: Expected): void;
  /** A hit from the input; hits may arrive a little after they happened, in any order with expect(). */
  hit(hit: Hit): HitResult;
  /** The notes whose reach has gone by at `now` without a hit: missed. Each is reported once. */
  due(now: number): Graded[];
  /** Playing stopped at `time`: the notes queued to sound after it are not the learner's to play. Returns them. */
  dropAfter(time: number): Expected[];
  /** Every note graded so far, and the extra hits. */
  readonly graded: readonly Graded[];
  readonly extras: readonly Hit[];
}

const verdictOf = (offsetMs: number, windowMs: number): Verdict =>
  Math.abs(offsetMs) <= windowMs ? 'on-time' : offsetMs < 0 ? 'early' : 'late';

const ms = (seconds: number) => Math.round(seconds * 10000) / 10;

/**
 * A matcher for one run at one level. `byDrum`: the input says which drum each hit is on, and a hit matches only a
 * note on that drum.
 */
export function createMatcher({ windowMs, byDrum }: { windowMs: number; byDrum: boolean }): Matcher {
  const open: Open[] = [];
  const graded: Graded[] = [];
  const extras: Hit[] = [];
  /** Where each graded note's grade is in `graded`, to regrade it. */
  const gradeAt = new Map<Open, number>();
  const sameLane = (a: Expected, b: Expected) => !byDrum || a.voices[0] === b.voices[0];
  const fits = (note: Expected, hit: Hit) => !byDrum || hit.voice === undefined || note.voices.includes(hit.voice);

  /** How far from `entry` a hit may be and still be its: half the gap to the notes beside it on its lane. */
  const reachOf = (entry: Open) => {
    let reach = MAX_REACH_S;
    for (const other of open) {
      if (other === entry || !sameLane(other.note, entry.note)) continue;
      const gap = Math.abs(other.note.time - entry.note.time);
      if (gap > 0) reach = Math.min(reach, gap / 2);
    }
    return reach;
  };

  const grade = (entry: Open, hitTime: number): Graded => {
    const offsetMs = ms(hitTime - entry.note.time);
    const result: Graded = { note: entry.note, verdict: verdictOf(offsetMs, windowMs), offsetMs };
    entry.hit = hitTime;
    entry.done = true;
    const at = gradeAt.get(entry);
    if (at === undefined) {
      gradeAt.set(entry, graded.length);
      graded.push(result);
    } else graded[at] = result;
    return result;
  };

  const forget = (before: number) => {
    // Graded notes long gone can no longer take a hit: keep the list short over a long run. A note not yet graded
    // stays until due() reports it missed.
    while (open.length > 0 && open[0]!.done && open[0]!.note.time < before - 2 * MAX_REACH_S - GRACE_SPAN_S) {
      const [gone] = open.splice(0, 1);
      gradeAt.delete(gone!);
    }
  };

  return {
    graded,
    extras,
    expect(note) {
      const entry: Open = { note, done: false };
      // Kept in time order, so the oldest go first.
      let at = open.length;
      while (at > 0 && open[at - 1]!.note.time > note.time) at -= 1;
      open.splice(at, 0, entry);
    },
    hit(hit) {
      // The main stroke after a flam's or drag's grace note: the later hit is the note's.
      for (const entry of open) {
        if (!entry.note.graces || entry.hit === undefined || !fits(entry.note, hit)) continue;
        if (
          hit.time > entry.hit &&
          hit.time - entry.hit <= GRACE_SPAN_S &&
          hit.time - entry.note.time <= reachOf(entry)
        ) {
          return { graded: grade(entry, hit.time) };
        }
      }
      let best: Open | undefined;
      for (const entry of open) {
        if (entry.hit !== undefined || !fits(entry.note, hit)) continue;
        const distance = Math.abs(hit.time - entry.note.time);
        if (distance > reachOf(entry)) continue;
        if (!best || distance < Math.abs(hit.time - best.note.time)) best = entry;
      }
      // A note already taken, by a hit farther from it than this one (not a graced note or a roll: their later hits
      // are their own).
      let taken: Open | undefined;
      for (const entry of open) {
        if (entry.hit === undefined || entry.note.graces || entry.note.roll || !fits(entry.note, hit)) continue;
        const distance = Math.abs(hit.time - entry.note.time);
        if (distance >= Math.abs(entry.hit - entry.note.time) || distance > reachOf(entry)) continue;
        if (!taken || distance < Math.abs(hit.time - taken.note.time)) taken = entry;
      }
      if (taken && (!best || Math.abs(hit.time - taken.note.time) < Math.abs(hit.time - best.note.time))) {
        extras.push({ ...hit, time: taken.hit! });
        return { graded: grade(taken, hit.time) };
      }
      if (best) {
        const result = grade(best, hit.time);
        forget(hit.time);
        return { graded: result };
      }
      for (const entry of open) {
        const roll = entry.note.roll;
        if (
          roll &&
          entry.hit !== undefined &&
          fits(entry.note, hit) &&
          hit.time > entry.hit &&
          hit.time <= entry.note.time + roll + 0.03
        ) {
          return { roll: hit };
        }
      }
      extras.push(hit);
      return { extra: hit };
    },
    dropAfter(time) {
      const dropped: Expected[] = [];
      for (let index = open.length - 1; index >= 0; index -= 1) {
        const entry = open[index]!;
        if (entry.done || entry.note.time <= time) continue;
        dropped.push(entry.note);
        open.splice(index, 1);
      }
      return dropped;
    },
    due(now) {
      const missed: Graded[] = [];
      for (const entry of open) {
        if (entry.done || entry.note.time + reachOf(entry) >= now) continue;
        entry.done = true;
        const result: Graded = { note: entry.note, verdict: 'missed' };
        gradeAt.set(entry, graded.length);
        graded.push(result);
        missed.push(result);
      }
      forget(now);
      return missed;
    },
  };
}

export interface Tally {
  notes: number;
  onTime: number;
  early: number;
  late: number;
  missed: number;
  /** Mean offset of the notes hit, in ms: positive is dragging (late), negative rushing. Unset with no hit. */
  meanMs?: number;
  /** Their standard deviation in ms: how evenly the learner plays, whatever the mean. */
  spreadMs?: number;
}

export interface Summary extends Tally {
  extras: number;
  /** Per drum, when the input tells drums apart. */
  byVoice?: Partial<Record<Voice, Tally>>;
  /** With the gap click: the notes played with the sound and those played alone, and the drift through a silence. */
  gap?: GapTally;
}

export interface GapTally {
  sounding: Tally;
  silent: Tally;
  /**
   * How the offset moves through a silence, in ms per beat (positive: later and later), fitted over every note hit
   * in the silences by how far into its silence it falls. Unset with fewer than three such hits.
   */
  driftMsPerBeat?: number;
}

/** The least-squares slope of `y` over `x`; undefined when there are too few points or no spread in `x`. */
function slope(points: readonly { x: number; y: number }[]): number | undefined {
  if (points.length < 3) return undefined;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  const spread = points.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
  if (spread === 0) return undefined;
  return points.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0) / spread;
}

function gapTally(grades: readonly Graded[]): GapTally | undefined {
  const alone = grades.filter((grade) => grade.note.alone !== undefined);
  if (alone.length === 0) return undefined;
  const drift = slope(
    alone.flatMap((grade) => (grade.offsetMs === undefined ? [] : [{ x: grade.note.alone!, y: grade.offsetMs }])),
  );
  return {
    sounding: tally(grades.filter((grade) => grade.note.alone === undefined)),
    silent: tally(alone),
    ...(drift === undefined ? {} : { driftMsPerBeat: Math.round(drift * 10) / 10 }),
  };
}

function tally(grades: readonly Graded[]): Tally {
  const offsets = grades.flatMap((grade) => (grade.offsetMs === undefined ? [] : [grade.offsetMs]));
  const count = (verdict: Verdict) => grades.filter((grade) => grade.verdict === verdict).length;
  const result: Tally = {
    notes: grades.length,
    onTime: count('on-time'),
    early: count('early'),
    late: count('late'),
    missed: count('missed'),
  };
  if (offsets.length > 0) {
    const mean = offsets.reduce((sum, offset) => sum + offset, 0) / offsets.length;
    const variance = offsets.reduce((sum, offset) => sum + (offset - mean) ** 2, 0) / offsets.length;
    result.meanMs = Math.round(mean * 10) / 10;
    result.spreadMs = Math.round(Math.sqrt(variance) * 10) / 10;
  }
  return result;
}

/** A run's figures: notes on time, early, late and missed, the mean offset and spread, per drum when `byDrum`. */
export function summarise(grades: readonly Graded[], extras: number, byDrum: boolean): Summary {
  const summary: Summary = { ...tally(grades), extras };
  const gap = gapTally(grades);
  if (gap) summary.gap = gap;
  if (!byDrum) return summary;
  const voices = [...new Set(grades.flatMap((grade) => grade.note.voices))];
  summary.byVoice = Object.fromEntries(
    voices.map((voice) => [voice, tally(grades.filter((grade) => grade.note.voices.includes(voice)))]),
  );
  return summary;
}

/** The share of notes on time, 0 to 1 (0 for no notes). */
export const onTimeShare = (tallied: Tally) => (tallied.notes === 0 ? 0 : tallied.onTime / tallied.notes);

/**
 * Whether a run is steady at its level, so the next tempo may be offered: nine notes in ten on time, and the
 * mean offset within half the window (not consistently rushing or dragging).
 */
export function isSteady(summary: Tally, windowMs: number): boolean {
  return summary.notes > 0 && onTimeShare(summary) >= 0.9 && Math.abs(summary.meanMs ?? 0) <= windowMs / 2;
}
