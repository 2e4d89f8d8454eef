/**
 * One bar of a part as VexFlow notes: heads on the drums' places, values, rests, ties, beams, tuplets, grace notes,
 * rolls, accents, the open and half-open hi-hat's marks, ghost notes in brackets and the sticking under the notes.
 */
import {
  Annotation,
  Articulation,
  Beam,
  Dot,
  Formatter,
  GraceNote,
  GraceNoteGroup,
  Modifier,
  Parenthesis,
  StaveNote,
  Tremolo,
  Tuplet,
  Voice as VexVoice,
} from 'vexflow/bravura';
import type { Note, PartBar, Score } from '../groove/score';

/** How wide a step is drawn, at the least: a bar of sixteenths is about 16 × 15 px plus its clef. */
const STEP_PX = 15;
const MIN_BAR_PX = 130;

/** Where a rest sits: in the middle of a one-voice staff; above the middle for the hands and below it for the feet when both play. */
export function restKey(part: PartBar['part'], twoParts: boolean, wholeBar: boolean): string {
  if (!twoParts) return wholeBar ? 'd/5' : 'b/4';
  if (part === 'hands') return wholeBar ? 'f/5' : 'e/5';
  return 'f/4';
}

export const HEAD_SUFFIX = { normal: '', x: '/x', diamond: '/d', triangle: '/tu', circlex: '/cx' } as const;

/** Where a kick's rest sits in a slash bar: above the staff, with the kicks, clear of the slashes. */
const KICK_REST_KEY = 'b/5';

export function staveNote(note: Note, part: PartBar['part'], twoParts: boolean, kicks = false): StaveNote {
  const rest = note.heads.length === 0;
  const stem = part === 'hands' ? 1 : -1;
  const keys = rest
    ? [kicks ? KICK_REST_KEY : restKey(part, twoParts, note.wholeBar === true)]
    : note.heads.map(({ key, head }) => `${key}${HEAD_SUFFIX[head]}`);
  const staveNote = new StaveNote({
    keys,
    duration: `${note.wholeBar ? 'w' : note.value}${note.dots ? 'd' : ''}${rest ? 'r' : ''}`,
    clef: 'percussion',
    stem_direction: stem,
    auto_stem: false,
    align_center: note.wholeBar === true,
  });
  if (note.dots) Dot.buildAndAttach([staveNote], { all: true });
  const above = part === 'hands' ? Modifier.Position.ABOVE : Modifier.Position.BELOW;
  // Under a beamed bass-drum note the accent goes past the beam, not on it.
  if (note.accent)
    staveNote.addModifier(
      new Articulation('a>').setPosition(above).setYShift(part === 'feet' && note.value >= 8 ? 8 : 0),
      0,
    );
  // Open: a small circle above the hi-hat's note; a foot splash: the circle under the foot's.
  if (note.ring === 'open') staveNote.addModifier(new Articulation('ah').setPosition(Modifier.Position.ABOVE), 0);
  if (note.ring === 'splash') staveNote.addModifier(new Articulation('ah').setPosition(Modifier.Position.BELOW), 0);
  // Half-open: the circle with a line through it, as drum parts write it.
  if (note.ring === 'halfopen')
    staveNote.addModifier(new Annotation('ø').setFont('serif', 15).setPosition(Modifier.Position.ABOVE), 0);
  // A double stroke: one slash through the stem, each note played as two.
  if (note.roll === 'double') staveNote.addModifier(new Tremolo(1), 0);
  if (note.graces && note.graceKeys) {
    // A flam's one grace note has a slash through its stem; a drag's two and a ruff's three are beamed.
    const duration = note.graces === 1 ? '8' : note.graces === 2 ? '16' : '32';
    const graces = Array.from(
      { length: note.graces },
      () =>
        new GraceNote({
          keys: note.graceKeys!,
          duration,
          slash: note.graces === 1,
          stem_direction: stem,
          auto_stem: false,
          clef: 'percussion',
        }),
    );
    const group = new GraceNoteGroup(graces, false);
    if (graces.length > 1) group.beamNotes();
    staveNote.addModifier(group, 0);
  }
  note.heads.forEach((head, index) => {
    if (!head.ghost) return;
    staveNote.addModifier(new Parenthesis(Modifier.Position.LEFT), index);
    staveNote.addModifier(new Parenthesis(Modifier.Position.RIGHT), index);
  });
  if (!rest && !note.held) staveNote.setAttribute('id', `step-${note.step}`);
  return staveNote;
}

