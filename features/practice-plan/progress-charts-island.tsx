'use client';

import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import type { Voice } from '@/features/practice/client';
import type { Progress } from '@/features/progress/client';
import { dayOf, emptyProgress, readProgress, subscribeToProgress } from '@/features/progress/client';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import type { ProgressChartClasses } from './plan.styles';
import { runPoints, runSeries } from './runs-history';
import { chartPoints, tempoSeries } from './tempo-history';

const NOTHING: Progress = emptyProgress();
const noChange = () => () => {};
const today = () => dayOf(new Date());

/** One chart's size: fits a 320 px screen beside the page's margins. */
const WIDTH = 280;
const HEIGHT = 130;
const PAD = { left: 34, right: 8, top: 8, bottom: 20 };
const INNER = { width: WIDTH - PAD.left - PAD.right, height: HEIGHT - PAD.top - PAD.bottom };

const dateOf = (at: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(at.length === 10 ? `${at}T00:00:00Z` : at),
  );
const signed = (ms: number) => `${ms > 0 ? '+' : ms < 0 ? '−' : ''}${Math.abs(Math.round(ms))}`;

export type ChartWords = Pick<
  Words['plan'],
  | 'temposEmpty'
  | 'tempoSummary'
  | 'tempoDay'
  | 'tempoBpm'
  | 'tempoHeading'
  | 'runsHeading'
  | 'runsEmpty'
  | 'runsSummary'
  | 'runDrum'
  | 'runOnTime'
  | 'runMean'
  | 'runSpread'
  | 'lessonItem'
>;

/** A line of points in a small chart: its scale's two labelled values, and the first and last labels along. */
function SmallChart({
  classes,
  points,
  ticks,
  from,
  to,
}: {
  classes: ProgressChartClasses;
  points: { x: number; y: number; value: number }[];
  ticks: { value: number; y: number }[];
  from: string;
  to: string;
}) {
  return (
    <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" className={classes.svg}>
      <g transform={`translate(${PAD.left} ${PAD.top})`}>
        <line className={classes.axis} x1="0" x2={INNER.width} y1={INNER.height} y2={INNER.height} />
        <line className={classes.axis} x1="0" x2="0" y1="0" y2={INNER.height} />
        {ticks.map(({ value, y }) => (
          <g key={value}>
            <line className={classes.grid} x1="0" x2={INNER.width} y1={y} y2={y} />
            <text x="-4" y={y} dy="0.35em" textAnchor="end">
              {value}
            </text>
          </g>
        ))}
        <polyline className={classes.line} points={points.map((point) => `${point.x},${point.y}`).join(' ')} />
        {points.map((point, index) => (
          <circle key={index} className={classes.dot} cx={point.x} cy={point.y} r="3.5" data-value={point.value} />
        ))}
        <text x="0" y={INNER.height + 15}>
          {from}
        </text>
        <text x={INNER.width} y={INNER.height + 15} textAnchor="end">
          {to}
        </text>
      </g>
    </svg>
  );
}

