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
