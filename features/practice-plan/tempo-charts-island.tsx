'use client';

import { useSyncExternalStore } from 'react';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import type { Progress } from '@/features/progress/client';
import { dayOf, emptyProgress, readProgress, subscribeToProgress } from '@/features/progress/client';
import { chartPoints, tempoSeries } from './tempo-history';
import type { TempoChartClasses } from './plan.styles';

const NOTHING: Progress = emptyProgress();
const noChange = () => () => {};
const today = () => dayOf(new Date());

/** One chart's size: fits a 320 px screen beside the page's margins. */
const WIDTH = 280;
const HEIGHT = 130;
const PAD = { left: 34, right: 8, top: 8, bottom: 20 };

const dateOf = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * Tempo over time: a small chart for each groove and rudiment played on two days or more of the last twelve
 * weeks, the fastest tempo of each day as a point on a line, its first and last tempos and its fastest in words,
 * and every point in a table for screen readers. Plain SVG at a fixed size: a chart library would add more code
 * than the whole chart, for four lines and a few labels. Fetched after the page has hydrated (lazy.tsx).
 */
export function TempoChartsIsland({
  words,
  classes,
  lessonTitles,
}: {
  words: Pick<Words['plan'], 'temposEmpty' | 'tempoSummary' | 'tempoDay' | 'tempoBpm' | 'lessonItem'>;
  classes: TempoChartClasses;
  lessonTitles: Record<string, string>;
}) {
  const progress = useSyncExternalStore(subscribeToProgress, readProgress, () => NOTHING);
  const day = useSyncExternalStore(noChange, today, today);
  const series = tempoSeries(progress.grooves, day).filter((line) => line.key.includes('/'));
  if (series.length === 0) return <p className={classes.empty}>{words.temposEmpty}</p>;
  const inner = { width: WIDTH - PAD.left - PAD.right, height: HEIGHT - PAD.top - PAD.bottom };
  return (
    <ul className={classes.charts}>
      {series.map((line) => {
        const slash = line.key.indexOf('/');
        const owner = line.key.slice(0, slash);
        const groove = line.key.slice(slash + 1);
        const name =
          owner === 'rudiments' ? groove : fillIn(words.lessonItem, { groove, title: lessonTitles[owner] ?? owner });
        const { points, low, high } = chartPoints(line, inner.width, inner.height, day);
        const summary = fillIn(words.tempoSummary, {
          first: line.first.bpm,
          from: dateOf(line.first.day),
          last: line.last.bpm,
          to: dateOf(line.last.day),
          fastest: line.fastest,
          days: line.points.length,
        });
        const id = `tempo-${line.key.replace(/[^a-z0-9]+/gi, '-')}`;
        return (
          <li key={line.key} className={classes.chart} data-tempo-chart={line.key}>
            <figure className={classes.figure} aria-labelledby={`${id}-name`} aria-describedby={`${id}-summary`}>
              <figcaption id={`${id}-name`} className={classes.name}>
                {name}
              </figcaption>
              <svg
                width={WIDTH}
                height={HEIGHT}
                viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
                aria-hidden="true"
                className={classes.svg}
              >
                <g transform={`translate(${PAD.left} ${PAD.top})`}>
                  <line className={classes.axis} x1="0" x2={inner.width} y1={inner.height} y2={inner.height} />
                  <line className={classes.axis} x1="0" x2="0" y1="0" y2={inner.height} />
                  {[Math.round(low + 2), Math.round(high - 2)].map((bpm) => {
                    const y = inner.height - ((bpm - low) / (high - low)) * inner.height;
                    return (
                      <g key={bpm}>
                        <line className={classes.grid} x1="0" x2={inner.width} y1={y} y2={y} />
                        <text x="-4" y={y} dy="0.35em" textAnchor="end">
                          {bpm}
                        </text>
                      </g>
                    );
                  })}
                  <polyline
                    className={classes.line}
                    points={points.map((point) => `${point.x},${point.y}`).join(' ')}
                  />
                  {points.map((point) => (
                    <circle
                      key={point.day}
                      className={classes.dot}
                      cx={point.x}
                      cy={point.y}
                      r="3.5"
                      data-bpm={point.bpm}
                    />
                  ))}
                  <text x="0" y={inner.height + 15}>
                    {dateOf(points[0]!.day)}
                  </text>
                  <text x={inner.width} y={inner.height + 15} textAnchor="end">
                    {dateOf(points.at(-1)!.day)}
                  </text>
                </g>
              </svg>
              <p id={`${id}-summary`} className={classes.summary} data-tempo-summary>
                {summary}
              </p>
            </figure>
            <div className={classes.table}>
              <table>
                <caption>{name}</caption>
                <thead>
                  <tr>
                    <th scope="col">{words.tempoDay}</th>
                    <th scope="col">{words.tempoBpm}</th>
                  </tr>
                </thead>
                <tbody>
                  {line.points.map((point) => (
                    <tr key={point.day}>
                      <td>{dateOf(point.day)}</td>
                      <td>{point.bpm}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
