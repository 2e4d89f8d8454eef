/**
 * The step grid as data: a column per step, counted as drummers count, and a row per line of the groove, each cell
 * with the mark it shows. The lesson's grid and the content editor's preview draw it with one renderer
 * (step-grid-table.ts); the groove builder draws the same columns and cells as a grid a visitor taps and types in.
 * Pure: no React, no DOM.
 */
import { GROOVE_HOLD, type Stroke } from '@/features/practice/groove/language';
import { countOf, type Groove, type StepPlace } from '@/features/practice/groove/parse';
import { GROOVE_LINES, isRest, writtenOf, type GrooveLine } from '@/features/practice/groove/serialize';
import {
  DYNAMIC_CHARACTERS,
  DYNAMIC_TABLE,
  STROKE_TABLE,
  STROKES,
  type DynamicMark,
} from '@/features/practice/groove/vocabulary';

/** The mark of a step that holds the note before it (the hold, written `_`). */
export const HELD_MARK = '—';

export interface StepColumn {
  step: number;
  place: StepPlace;
  /** How the step is counted aloud: "1", "e", "&", "a". */
  count: string;
  /** The first step of a beat: its column is shaded. */
  onBeat: boolean;
  /** The first step of a bar: after the first bar, a heavier line before it. */
  startsBar: boolean;
}

/** A cell: the character written there, the mark it shows (empty for a rest) and what the character means. */
export type StepCell = { char: string; mark: string } & (
  | { kind: 'rest' }
  | { kind: 'stroke'; stroke: Stroke }
  | { kind: 'held' }
  | { kind: 'hand' }
  | { kind: 'dynamic'; dynamic: DynamicMark }
  /** A character its line gives no meaning (a groove that breaks a rule, in the builder): shown as written. */
  | { kind: 'other' }
);

export interface StepRow {
  line: GrooveLine;
  cells: StepCell[];
}

export interface StepGrid {
  bars: number;
  columns: StepColumn[];
  rows: StepRow[];
}

/** The columns of steps at these places. */
export function columnsOf(places: readonly StepPlace[]): StepColumn[] {
  return places.map((place, step) => ({
    step,
    place,
    count: countOf(place),
    onBeat: Number.isInteger(place.beat),
    startsBar: step === 0 || places[step - 1]!.bar !== place.bar,
  }));
}

/** What a character of a line shows. */
export function cellOf(line: GrooveLine, char: string): StepCell {
  if (isRest(char)) return { kind: 'rest', char, mark: '' };
  if (line === 'sticking' || line === 'feet') return { kind: 'hand', char, mark: char };
  if (line === 'dynamics') {
    const dynamic = DYNAMIC_CHARACTERS[char];
    return dynamic
      ? { kind: 'dynamic', char, mark: DYNAMIC_TABLE[dynamic].sign, dynamic }
      : { kind: 'other', char, mark: char };
  }
  if (char === GROOVE_HOLD) return { kind: 'held', char, mark: HELD_MARK };
  const stroke = STROKES[line][char];
  return stroke
    ? { kind: 'stroke', char, mark: STROKE_TABLE[stroke].mark, stroke }
    : { kind: 'other', char, mark: char };
}

/** A parsed groove's grid: a row for each line it writes (a drum's written silent too), in the order lessons write them. */
export function stepGridOf(groove: Groove): StepGrid {
  const { lines } = writtenOf(groove);
  return {
    bars: groove.bars,
    columns: columnsOf(groove.places),
    rows: GROOVE_LINES.flatMap((line) => {
      const chars = lines[line];
      return chars ? [{ line, cells: chars.map((char) => cellOf(line, char)) }] : [];
    }),
  };
}
