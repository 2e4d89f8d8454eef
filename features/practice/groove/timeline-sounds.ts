/**
 * The sounds of one step of a groove's timeline (timeline.ts), as the player queues them: each drum's
 * stroke, its gain, a roll's length. Its own module, importing nothing but types: it is the one part of
 * the timeline the browser runs, and only the groove player's island loads it.
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
