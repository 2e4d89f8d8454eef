/**
 * The frame of a groove: its tempo and time signature, each line cut into bars, and the bars' shapes (how their
 * steps divide among the beats, inferred from the steps or given by `subdivision`), with each step's place.
 */
import { GROOVE_BAR_LINE, GROOVE_RESTS, TEMPO_RANGE, VOICES } from './language';
import { placesOf } from './places';
import {
  GrooveError,
  type BarShape,
  type Cell,
  type Groove,
  type GrooveAttributes,
  type TimeSignature,
} from './groove';

export const DEFAULT_TEMPO = 80;
const DEFAULT_SIGNATURE = '4/4';
/** Steps per beat a bar may have without saying so: quarters, eighths, triplets, sixteenths, sextuplets, thirty-seconds. */
const STEPS_PER_BEAT = [1, 2, 3, 4, 6, 8];
/** The most steps one beat (or one group of beats) of `subdivision` may hold. */
const MAX_CELL_STEPS = 12;
const BAR_UNITS = [2, 4, 8, 16];

/** The characters that are silence on every line. */
export const REST = new Set<string>(GROOVE_RESTS);

export const SUBDIVISION_LEGEND =
  'steps per beat for each beat of a bar, e.g. "4 4 4 6" (three beats of sixteenths, then sextuplets); "3/2" is three steps across two beats; | between bars when they differ';

export function parseTempo(value: string | undefined, attribute = 'tempo', fallback = DEFAULT_TEMPO): number {
  if (value === undefined || value.trim() === '') return fallback;
  const tempo = Number(value.trim());
  if (!Number.isInteger(tempo) || tempo < TEMPO_RANGE.min || tempo > TEMPO_RANGE.max) {
    throw new GrooveError(
      attribute,
      `a whole number of beats per minute from ${TEMPO_RANGE.min} to ${TEMPO_RANGE.max}`,
      `"${value}"`,
    );
  }
  return tempo;
}

export function parseSignature(value: string | undefined, attribute = 'signature'): TimeSignature {
  const text = (value ?? DEFAULT_SIGNATURE).trim() || DEFAULT_SIGNATURE;
  const match = /^(\d{1,2})\s*\/\s*(\d{1,2})$/.exec(text);
  const beats = Number(match?.[1]);
  const unit = Number(match?.[2]);
  if (!match || beats < 1 || beats > 15 || !BAR_UNITS.includes(unit)) {
    throw new GrooveError(
      attribute,
      'a time signature such as 4/4, 3/4, 6/8 or 7/8 (1 to 15 beats of 2, 4, 8 or 16)',
      `"${text}"`,
    );
  }
  return { beats, unit };
}

/** One line as bars of characters: spaces dropped, split at `|`. */
export function barsOf(line: string): string[] {
  const bars = line.replace(/\s+/g, '').split(GROOVE_BAR_LINE);
  // A leading or trailing | (as in drum tab: |x-x-|) frames the bars; it does not add one.
  if (bars[0] === '') bars.shift();
  if (bars.length > 1 && bars[bars.length - 1] === '') bars.pop();
  return bars;
}

export function parseLine(
  attribute: string,
  line: string,
  allowed: (char: string) => boolean,
  legend: string,
): string[] {
  const bars = barsOf(line);
  if (bars.length === 0 || bars.every((bar) => bar === '')) {
    throw new GrooveError(attribute, `one character per step: ${legend}`, 'an empty line');
  }
  bars.forEach((bar, index) => {
    if (bar === '')
      throw new GrooveError(attribute, 'steps between every two | marks', `an empty bar (bar ${index + 1})`);
    const wrong = [...bar].find((char) => !REST.has(char) && !allowed(char));
    if (wrong !== undefined)
      throw new GrooveError(attribute, `one character per step: ${legend}`, `"${wrong}" in "${line.trim()}"`);
  });
  return bars;
}

export const DRUM_LIST = VOICES.join(', ');

/** Where a step is, in an editor's words: "step 3" or "step 3 of bar 2". */
export function stepWords(groove: Pick<Groove, 'bars' | 'shapes' | 'places'>, step: number): string {
  const place = groove.places[step]!;
  const inBar = step - groove.shapes[place.bar]!.first + 1;
  return `step ${inBar}${groove.bars > 1 ? ` of bar ${place.bar + 1}` : ''}`;
}

