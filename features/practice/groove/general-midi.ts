/**
 * An electronic kit's MIDI messages as the drums the grooves write. Pure: bytes in, drums out.
 *
 * General MIDI numbers its percussion notes (channel 10 by convention; e-kits send on it, but any channel is read,
 * as some modules are set to another): kick 35/36, cross-stick 37, snare 38/40, hi-hat closed, pedal and open
 * 42/44/46, toms 41–50, crash 49/57, ride 51/59, ride bell 53, China 52, splash 55, cowbell 56. Kits add their own:
 * Roland's rim notes and hi-hat edge notes (22 closed edge, 26 open edge), the third tom's rim on 58, and the
 * hi-hat pedal's position as controller 4 (0 open to 127 closed) before each hi-hat note. Open or closed, a hi-hat
 * note is the hi-hat to grade, so controller 4 is read as nothing; the pedal's own chick comes as note 44. A kit
 * that numbers its pads otherwise is learnt pad by pad (`learnt`), and that mapping wins over these.
 */
import { Voice } from '@/features/practice/groove/language';

/** The common numbers, General MIDI's and the usual e-kit additions. */
export const GENERAL_MIDI: Readonly<Record<number, Voice>> = {
  35: 'kick',
  36: 'kick',
  37: 'snare',
  38: 'snare',
  40: 'snare',
  // Hi-hat: closed, pedal, open, and Roland's closed and open edge notes.
  42: 'hihat',
  46: 'hihat',
  22: 'hihat',
  26: 'hihat',
  44: 'hihatfoot',
  // Toms, high to low: high (50, 48), mid (47, 45), floor (43, with Roland's rim on 58), low floor (41).
  50: 'hightom',
  48: 'hightom',
  47: 'midtom',
  45: 'midtom',
  43: 'floortom',
  58: 'floortom',
  41: 'lowtom',
  49: 'crash',
  57: 'crash',
  51: 'ride',
  59: 'ride',
  53: 'ride',
  52: 'china',
  55: 'splash',
  56: 'cowbell',
};

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
