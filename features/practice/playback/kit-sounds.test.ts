import { describe, expect, it } from 'vitest';
import { STROKES, VOICES } from '@/features/practice/groove/parse';
import { RECORDINGS } from '@/features/practice/groove/vocabulary';
import { CHOKED_BY, KIT_SLOT_NAMES, kitSound } from './kit-sounds';
import { KIT_SLOTS } from './kit-sprite';

describe("the recorded kit's sounds", () => {
  it('holds every recording the vocabulary names, at every loudness layer, and the metronome’s (render-kit.ts wrote it)', () => {
    expect(KIT_SLOT_NAMES.length).toBeGreaterThan(50);
    for (const slot of KIT_SLOT_NAMES) expect(KIT_SLOTS[slot], slot).toBeDefined();
    expect(Object.keys(KIT_SLOTS).sort()).toEqual([...KIT_SLOT_NAMES].sort());
  });

  it('plays each stroke from its own recording where it has one: an open hi-hat, the bell, a cross-stick, a foot splash', () => {
    expect(kitSound('hihat', 'open')).toBe('hihatopen');
    expect(kitSound('hihat', 'halfopen')).toBe('hihathalf');
    expect(kitSound('hihat', 'accent')).toBe('hihat');
    expect(kitSound('ride', 'bell')).toBe('bell');
    expect(kitSound('snare', 'cross')).toBe('cross');
    expect(kitSound('snare', 'flam')).toBe('snare');
    expect(kitSound('hihatfoot', 'splash')).toBe('hihatsplash');
    expect(kitSound('stack', 'hit')).toBe('stack');
    for (const voice of VOICES)
      for (const stroke of Object.values(STROKES[voice]))
        expect(RECORDINGS.map(({ name }) => name)).toContain(kitSound(voice, stroke));
  });

  it('chokes a ringing hi-hat (open, half-open, a foot splash) with the next hi-hat sound, and nothing else', () => {
    const hihat = ['hihat', 'hihatopen', 'hihathalf', 'hihatfoot', 'hihatsplash'].sort();
    expect(Object.keys(CHOKED_BY).sort()).toEqual(['hihathalf', 'hihatopen', 'hihatsplash']);
    for (const ringing of Object.values(CHOKED_BY)) expect([...ringing].sort()).toEqual(hihat);
  });
});
