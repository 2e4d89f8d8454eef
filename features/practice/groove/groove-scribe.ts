/**
 * Groove Scribe's links, read and written. Groove Scribe (github.com/montulli/GrooveScribe) keeps a whole groove in
 * its address: `…/groove/?TimeSig=4/4&Div=16&Tempo=80&Measures=1&H=|x-x-x-x-x-x-x-x-|&S=|----O-------O---|&K=|o-------o-------|`,
 * one line of letters per row of its grid. Forum posts, lesson pages and teachers' notes hold thousands of them.
 *
 * The letters are Groove Scribe's own (js/noteArrays.js, tablatureToABCNotationPerNote, and js/constants.js, the
 * notation each letter draws), read here as the same drums and strokes of the site's language:
 *
 * | Row | Letter | Groove Scribe draws | Here |
 * |---|---|---|---|
 * | H | `x` `X` `o` `+` | hi-hat, accented, open (o), closed (+) | hi-hat `x` `X` `o` `x` |
 * | H | `r` `b` `c` `m` | ride, ride bell, crash, cowbell | ride `x` `b`, crash `x`, cowbell `x` |
 * | S | `o` `O` `g` `x` `b` `f` `d` | snare, accented, ghost (in brackets), cross-stick, buzz, flam (drawn accented), drag | snare `x` `X` `g` `c` `z` `F` `d` |
 * | K | `o` `x` `X` | bass drum, hi-hat foot, both | bass drum `x`, hi-hat foot `x`, both |
 * | T1–T4 | `o` (`x` on T1 and T4) | high tom, mid tom, low tom, floor tom | high tom, mid tom, floor tom (a link with both T3 and T4: floor tom and low floor tom) |
 * | Stickings | `R` `L` | the hand under the note | sticking `R` `L` |
 *
 * Not kept, and said so: the stacker (H `s`), metronome clicks (H `n` `N`), "both hands" and counts in the sticking
 * (`B`, `c`), a sticking letter under a rest, the author and comments, the metronome setting. Swing of any amount is
 * played here as the triplet swing (two to one); a tempo outside 30–300 is brought into it.
 */
import { TEMPO_RANGE, type Voice } from './language';
import { attributesOf, type WrittenGroove } from './serialize';
import { GrooveError, parseGroove, type Groove, type GrooveAttributes } from './parse';
import { FEET, STROKE_NAMES, VOICE_NAMES } from './vocabulary';

/** Where Groove Scribe opens a link written here. */
export const GROOVE_SCRIBE_ADDRESS = 'https://www.mikeslessons.com/groove/';
/** Groove Scribe's limits (js/constants.js, js/musicMath.js). */
const MAX_MEASURES = 10;
const DEFAULT_TEMPO = 80;
const DIVISIONS = [4, 8, 12, 16, 24, 32, 48];

/** What was read: the groove's attributes, and what the link held that this site cannot write, in words. */
export type GrooveScribeRead = { attributes: GrooveAttributes; left: string[] } | { problem: string };

/** The part of a link after its `?` (or the whole text, given without one), without any `#…`. */
function queryOf(link: string): string {
  const text = link.trim();
  const at = text.indexOf('?');
  return (at >= 0 ? text.slice(at + 1) : text).split('#')[0]!;
}

/** Whether a text is a Groove Scribe link (or its query): it names a row or the time signature. */
export function isGrooveScribeLink(link: string): boolean {
  return /(^|&)(timesig|div|h|s|k|t[1-4]|stickings)=/i.test(queryOf(link));
}

/** A parameter as Groove Scribe reads it: the first whose name matches in any case, its value as written. */
function paramsOf(query: string): (name: string) => string | undefined {
  const pairs = query.split('&').map((pair) => pair.split('='));
  return (name) => pairs.find(([key]) => key!.toLowerCase() === name.toLowerCase())?.[1];
}

/** Groove Scribe's words decoded as it decodes them (a `+` is a space). */
function words(value: string | undefined): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value).replace(/\+/g, ' ').trim();
  } catch {
    return value.replace(/\+/g, ' ').trim();
  }
}

