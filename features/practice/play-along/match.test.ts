import { describe, expect, it } from 'vitest';
import { createMatcher, isSteady, summarise, WINDOWS_MS, type Expected } from './match';

/** A bar of 4/4 rock beat at `bpm` from `start`: eighths on the hi-hat, kick on 1 and 3, snare on 2 and 4. */
function rockBar(start: number, bpm: number, loop = 0): Expected[] {
  const eighth = 30 / bpm;
  const notes: Expected[] = [];
  for (let step = 0; step < 8; step += 1) {
    const time = start + step * eighth;
    notes.push({ time, step, loop, voices: ['hihat'] });
    if (step === 0 || step === 4) notes.push({ time, step, loop, voices: ['kick'] });
    if (step === 2 || step === 6) notes.push({ time, step, loop, voices: ['snare'] });
  }
  return notes;
}

describe('matching hits to notes', () => {
  it('grades hits on time within the window, early or late past it, with the offset in ms', () => {
    const matcher = createMatcher({ windowMs: WINDOWS_MS.steady, byDrum: true });
    const notes = rockBar(10, 120);
    notes.forEach((note) => matcher.expect(note));
    for (const note of notes) {
      const late = note.voices[0] === 'snare' ? 0.04 : note.voices[0] === 'kick' ? -0.05 : 0.002;
      matcher.hit({ time: note.time + late, voice: note.voices[0] });
    }
    expect(matcher.due(12)).toEqual([]);
    const byVoice = summarise(matcher.graded, 0, true).byVoice!;
    expect(byVoice.snare).toMatchObject({ notes: 2, late: 2, meanMs: 40, spreadMs: 0 });
    expect(byVoice.kick).toMatchObject({ notes: 2, early: 2, meanMs: -50 });
    expect(byVoice.hihat).toMatchObject({ notes: 8, onTime: 8, meanMs: 2 });
    // The same 40 ms is on time at the relaxed level.
    const relaxed = createMatcher({ windowMs: WINDOWS_MS.relaxed, byDrum: true });
    relaxed.expect({ time: 1, step: 2, loop: 0, voices: ['snare'] });
    expect(relaxed.hit({ time: 1.04, voice: 'snare' })).toEqual({
      graded: expect.objectContaining({ verdict: 'on-time', offsetMs: 40 }),
    });
  });

  it('reports a note missed once its reach has passed, and only then', () => {
    const matcher = createMatcher({ windowMs: 35, byDrum: true });
    matcher.expect({ time: 1, step: 0, loop: 0, voices: ['snare'] });
    matcher.expect({ time: 2, step: 4, loop: 0, voices: ['snare'] });
    expect(matcher.due(1.1)).toEqual([]);
    expect(matcher.due(1.16)).toEqual([{ note: expect.objectContaining({ time: 1 }), verdict: 'missed' }]);
    // Reported once.
    expect(matcher.due(1.5)).toEqual([]);
    // A hit after the note was missed is an extra, not a late grade for it.
    expect(matcher.hit({ time: 1.3, voice: 'snare' })).toEqual({ extra: { time: 1.3, voice: 'snare' } });
  });

  it('counts a hit near no note, or on another drum, as extra', () => {
    const matcher = createMatcher({ windowMs: 35, byDrum: true });
    matcher.expect({ time: 1, step: 0, loop: 0, voices: ['snare'] });
    expect(matcher.hit({ time: 1.01, voice: 'kick' })).toEqual({ extra: { time: 1.01, voice: 'kick' } });
    expect(matcher.hit({ time: 1.5, voice: 'snare' })).toHaveProperty('extra');
    // A second hit on a note already taken is extra too.
    expect(matcher.hit({ time: 1.0, voice: 'snare' })).toHaveProperty('graded');
    expect(matcher.hit({ time: 1.02, voice: 'snare' })).toHaveProperty('extra');
    expect(summarise(matcher.graded, matcher.extras.length, true)).toMatchObject({ notes: 1, onTime: 1, extras: 3 });
  });

  it('lets a nearer hit take a note from a stray one before it, which becomes the extra', () => {
    const matcher = createMatcher({ windowMs: 35, byDrum: true });
    matcher.expect({ time: 1, step: 0, loop: 0, voices: ['snare'] });
    expect(matcher.hit({ time: 0.93, voice: 'snare' })).toEqual({
      graded: expect.objectContaining({ verdict: 'early', offsetMs: -70 }),
    });
    expect(matcher.hit({ time: 1.005, voice: 'snare' })).toEqual({
      graded: expect.objectContaining({ verdict: 'on-time', offsetMs: 5 }),
    });
    expect(matcher.graded).toEqual([expect.objectContaining({ verdict: 'on-time', offsetMs: 5 })]);
    expect(matcher.extras).toEqual([{ time: 0.93, voice: 'snare' }]);
  });

  it('gives a hit between two notes to the nearer, never reaching past half the gap', () => {
    const matcher = createMatcher({ windowMs: 20, byDrum: false });
    // Sixteenths at 200 BPM: 75 ms apart.
    [0, 1, 2].forEach((step) => matcher.expect({ time: 5 + step * 0.075, step, loop: 0, voices: ['snare'] }));
    expect(matcher.hit({ time: 5.03 })).toEqual({
      graded: expect.objectContaining({ verdict: 'late', offsetMs: 30, note: expect.objectContaining({ step: 0 }) }),
    });
    expect(matcher.hit({ time: 5.04 })).toEqual({
      graded: expect.objectContaining({ verdict: 'early', offsetMs: -35, note: expect.objectContaining({ step: 1 }) }),
    });
  });

  it('matches across the loop boundary: an early hit for the next loop’s first note is graded early on it', () => {
    const matcher = createMatcher({ windowMs: 35, byDrum: true });
    rockBar(0, 120, 0).forEach((note) => matcher.expect(note));
    rockBar(2, 120, 1).forEach((note) => matcher.expect(note));
    const result = matcher.hit({ time: 1.95, voice: 'kick' });
    expect(result).toEqual({
      graded: expect.objectContaining({
        verdict: 'early',
        offsetMs: -50,
        note: expect.objectContaining({ loop: 1, step: 0 }),
      }),
    });
    // The last hi-hat of the first loop (at 1.75) is still open for a hit just after it.
    expect(matcher.hit({ time: 1.76, voice: 'hihat' })).toEqual({
      graded: expect.objectContaining({ note: expect.objectContaining({ loop: 0, step: 7 }) }),
    });
  });

  it('follows a tempo change: the reach shrinks with the gaps', () => {
    const matcher = createMatcher({ windowMs: 35, byDrum: false });
    // Quarter notes at 60 BPM, then at 240 BPM.
    const times = [0, 1, 2, 3, 3.25, 3.5, 3.75];
    times.forEach((time, step) => matcher.expect({ time, step, loop: 0, voices: ['snare'] }));
    // 100 ms late at 60 BPM: late, not missed.
    expect(matcher.hit({ time: 1.1 })).toEqual({ graded: expect.objectContaining({ verdict: 'late', offsetMs: 100 }) });
    // 130 ms late at 240 BPM is past half the 250 ms gap: the next note's, early.
    expect(matcher.hit({ time: 3.38 })).toEqual({
      graded: expect.objectContaining({ verdict: 'early', offsetMs: -120, note: expect.objectContaining({ step: 5 }) }),
    });
    const missed = matcher.due(4);
    expect(missed.map((grade) => grade.note.step)).toEqual([0, 2, 3, 4, 6]);
  });

  it('takes a flam’s main stroke, not its grace note, as the note’s hit', () => {
    const matcher = createMatcher({ windowMs: 20, byDrum: true });
    matcher.expect({ time: 1, step: 0, loop: 0, voices: ['snare'], graces: true });
    expect(matcher.hit({ time: 0.97, voice: 'snare' })).toEqual({
      graded: expect.objectContaining({ verdict: 'early' }),
    });
    expect(matcher.hit({ time: 1.005, voice: 'snare' })).toEqual({
      graded: expect.objectContaining({ verdict: 'on-time', offsetMs: 5 }),
    });
    expect(matcher.graded).toHaveLength(1);
    expect(matcher.extras).toHaveLength(0);
  });

  it('counts a roll’s strokes after its note as the roll’s, not extras', () => {
    const matcher = createMatcher({ windowMs: 35, byDrum: false });
    matcher.expect({ time: 1, step: 0, loop: 0, voices: ['snare'], roll: 0.25 });
    matcher.expect({ time: 1.5, step: 2, loop: 0, voices: ['snare'] });
    matcher.hit({ time: 1.001 });
    for (const time of [1.03, 1.06, 1.12, 1.2]) expect(matcher.hit({ time })).toEqual({ roll: { time } });
    expect(matcher.extras).toHaveLength(0);
  });

  it('matches by time alone when the input cannot tell drums apart', () => {
    const matcher = createMatcher({ windowMs: 35, byDrum: false });
    matcher.expect({ time: 1, step: 0, loop: 0, voices: ['hihat', 'kick'] });
    expect(matcher.hit({ time: 1.01 })).toEqual({
      graded: expect.objectContaining({ verdict: 'on-time', offsetMs: 10 }),
    });
    expect(summarise(matcher.graded, 0, false).byVoice).toBeUndefined();
  });
});

