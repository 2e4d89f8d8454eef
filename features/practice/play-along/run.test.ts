import { describe, expect, it } from 'vitest';
import { createRun, expectedAt, type QueuedSound } from './run';

const step0: QueuedSound[] = [
  { voice: 'hihat', stroke: 'hit' },
  { voice: 'kick', stroke: 'hit' },
];

describe('the notes a run expects', () => {
  it('are one per drum from a kit, one per step from a microphone, and only the drums the learner plays', () => {
    const all = () => true;
    expect(expectedAt(0, 0, 1, step0, { byDrum: true, plays: all })).toEqual([
      { time: 1, step: 0, loop: 0, voices: ['hihat'] },
      { time: 1, step: 0, loop: 0, voices: ['kick'] },
    ]);
    expect(expectedAt(0, 0, 1, step0, { byDrum: false, plays: all })).toEqual([
      { time: 1, step: 0, loop: 0, voices: ['hihat', 'kick'] },
    ]);
    expect(expectedAt(0, 0, 1, step0, { byDrum: false, plays: (voice) => voice === 'kick' })).toEqual([
      { time: 1, step: 0, loop: 0, voices: ['kick'] },
    ]);
    expect(expectedAt(0, 0, 1, step0, { byDrum: true, plays: (voice) => voice === 'snare' })).toEqual([]);
  });

  it('take a grace note on another drum as the start of the note it leads into, not a note of its own', () => {
    const sounds: QueuedSound[] = [
      { voice: 'snare', stroke: 'accent' },
      { voice: 'floortom', stroke: 'grace' },
      { voice: 'kick', stroke: 'hit' },
    ];
    expect(expectedAt(0, 0, 1, sounds, { byDrum: true, plays: () => true })).toEqual([
      { time: 1, step: 0, loop: 0, voices: ['snare', 'floortom'], graces: true },
      { time: 1, step: 0, loop: 0, voices: ['kick'] },
    ]);
    expect(expectedAt(0, 0, 1, sounds.slice(0, 2), { byDrum: false, plays: () => true })).toEqual([
      { time: 1, step: 0, loop: 0, voices: ['snare', 'floortom'], graces: true },
    ]);
  });

  it('know a flam’s grace notes and a roll’s length', () => {
    const sounds: QueuedSound[] = [
      { voice: 'snare', stroke: 'flam' },
      { voice: 'floortom', stroke: 'buzz', length: 0.25 },
    ];
    expect(expectedAt(3, 1, 2, sounds, { byDrum: true, plays: () => true })).toEqual([
      { time: 2, step: 3, loop: 1, voices: ['snare'], graces: true },
      { time: 2, step: 3, loop: 1, voices: ['floortom'], roll: 0.25 },
    ]);
  });
});

describe('a run', () => {
  it('takes the measured delay off every hit, and reports each whole time round the loop once', () => {
    const run = createRun({ windowMs: 35, byDrum: false, plays: () => true, latency: 0.03 });
    // Two loops of two quarter notes at 120 BPM, and the next loop's first note queued.
    // A hit in the count-in, before any note: not graded, not an extra.
    expect(run.hit({ time: -0.5 })).toEqual({ countIn: { time: -0.53 } });
    [0, 0.5, 1, 1.5, 2].forEach((time, index) =>
      run.queued(index % 2, Math.floor(index / 2), time, [{ voice: 'snare', stroke: 'hit' }], 120),
    );
    expect(run.hit({ time: -0.25 })).toEqual({ countIn: { time: -0.28 } });
    expect(run.hit({ time: 0.03 })).toEqual({ graded: expect.objectContaining({ verdict: 'on-time', offsetMs: 0 }) });
    run.hit({ time: 0.53 });
    expect(run.completeLoops()).toEqual([{ loop: 0, summary: expect.objectContaining({ notes: 2, onTime: 2 }) }]);
    expect(run.completeLoops()).toEqual([]);
    run.hit({ time: 1.05 });
    run.due(1.8);
    expect(run.completeLoops()).toEqual([
      { loop: 1, summary: expect.objectContaining({ notes: 2, onTime: 1, missed: 1 }) },
    ]);
    expect(run.loopsGraded).toBe(2);
    expect(run.summary()).toMatchObject({ notes: 4, onTime: 3, late: 0, missed: 1 });
    expect([...run.tempos]).toEqual([120]);
  });

  it('leaves out hits on the drums the site plays, when the kit says which', () => {
    const run = createRun({ windowMs: 35, byDrum: true, plays: (voice) => voice === 'snare', latency: 0 });
    run.queued(
      0,
      0,
      1,
      [
        { voice: 'hihat', stroke: 'hit' },
        { voice: 'snare', stroke: 'hit' },
      ],
      120,
    );
    expect(run.hit({ time: 1, voice: 'hihat' })).toEqual({ notTheirs: { time: 1, voice: 'hihat' } });
    expect(run.hit({ time: 1.01, voice: 'snare' })).toEqual({ graded: expect.objectContaining({ offsetMs: 10 }) });
    expect(run.summary()).toMatchObject({ notes: 1, onTime: 1, extras: 0 });
  });

  it('ends at Stop: notes queued to sound after it are not expected, and a whole last loop counts', () => {
    const run = createRun({ windowMs: 35, byDrum: false, plays: () => true, latency: 0 });
    [0, 0.5, 1, 1.5].forEach((time, index) =>
      run.queued(index % 2, Math.floor(index / 2), time, [{ voice: 'snare', stroke: 'hit' }], 120),
    );
    for (const time of [0, 0.5, 1]) run.hit({ time });
    // Stopped just before the note at 1.5, which had been queued.
    run.end(1.45);
    expect(run.due(Infinity)).toEqual([]);
    expect(run.summary()).toMatchObject({ notes: 3, onTime: 3, missed: 0 });
    expect(run.loopsGraded).toBe(1);
  });
});