/** The bars' shapes as `subdivision` gives them: one bar's for every bar, or one per bar. */
function parseSubdivision(text: string, signature: TimeSignature, bars: number): Cell[][] {
  const fail = (got: string) => {
    throw new GrooveError(
      'subdivision',
      `${SUBDIVISION_LEGEND}; the beats of each bar adding up to ${signature.beats}`,
      got,
    );
  };
  const specs = barsOf(text);
  if (specs.length !== 1 && specs.length !== bars) fail(`${specs.length} bars of it for a groove of ${bars}`);
  const shapes = text
    .split(GROOVE_BAR_LINE)
    .map((spec) => spec.trim())
    .filter(Boolean)
    .map((spec) => {
      const tokens = spec.split(/\s+/);
      const cells = tokens.map((token) => {
        const match = /^(\d{1,2})(?:\/(\d{1,2}))?$/.exec(token);
        const cell = { steps: Number(match?.[1]), beats: Number(match?.[2] ?? 1) };
        if (!match || cell.steps < 1 || cell.steps > MAX_CELL_STEPS || cell.beats < 1) fail(`"${token}"`);
        return cell;
      });
      if (cells.length === 1 && cells[0]!.beats === 1) return Array.from({ length: signature.beats }, () => cells[0]!);
      const beats = cells.reduce((sum, cell) => sum + cell.beats, 0);
      if (beats !== signature.beats) fail(`"${spec}", ${beats} beat${beats === 1 ? '' : 's'}`);
      return cells;
    });
  return shapes.length === 1 ? Array.from({ length: bars }, () => shapes[0]!) : shapes;
}

/** A bar's shape from its number of steps alone: the steps divide evenly among the beats. */
function inferredShape(attribute: string, steps: number, signature: TimeSignature, bar: number, bars: number): Cell[] {
  const perBeat = steps / signature.beats;
  if (!STEPS_PER_BEAT.includes(perBeat)) {
    const fits = STEPS_PER_BEAT.map((each) => each * signature.beats).join(', ');
    throw new GrooveError(
      attribute,
      `a number of steps per bar that divides evenly into the ${signature.beats} beats of ${signature.beats}/${signature.unit} (${fits}), or a subdivision that says how the beats are split`,
      `${steps} steps${bars > 1 ? ` in bar ${bar + 1}` : ''}`,
    );
  }
  return Array.from({ length: signature.beats }, () => ({ steps: perBeat, beats: 1 }));
}

/**
 * The bars' shapes, from `subdivision` or from the first line's steps, and each step's place; every line must
 * have as many bars, and as many steps in each, as the shapes say.
 */
export function shapeBars(
  attributes: GrooveAttributes,
  signature: TimeSignature,
  lines: [string, string[]][],
): Pick<Groove, 'bars' | 'shapes' | 'places' | 'steps'> {
  const [first, firstBars] = lines[0]!;
  const bars = firstBars.length;
  const cells =
    attributes.subdivision !== undefined && attributes.subdivision.trim() !== ''
      ? parseSubdivision(attributes.subdivision, signature, bars)
      : firstBars.map((bar, index) => inferredShape(first, bar.length, signature, index, bars));
  const shapes: BarShape[] = [];
  let total = 0;
  for (const barCells of cells) {
    const steps = barCells.reduce((sum, cell) => sum + cell.steps, 0);
    shapes.push({ first: total, steps, cells: barCells });
    total += steps;
  }
  for (const [attribute, lineBars] of lines) {
    if (lineBars.length !== bars) {
      throw new GrooveError(attribute, `${bars} bar${bars === 1 ? '' : 's'}, like ${first}`, `${lineBars.length}`);
    }
    lineBars.forEach((bar, index) => {
      const wanted = shapes[index]!.steps;
      if (bar.length !== wanted) {
        const where = bars > 1 ? ` in bar ${index + 1}` : '';
        const like = attributes.subdivision ? 'as the subdivision gives it' : `like bar ${index + 1} of ${first}`;
        throw new GrooveError(
          attribute,
          `${wanted} steps${where}, ${like} (every line has the same steps in each bar; spaces and | do not count)`,
          `${bar.length} steps`,
        );
      }
    });
  }
  return { bars, shapes, places: placesOf(cells), steps: total };
}
