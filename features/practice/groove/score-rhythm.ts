/**
 * The rhythm of the notation: how a bar's steps fall in ticks, which notes sound how long in each part, where a
 * beat (or beat group) begins, and which note values write a length.
 */
import type { Groove, TimeSignature, Voice } from './parse';
import { STROKE_TABLE } from './vocabulary';
import { DRUM_KEY, HEAD_FOR_STROKE, TICKS_PER_BEAT, type Head, type Note } from './score-model';

export const isPowerOfTwo = (value: number) => Number.isInteger(Math.log2(value));
export const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The groups a bar's beats are written and beamed in, as numbers of beats. Quarter- and
 * half-note beats go one by one; eighth (and sixteenth) beats go in threes when the top number
 * is a multiple of three (6/8, 9/8, 12/8), otherwise in twos with a three at the end (7/8: 2+2+3,
 * 5/8: 2+3). A groove may set its own (`beams`: 3+2+2).
 */
export function beatGroups({ beats, unit }: TimeSignature, own?: number[]): number[] {
  if (own) return own;
  if (unit <= 4 || beats <= 3) return unit <= 4 ? Array.from({ length: beats }, () => 1) : [beats];
  if (beats % 3 === 0) return Array.from({ length: beats / 3 }, () => 3);
  const groups = Array.from({ length: Math.floor(beats / 2) }, () => 2);
  if (beats % 2 === 1) groups[groups.length - 1] = 3;
  return groups;
}

/** Lengths (in divisions) one note value can write, longest first, given the divisions in a whole note. */
export function pieces(length: number, perWhole: number): { length: number; value: number; dots: 0 | 1 }[] {
  const out: { length: number; value: number; dots: 0 | 1 }[] = [];
  let left = length;
  while (left > 0) {
    let best: { length: number; value: number; dots: 0 | 1 } | undefined;
    for (let value = 1; value <= perWhole; value *= 2) {
      const plain = perWhole / value;
      if (!Number.isInteger(plain)) continue;
      const dotted = plain * 1.5;
      if (Number.isInteger(dotted) && dotted <= left && (!best || dotted > best.length))
        best = { length: dotted, value, dots: 1 };
      if (plain <= left && (!best || plain > best.length)) best = { length: plain, value, dots: 0 };
    }
    // A division is always a written value, so something fits.
    out.push(best!);
    left -= best!.length;
  }
  return out;
}

/** What a step strikes in one part: the note's heads and marks. */
export type Struck = Pick<Note, 'heads' | 'accent' | 'ring' | 'graces' | 'graceKeys' | 'roll'>;

export function struckAt(groove: Groove, drums: Voice[], step: number): Struck {
  const heads: Head[] = [];
  const struck: Struck = { heads, accent: false };
  for (const drum of drums) {
    const stroke = groove.voices[drum]?.[step];
    if (!stroke) continue;
    const entry = STROKE_TABLE[stroke];
    const place = DRUM_KEY[drum];
    // A grace note alone is written on its drum's line before the note it leads into, which another drum plays.
    if (!entry.graceOnly)
      heads.push({ drum, key: place.key, head: HEAD_FOR_STROKE[stroke] ?? place.head, ghost: entry.ghost === true });
    struck.accent ||= entry.accent === true;
    if (entry.ring) struck.ring = entry.ring;
    if (entry.graces) {
      struck.graces = Math.max(struck.graces ?? 0, entry.graces);
      struck.graceKeys = [...(struck.graceKeys ?? []), place.key];
    }
    if (entry.roll) struck.roll = entry.roll;
  }
  return struck;
}

/** Beams: runs of two or more notes shorter than a quarter inside one group, rests only between them. */
export function beamsOf(notes: Note[], group: number[]): number[][] {
  const beams: number[][] = [];
  let run: number[] = [];
  const close = () => {
    while (run.length && notes[run[run.length - 1]!]!.heads.length === 0) run.pop();
    if (run.filter((index) => notes[index]!.heads.length > 0).length >= 2) beams.push(run);
    run = [];
  };
  for (const index of group) {
    const note = notes[index]!;
    if (note.value < 8) {
      close();
      continue;
    }
    if (run.length === 0 && note.heads.length === 0) continue;
    run.push(index);
  }
  close();
  return beams;
}

