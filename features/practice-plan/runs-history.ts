/**
 * Play-along over time: for each groove played along with on two runs or more in the last weeks, every run's share
 * of notes on time, its mean offset and spread, and each drum's when a kit told them apart. Pure, like
 * tempo-history.ts, so the figures are tested without a browser.
 */
import type { GrooveRecord, RunRecord } from '@/features/progress/client';
import { DAY_MS } from '@/lib/days';

export interface RunSeries {
  key: string;
  runs: RunRecord[];
  first: RunRecord;
  last: RunRecord;
  best: number;
}

/** Every groove with `minRuns` runs or more since `days` days before today, the most recently played first. */
export function runSeries(
  grooves: Readonly<Record<string, GrooveRecord>>,
  today: string,
  { days = 84, minRuns = 2, most = 6 } = {},
): RunSeries[] {
  const from = Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS;
  return Object.entries(grooves)
    .map(([key, record]) => ({ key, runs: (record.runs ?? []).filter((run) => Date.parse(run.at) >= from) }))
    .filter(({ runs }) => runs.length >= minRuns)
    .sort((a, b) => b.runs.at(-1)!.at.localeCompare(a.runs.at(-1)!.at) || a.key.localeCompare(b.key))
    .slice(0, most)
    .map(({ key, runs }) => ({
      key,
      runs,
      first: runs[0]!,
      last: runs.at(-1)!,
      best: Math.max(...runs.map((run) => run.onTime)),
    }));
}

/** Where each run sits in a chart `width` × `height`: runs evenly along, the share on time up (0 to 100 %). */
export function runPoints(series: RunSeries, width: number, height: number) {
  const step = series.runs.length > 1 ? width / (series.runs.length - 1) : 0;
  return series.runs.map((run, index) => ({ run, x: index * step, y: height - (run.onTime / 100) * height }));
}