describe('a run’s summary', () => {
  it('says the mean (rushing or dragging) and the spread of the notes hit, leaving missed notes out of both', () => {
    const matcher = createMatcher({ windowMs: 35, byDrum: false });
    [1, 2, 3, 4].forEach((time, step) => matcher.expect({ time, step, loop: 0, voices: ['snare'] }));
    matcher.hit({ time: 1.01 });
    matcher.hit({ time: 2.03 });
    matcher.hit({ time: 2.98 });
    matcher.due(5);
    expect(summarise(matcher.graded, 0, false)).toMatchObject({
      notes: 4,
      onTime: 3,
      missed: 1,
      meanMs: 6.7,
      spreadMs: 20.5,
    });
  });

  it('is steady at nine in ten on time with the mean inside half the window', () => {
    expect(isSteady({ notes: 20, onTime: 18, early: 1, late: 1, missed: 0, meanMs: 5 }, 35)).toBe(true);
    expect(isSteady({ notes: 20, onTime: 17, early: 2, late: 1, missed: 0, meanMs: 5 }, 35)).toBe(false);
    expect(isSteady({ notes: 20, onTime: 20, early: 0, late: 0, missed: 0, meanMs: 18 }, 35)).toBe(false);
    expect(isSteady({ notes: 0, onTime: 0, early: 0, late: 0, missed: 0 }, 35)).toBe(false);
  });
});