type Row = 'H' | 'S' | 'K' | 'T1' | 'T2' | 'T3' | 'T4' | 'Stickings';

/** What a letter of a row is here: a drum's character (or two, `K` `X`), a hand, or what is not kept. */
type Reading = { drums: [Voice, string][] } | { hand: 'R' | 'L' } | { left: string } | null;

function letterOf(row: Row, letter: string): Reading {
  if (letter === '-') return null;
  const drum = (voice: Voice, char: string): Reading => ({ drums: [[voice, char]] });
  switch (row) {
    case 'H':
      if (letter === 'x' || letter === '+') return drum('hihat', 'x');
      if (letter === 'X') return drum('hihat', 'X');
      if (letter === 'o') return drum('hihat', 'o');
      if (letter === 'r' || letter === 'R') return drum('ride', 'x');
      if (letter === 'b' || letter === 'B') return drum('ride', 'b');
      if (letter === 'c') return drum('crash', 'x');
      if (letter === 'm') return drum('cowbell', 'x');
      if (letter === 's') return { left: 'the stacker cymbal (H "s")' };
      if (letter === 'n' || letter === 'N') return { left: `metronome clicks (H "${letter}")` };
      break;
    case 'S': {
      const snare: Record<string, string> = { o: 'x', O: 'X', g: 'g', x: 'c', b: 'z', B: 'z', f: 'F', d: 'd' };
      if (snare[letter]) return drum('snare', snare[letter]);
      break;
    }
    case 'K':
      if (letter === 'o') return drum('kick', 'x');
      if (letter === 'x') return drum('hihatfoot', 'x');
      if (letter === 'X')
        return {
          drums: [
            ['kick', 'x'],
            ['hihatfoot', 'x'],
          ],
        };
      break;
    case 'Stickings':
      if (letter === 'R' || letter === 'r') return { hand: 'R' };
      if (letter === 'L' || letter === 'l') return { hand: 'L' };
      if (letter === 'B' || letter === 'b') return { left: 'sticking for both hands (B)' };
      if (letter === 'c') return { left: 'counts in the sticking row (c)' };
      break;
    default:
      // The toms: `o`, and `x` on the two Groove Scribe shows.
      if (letter === 'o' || (letter === 'x' && (row === 'T1' || row === 'T4'))) return drum('hightom', 'x');
  }
  return { left: `the letter "${letter}" in the ${row} row` };
}

/**
 * A row's letters as Groove Scribe lays them on its grid (noteArraysFromURLData): bar lines and its other signs
 * dropped, a line twice or more as fine as the grid thinned, one twice or more as coarse spread out.
 */
function rowLetters(value: string, steps: number): (string | null)[] {
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // As written.
  }
  const notes = text.replace(/[:!)([\]|]/g, '');
  const out: (string | null)[] = Array(steps).fill(null);
  const thin = notes.length > steps && notes.length / steps >= 2 ? Math.ceil(notes.length / steps) : 1;
  const spread = notes.length < steps && steps / notes.length >= 2 ? Math.ceil(steps / notes.length) : 1;
  for (let from = 0, to = 0; from < notes.length && to < steps; from += thin, to += spread) out[to] = notes[from]!;
  return out;
}

/** Groove Scribe's grooves for a row its link leaves out: eighth... every step on the hi-hat, 2 and 4 on the snare, 1 and 3 on the bass drum. */
function defaultRow(row: 'H' | 'S' | 'K', perMeasure: number, beats: number, measures: number): string {
  const group = perMeasure / beats;
  const bar = Array.from({ length: perMeasure }, (_, step) => {
    if (row === 'H') return perMeasure === 48 ? '-' : 'x';
    const on = step % group === 0;
    const odd = (step / group) % 2 !== 0;
    if (row === 'S') return on && odd ? 'O' : '-';
    return on && !odd ? 'o' : '-';
  }).join('');
  return bar.repeat(measures);
}

/**
 * A Groove Scribe link (any host, any of its forms: `/groove/?…`, `/gscribe?…`, `GrooveEmbed.html?…`, or the query
 * alone) as the attributes of the same groove, and what it held that is not kept. `maxBars`: the most bars to open
 * (the builder's); the rest are said to be left.
 */
