/**
 * The strokes one note of a groove is played as: a flam's, drag's or ruff's grace notes just before it, the
 * note, and a roll's strokes after it (a double stroke's second halfway, a buzz roll's bounces). Pure: the
 * player queues these sounds, and the groove builder's MIDI file writes the same notes.
 */
import { Stroke } from '@/features/practice/groove/language';
import { STROKE_TABLE } from '@/features/practice/groove/vocabulary';

/** Seconds between a grace note and the note after it: a flam's are close, a drag's a quick double. */
const GRACE_GAP_S = { 1: 0.03, 2: 0.04, 3: 0.035 } as const;
/** How loud a grace note is, against its main note: played from low, near the head. */
const GRACE_LEVEL = 0.4;
/** A buzz roll's bounces: this far apart, each softer than the one before. */
const BOUNCE_GAP_S = 0.028;
const BOUNCE_DECAY = 0.75;

export interface StrokeEvent {
  /** Seconds, on the clock `time` was given in. */
  at: number;
  /** 0 to 1. */
  level: number;
  /** A grace note before the main note, or a stroke of a roll after it; unset: the main note. */
  part?: 'grace' | 'roll';
}

/**
 * The strokes of `stroke` at `time` (seconds), at `level` (the stroke's loudness times the dynamics), a roll
 * lasting `length` seconds. No grace note falls before `earliest` (a grace note queued late sounds at once,
 * still before its note).
 */
export function strokeEvents(
  stroke: Stroke,
  time: number,
  level: number,
  length: number,
  earliest = -Infinity,
): StrokeEvent[] {
  const entry = STROKE_TABLE[stroke];
  const events: StrokeEvent[] = [];
  if (entry.graces) {
    const gap = GRACE_GAP_S[entry.graces];
    for (let grace = entry.graces; grace >= 1; grace -= 1)
      events.push({ at: Math.max(earliest, time - gap * grace), level: level * GRACE_LEVEL, part: 'grace' });
  }
  // A grace note alone: another drum plays the note it leads into.
  if (entry.graceOnly) return events;
  events.push({ at: time, level });
  if (entry.roll === 'double') events.push({ at: time + length / 2, level, part: 'roll' });
  if (entry.roll === 'buzz') {
    let loud = level * BOUNCE_DECAY;
    for (let at = time + BOUNCE_GAP_S; at < time + length - BOUNCE_GAP_S / 2; at += BOUNCE_GAP_S) {
      events.push({ at, level: loud, part: 'roll' });
      // A buzz is pressed into the head: each stroke of the roll bounces a few times, then the next hand starts again.
      loud = loud * BOUNCE_DECAY < level * 0.3 ? level * BOUNCE_DECAY : loud * BOUNCE_DECAY;
    }
  }
  return events;
}
