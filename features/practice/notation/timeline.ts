/**
 * A groove as the player plays it: each step's time and the sounds it makes, worked out on the
 * server and handed to the player's island as plain data, so no parser reaches the browser.
 * Times are in beats at the groove's written tempo from the loop's start; the player scales them
 * to the tempo the visitor sets. Swing moves the off-beats late, a tempo change makes the bars
 * after it longer or shorter, and a roll lasts as long as its note is written (score.ts), so what
 * is heard is what the notation says.
 */
import { barTempos, VOICES, type Dynamic, type Groove } from './groove';
import type { Step, Stroke, Voice } from './kit';
import { scoreOf, TICKS_PER_BEAT } from './score';
import { STROKE_TABLE } from './vocabulary';

export interface TimelineSound {
  voice: Voice;
  stroke: Stroke;
  /** From 0 to 1: the stroke's loudness times the dynamics at its step. */
  level: number;
  /** A roll's length, in beats at the written tempo. */
  length?: number;
}

export interface Timeline {
  /** The loop's length, in beats at the written tempo. */
  length: number;
  /** Each step: when it starts, its beat in the bar (for the count-in and the count), whether it is on a beat, and what it sounds. */
  steps: { at: number; beat: number; sub: number; barStart: boolean; sounds: TimelineSound[] }[];
  bars: number;
  /** Beats in a bar: the count-in's clicks. */
  beatsPerBar: number;
}

/** How loud each dynamic level plays, against the strokes' own loudness (a groove without dynamics plays at full). */
export const DYNAMIC_GAIN: Record<Dynamic, number> = { p: 0.45, mf: 0.7, f: 1 };

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
    if (mark === 'crescendo' || mark === 'decrescendo') {
      const goal = marks.findIndex((each, index) => index > step && each && each !== 'crescendo' && each !== 'decrescendo');
      ramp = { from: level, to: DYNAMIC_GAIN[marks[goal] as Dynamic], start: at[step]!, end: at[goal]! };
    } else if (mark) {
      level = DYNAMIC_GAIN[mark];
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
  const written = new Map<number, number>();
  const score = scoreOf(groove);
  score.bars.forEach((bar) =>
    bar.parts.forEach((part) => {
      part.notes.forEach((note, index) => {
        if (note.heads.length === 0 || note.held) return;
        let ticks = note.ticks;
        for (let next = index + 1; part.notes[next]?.held; next += 1) ticks += part.notes[next]!.ticks;
        written.set(note.step, (ticks / TICKS_PER_BEAT) * (first / tempos[bar.index]!));
      });
    }),
  );
  const gain = gains(groove, at);
  return {
    length: start,
    bars: groove.bars,
    beatsPerBar: groove.signature.beats,
    steps: at.map((time, step) => {
      const place = groove.places[step]!;
      const sounds = VOICES.flatMap((voice) => {
        const stroke: Step | undefined = groove.voices[voice]?.[step];
        if (!stroke) return [];
        const entry = STROKE_TABLE[stroke];
        const sound: TimelineSound = { voice, stroke, level: Math.round(entry.loudness * gain[step]! * 1000) / 1000 };
        if (entry.roll) sound.length = written.get(step) ?? 0.25;
        return [sound];
      });
      return {
        at: Math.round(time * 1e6) / 1e6,
        beat: Math.floor(place.beat),
        sub: Number.isInteger(place.beat) ? 0 : 1,
        barStart: step === groove.shapes[place.bar]!.first,
        sounds,
      };
    }),
  };
}
