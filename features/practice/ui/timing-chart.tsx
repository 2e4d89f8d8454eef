'use client';

import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { Voice } from '@/features/practice/groove/language';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import type { Verdict } from '../play-along/match';
import type { PlottedNote, TimingPlot } from '../play-along/timing-plot';

/** A lane's height, its room for labels, and the axis under the lanes, in CSS pixels: drawn at the width it is shown. */
const LANE = 56;
const LABEL = 88;
const AXIS = 22;
const RIGHT = 10;
/** The mark's half size. */
const MARK = 4.5;
/** Fewer pixels than this between beats, and the beats are not drawn (only each time through). */
const BEAT_MIN_PX = 14;
/** The least room for a time through's number. */
const LOOP_LABEL_PX = 24;

interface Lane {
  key: string;
  name: string;
  notes: PlottedNote[];
  extras: { at: number }[];
}

/** The lanes: one per drum when the input tells drums apart, in the groove's order, else one for every note. */
function lanes(
  plot: TimingPlot,
  byDrum: boolean,
  drums: readonly { voice: Voice; name: string }[],
  everyDrum: string,
): Lane[] {
  if (!byDrum) return [{ key: 'all', name: everyDrum, notes: plot.notes, extras: plot.extras }];
  return drums.flatMap(({ voice, name }) => {
    const notes = plot.notes.filter((note) => note.voices[0] === voice);
    const extras = plot.extras.filter((hit) => hit.voice === voice);
    return notes.length > 0 || extras.length > 0 ? [{ key: voice, name, notes, extras }] : [];
  });
}

/** The largest offset drawn, in ms: room for the window twice over and the farthest hit, to a round 25 ms. */
function limitMs(plot: TimingPlot, windowMs: number): number {
  const farthest = Math.max(0, ...plot.notes.map((note) => Math.abs(note.offsetMs ?? 0)));
  return Math.min(150, Math.max(2 * windowMs, Math.ceil(farthest / 25) * 25));
}

function Mark({ verdict, x, y }: { verdict: Verdict; x: number; y: number }) {
  if (verdict === 'on-time') return <circle cx={x} cy={y} r={MARK} fill="currentColor" />;
  if (verdict === 'missed')
    return (
      <path
        d={`M${x - MARK} ${y - MARK}l${2 * MARK} ${2 * MARK}m0 ${-2 * MARK}l${-2 * MARK} ${2 * MARK}`}
        stroke="currentColor"
        strokeWidth="2"
      />
    );
  // A triangle pointing the way the note went, as the grid's signs do: ◂ early, ▸ late.
  const tip = verdict === 'late' ? MARK + 1 : -(MARK + 1);
  return <path d={`M${x + tip} ${y}L${x - tip} ${y - MARK - 1}L${x - tip} ${y + MARK + 1}Z`} fill="currentColor" />;
}

/**
 * A run's timing as a picture: a lane per drum, each note a mark where it was due in the run, above the lane's line
 * when it came late and below when early, the window shaded; misses and extra hits marked on the line. Drawn at the
 * width it is shown, so its words stay the size of the page's. Its figures are in its description too.
 */
