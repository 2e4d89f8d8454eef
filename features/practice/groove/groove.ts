/**
 * What a groove is once read (parse.ts reads it from the lines an editor writes; serialize writes it back):
 * its time signature, its bars' shapes, each step's place, each drum's strokes and holds, and its sticking,
 * feet, dynamics, beams, swing and tempo changes. Types only, and the error every reader throws.
 */
import type { Step, Voice } from './language';
import type { DynamicMark } from './vocabulary';

export type Hand = 'R' | 'L';
export type Swing = 'eighths' | 'sixteenths';

export interface TimeSignature {
  /** Beats in a bar (the top number). */
  beats: number;
  /** The note value of a beat (the bottom number): 4 is a quarter note. */
  unit: number;
}

/** A stretch of a bar whose steps are evenly spaced: `steps` steps across `beats` beats (most often one). */
export interface Cell {
  steps: number;
  beats: number;
}

export interface BarShape {
  /** The bar's first step, in the whole groove. */
  first: number;
  steps: number;
  cells: Cell[];
}

/** Where a step falls in the count. */
export interface StepPlace {
  bar: number;
  /** Its cell in the bar (`BarShape.cells`), its index in that cell, and the cell's size. */
  cell: number;
  sub: number;
  of: number;
  /** Beats the cell spans. */
  span: number;
  /** Beats from the start of its bar to this step (a fraction between beats). */
  beat: number;
}

/** A note value as a tempo change names it: "dotted quarter" is { value: 4, dots: 1 }. */
export interface NoteValue {
  value: number;
  dots: 0 | 1;
  triplet: boolean;
}

export interface TempoChange {
  /** The bar it starts (from 0). */
  bar: number;
  /** Beats per minute from that bar; not always whole after a metric modulation. */
  tempo: number;
  /** A metric modulation: the note value of before (`from`) that the new one (`to`) lasts as long as. */
  modulation?: { from: NoteValue; to: NoteValue };
}

/** A D.S. (back to the segno) or D.C. (back to bar 1), at the end of its bar, on to the coda or to Fine. */
export interface FormJump {
  bar: number;
  from: 'segno' | 'start';
  to: 'coda' | 'fine';
}

/** A chart's road map, by bar (from 0): repeats, endings, segno, coda, D.S. or D.C., Fine, and slash bars. */
export interface Form {
  /** Bars a repeat starts at (|:) and ends after (:|). */
  starts: number[];
  ends: number[];
  /** First and second endings, each over its bars. */
  endings: { number: 1 | 2; first: number; last: number }[];
  segno?: number;
  /** "To Coda" at the end of its bar; the coda starts at its bar. */
  toCoda?: number;
  coda?: number;
  jump?: FormJump;
  /** The bar Fine ends. */
  fine?: number;
  /** Slash bars ("time"): one slash a beat, and the crash cymbal's notes written above the staff as the kicks. */
  time: number[];
}

export interface Groove {
  title: string;
  tempo: number;
  signature: TimeSignature;
  bars: number;
  /** Each bar's steps and how they divide its beats. */
  shapes: BarShape[];
  /** Each step's place in the count. */
  places: StepPlace[];
  /** Steps in the whole groove. */
  steps: number;
  /** The drums the groove writes, in VOICES order, each with one entry per step. */
  voices: Partial<Record<Voice, Step[]>>;
  /** Steps that hold the drum's note before them (`_`), for the drums that have any. */
  holds: Partial<Record<Voice, boolean[]>>;
  /** The hand for each step, when the groove gives its sticking. */
  sticking?: (Hand | null)[];
  /** The foot for each bass drum note, when the groove gives it (double bass). */
  feet?: (Hand | null)[];
  dynamics?: (DynamicMark | null)[];
  /** Beat groups to beam in, when the groove sets them. */
  beams?: number[];
  swing?: Swing;
  /** Tempo changes, by bar. */
  changes: TempoChange[];
  /** The chart's road map, when it has one: without it the bars are played in order. */
  form?: Form;
}

/** The attributes an editor writes on `<Groove>`, all text. */
export type GrooveAttributes = Partial<
  Record<
    | 'title'
    | 'tempo'
    | 'signature'
    | 'subdivision'
    | 'sticking'
    | 'feet'
    | 'dynamics'
    | 'beams'
    | 'swing'
    | 'tempoChange'
    | 'form'
    | Voice,
    string
  >
>;

/** A mistake in a groove, said in the words of the attribute it is in. */
export class GrooveError extends Error {
  constructor(
    readonly attribute: string,
    readonly expected: string,
    readonly got: string,
  ) {
    super(`${attribute}: expected ${expected}; got ${got}`);
    this.name = 'GrooveError';
  }
}
