import { describe, expect, it } from 'vitest';
import { padCharacter, readMessage } from './general-midi';

describe('reading an electronic kit', () => {
  it('reads General MIDI drum notes on any channel as the grooves’ drums', () => {
    expect(readMessage([0x99, 36, 100])).toEqual({ kind: 'hit', voice: 'kick', note: 36, velocity: 100 });
    expect(readMessage([0x99, 38, 64])).toMatchObject({ voice: 'snare' });
    expect(readMessage([0x90, 42, 80])).toMatchObject({ voice: 'hihat' });
    expect(readMessage([0x99, 44, 80])).toMatchObject({ voice: 'hihatfoot' });
    expect(readMessage([0x99, 53, 80])).toMatchObject({ voice: 'ride' });
    expect([50, 47, 43, 41].map((note) => readMessage([0x99, note, 90]))).toEqual([
      expect.objectContaining({ voice: 'hightom' }),
      expect.objectContaining({ voice: 'midtom' }),
      expect.objectContaining({ voice: 'floortom' }),
      expect.objectContaining({ voice: 'lowtom' }),
    ]);
  });

  it('reads the usual e-kit additions: rim and hi-hat edge notes', () => {
    expect(readMessage([0x99, 40, 100])).toMatchObject({ voice: 'snare' });
    expect(readMessage([0x99, 37, 100])).toMatchObject({ voice: 'snare' });
    expect(readMessage([0x99, 22, 100])).toMatchObject({ voice: 'hihat' });
    expect(readMessage([0x99, 26, 100])).toMatchObject({ voice: 'hihat' });
    expect(readMessage([0x99, 58, 100])).toMatchObject({ voice: 'floortom' });
  });

  it('ignores note-offs, a note-on at velocity 0, the hi-hat pedal’s controller and clock', () => {
    expect(readMessage([0x89, 38, 64])).toBeUndefined();
    expect(readMessage([0x99, 38, 0])).toBeUndefined();
    expect(readMessage([0xb9, 4, 127])).toBeUndefined();
    expect(readMessage([0xf8])).toBeUndefined();
  });

  it('says a note it does not know, and a learnt kit’s own numbers win', () => {
    expect(readMessage([0x99, 71, 90])).toEqual({ kind: 'unknown', note: 71, velocity: 90 });
    expect(readMessage([0x99, 71, 90], { 71: 'snare' })).toMatchObject({ kind: 'hit', voice: 'snare' });
    expect(readMessage([0x99, 38, 90], { 38: 'floortom' })).toMatchObject({ voice: 'floortom' });
  });
});

describe("a pad's own stroke", () => {
  it('reads the open hi-hat, the ride bell and the cross-stick by their notes, and nothing from a plain pad', () => {
    expect(padCharacter('hihat', 46)).toBe('o');
    expect(padCharacter('hihat', 26)).toBe('o');
    expect(padCharacter('hihat', 42)).toBeUndefined();
    expect(padCharacter('ride', 53)).toBe('b');
    expect(padCharacter('snare', 37)).toBe('c');
    expect(padCharacter('snare', 38)).toBeUndefined();
    // A learnt pad that sends 46 for a tom is a tom, with no open stroke.
    expect(padCharacter('hightom', 46)).toBeUndefined();
  });
});
