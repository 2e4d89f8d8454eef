import { describe, expect, it } from 'vitest';
import {
  barAt,
  clickAt,
  clicksUntil,
  gapSilent,
  rampTargetBar,
  rampTempo,
  retime,
  type ClickPattern,
} from './metronome';
import { beatsPerGroupOf, clampTempo, tapTempo } from '../groove/tempo';

describe('metronome scheduling', () => {
  it("follows a groove's own steps when they are uneven: a count-in, then the loop again and again, each from its index", () => {
    // A count-in bar of 2 beats, then a loop of one 2/4 bar: a beat of sixteenths, then a triplet.
    const pattern: ClickPattern = {
      bpm: 60,
      beatsPerBar: 2,
      subdivision: 1,
      grid: {
        lead: 2,
        at: [0, 0.25, 0.5, 0.75, 1, 4 / 3, 5 / 3],
        length: 2,
        barStarts: [0],
        beatStarts: [0, 4],
      },
    };
    const times = Array.from({ length: 16 }, (_, index) => clickAt(pattern, 10, index).time - 10);
    expect(times.map((time) => Math.round(time * 1000))).toEqual([
      0, 1000, 2000, 2250, 2500, 2750, 3000, 3333, 3667, 4000, 4250, 4500, 4750, 5000, 5333, 5667,
    ]);
    expect(Array.from({ length: 10 }, (_, index) => clickAt(pattern, 0, index).kind)).toEqual([
      'bar',
      'beat',
      'bar',
      'sub',
      'sub',
      'sub',
      'beat',
      'sub',
      'sub',
      'bar',
    ]);
    expect([0, 2, 5, 9, 16].map((index) => barAt(pattern, index))).toEqual([
      { start: true, bar: 0 },
      { start: true, bar: 1 },
      { start: false, bar: 1 },
      { start: true, bar: 2 },
      { start: true, bar: 3 },
    ]);
    // Twice as fast from click 5 on: click 5 keeps its gap before it, halved; the count goes on.
    const start = retime(pattern, 10, 5, 120, -Infinity);
    expect(clickAt({ ...pattern, bpm: 120 }, start, 5).time - clickAt(pattern, 10, 4).time).toBeCloseTo(0.125, 6);
  });

  it('puts every beat within 1 ms of its ideal time, even after an hour at 300 BPM', () => {
    const pattern = { bpm: 300, beatsPerBar: 4, subdivision: 1 };
    for (const index of [0, 1, 7, 1000, 18_000]) {
      // 300 BPM: one beat every 200 ms.
      expect(Math.abs(clickAt(pattern, 12.5, index).time - (12.5 + index * 0.2))).toBeLessThan(0.001);
    }
  });

  it('spaces clicks by tempo and subdivision: 60 BPM in eighths is a click every half second', () => {
    const clicks = clicksUntil({ bpm: 60, beatsPerBar: 3, subdivision: 2 }, 0, 0, 3.01);
    expect(clicks.map((click) => click.time)).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3]);
    expect(clicks.map((click) => click.kind)).toEqual(['bar', 'sub', 'beat', 'sub', 'beat', 'sub', 'bar']);
    expect(clicks.map((click) => click.beat)).toEqual([0, 0, 1, 1, 2, 2, 0]);
  });

  it('accents beat one of each bar in any time signature', () => {
    const sevenEight = clicksUntil({ bpm: 210, beatsPerBar: 7, subdivision: 1 }, 0, 0, (60 / 210) * 14 + 0.001);
    expect(sevenEight.filter((click) => click.kind === 'bar').map((click) => click.index)).toEqual([0, 7, 14]);
  });

  it('feels compound time in groups of three: 6/8 and 12/8 accent each group lightly, 3/8 and 7/8 do not group', () => {
    expect([beatsPerGroupOf(6, 8), beatsPerGroupOf(9, 8), beatsPerGroupOf(12, 8)]).toEqual([3, 3, 3]);
    expect([beatsPerGroupOf(3, 8), beatsPerGroupOf(7, 8), beatsPerGroupOf(6, 4), beatsPerGroupOf(4, 4)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const twelveEight = clicksUntil(
      { bpm: 180, beatsPerBar: 12, subdivision: 1, beatsPerGroup: 3 },
      0,
      0,
      (60 / 180) * 13 - 0.001,
    );
    expect(twelveEight.map((click) => click.kind)).toEqual([
      'bar',
      'beat',
      'beat',
      'group',
      'beat',
      'beat',
      'group',
      'beat',
      'beat',
      'group',
      'beat',
      'beat',
      'bar',
    ]);
  });

  it('queues only what falls before the horizon, and carries on from where it stopped', () => {
    const pattern = { bpm: 120, beatsPerBar: 4, subdivision: 1 };
    const first = clicksUntil(pattern, 10, 0, 10.6);
    expect(first.map((click) => click.index)).toEqual([0, 1]);
    const next = clicksUntil(pattern, 10, first.length, 11.6);
    expect(next.map((click) => click.time)).toEqual([11, 11.5]);
    expect(clicksUntil(pattern, 10, 4, 11.9)).toEqual([]);
  });
});

