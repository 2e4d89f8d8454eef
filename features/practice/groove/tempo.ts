/**
 * Tempo arithmetic the practice tools' islands run as the page loads: keeping a tempo in range, tap
 * tempo, the pulse of compound time. Apart from the scheduler (metronome.ts), which only the sound
 * engine needs, loaded on the first press: what a page loads first stays small.
 */
import { TEMPO_RANGE } from '@/features/practice/groove/language';

/** The groups of a time signature: three eighths to a pulse in 6/8, 9/8 and 12/8; none otherwise. */
export function beatsPerGroupOf(beats: number, unit: number): number | undefined {
  return unit === 8 && beats > 3 && beats % 3 === 0 ? 3 : undefined;
}

export function clampTempo(bpm: number): number {
  return Math.min(TEMPO_RANGE.max, Math.max(TEMPO_RANGE.min, Math.round(bpm)));
}

/** Taps further apart than this start a new count. */
const TAP_RESET_MS = 2000;
/** How many of the latest taps the tempo is averaged over. */
const TAPS_AVERAGED = 6;

/**
 * Tap tempo: the tempo of the latest taps (times in ms), or undefined until there are two
 * taps close enough together. A pause longer than TAP_RESET_MS starts over.
 */
export function tapTempo(taps: readonly number[]): number | undefined {
  let start = taps.length - 1;
  while (start > 0 && taps[start]! - taps[start - 1]! <= TAP_RESET_MS) start -= 1;
  const recent = taps.slice(Math.max(start, taps.length - TAPS_AVERAGED));
  if (recent.length < 2) return undefined;
  const average = (recent[recent.length - 1]! - recent[0]!) / (recent.length - 1);
  return clampTempo(60000 / average);
}
