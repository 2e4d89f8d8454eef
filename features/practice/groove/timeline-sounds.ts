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
    },
  };
}