export interface BarDrawing {
  voices: VexVoice[];
  notes: { note: Note; staveNote: StaveNote; part: PartBar['part'] }[];
  beams: Beam[];
  tuplets: Tuplet[];
  minWidth: number;
  /** Whether the feet play in this bar: their stems take the room under the staff. */
  feet: boolean;
  /** Whether the feet have a tuplet number under them. */
  feetTuplets: boolean;
}

export function barDrawing(score: Score, index: number, steps: number): BarDrawing {
  const twoParts = score.parts.length === 2;
  const notes: BarDrawing['notes'] = [];
  const beams: Beam[] = [];
  const tuplets: Tuplet[] = [];
  const bar = score.bars[index]!;
  const voices = bar.parts.map((part) => {
    const staveNotes = part.notes.map((note) => staveNote(note, part.part, twoParts, bar.time));
    part.notes.forEach((note, at) => notes.push({ note, staveNote: staveNotes[at]!, part: part.part }));
    for (const beam of part.beams) beams.push(new Beam(beam.map((at) => staveNotes[at]!)));
    for (const tuplet of part.tuplets) {
      tuplets.push(
        new Tuplet(staveNotes.slice(tuplet.first, tuplet.first + tuplet.count), {
          num_notes: tuplet.notes,
          notes_occupied: tuplet.occupied,
          location: part.part === 'hands' ? Tuplet.LOCATION_TOP : Tuplet.LOCATION_BOTTOM,
          // The number alone (6, not 6:4), as drum books write it.
          ratioed: false,
        }),
      );
    }
    const voice = new VexVoice({ num_beats: score.signature.beats, beat_value: score.signature.unit });
    // A whole-bar rest is a whole rest in any time: the voice does not count it.
    if (part.notes.some((note) => note.wholeBar)) voice.setMode(VexVoice.Mode.SOFT);
    return voice.addTickables(staveNotes);
  });
  if (bar.time) voices.push(slashes(score));
  const formatter = new Formatter().joinVoices(voices);
  formatter.preCalculateMinTotalWidth(voices);
  // The notes' own widths, without the padding VexFlow adds for every step only one voice plays (a
  // drum groove has many: hands on every sixteenth, feet on a few), which spread bars half as wide again.
  // A bar denser than sixteenths (sextuplets, thirty-seconds) packs its steps closer, so it still reads one bar a line on a phone.
  // So does a bar of flams: their grace notes are small and sit close to their notes, and already count in the notes' widths.
  const graces = score.bars[index]!.parts.some((part) => part.notes.filter((note) => note.graces).length >= 4);
  const dense = steps > 16 || graces;
  const minWidth = Math.max(
    MIN_BAR_PX,
    steps * (dense ? 12 : STEP_PX),
    formatter.getMinTotalWidth() * (graces ? 1.05 : dense ? 1.2 : 1.4),
  );
  const feet = score.bars[index]!.parts.some(
    (part) => part.part === 'feet' && part.notes.some((note) => note.heads.length > 0),
  );
  const feetTuplets = score.bars[index]!.parts.some((part) => part.part === 'feet' && part.tuplets.length > 0);
  return { voices, notes, beams, tuplets, minWidth, feet, feetTuplets };
}

/** A slash bar's time: one stemless slash a beat on the middle line, as charts write "play time". */
function slashes(score: Score): VexVoice {
  const notes = Array.from({ length: score.signature.beats }, () => {
    const note = new StaveNote({
      keys: ['b/4'],
      duration: `${score.signature.unit}s`,
      clef: 'percussion',
      stem_direction: -1,
      auto_stem: false,
    });
    // VexFlow gives every slash a stem; a chart's time slashes have none.
    note.glyphProps = { ...note.glyphProps, stem: false, flag: false };
    return note;
  });
  return new VexVoice({ num_beats: score.signature.beats, beat_value: score.signature.unit }).addTickables(notes);
}
