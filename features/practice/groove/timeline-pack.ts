/**
 * A timeline as the page sends it to the player's island: the same facts in a few hundred bytes instead of a few
 * thousand. A lesson's page carries one for every groove in its data (JSON inside a script, so each byte twice);
 * written out, a four-bar sixteenth-note groove was 2 KB of `"hit",null,` and `0.25,0.5,0.75,`.
 *
 * - each drum's strokes as one letter a step (`-` silence), not a list of names and nulls;
 * - the steps' starts left out when they are evenly spread over the loop (straight time, one tempo), as most are;
 *   written out when they are not (swing, a tempo change, a road map played in its order);
 * - the steps that start bars and beats, and a road map's steps in the order played, as runs (first, stride, how
 *   many): a 16-bar chart's beats are `[0,2,64]`, not sixty-four numbers.
 *
 * The server packs (ui/groove.tsx); the island unpacks once and plays the timeline as before.
 */
import type { Step, Stroke, Timeline, Voice } from './language';

/** A letter for each stroke. Typed as a record of every stroke, so a new stroke cannot be left without one. */
const LETTER: Record<Stroke, string> = {
  hit: 'a',
  accent: 'b',
  ghost: 'c',
  open: 'd',
  halfopen: 'e',
  splash: 'f',
  bell: 'g',
  cross: 'h',
  flam: 'i',
  flamaccent: 'j',
  drag: 'k',
  dragaccent: 'l',
  ruff: 'm',
  grace: 'n',
  buzz: 'o',
  buzzaccent: 'p',
  double: 'q',
};
const STROKE_OF = Object.fromEntries(Object.entries(LETTER).map(([stroke, letter]) => [letter, stroke])) as Record<
  string,
  Stroke
>;
const SILENCE = '-';

export interface PackedTimeline extends Omit<Timeline, 'at' | 'drums' | 'barStarts' | 'beatStarts' | 'steps'> {
  /** How many steps the loop has. */
  count: number;
  /** Each step's start, only when the steps are not evenly spread over `length` beats. */
  at?: number[];
  /** Each drum's stroke at each step, a letter a step. */
  drums: Partial<Record<Voice, string>>;
  /** The steps that start a bar, those that start a beat, and the written step of each step played, as runs. */
  barStarts: Runs;
  beatStarts: Runs;
  steps?: Runs;
}

/** A list of whole numbers as runs, three numbers each: the first, the stride to the next, and how many. */
type Runs = number[];

export function toRuns(list: number[]): Runs {
  const runs: Runs = [];
  for (let at = 0; at < list.length;) {
    const stride = at + 1 < list.length ? list[at + 1]! - list[at]! : 1;
    let length = 1;
    while (at + length < list.length && list[at + length]! - list[at + length - 1]! === stride) length += 1;
    runs.push(list[at]!, stride, length);
    at += length;
  }
  return runs;
}

export function fromRuns(runs: Runs): number[] {
  const list: number[] = [];
  for (let at = 0; at + 2 < runs.length; at += 3)
    for (let index = 0; index < runs[at + 2]!; index += 1) list.push(runs[at]! + index * runs[at + 1]!);
  return list;
}

/** A step's start when the steps are spread evenly, rounded as timelineOf rounds it. */
const evenAt = (step: number, count: number, length: number) => Math.round(((step * length) / count) * 1e6) / 1e6;

export function packTimeline({ at, drums, barStarts, beatStarts, steps, ...rest }: Timeline): PackedTimeline {
  const count = at.length;
  const even = at.every((start, step) => start === evenAt(step, count, rest.length));
  return {
    ...rest,
    count,
    barStarts: toRuns(barStarts),
    beatStarts: toRuns(beatStarts),
    ...(steps ? { steps: toRuns(steps) } : {}),
    ...(even ? {} : { at }),
    drums: Object.fromEntries(
      Object.entries(drums)
        .filter((entry): entry is [string, Step[]] => Array.isArray(entry[1]))
        .map(([voice, steps]) => [voice, steps.map((stroke) => (stroke ? LETTER[stroke] : SILENCE)).join('')]),
    ),
  };
}

export function unpackTimeline({ count, at, drums, barStarts, beatStarts, steps, ...rest }: PackedTimeline): Timeline {
  return {
    ...rest,
    barStarts: fromRuns(barStarts),
    beatStarts: fromRuns(beatStarts),
    ...(steps ? { steps: fromRuns(steps) } : {}),
    at: at ?? Array.from({ length: count }, (_, step) => evenAt(step, count, rest.length)),
    drums: Object.fromEntries(
      Object.entries(drums).map(([voice, letters]) => [
        voice,
        Array.from(letters as string, (letter) => (letter === SILENCE ? null : STROKE_OF[letter]!)),
      ]),
    ),
  };
}
