/**
 * A groove's timing beyond its bars: tempo changes (a new tempo, or a metric modulation), beam groups and swing.
 */
import { TEMPO_RANGE } from './language';
import { GrooveError, type Groove, type NoteValue, type Swing, type TempoChange, type TimeSignature } from './groove';
import { parseTempo } from './parse-bars';

export const BEAMS_LEGEND =
  'the beat groups the notes are beamed in, adding up to the top number of the time signature, e.g. 3+2+2 in 7/8';
export const SWING_LEGEND =
  '"eighths" or "sixteenths": played long-short, as a triplet\'s first two thirds and last third';
export const TEMPO_CHANGE_LEGEND =
  '"bar 3: 120" (a new tempo), or a metric modulation such as "bar 3: dotted quarter = quarter" (the old dotted quarter becomes the new beat); ; between changes';

export const NOTE_VALUES: Record<string, number> = { whole: 1, half: 2, quarter: 4, eighth: 8, sixteenth: 16 };

/** A note value's length in beats of `unit` (a dotted quarter is 1.5 beats of 4/4, 3 of 6/8). */
export function noteLength({ value, dots, triplet }: NoteValue, unit: number): number {
  return (unit / value) * (dots ? 1.5 : 1) * (triplet ? 2 / 3 : 1);
}

function parseNoteValue(text: string): NoteValue | undefined {
  const match = /^(dotted\s+)?(whole|half|quarter|eighth|sixteenth)(\s+triplet)?$/i.exec(text.trim());
  if (!match) return undefined;
  return { value: NOTE_VALUES[match[2]!.toLowerCase()]!, dots: match[1] ? 1 : 0, triplet: Boolean(match[3]) };
}

export function parseTempoChanges(
  text: string | undefined,
  tempo: number,
  signature: TimeSignature,
  bars: number,
): TempoChange[] {
  if (text === undefined || text.trim() === '') return [];
  const changes: TempoChange[] = [];
  let current = tempo;
  for (const part of text
    .split(';')
    .map((each) => each.trim())
    .filter(Boolean)) {
    const fail = (got: string): never => {
      throw new GrooveError('tempoChange', TEMPO_CHANGE_LEGEND, got);
    };
    const match = /^bar\s+(\d+)\s*:\s*(.+)$/i.exec(part) ?? fail(`"${part}"`);
    const bar = Number(match[1]) - 1;
    if (bar < 1 || bar >= bars) fail(`bar ${bar + 1}, where the groove has bars 2 to ${bars} to change at`);
    if (changes.length && bar <= changes[changes.length - 1]!.bar)
      fail(`bar ${bar + 1} after bar ${changes[changes.length - 1]!.bar + 1}: changes go in order`);
    const rule = match[2]!.trim();
    let next: TempoChange;
    if (/^\d+$/.test(rule)) {
      next = { bar, tempo: parseTempo(rule, 'tempoChange') };
    } else {
      const [left, right, extra] = rule.split('=');
      const from = parseNoteValue(left ?? '');
      const to = parseNoteValue(right ?? '');
      if (!from || !to || extra !== undefined) fail(`"${rule}"`);
      // The old `from` lasts as long as the new `to`: tempo × to / from, in beats of the time signature.
      const bpm = (current * noteLength(to!, signature.unit)) / noteLength(from!, signature.unit);
      if (bpm < TEMPO_RANGE.min || bpm > TEMPO_RANGE.max)
        fail(`"${rule}", which takes ${Math.round(current)} BPM to ${Math.round(bpm)}`);
      next = { bar, tempo: bpm, modulation: { from: from!, to: to! } };
    }
    changes.push(next);
    current = next.tempo;
  }
  return changes;
}

export function parseBeams(text: string | undefined, signature: TimeSignature): number[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const groups = text.split('+').map((each) => Number(each.trim()));
  const sum = groups.reduce((total, each) => total + each, 0);
  if (groups.some((each) => !Number.isInteger(each) || each < 1) || sum !== signature.beats) {
    throw new GrooveError(
      'beams',
      BEAMS_LEGEND,
      `"${text.trim()}"${groups.every(Number.isInteger) ? `, which adds up to ${sum}, not ${signature.beats}` : ''}`,
    );
  }
  return groups;
}

export function parseSwing(text: string | undefined, signature: TimeSignature): Swing | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const swing = text.trim().toLowerCase();
  if (swing !== 'eighths' && swing !== 'sixteenths') throw new GrooveError('swing', SWING_LEGEND, `"${text.trim()}"`);
  if (signature.unit !== 4)
    throw new GrooveError(
      'swing',
      'a time signature with a quarter-note beat (4/4, 3/4…) to swing in',
      `${signature.beats}/${signature.unit}`,
    );
  return swing;
}

/** The tempo each bar is written at, after the groove's tempo changes. */
export function barTempos(groove: Pick<Groove, 'tempo' | 'bars' | 'changes'>): number[] {
  let tempo = groove.tempo;
  return Array.from({ length: groove.bars }, (_, bar) => {
    tempo = groove.changes.find((change) => change.bar === bar)?.tempo ?? tempo;
    return tempo;
  });
}
