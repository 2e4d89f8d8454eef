/**
 * The builder's MIDI file and play-along's reading of an electronic kit speak the same General MIDI: every stroke
 * of every drum, written to a file and read back note by note, is graded on the drum that wrote it.
 */
import { Midi } from '@tonejs/midi';
import { describe, expect, it } from 'vitest';
import { readMessage } from '@/features/practice/groove/general-midi';
import { parseGroove, STROKES, VOICES, type Voice } from '@/features/practice/groove/parse';
import { STROKE_TABLE, VOICE_TABLE } from '@/features/practice/groove/vocabulary';
import { midiFileOf } from './midi';

describe('a MIDI file read back as an electronic kit', () => {
  it('plays every stroke of every drum on a note play-along reads as that drum', () => {
    for (const voice of VOICES) {
      for (const [character, stroke] of Object.entries(STROKES[voice])) {
        // A grace note alone leads into another drum's note, which is not what this looks at.
        const partner = STROKE_TABLE[stroke].graceOnly ? (voice === 'snare' ? 'hightom' : 'snare') : undefined;
        const file = midiFileOf(
          parseGroove({
            title: `${voice} ${stroke}`,
            tempo: '80',
            [voice]: `${character}---`,
            ...(partner ? { [partner]: 'x---' } : {}),
          }),
        );
        const partnerNote = partner ? VOICE_TABLE[partner].midi.writes : undefined;
        const notes = new Midi(file).tracks.flatMap((track) => track.notes).filter((note) => note.midi !== partnerNote);
        expect(notes.length, `${voice} ${stroke}`).toBeGreaterThan(0);
        for (const note of notes) {
          const read = readMessage([0x99, note.midi, Math.max(1, Math.round(note.velocity * 127))]);
          // A drum General MIDI has no note for (the stack) is written as the drum a General MIDI kit plays it
          // with, and read as that one until a kit learns its own pad.
          const expected: Voice = VOICE_TABLE[voice].midi.reads.length
            ? voice
            : VOICES.find((other) => VOICE_TABLE[other].midi.reads.includes(note.midi))!;
          expect(read, `${voice} ${stroke} as note ${note.midi}`).toMatchObject({ kind: 'hit', voice: expected });
        }
      }
    }
  });

  it('leaves only a drum General MIDI lacks to be learnt, and writes it as a drum that sounds like it', () => {
    const unread = VOICES.filter((voice) => VOICE_TABLE[voice].midi.reads.length === 0);
    expect(unread).toEqual(['stack']);
    expect(readMessage([0x99, VOICE_TABLE.stack.midi.writes, 100])).toMatchObject({ voice: 'china' });
    // Each note an e-kit may send is read as one drum only.
    const reads = VOICES.flatMap((voice) => VOICE_TABLE[voice].midi.reads);
    expect(new Set(reads).size).toBe(reads.length);
  });
});
