/**
 * Every sound the engine queues, announced on `window` as a `practice:queued` event as it is queued: when
 * it will sound on the audio clock, what it is, and the clock's time when it was queued. This is the
 * player's own log of what it played; the end-to-end tests read it (whatever the instrument sounds
 * like), and anything that must know what the page is about to play can listen to it.
 */
import type { Stroke, Voice } from '@/features/practice/groove/language';
import type { Click } from './metronome';

export const QUEUED_EVENT = 'practice:queued';

export type QueuedSound = {
  time: number;
  queuedAt: number;
  /** Played from the recorded kit, or synthesised (the kit not decoded yet, or not to be had). */
  source: 'sample' | 'synth';
} & (
  | { sound: 'click'; kind: Click['kind'] }
  | {
      sound: 'drum';
      voice: Voice;
      stroke: Stroke;
      /** How loud, from 0 to 1: the stroke's loudness, the groove's dynamics, softer for a grace note or a bounce. */
      level: number;
      /** A grace note before the main note (a flam's, a drag's), or a stroke of a roll after it; unset: the main note. */
      part?: 'grace' | 'roll';
    }
);

export function announce(sound: QueuedSound) {
  if (typeof window !== 'undefined')
    window.dispatchEvent(new CustomEvent<QueuedSound>(QUEUED_EVENT, { detail: sound }));
}