describe('a run’s timing plot', () => {
  it('places each note where it was due from the first, with its offset, and the misses, extras and times through', () => {
    const run = createRun({ windowMs: 35, byDrum: true, plays: () => true, latency: 0 });
    expect(run.plot()).toBeUndefined();
    // Two times through a bar of quarter notes at 120 BPM on the snare, from 10 s on the audio clock.
    for (let index = 0; index < 8; index += 1)
      run.queued(index % 4, Math.floor(index / 4), 10 + index * 0.5, [{ voice: 'snare', stroke: 'hit' }], 120);
    // On time, 40 ms late, 20 ms early, then missed; the second time through on the beat, with a stray hit on the bass drum.
    run.hit({ time: 10, voice: 'snare' });
    run.hit({ time: 10.54, voice: 'snare' });
    run.hit({ time: 10.98, voice: 'snare' });
    for (const time of [12, 12.5, 13, 13.5]) run.hit({ time, voice: 'snare' });
    run.hit({ time: 12.25, voice: 'kick' });
    run.due(Infinity);
    const plot = run.plot()!;
    expect(plot.loops).toEqual([0, 2]);
    expect(plot.beat).toBe(0.5);
    expect(plot.length).toBe(4);
    expect(plot.notes.map(({ at, verdict, offsetMs }) => [at, verdict, offsetMs])).toEqual([
      [0, 'on-time', 0],
      [0.5, 'late', 40],
      [1, 'on-time', -20],
      [1.5, 'missed', undefined],
      [2, 'on-time', 0],
      [2.5, 'on-time', 0],
      [3, 'on-time', 0],
      [3.5, 'on-time', 0],
    ]);
    expect(plot.extras).toEqual([{ at: 2.25, voice: 'kick' }]);
  });
});

describe('a run with the gap click', () => {
  it('grades the notes of its silent bars, and tells their offsets and drift from the ones with sound', () => {
    const run = createRun({ windowMs: 35, byDrum: false, plays: () => true, latency: 0 });
    // Quarter notes at 60 BPM: a bar of four with sound, a bar silent, a bar with sound.
    for (let beat = 0; beat < 12; beat += 1)
      run.queued(beat % 4, Math.floor(beat / 4), beat, [{ voice: 'snare', stroke: 'hit' }], 60, beat >= 4 && beat < 8);
    // With the sound 2 ms early; alone, 3 ms later each beat into the silence (0, 3, 6, 9 ms).
    for (let beat = 0; beat < 12; beat += 1) {
      const alone = beat >= 4 && beat < 8 ? (beat - 4) * 0.003 : -0.002;
      run.hit({ time: beat + alone });
    }
    const { gap } = run.summary();
    expect(gap?.sounding).toMatchObject({ notes: 8, onTime: 8, meanMs: -2 });
    expect(gap?.silent).toMatchObject({ notes: 4, onTime: 4, meanMs: 4.5 });
    expect(gap?.driftMsPerBeat).toBe(3);
    // The chart's silence: from its first step to the sound's return, a bar of 4 s.
    expect(run.plot()?.silences).toEqual([{ from: 4, to: 8 }]);
  });

  it('has no gap figures without one', () => {
    const run = createRun({ windowMs: 35, byDrum: false, plays: () => true, latency: 0 });
    run.queued(0, 0, 1, [{ voice: 'snare', stroke: 'hit' }], 60);
    run.hit({ time: 1 });
    expect(run.summary().gap).toBeUndefined();
  });
});
