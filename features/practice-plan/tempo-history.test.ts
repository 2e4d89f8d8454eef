import { describe, expect, it } from 'vitest';
import { chartPoints, tempoSeries } from './tempo-history';

const grooves = {
  'rudiments/Single paradiddle': { days: { '2026-11-02': 60, '2026-11-09': 66, '2026-11-27': 72, '2026-11-20': 70 } },
  'first-rock-beat/Basic rock beat': { days: { '2026-11-25': 70, '2026-11-26': 74 } },
  'the-shuffle/Shuffle': { days: { '2026-11-26': 80 } },
  // Played long ago only.
  'funk-grooves/Funk': { days: { '2026-01-02': 80, '2026-01-05': 84 } },
};

describe('tempo over time', () => {
  const series = tempoSeries(grooves, '2026-11-27');
  it('has a line for each groove played on two days or more of the last twelve weeks, latest first', () => {
    expect(series.map((line) => line.key)).toEqual(['rudiments/Single paradiddle', 'first-rock-beat/Basic rock beat']);
  });
  it('gives its days in order, where it started and ended, and its fastest', () => {
    expect(series[0]).toMatchObject({
      first: { day: '2026-11-02', bpm: 60 },
      last: { day: '2026-11-27', bpm: 72 },
      fastest: 72,
      slowest: 60,
    });
    expect(series[0]!.points.map((point) => point.day)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-20',
      '2026-11-27',
    ]);
  });
  it('places today at the right edge, the fastest at the top and a faster day higher', () => {
    const { points, high, low } = chartPoints(series[0]!, 200, 100, '2026-11-27');
    expect(points.at(-1)!.x).toBeCloseTo(200);
    expect(points.at(-1)!.y).toBeCloseTo(100 - ((72 - low) / (high - low)) * 100);
    expect(points[1]!.y).toBeLessThan(points[0]!.y);
    expect(points[0]!.x).toBeGreaterThan(0);
  });
});
