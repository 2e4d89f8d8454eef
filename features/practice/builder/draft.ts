/**
 * The groove builder's groove, as a drummer edits it: the groove's written form (groove/serialize.ts), one
 * character per step on each row, and the edits a tap, a key or a menu makes to it. Pure data, no DOM: the builder's
 * island, its address and its "copy as lesson text" all go through here, and every draft is read back by the same
 * parser the content check uses, so what the builder shows, shares and hands an editor is a groove a lesson accepts.
 */
import { MAX_ADDRESS_BARS } from '@/features/practice/groove/address';
import { GROOVE_HOLD, TEMPO_RANGE, VOICES, type Voice } from '@/features/practice/groove/language';
import { DYNAMIC_TABLE, VOICE_TABLE } from '@/features/practice/groove/vocabulary';
import {
  GrooveError,
  parseForm,
  parseGroove,
  STROKES,
  type Cell,
  type Groove,
  type TimeSignature,
} from '@/features/practice/groove/parse';
import { placesOf, stepsOf, totalSteps } from '@/features/practice/groove/places';
import {
  attributesOf,
  GROOVE_LINES,
  hasNotes,
  isRest,
  WRITTEN_REST,
  type GrooveLine,
  type WrittenGroove,
} from '@/features/practice/groove/serialize';

/** A row of the builder's grid: a drum, or a line written under the notes (sticking, feet, dynamics). */
export type Row = GrooveLine;
export const ROWS = GROOVE_LINES;
const REST = WRITTEN_REST;

/** The most bars a groove in the builder has: as many as a groove's address carries. */
export const MAX_BARS = MAX_ADDRESS_BARS;
/** Steps per beat the builder offers: quarters to thirty-seconds, with triplets and sextuplets. */
export const STEPS_PER_BEAT = [1, 2, 3, 4, 6, 8] as const;

/** The groove being edited: kept as written, so it shows (and may be undone to) while it breaks a rule. */
export type Draft = WrittenGroove;

/**
 * What a tap (or Space, or Enter) on a cell cycles through, from silence: the strokes a drummer reaches for
 * first. Every other character the row may hold is typed as its letter (the builder says so).
 */
export const CYCLE: Record<Row, readonly string[]> = {
  ...(Object.fromEntries(VOICES.map((voice) => [voice, VOICE_TABLE[voice].tap])) as Record<Voice, readonly string[]>),
  sticking: ['R', 'L'],
  feet: ['R', 'L'],
  dynamics: Object.values(DYNAMIC_TABLE).map(({ character }) => character),
};

/** Every character a row may hold besides a rest: the language's own, and the hold `_` on a drum. */
export function charactersOf(row: Row): string[] {
  if (row === 'sticking' || row === 'feet') return ['R', 'L'];
  if (row === 'dynamics') return ['p', 'm', 'f', '<', '>'];
  return [...Object.keys(STROKES[row]), GROOVE_HOLD];
}

/** A bar of `beats` beats with `perBeat` steps on each. */
export const evenBar = (beats: number, perBeat: number): Cell[] =>
  Array.from({ length: beats }, () => ({ steps: perBeat, beats: 1 }));

/** The steps per beat of a draft whose bars all divide every beat alike, or undefined when they mix. */
export function perBeatOf(draft: Pick<Draft, 'cells'>): number | undefined {
  const first = draft.cells[0]?.[0];
  if (!first || first.beats !== 1) return undefined;
  return draft.cells.every((bar) => bar.every((cell) => cell.beats === 1 && cell.steps === first.steps))
    ? first.steps
    : undefined;
}

/** The builder's first groove: a bar of 4/4 in sixteenths with the rock beat every drummer learns first. */
export function rockBeat(title: string): Draft {
  return {
    title,
    tempo: 80,
    signature: { beats: 4, unit: 4 },
    cells: [evenBar(4, 4)],
    lines: {
      hihat: [...'x-x-x-x-x-x-x-x-'],
      snare: [...'----x-------x---'],
      kick: [...'x-------x-------'],
    },
  };
}

/** The same bars with nothing in them. */
export function cleared(draft: Draft): Draft {
  return { ...draft, lines: {}, beams: undefined, tempoChange: undefined, form: undefined };
}

/** The draft as the groove the notation, the player and a lesson read; throws the content check's GrooveError. */
export function grooveOf(draft: Draft): Groove {
  return parseGroove(attributesOf(draft));
}

/** The steps per beat the builder offers nearest to `wanted`. */
function nearestPerBeat(wanted: number): number {
  return [...STEPS_PER_BEAT].sort((x, y) => Math.abs(x - wanted) - Math.abs(y - wanted) || x - y)[0]!;
}

/** Whether a road map reads with `bars` bars (one written for more names bars that are gone). */
function formFits(form: string, bars: number): boolean {
  try {
    parseForm(form, bars);
    return true;
  } catch (error) {
    if (error instanceof GrooveError) return false;
    throw error;
  }
}

/** A tempo change's bar (from 0), as `tempoChange` writes it: "bar 3: 120". */
const changeBar = (change: string) => Number(/^\s*bar\s+(\d+)/i.exec(change)?.[1] ?? 0) - 1;