describe('changing tempo while it plays', () => {
  it('keeps the count going: the next click comes one new interval after the last, and the bar goes on', () => {
    const slow = { bpm: 60, beatsPerBar: 4, subdivision: 1 };
    // Clicks 0–5 (at 0, 1, … 5 s) are queued; click 6 is next. The visitor sets 120 BPM.
    const start = retime(slow, 0, 6, 120, 5.2);
    const fast = { ...slow, bpm: 120 };
    const after = clicksUntil(fast, start, 6, 7.6);
    expect(after.map((click) => click.index)).toEqual([6, 7, 8, 9, 10]);
    after.forEach((click, n) => expect(Math.abs(click.time - (5.5 + n * 0.5))).toBeLessThan(0.001));
    // Click 6 is still beat three of the second bar, and 8 is the next bar's downbeat.
    expect(after.map((click) => click.kind)).toEqual(['beat', 'beat', 'bar', 'beat', 'beat']);
  });

  it('slows down from where it is, and stays within 1 ms of the ideal long after the change', () => {
    const pattern = { bpm: 300, beatsPerBar: 7, subdivision: 2 };
    // An hour in at 300 BPM in eighths (0.1 s a click), slowed to 75 BPM (0.4 s a click).
    const next = 36_000;
    const last = clickAt(pattern, 3, next - 1).time;
    const start = retime(pattern, 3, next, 75, last - 0.05);
    for (const later of [0, 1, 999]) {
      expect(
        Math.abs(clickAt({ ...pattern, bpm: 75 }, start, next + later).time - (last + 0.4 * (later + 1))),
      ).toBeLessThan(0.001);
    }
  });

  it('never schedules into the past: a jump up after a slow beat starts the new tempo now', () => {
    const slow = { bpm: 30, beatsPerBar: 4, subdivision: 1 };
    // The last click sounded at 10 s; at 11.5 s the tempo jumps to 300 (0.2 s a beat), which would put the next click at 10.2 s.
    const start = retime(slow, 0, 6, 300, 11.56);
    const times = clicksUntil({ ...slow, bpm: 300 }, start, 6, 12).map((click) => click.time);
    expect(times[0]).toBeCloseTo(11.56, 6);
    expect(times[1]).toBeCloseTo(11.76, 6);
    expect(times[2]).toBeCloseTo(11.96, 6);
  });
});

describe('the speed trainer tempo plan', () => {
  it('raises the tempo by the step every so many bars, and stays at the target', () => {
    const ramp = { start: 80, target: 100, step: 5, everyBars: 4 };
    const tempos = Array.from({ length: 24 }, (_, bar) => rampTempo(ramp, bar));
    expect(tempos).toEqual([
      ...Array(4).fill(80),
      ...Array(4).fill(85),
      ...Array(4).fill(90),
      ...Array(4).fill(95),
      ...Array(8).fill(100),
    ]);
    expect(rampTargetBar(ramp)).toBe(16);
    expect(rampTempo(ramp, 16)).toBe(100);
    expect(rampTempo(ramp, 15)).toBe(95);
    expect(rampTempo(ramp, 10_000)).toBe(100);
  });

  it('stops at the target when the last step would pass it', () => {
    const ramp = { start: 60, target: 68, step: 3, everyBars: 2 };
    expect(Array.from({ length: 10 }, (_, bar) => rampTempo(ramp, bar))).toEqual([
      60, 60, 63, 63, 66, 66, 68, 68, 68, 68,
    ]);
    expect(rampTargetBar(ramp)).toBe(6);
  });

  it('goes straight to the target when the step is bigger than the gap', () => {
    const ramp = { start: 120, target: 125, step: 20, everyBars: 3 };
    expect(Array.from({ length: 7 }, (_, bar) => rampTempo(ramp, bar))).toEqual([120, 120, 120, 125, 125, 125, 125]);
    expect(rampTargetBar(ramp)).toBe(3);
  });

  it('raises every bar when asked to, and reaches an exact target on the step', () => {
    const ramp = { start: 100, target: 120, step: 10, everyBars: 1 };
    expect(Array.from({ length: 4 }, (_, bar) => rampTempo(ramp, bar))).toEqual([100, 110, 120, 120]);
    expect(rampTargetBar(ramp)).toBe(2);
  });

  it('only ever speeds up: a target at or below the start plays the start tempo throughout', () => {
    for (const target of [90, 100]) {
      const ramp = { start: 100, target, step: 5, everyBars: 1 };
      expect(Array.from({ length: 5 }, (_, bar) => rampTempo(ramp, bar))).toEqual([100, 100, 100, 100, 100]);
      expect(rampTargetBar(ramp)).toBe(0);
    }
  });

  it('plays the start tempo before its first bar (a count-in counted as a bar before 0)', () => {
    expect(rampTempo({ start: 70, target: 90, step: 10, everyBars: 1 }, -1)).toBe(70);
  });
});

describe('tap tempo', () => {
  it('needs two taps, then averages the latest ones', () => {
    expect(tapTempo([])).toBeUndefined();
    expect(tapTempo([1000])).toBeUndefined();
    expect(tapTempo([1000, 1500])).toBe(120);
    expect(tapTempo([0, 1000, 1500, 2000, 2500])).toBe(96);
    // Only the latest six taps count: old, slower taps fall away.
    expect(tapTempo([0, 1000, 2000, 2500, 3000, 3500, 4000, 4500, 5000])).toBe(120);
  });

  it('starts over after a long pause and keeps the result between 30 and 300 BPM', () => {
    expect(tapTempo([0, 500, 1000, 5000])).toBeUndefined();
    expect(tapTempo([0, 500, 1000, 5000, 5250])).toBe(240);
    expect(tapTempo([0, 100])).toBe(300);
    expect(tapTempo([0, 1900, 3800])).toBe(32);
    expect(clampTempo(12)).toBe(30);
  });
});

describe('the gap click', () => {
  it('sounds its bars with sound, then leaves its silent bars out, over and over, never before its first bar', () => {
    const bars = Array.from({ length: 10 }, (_, bar) => gapSilent({ on: 2, off: 3 }, bar - 1));
    expect(bars).toEqual([false, false, false, true, true, true, false, false, true, true]);
    expect(gapSilent({ on: 4, off: 0 }, 5)).toBe(false);
  });
});
