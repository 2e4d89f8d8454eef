import { describe, expect, it } from 'vitest';
import { runPoints, runSeries } from './runs-history';

const run = (at: string, onTime: number, extra = {}) => ({
  at: `${at}T18:00:00.000Z`,
  bpm: 80,
  onTime,
  notes: 32,
  windowMs: 35,
  meanMs: 10,
  spreadMs: 8,
  ...extra,
});

describe('play-along over time', () => {
  const grooves = {
    'the-shuffle/Shuffle': { runs: [run('2026-11-01', 60), run('2026-11-20', 85), run('2026-11-26', 78)] },
    'first-rock-beat/Basic rock beat': { runs: [run('2026-11-27', 90)] },
    'funk-grooves/Funk': { runs: [run('2026-01-01', 50), run('2026-11-25', 70), run('2026-11-27', 92)] },
  };
  const series = runSeries(grooves, '2026-11-27');
  it('has a line for each groove with two runs or more in the last twelve weeks, latest first', () => {
    expect(series.map((line) => line.key)).toEqual(['funk-grooves/Funk', 'the-shuffle/Shuffle']);
    // The run of January is older than twelve weeks.
    expect(series[0]!.runs.map((each) => each.onTime)).toEqual([70, 92]);
  });
  it('gives its first and last runs and its best', () => {
    expect(series[1]).toMatchObject({ first: { onTime: 60 }, last: { onTime: 78 }, best: 85 });
  });
  it('spaces the runs evenly and puts 100 % at the top', () => {
    const points = runPoints(series[1]!, 200, 100);
    expect(points.map((point) => point.x)).toEqual([0, 100, 200]);
    expect(points.map((point) => point.y)).toEqual([40, 15, 22]);
  });
});