/**
 * The draft with its bars reshaped.
 *
 * - **More or fewer bars:** the bars that stay keep their shape and everything in them (held notes, beams, the tempo
 *   changes that fall in them); an added bar takes the last bar's shape, empty.
 * - **Another time signature or number of steps per beat:** each note moves to the step of the new shape nearest to
 *   where it fell, in the same bar, unless that step is taken or the bar is now shorter than where it fell. A new
 *   time signature keeps the note values (sixteenths in 4/4 stay sixteenths in 6/8: two a beat) and the speed (80
 *   quarters a minute are 160 eighths). Held notes, beams and tempo changes, written for the old bars, are dropped.
 */
export function reshaped(draft: Draft, shape: { signature?: TimeSignature; perBeat?: number; bars?: number }): Draft {
  const bars = Math.min(MAX_BARS, Math.max(1, shape.bars ?? draft.cells.length));
  if (!shape.signature && shape.perBeat === undefined) {
    const kept = draft.cells.slice(0, bars);
    const cells = [...kept, ...Array.from({ length: bars - kept.length }, () => draft.cells[draft.cells.length - 1]!)];
    const keptSteps = totalSteps({ cells: kept });
    const added = totalSteps({ cells }) - keptSteps;
    const lines: Draft['lines'] = {};
    for (const row of ROWS) {
      const line = draft.lines[row];
      const next = line ? [...line.slice(0, keptSteps), ...Array<string>(added).fill(REST)] : undefined;
      if (hasNotes(next)) lines[row] = next;
    }
    const changes = draft.tempoChange
      ?.split(';')
      .filter((change) => change.trim() && changeBar(change) < bars)
      .join(';')
      .trim();
    // A road map names bars by number: it stays while it still reads with the bars left (Undo brings it back).
    const form = draft.form !== undefined && formFits(draft.form, bars) ? draft.form : undefined;
    return { ...draft, cells, lines, tempoChange: changes || undefined, form };
  }
  const signature = shape.signature ?? draft.signature;
  const was = perBeatOf(draft) ?? Math.max(1, Math.round(stepsOf(draft.cells[0]!) / draft.signature.beats));
  const perBeat = shape.perBeat ?? nearestPerBeat((was * draft.signature.unit) / signature.unit);
  const cells = Array.from({ length: bars }, () => evenBar(signature.beats, perBeat));
  // Where each step falls in its bar, in whole notes, so a quarter of 4/4 is two eighths of 6/8.
  const from = placesOf(draft.cells).map(({ bar, beat }) => ({ bar, at: beat / draft.signature.unit }));
  const to = placesOf(cells).map(({ bar, beat }) => ({ bar, at: beat / signature.unit }));
  const barLength = signature.beats / signature.unit;
  const lines: Draft['lines'] = {};
  for (const row of ROWS) {
    const line = draft.lines[row];
    if (!hasNotes(line)) continue;
    const next: string[] = Array(to.length).fill(REST);
    line!.forEach((char, step) => {
      if (isRest(char) || char === GROOVE_HOLD) return;
      const { bar, at } = from[step]!;
      if (bar >= bars || at >= barLength - 1e-9) return;
      // The nearest step; between two as near, the earlier (an eighth's "&" goes to a triplet's second note).
      let best = -1;
      to.forEach((place, index) => {
        if (place.bar !== bar) return;
        if (best < 0 || Math.abs(place.at - at) < Math.abs(to[best]!.at - at) - 1e-9) best = index;
      });
      if (best >= 0 && next[best] === REST) next[best] = char;
    });
    if (hasNotes(next)) lines[row] = next;
  }
  const tempo = Math.round((draft.tempo * signature.unit) / draft.signature.unit);
  return {
    ...draft,
    tempo: Math.min(TEMPO_RANGE.max, Math.max(TEMPO_RANGE.min, tempo)),
    signature,
    cells,
    lines,
    swing: signature.unit === 4 ? draft.swing : undefined,
    beams: undefined,
    tempoChange: undefined,
  };
}

/** The character at a step of a row (a rest where the row has none). */
export const characterAt = (draft: Draft, row: Row, step: number) => draft.lines[row]?.[step] ?? REST;

/** The draft with one step of one row set to `char` (a rest: `-`). */
export function withCharacter(draft: Draft, row: Row, step: number, char: string): Draft {
  const line = draft.lines[row] ?? Array<string>(totalSteps(draft)).fill(REST);
  if (line[step] === char) return draft;
  const next = line.slice();
  next[step] = char;
  const lines = { ...draft.lines, [row]: next };
  if (!hasNotes(next)) delete lines[row];
  return { ...draft, lines };
}

/** The next character a tap gives a cell: along the row's cycle, then back to a rest (as a typed one the cycle has not got does). */
export function nextCharacter(row: Row, char: string): string {
  const cycle = CYCLE[row];
  const at = cycle.indexOf(char);
  if (isRest(char)) return cycle[0]!;
  return at < 0 || at === cycle.length - 1 ? REST : cycle[at + 1]!;
}
