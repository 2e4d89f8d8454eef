/**
 * Tempo over time: for each groove and rudiment played, the fastest tempo of each day it was played, over the
 * last weeks, with the figures a chart and its text give. Pure, so the figures are tested without a browser.
 */
import type { GrooveRecord } from '@/features/progress/client';
import { addDays, DAY_MS } from '@/lib/days';

export interface TempoSeries {
  key: string;
  points: { day: string; bpm: number }[];
  first: { day: string; bpm: number };
  last: { day: string; bpm: number };
  fastest: number;
  slowest: number;
}

/** Every groove played on at least `minDays` days of the `days` up to today, the most recently played first. */
export function tempoSeries(
  grooves: Readonly<Record<string, GrooveRecord>>,
  today: string,
  { days = 84, minDays = 2, most = 6 } = {},
): TempoSeries[] {
  const from = addDays(today, 1 - days);
  return Object.entries(grooves)
    .map(([key, record]) => {
      const points = Object.entries(record.days ?? {})
        .filter(([day]) => day >= from && day <= today)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([day, bpm]) => ({ day, bpm }));
      return { key, points };
    })
    .filter(({ points }) => points.length >= minDays)
    .sort((a, b) => b.points.at(-1)!.day.localeCompare(a.points.at(-1)!.day) || a.key.localeCompare(b.key))
    .slice(0, most)
    .map(({ key, points }) => ({
      key,
      points,
      first: points[0]!,
      last: points.at(-1)!,
      fastest: Math.max(...points.map((point) => point.bpm)),
      slowest: Math.min(...points.map((point) => point.bpm)),
    }));
}

/** Where each point sits in a chart `width` × `height` (inner, in px): days along, tempo up. */
export function chartPoints(series: TempoSeries, width: number, height: number, today: string, days = 84) {
  const from = Date.parse(`${addDays(today, 1 - days)}T00:00:00Z`);
  const span = Math.max(1, days - 1);
  // A little room above and below, and at least 10 BPM of scale so a flat line does not sit on an edge.
  const low = Math.min(series.slowest, series.fastest - 10) - 2;
  const high = series.fastest + 2;
  return {
    low,
    high,
    points: series.points.map(({ day, bpm }) => ({
      day,
      bpm,
      x: ((Date.parse(`${day}T00:00:00Z`) - from) / DAY_MS / span) * width,
      y: height - ((bpm - low) / (high - low)) * height,
    })),
  };
}
