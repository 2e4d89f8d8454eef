/**
 * What the builder's grid says to a screen reader: each cell's name ("Snare, & of beat 2: hit"), and what it says
 * after a change (the live region's announcements). Pure: the words come from content/interface.yaml.
 */
import { countOf, type StepPlace } from '@/features/practice/groove/parse';
import { DYNAMIC_TABLE, STROKE_NAMES, VOICE_NAMES, VOICE_TABLE } from '@/features/practice/groove/vocabulary';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { cellOf, type StepCell } from '@/features/practice/ui/step-grid';
import type { Row } from './draft';

/** The words the grid speaks in: the builder's, and the lessons' for the lines under the notes and a held note. */
export type SaidWords = Pick<
  Words['builder'],
  'cell' | 'count' | 'countInBar' | 'rest' | 'undone' | 'redone' | 'cleared' | 'reshaped'
> &
  Pick<Words['practice'], 'held' | 'sticking' | 'feet' | 'dynamics'>;

/** The grid's words, from the builder's and the lessons' (content/interface.yaml). */
export const saidWordsOf = (
  builder: Words['builder'],
  practice: Pick<Words['practice'], 'held' | 'sticking' | 'feet' | 'dynamics'>,
): SaidWords => ({
  ...builder,
  held: practice.held,
  sticking: practice.sticking,
  feet: practice.feet,
  dynamics: practice.dynamics,
});

/** A row's name: the drum's, or the line's. */
export const rowName = (row: Row, words: Pick<SaidWords, 'sticking' | 'feet' | 'dynamics'>) =>
  row === 'sticking' || row === 'feet' || row === 'dynamics' ? words[row] : VOICE_NAMES[row];

/** Where a step is, said in full: "2", "e of beat 2", "bar 2, & of beat 3". */
export function countWords(place: StepPlace, bars: number, words: Pick<SaidWords, 'count' | 'countInBar'>): string {
  const count = countOf(place);
  const said = Number.isInteger(place.beat)
    ? count
    : fillIn(words.count, { count: count === '·' ? String(place.sub + 1) : count, beat: Math.floor(place.beat) + 1 });
  return bars > 1 ? fillIn(words.countInBar, { bar: place.bar + 1, count: said }) : said;
}

/** What a cell holds, in words. */
export function cellWords(row: Row, cell: StepCell, words: Pick<SaidWords, 'rest' | 'held'>): string {
  switch (cell.kind) {
    case 'rest':
      return words.rest;
    case 'held':
      return words.held;
    case 'dynamic':
      return DYNAMIC_TABLE[cell.dynamic].words;
    case 'stroke':
      // A hi-hat played with the stick is closed unless it says otherwise: "closed", as the lessons' legend says it.
      return row === 'hihat' && cell.stroke === 'hit'
        ? VOICE_TABLE.hihat.characters.x!.says
        : STROKE_NAMES[cell.stroke];
    default:
      return cell.char;
  }
}

/** A cell's name: its row, its step in the count and what it holds. */
export const cellName = (row: Row, cell: StepCell, place: StepPlace, bars: number, words: SaidWords) =>
  fillIn(words.cell, {
    row: rowName(row, words),
    count: countWords(place, bars, words),
    stroke: cellWords(row, cell, words),
  });

/** What the builder last said, as data: a cell that changed (where it was in the bars then), or an edit. */
export type Said =
  | { kind: 'cell'; row: Row; char: string; place: StepPlace; bars: number }
  | { kind: 'undone' | 'redone' | 'cleared' }
  | { kind: 'reshaped'; steps: number };

/** What was said, in words. */
export function saidWords(said: Said | undefined, words: SaidWords): string {
  if (!said) return '';
  switch (said.kind) {
    case 'cell':
      return cellName(said.row, cellOf(said.row, said.char), said.place, said.bars, words);
    case 'reshaped':
      return fillIn(words.reshaped, { steps: said.steps });
    default:
      return words[said.kind];
  }
}
