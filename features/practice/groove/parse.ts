/**
 * Grooves: the drum patterns a lesson shows and plays, written by editors as one line of
 * text per drum, like drum tab:
 *
 *     <Groove title="Basic rock beat" tempo="70"
 *       hihat="x-x-x-x-x-x-x-x-"
 *       snare="----x-------x---"
 *       kick="x-------x-------" />
 *
 * One character is one step; every line has the same number of steps. Spaces are ignored and
 * `|` separates bars, so `x-x-x-x- | x-x-x-x-` is two bars of four steps. Without `|` the
 * whole line is one bar. The steps in a bar divide evenly among its beats: 8 steps in 4/4
 * are eighth notes, 12 are triplets, 16 are sixteenths; each bar on its own, so a bar of
 * sixteenths may follow a bar of triplets. A bar that mixes them within itself says so in
 * `subdivision`: "4 4 4 6" is three beats of sixteenths and a beat of sextuplets, "3/2" three
 * steps across two beats (quarter-note triplets). `_` holds the note before it through its step
 * (a longer note, tied over the beat where needed).
 *
 * A groove writes only the drums it plays (any of VOICES), and may add a `sticking` line of
 * R and L under the hands' notes, as rudiment books do, a `feet` line under the bass drum's
 * (double bass), `dynamics` (p, m for mf, f, < and >), `beams` (3+2+2), `swing` and a
 * `tempoChange` at a bar.
 *
 * Everything here is plain data and checked once, at build time (the content check) and
 * again when a page renders, with messages an editor can act on.
 */

import { GrooveError, type Groove, type GrooveAttributes } from './groove';
import { parseSignature, parseTempo, shapeBars } from './parse-bars';
import { dynamicsOf, drumLines, lettersOf, markLines, strokesOf } from './parse-lines';
import { parseBeams, parseSwing, parseTempoChanges } from './parse-timing';
import { parseForm } from './parse-form';

export { VOICES, type Stroke, type Voice } from './language';
export {
  DYNAMICS_LEGEND,
  FEET,
  LEGEND,
  STROKE_NAMES,
  STROKES,
  VOICE_NAMES,
  type Dynamic,
  type DynamicMark,
} from './vocabulary';
export * from './groove';
export { DEFAULT_TEMPO, parseSignature, parseTempo, SUBDIVISION_LEGEND } from './parse-bars';
export { FEET_LEGEND, STICKING_LEGEND } from './parse-lines';
export { barTempos, BEAMS_LEGEND, noteLength, SWING_LEGEND, TEMPO_CHANGE_LEGEND } from './parse-timing';
export { FORM_LEGEND, jumpWords, parseForm, playOrder } from './parse-form';
export { countOf, describeNotes, noteValueWords, tempoChangeWords } from './describe';

/** `{ [key]: value }`, or nothing when there is no value: a groove holds only the settings it has. */
const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/**
 * Reads a groove from its attributes, line by kind of line: the frame (tempo, time signature, the bars' shapes),
 * each drum's strokes, the letters and dynamics under them, the timing (tempo changes, beams, swing) and the road
 * map. Throws a GrooveError naming the attribute and what was expected: no drum at all, lines of different lengths,
 * bars that do not divide into beats…
 */
export function parseGroove(attributes: GrooveAttributes): Groove {
  const title = attributes.title?.trim() ?? '';
  if (!title)
    throw new GrooveError('title', 'a short name for the groove, shown above it and read to screen readers', 'nothing');
  const tempo = parseTempo(attributes.tempo);
  const signature = parseSignature(attributes.signature);
  const drums = drumLines(attributes);
  const marks = markLines(attributes);
  const shaped = shapeBars(attributes, signature, [...drums, ...marks]);
  const struck = strokesOf(drums, shaped);
  const line = (name: string) => marks.find(([each]) => each === name)?.[1].join('');
  return {
    title,
    tempo,
    signature,
    ...shaped,
    ...struck,
    sticking: lettersOf('sticking', line('sticking'), struck, shaped),
    feet: lettersOf('feet', line('feet'), struck, shaped),
    dynamics: dynamicsOf(line('dynamics'), struck, shaped),
    beams: parseBeams(attributes.beams, signature),
    swing: parseSwing(attributes.swing, signature),
    changes: parseTempoChanges(attributes.tempoChange, tempo, signature, shaped.bars),
    ...optional('form', parseForm(attributes.form, shaped.bars)),
  };
}