/** Each step's start in ticks from the start of its bar, and the bar's length in ticks. */
export function stepTicks(groove: Groove, bar: number): { starts: number[]; length: number } {
  const shape = groove.shapes[bar]!;
  const starts: number[] = [];
  let beat = 0;
  for (const cell of shape.cells) {
    for (let sub = 0; sub < cell.steps; sub += 1)
      starts.push(beat * TICKS_PER_BEAT + (sub * cell.beats * TICKS_PER_BEAT) / cell.steps);
    beat += cell.beats;
  }
  return { starts, length: groove.signature.beats * TICKS_PER_BEAT };
}

/** A sounding note of one part: where it starts and ends in the whole groove (ticks), and whether it is held. */
export interface Sounding {
  step: number;
  start: number;
  /** Where a held note ends; a note not held ends at the next note or its beat's end, decided when written. */
  heldTo?: number;
  struck: Struck;
}

export function soundingNotes(
  groove: Groove,
  drums: Voice[],
): { notes: Sounding[]; barStart: number[]; starts: number[] } {
  const barStart: number[] = [];
  const starts: number[] = [];
  let at = 0;
  groove.shapes.forEach((_, bar) => {
    const ticks = stepTicks(groove, bar);
    barStart.push(at);
    starts.push(...ticks.starts.map((tick) => at + tick));
    at += ticks.length;
  });
  starts.push(at);
  const notes: Sounding[] = [];
  for (let step = 0; step < groove.steps; step += 1) {
    const struck = struckAt(groove, drums, step);
    if (struck.heads.length === 0) continue;
    // Held while any of its drums holds it, up to the part's next note.
    let end = step + 1;
    while (
      end < groove.steps &&
      struckAt(groove, drums, end).heads.length === 0 &&
      drums.some((drum) => groove.holds[drum]?.[end] && groove.voices[drum]?.[step])
    )
      end += 1;
    notes.push({ step, start: starts[step]!, struck, ...(end > step + 1 ? { heldTo: starts[end]! } : {}) });
  }
  return { notes, barStart, starts };
}

/**
 * The spans a part's bar is written in: its beat groups, except that beats whose notes are
 * evenly spread across two (three notes across two beats) are bracketed together, and a
 * `subdivision` cell across several beats is one span.
 */
export function writingSpans(groove: Groove, bar: number, events: number[]): [number, number][] {
  const T = TICKS_PER_BEAT;
  const groups = beatGroups(groove.signature, groove.beams);
  const spans: [number, number][] = [];
  let beat = 0;
  for (const size of groups) {
    spans.push([beat * T, (beat + size) * T]);
    beat += size;
  }
  // A cell of `subdivision` across beats joins them.
  let cellBeat = 0;
  for (const cell of groove.shapes[bar]!.cells) {
    if (cell.beats > 1) mergeSpans(spans, cellBeat * T, (cellBeat + cell.beats) * T);
    cellBeat += cell.beats;
  }
  // Beats of a quarter-note time taken in pairs from the bar's start: three (or five) notes evenly across a pair are one tuplet.
  if (groove.signature.unit <= 4 && !groove.beams) {
    for (let first = 0; first + 2 <= groove.signature.beats; first += 2) {
      const [from, to] = [first * T, (first + 2) * T];
      const inside = events.filter((tick) => tick >= from && tick < to).map((tick) => tick - from);
      const divisions = (to - from) / inside.reduce(gcd, to - from);
      if (divisions % 2 === 1 && divisions > 1) mergeSpans(spans, from, to);
    }
  }
  return spans;
}

export function mergeSpans(spans: [number, number][], from: number, to: number) {
  const inside = spans.filter(([start, end]) => start >= from && end <= to);
  if (inside.length < 2) return;
  spans.splice(spans.indexOf(inside[0]!), inside.length, [from, to]);
}