export function readGrooveScribe(
  link: string,
  { untitled, maxBars = MAX_MEASURES }: { untitled: string; maxBars?: number },
): GrooveScribeRead {
  const get = paramsOf(queryOf(link));
  const left: string[] = [];
  // The time signature as Groove Scribe takes it: n/2, n/4, n/8 or n/16, 1 to 32 beats; else 4/4.
  const [top, bottom] = (get('TimeSig') ?? '4/4').split('/').map((each) => parseInt(each, 10));
  const ok = top !== undefined && bottom !== undefined && !Number.isNaN(top) && !Number.isNaN(bottom);
  const beats = ok && top >= 1 && top <= 32 ? top : 4;
  const unit = ok && [2, 4, 8, 16].includes(bottom) ? bottom : 4;
  const division = parseInt(get('Div') ?? '16', 10);
  const perBeat = division / unit;
  if (!DIVISIONS.includes(division) || !Number.isInteger(perBeat) || perBeat < 1 || perBeat > 12)
    return { problem: `the division Div=${get('Div')} in ${beats}/${unit}, which Groove Scribe does not write` };
  const perMeasure = perBeat * beats;
  let measures = parseInt(get('Measures') ?? '1', 10);
  if (Number.isNaN(measures) || measures < 1) measures = 1;
  measures = Math.min(measures, MAX_MEASURES);
  const bars = Math.min(measures, maxBars);
  if (bars < measures) left.push(`bars ${bars + 1} to ${measures} (the builder holds ${maxBars})`);
  const steps = perMeasure * bars;
  const all = perMeasure * measures;

  const lines: WrittenGroove['lines'] = {};
  const put = (voice: Voice | 'sticking', step: number, char: string) => {
    lines[voice] ??= Array<string>(steps).fill('-');
    lines[voice]![step] = char;
  };
  const reported = new Set<string>();
  const leave = (what: string) => {
    if (!reported.has(what)) left.push(what);
    reported.add(what);
  };
  const rows: Row[] = ['H', 'S', 'K', 'T1', 'T2', 'T3', 'T4'];
  const read = (row: Row): (string | null)[] | undefined => {
    const value = get(row);
    if (value) return rowLetters(value, all).slice(0, steps);
    if (row === 'H' || row === 'S' || row === 'K')
      return rowLetters(defaultRow(row, perMeasure, beats, measures), all).slice(0, steps);
    return undefined;
  };
  const tomRows = { T1: read('T1'), T2: read('T2'), T3: read('T3'), T4: read('T4') };
  const plays = (letters: (string | null)[] | undefined) =>
    Boolean(letters?.some((letter) => letter && letter !== '-'));
  // Groove Scribe's toms go high to low; the site's four are high, mid, floor and low floor.
  const tomVoice: Record<'T1' | 'T2' | 'T3' | 'T4', Voice> = {
    T1: 'hightom',
    T2: 'midtom',
    T3: 'floortom',
    T4: plays(tomRows.T3) ? 'lowtom' : 'floortom',
  };
  for (const row of rows) {
    const letters = row.startsWith('T') ? tomRows[row as keyof typeof tomRows] : read(row);
    letters?.forEach((letter, step) => {
      if (letter === null) return;
      const reading = letterOf(row, letter);
      if (!reading) return;
      if ('left' in reading) return leave(reading.left);
      if ('drums' in reading)
        for (const [voice, char] of reading.drums)
          put(row.startsWith('T') ? tomVoice[row as keyof typeof tomVoice] : voice, step, char);
    });
  }
  const sticking = get('Stickings');
  if (sticking) {
    rowLetters(sticking, all)
      .slice(0, steps)
      .forEach((letter, step) => {
        if (letter === null) return;
        const reading = letterOf('Stickings', letter);
        if (!reading) return;
        if ('left' in reading) return leave(reading.left);
        if (!('hand' in reading)) return;
        // The site writes a hand only under a note the hands play.
        const handPlays = Object.entries(lines).some(
          ([voice, line]) => voice !== 'sticking' && !FEET.includes(voice as Voice) && line![step] !== '-',
        );
        if (handPlays) put('sticking', step, reading.hand);
        else leave('sticking letters under rests');
      });
  }

  let tempo = parseInt(get('Tempo') ?? String(DEFAULT_TEMPO), 10);
  if (Number.isNaN(tempo) || tempo < 20 || tempo > 400) tempo = DEFAULT_TEMPO;
  const kept = Math.min(TEMPO_RANGE.max, Math.max(TEMPO_RANGE.min, tempo));
  if (kept !== tempo)
    left.push(`the tempo ${tempo} BPM, played at ${kept} (the site plays ${TEMPO_RANGE.min} to ${TEMPO_RANGE.max})`);
  let swing = parseInt(get('Swing') ?? '0', 10);
  if (Number.isNaN(swing) || swing < 0 || swing > 100) swing = 0;
  // Groove Scribe swings the steps of its division in pairs, counted on a 4/4 bar of 32 slots (js/midiFile.js):
  // eighths at Div=8, sixteenths at Div=16, and in 4/4 only (in other times its swing falls on the wrong notes).
  const four = beats === 4 && unit === 4;
  const swingOf = four && perBeat === 2 ? 'eighths' : four && perBeat === 4 ? 'sixteenths' : undefined;
  if (swing > 0 && !swingOf) left.push(`swing outside 4/4 eighths or sixteenths (${swing}%)`);
  if (swing > 0 && swingOf && Math.abs(swing - 33) > 3)
    left.push(`a swing of ${swing}%, played as the triplet swing (two to one, about 33%)`);
  for (const name of ['Author', 'Comments'] as const) if (words(get(name))) left.push(`the ${name.toLowerCase()}`);
  const metronome = parseInt(get('MetronomeFreq') ?? '0', 10);
  if (metronome > 0) left.push('the metronome setting (the player has its own)');

  // Written as a lesson writes it (serialize.ts): the drums that play, bar lines, the subdivision where needed.
  const attributes = attributesOf({
    title: words(get('Title')) || untitled,
    tempo: kept,
    signature: { beats, unit },
    cells: Array.from({ length: bars }, () => Array.from({ length: beats }, () => ({ steps: perBeat, beats: 1 }))),
    lines,
    ...(swing > 0 && swingOf ? { swing: swingOf } : {}),
  });
  try {
    parseGroove(attributes);
  } catch (error) {
    if (error instanceof GrooveError) return { problem: error.message };
    throw error;
  }
  return { attributes, left };
}

