/**
 * The sounds of one step of a groove's timeline (timeline.ts), as the player queues them: each drum's
 * stroke, its gain, a roll's length; and the loop's steps as the player's clicks. Its own module, importing
 * nothing but types: it is the one part of the timeline the browser runs, and only the players load it.
 */
import type { Stroke, Timeline, Voice } from './language';

export function soundsAt(
  timeline: Timeline,
  step: number,
): { voice: Voice; stroke: Stroke; gain: number; length?: number }[] {
  // The drums come in the order the groove lists them, top to bottom as on a drum chart.
  return (Object.keys(timeline.drums) as Voice[]).flatMap((voice) => {
    const stroke = timeline.drums[voice]?.[step];
    if (!stroke) return [];
    const roll = timeline.rolls?.[step];
    return [{ voice, stroke, gain: timeline.gains?.[step] ?? 1, ...(roll !== undefined ? { length: roll } : {}) }];
  });
}

/** A step's sounds with each roll's length in seconds at `bpm`: what the player queues for it. */
export function soundsAtTempo(timeline: Timeline, step: number, bpm: number) {
  return soundsAt(timeline, step).map((sound) => ({
    ...sound,
    length: sound.length === undefined ? undefined : (sound.length * 60) / bpm,
  }));
}

/** The loop's steps as the player's clicks (playback's ClickGrid), after `lead` clicks of count-in. */
export function timelineGrid(timeline: Timeline, lead = 0) {
  return {
    lead,
    at: timeline.at,
    length: timeline.length,
    barStarts: timeline.barStarts,
    beatStarts: timeline.beatStarts,
  };
}

/**
 * Bars `from` to `to` (from 1, both played) of a timeline, as a timeline of their own to loop, and the step of the
 * whole groove its first step is: the player plays the section and marks the whole groove's steps (`offset` on).
 * Bars out of range are brought into it.
 */
export function loopSection(timeline: Timeline, from: number, to: number): { timeline: Timeline; offset: number } {
  const bars = timeline.barStarts.length;
  const first = Math.min(Math.max(1, from), bars);
  const last = Math.min(Math.max(first, to), bars);
  if (first === 1 && last === bars) return { timeline, offset: 0 };
  const start = timeline.barStarts[first - 1]!;
  const end = timeline.barStarts[last] ?? timeline.at.length;
  const startBeat = timeline.at[start]!;
  const endBeat = end < timeline.at.length ? timeline.at[end]! : timeline.length;
  const within = (steps: readonly number[]) =>
    steps.filter((step) => step >= start && step < end).map((step) => step - start);
  const drums = Object.fromEntries(
    Object.entries(timeline.drums).map(([voice, steps]) => [voice, steps!.slice(start, end)]),
  ) as Timeline['drums'];
  const rolls = timeline.rolls
    ? Object.fromEntries(
        Object.entries(timeline.rolls).flatMap(([step, length]) =>
          Number(step) >= start && Number(step) < end ? [[String(Number(step) - start), length]] : [],
        ),
      )
    : undefined;
  return {
    offset: start,
    timeline: {
      ...timeline,
      length: endBeat - startBeat,
      at: timeline.at.slice(start, end).map((beat) => beat - startBeat),
      barStarts: within(timeline.barStarts),
      beatStarts: within(timeline.beatStarts),
      drums,
      ...(timeline.gains ? { gains: timeline.gains.slice(start, end) } : {}),
      ...(rolls ? { rolls } : {}),
      ...(timeline.steps ? { steps: timeline.steps.slice(start, end) } : {}),
    },
  };
}

/**
 * A timeline's bars in another order (a chart's road map, playOrder): each bar's steps again where it is played again,
 * `steps` saying which of the timeline's steps each one is.
 */
export function inOrder(timeline: Timeline, order: number[]): Timeline {
  const bars = timeline.barStarts.length;
  const barStart = (bar: number) => timeline.barStarts[bar] ?? timeline.at.length;
  const beatAt = (step: number) => (step < timeline.at.length ? timeline.at[step]! : timeline.length);
  const beats = new Set(timeline.beatStarts);
  const played: Timeline = {
    length: 0,
    beatsPerBar: timeline.beatsPerBar,
    at: [],
    barStarts: [],
    beatStarts: [],
    drums: Object.fromEntries(Object.keys(timeline.drums).map((voice) => [voice, []])),
    ...(timeline.gains ? { gains: [] } : {}),
    ...(timeline.rolls ? { rolls: {} } : {}),
    steps: [],
  };
  let start = 0;
  for (const bar of order) {
    if (bar < 0 || bar >= bars) continue;
    const first = barStart(bar);
    const next = barStart(bar + 1);
    played.barStarts.push(played.at.length);
    for (let step = first; step < next; step += 1) {
      const index = played.at.length;
      if (beats.has(step)) played.beatStarts.push(index);
      played.at.push(round(start + beatAt(step) - beatAt(first)));
      played.steps!.push(step);
      for (const [voice, strokes] of Object.entries(timeline.drums))
        played.drums[voice as Voice]!.push(strokes![step]!);
      played.gains?.push(timeline.gains![step]!);
      const roll = timeline.rolls?.[step];
      if (roll !== undefined) played.rolls![index] = roll;
    }
    start += beatAt(next) - beatAt(first);
  }
  played.length = round(start);
  return played;
}

/**
 * A chart's bars as written, once each (the first time its road map plays each), from its timeline in played order:
 * what the player loops when the learner picks some of its bars. A timeline played as written is its own.
 */
export function writtenTimeline(timeline: Timeline): Timeline {
  const steps = timeline.steps;
  if (!steps) return timeline;
  const first = new Map<number, number>();
  timeline.barStarts.forEach((start, bar) => {
    if (!first.has(steps[start]!)) first.set(steps[start]!, bar);
  });
  const written = inOrder(
    timeline,
    [...first.entries()].sort(([a], [b]) => a - b).map(([, bar]) => bar),
  );
  // Its steps are the written ones now, in order.
  delete written.steps;
  return written;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
