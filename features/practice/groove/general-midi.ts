/**
 * An electronic kit's MIDI messages as the drums the grooves write. Pure: bytes in, drums out.
 *
 * Kits send their pads as General MIDI's percussion notes (channel 10 by convention; any channel is read, as some
 * modules are set to another), plus their own additions such as Roland's rim and hi-hat edge notes: each drum's row
 * of the vocabulary lists the notes read as it. Roland kits also send the hi-hat pedal's position as controller 4
 * before each hi-hat note; open or closed, a hi-hat note is the hi-hat to grade, so controller 4 is read as nothing
 * (the pedal's own chick comes as its own note). A kit that numbers its pads otherwise is learnt pad by pad
 * (`learnt`), and that mapping wins over the common numbers.
 */
import type { Stroke, Voice } from './language';
import { GENERAL_MIDI, STROKE_TABLE, VOICE_TABLE } from './vocabulary';

export { GENERAL_MIDI };

export type MidiHit =
  { kind: 'hit'; voice: Voice; note: number; velocity: number } | { kind: 'unknown'; note: number; velocity: number };

/**
 * What one MIDI message is, for play-along: a struck pad (note-on with a velocity), on its drum or on a number
 * neither the common map nor the learnt one has; anything else (note-offs, controllers, clock) is nothing here.
 */
export function readMessage(
  data: ArrayLike<number>,
  learnt: Readonly<Record<number, Voice>> = {},
): MidiHit | undefined {
  const [status = 0, note = 0, velocity = 0] = Array.from(data);
  // A note-on is 0x90 to 0x9f (any channel); a note-on with velocity 0 is a note-off.
  if ((status & 0xf0) !== 0x90 || velocity === 0) return undefined;
  const voice = learnt[note] ?? GENERAL_MIDI[note];
  return voice ? { kind: 'hit', voice, note, velocity } : { kind: 'unknown', note, velocity };
}

/** Roland's hi-hat edge note when the hi-hat is open: read as an open hi-hat, as General MIDI's 46 is. */
const OPEN_EDGE = 26;

/**
 * The character of the stroke a pad names by its own note on `voice`, where it has one: the open hi-hat (46, and
 * Roland's open edge 26), the ride's bell (53), the snare's cross-stick (37), each the note the MIDI file writes for
 * that stroke. Recording writes it; play-along grades it as its drum.
 */
export function padCharacter(voice: Voice, note: number): string | undefined {
  const stroke =
    note === OPEN_EDGE
      ? 'open'
      : (Object.keys(STROKE_TABLE) as Stroke[]).find((each) => STROKE_TABLE[each].midi === note);
  if (!stroke) return undefined;
  return Object.entries(VOICE_TABLE[voice].characters).find(([, meaning]) => meaning.stroke === stroke)?.[0];
}
