/**
 * A groove as the player plays it: each step's time and the sounds it makes, worked out on the
 * server and handed to the player's island as plain data, so no parser reaches the browser.
 * Times are in beats at the groove's written tempo from the loop's start; the player scales them
 * to the tempo the visitor sets. Swing moves the off-beats late, a tempo change makes the bars
 * after it longer or shorter, and a roll lasts as long as its note is written (score.ts), so what
 * is heard is what the notation says.
 */
import { barTempos, VOICES, type Groove } from './parse';
import { roadMapOrder } from './parse-form';
import { inOrder } from './timeline-sounds';
import type { Timeline } from './language';

export type { Timeline };
import { scoreOf, TICKS_PER_BEAT } from './score';
import { DYNAMIC_TABLE, isHairpin, STROKE_TABLE } from './vocabulary';

/** Where a point of a beat (0 to 1) falls once swung: eighths long-short as a triplet's 2 + 1, or sixteenths within each eighth. */
export function swung(fraction: number, swing: Groove['swing']): number {
  if (!swing) return fraction;
  const pair = (within: number) => (within < 0.5 ? (within * 4) / 3 : 2 / 3 + ((within - 0.5) * 2) / 3);
  if (swing === 'eighths') return pair(fraction);
  const half = Math.floor(fraction * 2);
  return (half + pair(fraction * 2 - half)) / 2;
}

/** The gain at each step from the dynamics line: a level holds until the next, a hairpin moves evenly in time to its goal. */
function gains(groove: Groove, at: number[]): number[] {
  const marks = groove.dynamics;
  if (!marks) return at.map(() => 1);
  const out: number[] = [];
  let level = 1;
  let ramp: { from: number; to: number; start: number; end: number } | undefined;
  for (let step = 0; step < groove.steps; step += 1) {
    const mark = marks[step];
    if (mark && isHairpin(mark)) {
      const goal = marks.findIndex((each, index) => index > step && each && !isHairpin(each));
      ramp = { from: level, to: DYNAMIC_TABLE[marks[goal]!].gain!, start: at[step]!, end: at[goal]! };
    } else if (mark) {
      level = DYNAMIC_TABLE[mark].gain!;
      ramp = undefined;
    }
    out.push(ramp ? ramp.from + ((ramp.to - ramp.from) * (at[step]! - ramp.start)) / (ramp.end - ramp.start) : level);
  }
  return out;
}

export function timelineOf(groove: Groove): Timeline {
  const tempos = barTempos(groove);
  const first = tempos[0]!;
  const at: number[] = [];
  let start = 0;
  groove.shapes.forEach((shape, bar) => {
    const stretch = first / tempos[bar]!;
    for (let step = shape.first; step < shape.first + shape.steps; step += 1) {
      const place = groove.places[step]!;
      const beat = Math.floor(place.beat);
      at.push(start + (beat + swung(place.beat - beat, groove.swing)) * stretch);
    }
    start += groove.signature.beats * stretch;
  });
  // A roll lasts as long as its note is written: the score's length for the note at its step.
  const rolls: Record<number, number> = {};
  const rolled = (step: number) =>
    VOICES.some((voice) => {
      const stroke = groove.voices[voice]?.[step];
      return stroke && STROKE_TABLE[stroke].roll;
    });
  // Slash bars write only their kicks: the rolls' lengths are those the bars' notes would be written with.
  scoreOf({ ...groove, form: undefined }).bars.forEach((bar) =>
    bar.parts.forEach((part) => {
      part.notes.forEach((note, index) => {
        if (note.heads.length === 0 || note.held || !rolled(note.step)) return;
        let ticks = note.ticks;
        for (let next = index + 1; part.notes[next]?.held; next += 1) ticks += part.notes[next]!.ticks;
        rolls[note.step] = round((ticks / TICKS_PER_BEAT) * (first / tempos[bar.index]!));
      });
    }),
  );
  const written: Timeline = {
    length: round(start),
    beatsPerBar: groove.signature.beats,
    at: at.map(round),
    barStarts: groove.shapes.map((shape) => shape.first),
    beatStarts: groove.places.flatMap((place, step) => (Number.isInteger(place.beat) ? [step] : [])),
    drums: groove.voices,
    ...(groove.dynamics ? { gains: gains(groove, at).map((gain) => Math.round(gain * 1000) / 1000) } : {}),
    ...(Object.keys(rolls).length ? { rolls } : {}),
  };
  const order = roadMapOrder(groove.form, groove.bars);
  return order ? inOrder(written, order) : written;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