/** A chart with its name, its figures in words (its description) and in a table for screen readers. */
function ChartItem({
  id,
  name,
  summary,
  chart,
  table,
  classes,
  data,
}: {
  id: string;
  name: string;
  summary: ReactNode;
  chart: ReactNode;
  table: { head: string[]; rows: (string | number)[][] };
  classes: ProgressChartClasses;
  data: Record<string, string>;
}) {
  return (
    <li className={classes.chart} {...data}>
      <figure className={classes.figure} aria-labelledby={`${id}-name`} aria-describedby={`${id}-summary`}>
        <figcaption id={`${id}-name`} className={classes.name}>
          {name}
        </figcaption>
        {chart}
        <div id={`${id}-summary`} className={classes.summary} data-chart-summary>
          {summary}
        </div>
      </figure>
      <div className={classes.table}>
        <table>
          <caption>{name}</caption>
          <thead>
            <tr>
              {table.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </li>
  );
}

/**
 * Progress you can see, on /practice: tempo over time (the fastest tempo of each day a groove or rudiment was
 * played) and play-along over time (each run's share of notes on time, its mean offset and spread, and each drum's
 * in the latest run), for whatever was played on two days or runs or more in the last twelve weeks. Plain SVG at a
 * fixed size: a chart library would add more code than these charts, for a line and a few labels. Fetched after
 * the page has hydrated (lazy.tsx).
 */
export function ProgressChartsIsland({
  words,
  classes,
  lessonTitles,
  drumNames,
}: {
  words: ChartWords;
  classes: ProgressChartClasses;
  lessonTitles: Record<string, string>;
  /** Each drum's name, as the grooves' keys and grids give it. */
  drumNames: Record<Voice, string>;
}) {
  const progress = useSyncExternalStore(subscribeToProgress, readProgress, () => NOTHING);
  const day = useSyncExternalStore(noChange, today, today);
  const nameOf = (key: string) => {
    const slash = key.indexOf('/');
    const owner = key.slice(0, slash);
    const groove = key.slice(slash + 1);
    return owner === 'rudiments' ? groove : fillIn(words.lessonItem, { groove, title: lessonTitles[owner] ?? owner });
  };
  const idOf = (kind: string, key: string) => `${kind}-${key.replace(/[^a-z0-9]+/gi, '-')}`;
  const tempos = tempoSeries(progress.grooves, day).filter((line) => line.key.includes('/'));
  const runs = runSeries(progress.grooves, day).filter((line) => line.key.includes('/'));
  return (
    <>
      <h3 className={classes.heading}>{words.tempoHeading}</h3>
      {tempos.length === 0 ? (
        <p className={classes.empty}>{words.temposEmpty}</p>
      ) : (
        <ul className={classes.charts}>
          {tempos.map((line) => {
            const { points, low, high } = chartPoints(line, INNER.width, INNER.height, day);
            const yOf = (bpm: number) => INNER.height - ((bpm - low) / (high - low)) * INNER.height;
            const ticks = [Math.round(low + 2), Math.round(high - 2)].map((value) => ({ value, y: yOf(value) }));
            return (
              <ChartItem
                key={line.key}
                id={idOf('tempo', line.key)}
                name={nameOf(line.key)}
                classes={classes}
                data={{ 'data-tempo-chart': line.key }}
                summary={fillIn(words.tempoSummary, {
                  first: line.first.bpm,
                  from: dateOf(line.first.day),
                  last: line.last.bpm,
                  to: dateOf(line.last.day),
                  fastest: line.fastest,
                  days: line.points.length,
                })}
                chart={
                  <SmallChart
                    classes={classes}
                    points={points.map((point) => ({ x: point.x, y: point.y, value: point.bpm }))}
                    ticks={ticks}
                    from={dateOf(points[0]!.day)}
                    to={dateOf(points.at(-1)!.day)}
                  />
                }
                table={{
                  head: [words.tempoDay, words.tempoBpm],
                  rows: line.points.map((point) => [dateOf(point.day), point.bpm]),
                }}
              />
            );
          })}
        </ul>
      )}
      <h3 className={classes.heading}>{words.runsHeading}</h3>
      {runs.length === 0 ? (
        <p className={classes.empty}>{words.runsEmpty}</p>
      ) : (
        <ul className={classes.charts}>
          {runs.map((line) => {
            const points = runPoints(line, INNER.width, INNER.height);
            const drums = Object.entries(line.last.byVoice ?? {}) as [
              Voice,
              NonNullable<typeof line.last.byVoice>[Voice],
            ][];
            const drumText = (voice: Voice, figures: { onTime: number; meanMs: number }) =>
              fillIn(words.runDrum, { drum: drumNames[voice], onTime: figures.onTime, mean: signed(figures.meanMs) });
            return (
              <ChartItem
                key={line.key}
                id={idOf('runs', line.key)}
                name={nameOf(line.key)}
                classes={classes}
                data={{ 'data-runs-chart': line.key }}
                summary={
                  <>
                    <p className={classes.line2}>
                      {fillIn(words.runsSummary, {
                        runs: line.runs.length,
                        first: line.first.onTime,
                        last: line.last.onTime,
                        bpm: line.last.bpm,
                        mean: signed(line.last.meanMs),
                        spread: Math.round(line.last.spreadMs),
                        best: line.best,
                      })}
                    </p>
                    {drums.length > 0 && (
                      <ul className={classes.drums}>
                        {drums.map(([voice, figures]) => (
                          <li key={voice} data-drum={voice}>
                            {drumText(voice, figures!)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </>
                }
                chart={
                  <SmallChart
                    classes={classes}
                    points={points.map((point) => ({ x: point.x, y: point.y, value: point.run.onTime }))}
                    ticks={[0, 50, 100].map((value) => ({ value, y: INNER.height - (value / 100) * INNER.height }))}
                    from={dateOf(line.first.at)}
                    to={dateOf(line.last.at)}
                  />
                }
                table={{
                  head: [words.tempoDay, words.tempoBpm, words.runOnTime, words.runMean, words.runSpread],
                  rows: line.runs.map((run) => [
                    dateOf(run.at),
                    run.bpm,
                    run.onTime,
                    signed(run.meanMs),
                    Math.round(run.spreadMs),
                  ]),
                }}
              />
            );
          })}
        </ul>
      )}
    </>
  );
}
