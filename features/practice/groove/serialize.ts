/**
 * The way back from a groove to its text: parse.ts reads `<Groove>` attributes into a Groove, and this writes a
 * Groove as attributes again, in the order and the form a lesson writes them, so that reading what it writes gives
 * the same music (tested on every groove the lessons hold).
 *
 * Between the two sits the written form, one character per step on each line: the groove builder edits it, and it
 * may break a rule of the language while it is being edited (the parser then says which).
 */
import { GROOVE_BAR_LINE, GROOVE_HOLD, GROOVE_RESTS, VOICES, type Voice } from './language';
import { noteValueWords, type Cell, type Groove, type GrooveAttributes, type Swing, type TimeSignature } from './parse';
import { formText } from './parse-form';
import { stepsOf, totalSteps } from './places';
import { DYNAMIC_TABLE, STROKES } from './vocabulary';

/** A line a groove may write: a drum's, or one written under the notes (sticking, feet, dynamics). */
export type GrooveLine = Voice | 'sticking' | 'feet' | 'dynamics';
/** The lines in the order a lesson writes them: the drums top to bottom, then the lines under the notes. */
export const GROOVE_LINES: readonly GrooveLine[] = [...VOICES, 'sticking', 'feet', 'dynamics'];
/** The rest the written form uses (a lesson may write either of GROOVE_RESTS). */
export const WRITTEN_REST = GROOVE_RESTS[0];

export const isRest = (char: string) => (GROOVE_RESTS as readonly string[]).includes(char);

/** A groove as written: one character per step on each line, each bar's cells, its settings as their text says them. */
export interface WrittenGroove {
  title: string;
  tempo: number;
  signature: TimeSignature;
  /** Each bar's cells: how its beats divide into steps. */
  cells: Cell[][];
  /** One character per step in the whole groove, for each line the groove writes. */
  lines: Partial<Record<GrooveLine, string[]>>;
  swing?: Swing;
  beams?: string;
  tempoChange?: string;
  /** The road map (repeats, endings, D.S., Fine, slash bars), as `form` writes it. */
  form?: string;
}

/** The character a stroke is written with on a drum's line (the first, where two mean the same). */
function characterOf(voice: Voice, stroke: string): string {
  return Object.entries(STROKES[voice]).find(([, each]) => each === stroke)![0];
}

/** A parsed groove in its written form: every line it writes as characters, every bar's cells, its tempo changes as words. */
export function writtenOf(groove: Groove): WrittenGroove {
  const lines: WrittenGroove['lines'] = {};
  for (const voice of VOICES) {
    const steps = groove.voices[voice];
    if (!steps) continue;
    lines[voice] = steps.map((stroke, step) =>
      stroke ? characterOf(voice, stroke) : groove.holds[voice]?.[step] ? GROOVE_HOLD : WRITTEN_REST,
    );
  }
  if (groove.sticking) lines.sticking = groove.sticking.map((hand) => hand ?? WRITTEN_REST);
  if (groove.feet) lines.feet = groove.feet.map((foot) => foot ?? WRITTEN_REST);
  if (groove.dynamics)
    lines.dynamics = groove.dynamics.map((mark) => (mark ? DYNAMIC_TABLE[mark].character : WRITTEN_REST));
  const tempoChange = groove.changes
    .map(
      ({ bar, tempo, modulation }) =>
        `bar ${bar + 1}: ${modulation ? `${noteValueWords(modulation.from)} = ${noteValueWords(modulation.to)}` : Math.round(tempo)}`,
    )
    .join('; ');
  return {
    title: groove.title,
    tempo: groove.tempo,
    signature: groove.signature,
    cells: groove.shapes.map((shape) => shape.cells),
    lines,
    ...(groove.swing ? { swing: groove.swing } : {}),
    ...(groove.beams ? { beams: groove.beams.join('+') } : {}),
    ...(tempoChange ? { tempoChange } : {}),
    ...(groove.form ? { form: formText(groove.form) } : {}),
  };
}

/** A line's characters with the bar line between bars. */
function barred(written: WrittenGroove, line: string[]): string {
  let at = 0;
  return written.cells
    .map((bar) => {
      const steps = stepsOf(bar);
      const text = line.slice(at, at + steps).join('');
      at += steps;
      return text;
    })
    .join(GROOVE_BAR_LINE);
}

/** Whether a bar's steps can be told from their number alone (even on every beat, at a number the parser infers). */
function inferable(written: WrittenGroove, bar: Cell[]): boolean {
  return (
    bar.length === written.signature.beats &&
    bar.every((cell) => cell.beats === 1 && cell.steps === bar[0]!.steps) &&
    [1, 2, 3, 4, 6, 8].includes(bar[0]!.steps)
  );
}

/** Whether a line holds anything but rests. */
export const hasNotes = (line: readonly string[] | undefined) => Boolean(line?.some((char) => !isRest(char)));

/**
 * A written groove as `<Groove>` attributes, in the order a lesson writes them: only the drums that play (or, for a
 * groove with none yet, a silent snare line that gives the bars their length) and the lines and settings in use.
 */
export function attributesOf(written: WrittenGroove): GrooveAttributes {
  const voices = VOICES.filter((voice) => hasNotes(written.lines[voice]));
  const attributes: GrooveAttributes = {
    title: written.title,
    tempo: String(written.tempo),
    ...(written.signature.beats === 4 && written.signature.unit === 4
      ? {}
      : { signature: `${written.signature.beats}/${written.signature.unit}` }),
  };
  if (!written.cells.every((bar) => inferable(written, bar))) {
    const spec = (bar: Cell[]) =>
      bar.map((cell) => (cell.beats === 1 ? String(cell.steps) : `${cell.steps}/${cell.beats}`)).join(' ');
    const specs = written.cells.map(spec);
    attributes.subdivision = specs.every((each) => each === specs[0]) ? specs[0] : specs.join(' | ');
  }
  const steps = totalSteps(written);
  for (const voice of voices.length ? voices : (['snare'] as const))
    attributes[voice] = barred(written, written.lines[voice] ?? Array<string>(steps).fill(WRITTEN_REST));
  for (const line of ['sticking', 'feet', 'dynamics'] as const) {
    if (hasNotes(written.lines[line])) attributes[line] = barred(written, written.lines[line]!);
  }
  if (written.beams) attributes.beams = written.beams;
  if (written.swing) attributes.swing = written.swing;
  if (written.tempoChange) attributes.tempoChange = written.tempoChange;
  if (written.form) attributes.form = written.form;
  return attributes;
}

/** A groove as the attributes a lesson writes: what parseGroove reads back as the same music. */
export const serializeGroove = (groove: Groove): GrooveAttributes => attributesOf(writtenOf(groove));