/** What Groove Scribe's rows write for each drum and stroke of the site (its letters, read back the same). */
const WRITTEN: Partial<Record<Voice, { row: Row; letters: Record<string, string> }>> = {
  hihat: { row: 'H', letters: { hit: 'x', accent: 'X', open: 'o' } },
  ride: { row: 'H', letters: { hit: 'r', bell: 'b' } },
  crash: { row: 'H', letters: { hit: 'c' } },
  cowbell: { row: 'H', letters: { hit: 'm' } },
  snare: {
    row: 'S',
    letters: { hit: 'o', accent: 'O', ghost: 'g', cross: 'x', buzz: 'b', flamaccent: 'f', drag: 'd' },
  },
  kick: { row: 'K', letters: { hit: 'o' } },
  hihatfoot: { row: 'K', letters: { hit: 'x' } },
  hightom: { row: 'T1', letters: { hit: 'o' } },
  midtom: { row: 'T2', letters: { hit: 'o' } },
};

/**
 * The groove as a Groove Scribe link, when Groove Scribe can hold it, or what it cannot hold: a teacher can hand a
 * groove built here to someone who lives there. What it writes reads back here as the same groove.
 */
export function grooveScribeLink(groove: Groove): { link: string } | { cannot: string[] } {
  const cannot = new Set<string>();
  const { beats, unit } = groove.signature;
  const perBeat = groove.shapes[0]!.cells[0]!.steps;
  const even = groove.shapes.every((shape) => shape.cells.every((cell) => cell.beats === 1 && cell.steps === perBeat));
  const division = perBeat * unit;
  if (!even) cannot.add('bars that mix steps per beat');
  else if (!DIVISIONS.includes(division) || ![2, 4, 8, 16].includes(unit))
    cannot.add(`${perBeat} steps a beat in ${beats}/${unit}`);
  if (groove.bars > MAX_MEASURES) cannot.add(`more than ${MAX_MEASURES} bars`);
  const rows: Partial<Record<Row, string[]>> = {};
  const write = (row: Row, step: number, letter: string) => {
    rows[row] ??= Array<string>(groove.steps).fill('-');
    const was = rows[row]![step]!;
    // A bass drum and the hi-hat foot together are one letter; any other two in one row cannot be written.
    if (row === 'K' && was !== '-' && was !== letter) rows[row]![step] = 'X';
    else if (was !== '-') cannot.add(`two of the hi-hat, ride, crash and cowbell at once`);
    else rows[row]![step] = letter;
  };
  // Groove Scribe's T4 alone is read as the floor tom: a low floor tom goes below a floor tom, on T4 under T3.
  const low = groove.voices.lowtom?.some(Boolean);
  const floor = low ? 'T3' : 'T4';
  if (low && !groove.voices.floortom?.some(Boolean)) cannot.add('the low floor tom without the floor tom');
  for (const [voice, strokes] of Object.entries(groove.voices) as [Voice, Groove['voices'][Voice]][]) {
    const written =
      voice === 'floortom'
        ? { row: floor as Row, letters: { hit: 'o' } }
        : voice === 'lowtom'
          ? { row: 'T4' as Row, letters: { hit: 'o' } }
          : WRITTEN[voice];
    strokes?.forEach((stroke, step) => {
      if (!stroke) return;
      const letter = written?.letters[stroke];
      if (!written || !letter) cannot.add(`${STROKE_NAMES[stroke]} on the ${VOICE_NAMES[voice].toLowerCase()}`);
      else write(written.row, step, letter);
    });
    if (groove.holds[voice]?.some(Boolean)) cannot.add('held notes');
  }
  if (groove.feet) cannot.add('the feet line');
  if (groove.dynamics) cannot.add('dynamics');
  if (groove.beams) cannot.add('beam groups');
  if (groove.changes.length) cannot.add('tempo changes');
  if (groove.form) cannot.add('a road map (repeats, endings)');
  const swing = groove.swing;
  const four = beats === 4 && unit === 4;
  if (swing && !(four && ((swing === 'eighths' && perBeat === 2) || (swing === 'sixteenths' && perBeat === 4))))
    cannot.add(`swung ${swing} at ${perBeat} steps a beat`);
  if (cannot.size) return { cannot: [...cannot] };

  const perMeasure = perBeat * beats;
  const barred = (line: string[]) =>
    `|${Array.from({ length: groove.bars }, (_, bar) => line.slice(bar * perMeasure, (bar + 1) * perMeasure).join('')).join('|')}|`;
  const empty = Array<string>(groove.steps).fill('-');
  const parts = [
    `TimeSig=${beats}/${unit}`,
    `Div=${division}`,
    `Title=${encodeURIComponent(groove.title)}`,
    `Tempo=${Math.round(groove.tempo)}`,
    ...(swing ? ['Swing=33'] : []),
    `Measures=${groove.bars}`,
    // Groove Scribe fills a row its link leaves out with a groove of its own: every row is written.
    `H=${barred(rows.H ?? empty)}`,
    `S=${barred(rows.S ?? empty)}`,
    `K=${barred(rows.K ?? empty)}`,
    ...(['T1', 'T2', 'T3', 'T4'] as const).flatMap((row) => (rows[row] ? [`${row}=${barred(rows[row])}`] : [])),
    ...(groove.sticking ? [`Stickings=${barred(groove.sticking.map((hand) => hand ?? '-'))}`] : []),
  ];
  return { link: `${GROOVE_SCRIBE_ADDRESS}?${parts.join('&')}` };
}
