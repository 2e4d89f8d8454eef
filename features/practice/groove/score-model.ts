/**
 * What the notation of a groove is made of (score.ts computes it, engrave/ draws it): per bar and part, the
 * notes with their heads, values, ties, beams, tuplets, grace notes, rolls and marks.
 */
import { VOICES, type Stroke, type Voice } from './language';
import type { Dynamic, Swing, TempoChange, TimeSignature } from './parse';
import { STROKE_TABLE, VOICE_TABLE, type Notehead, type StrokeEntry, type VoiceEntry } from './vocabulary';

/** Where a drum sits on the staff (the key the reading lesson teaches) and its notehead. */
export type StaffPlace = VoiceEntry['staff'];

export const DRUM_KEY = Object.fromEntries(VOICES.map((voice) => [voice, VOICE_TABLE[voice].staff])) as Record<
  Voice,
  StaffPlace
>;

/** Strokes that change a drum's notehead: the ride's bell is a diamond, a cross-stick an x on the snare. */
export const HEAD_FOR_STROKE = Object.fromEntries(
  Object.entries(STROKE_TABLE).flatMap(([stroke, { head }]) => (head ? [[stroke, head]] : [])),
) as Partial<Record<Stroke, Notehead>>;

export type Part = 'hands' | 'feet';

export interface Head {
  drum: Voice;
  key: string;
  head: StaffPlace['head'];
  /** A ghost note: the notehead in brackets. */
  ghost: boolean;
}

export interface Note {
  /** The step (of the whole groove) the note or rest starts on. */
  step: number;
  /** How long it lasts, in ticks (TICKS_PER_BEAT to a beat). */
  ticks: number;
  /** The written note value: 1 whole, 2 half, 4 quarter, 8 eighth, 16 sixteenth, 32 thirty-second. */
  value: number;
  dots: 0 | 1;
  /** No heads: a rest. */
  heads: Head[];
  accent: boolean;
  /** The mark above a hi-hat note (open, half-open) or under the foot's (splash). */
  ring?: StrokeEntry['ring'];
  /** Grace notes before it: 1 a flam, 2 a drag, 3 a ruff, on the staff places in `graceKeys`. */
  graces?: number;
  graceKeys?: string[];
  roll?: StrokeEntry['roll'];
  /** Tied to the next note of its voice: a held note going on over a beat or bar line. */
  tie?: boolean;
  /** The second half of a tie: the note held on, not struck again. */
  held?: boolean;
  /** As drum books write it under the note: R, lR under a flam, RR under a double stroke. */
  sticking?: string;
  /** A dynamic level from this note on. */
  dynamic?: Dynamic;
  /** A rest that fills a whole bar: drawn as a whole rest in the middle of the bar, whatever the time. */
  wholeBar?: boolean;
}

export interface Tuplet {
  /** The first note (index into the part's notes) and how many notes it holds. */
  first: number;
  count: number;
  /** `3` notes in the time of `2`, `6` in the time of `4`. */
  notes: number;
  occupied: number;
}

export interface PartBar {
  part: Part;
  notes: Note[];
  /** Runs of notes joined by a beam, as indexes into notes. */
  beams: number[][];
  tuplets: Tuplet[];
}

export interface ScoreBar {
  index: number;
  parts: PartBar[];
  /** The tempo change that starts at this bar. */
  change?: TempoChange;
  /** A slash bar ("time"): one slash a beat, its only part the crash cymbal's notes above the staff, the kicks. */
  time?: boolean;
}

/** A crescendo or decrescendo hairpin, from the note at one step to the note at another. */
export interface Hairpin {
  kind: 'crescendo' | 'decrescendo';
  from: number;
  to: number;
}

export interface Score {
  signature: TimeSignature;
  parts: Part[];
  bars: ScoreBar[];
  hairpins: Hairpin[];
  swing?: Swing;
  /** The groove's written tempo, shown at its start when the tempo changes later. */
  tempo?: number;
}

/** Ticks in a beat: every division of a beat (or of a few beats) into up to 12 steps is a whole number of them. */
export const TICKS_PER_BEAT = 27720;