export function TimingChart({
  plot,
  windowMs,
  byDrum,
  drums,
  words,
  chartClass,
  keyClass,
  byBar,
}: {
  plot: TimingPlot;
  windowMs: number;
  byDrum: boolean;
  drums: readonly { voice: Voice; name: string }[];
  words: Words['playAlong'];
  chartClass: string;
  keyClass: string;
  /** Each time through is a bar (the metronome's clicks). */
  byBar: boolean;
}) {
  const id = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const rows = lanes(plot, byDrum, drums, words.chartEveryDrum);
  const limit = limitMs(plot, windowMs);
  const height = rows.length * LANE + AXIS;
  const span = Math.max(width - LABEL - RIGHT, 1);
  const x = (at: number) => LABEL + (Math.max(0, at) / plot.length) * span;
  const y = (lane: number, offsetMs = 0) =>
    lane * LANE + LANE / 2 - (Math.max(-limit, Math.min(limit, offsetMs)) / limit) * (LANE / 2 - MARK - 2);
  // Numbered times through, no closer than LOOP_LABEL_PX: on a long run, every second, fifth or tenth.
  const loopGap = Math.min(...plot.loops.slice(1).map((at, index) => x(at) - x(plot.loops[index]!)), Infinity);
  const labelEvery = [1, 2, 5, 10, 20, 50].find((every) => every * loopGap >= LOOP_LABEL_PX) ?? 100;
  const beats: number[] = [];
  if ((plot.beat / plot.length) * span >= BEAT_MIN_PX)
    for (let at = plot.loops[0] ?? 0; at < plot.length; at += plot.beat) if (at >= 0) beats.push(at);

  const described = rows.map(({ name, notes, extras }) => {
    const count = (verdict: Verdict) => notes.filter((note) => note.verdict === verdict).length;
    const offsets = notes.flatMap((note) => (note.offsetMs === undefined ? [] : [note.offsetMs]));
    const mean = offsets.length ? Math.round(offsets.reduce((sum, each) => sum + each, 0) / offsets.length) : 0;
    const lane = fillIn(words.chartLane, {
      drum: name,
      onTime: count('on-time'),
      notes: notes.length,
      early: count('early'),
      late: count('late'),
      missed: count('missed'),
      mean: mean === 0 ? words.onTheBeat : fillIn(mean > 0 ? words.msLate : words.msEarly, { ms: Math.abs(mean) }),
    });
    return extras.length ? `${lane} ${fillIn(words.chartExtras, { extras: extras.length })}` : lane;
  });

  return (
    <div ref={frame} data-timing-chart>
      {width > 0 ? (
        <svg
          className={chartClass}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
        >
          <title id={`${id}-title`}>{words.chartTitle}</title>
          <desc id={`${id}-desc`}>{described.join(' ')}</desc>
          {plot.silences.map(({ from, to }) => (
            <rect
              key={`silence-${from}`}
              data-silence
              data-from={from}
              data-to={to}
              x={x(from)}
              y={0}
              width={Math.max(x(to) - x(from), 1)}
              height={rows.length * LANE}
            />
          ))}
          {rows.map((row, lane) => (
            <g key={row.key} data-lane={row.key}>
              <rect
                data-band
                x={LABEL}
                y={y(lane, windowMs)}
                width={span}
                height={y(lane, -windowMs) - y(lane, windowMs)}
              />
              <line data-zero x1={LABEL} x2={LABEL + span} y1={y(lane)} y2={y(lane)} />
              <text x={0} y={y(lane)} dominantBaseline="middle" aria-hidden="true">
                {row.name}
              </text>
            </g>
          ))}
          {beats.map((at) => (
            <line key={`beat-${at}`} data-beat-line x1={x(at)} x2={x(at)} y1={0} y2={rows.length * LANE} />
          ))}
          {plot.loops.map((at, index) => (
            <g key={`loop-${at}`}>
              <line data-loop-line x1={x(at)} x2={x(at)} y1={0} y2={rows.length * LANE + 4} />
              {(index + 1) % labelEvery === 0 || index === 0 ? (
                <text x={x(at) + 3} y={height - 4} aria-hidden="true">
                  {index + 1}
                </text>
              ) : null}
            </g>
          ))}
          <text x={LABEL - 6} y={height - 4} textAnchor="end" aria-hidden="true">
            {byBar ? words.chartAxisBars : words.chartAxis}
          </text>
          {rows.map((row, lane) => (
            <g key={`marks-${row.key}`} data-marks={row.key}>
              {row.notes.map((note, index) => (
                <g
                  key={index}
                  data-verdict={note.verdict}
                  data-offset={note.offsetMs}
                  data-y={Math.round(y(lane, note.offsetMs) - y(lane))}
                >
                  <Mark verdict={note.verdict} x={x(note.at)} y={y(lane, note.offsetMs)} />
                </g>
              ))}
              {row.extras.map((hit, index) => (
                <path
                  key={`extra-${index}`}
                  data-extra
                  d={`M${x(hit.at) - MARK} ${y(lane)}h${2 * MARK}M${x(hit.at)} ${y(lane) - MARK}v${2 * MARK}`}
                  stroke="currentColor"
                  strokeWidth="2"
                />
              ))}
            </g>
          ))}
        </svg>
      ) : null}
      <p className={keyClass} data-chart-key>
        {fillIn(words.chartKey, { window: windowMs })}
        {plot.silences.length ? ` ${words.chartSilences}` : null}
      </p>
    </div>
  );
}
