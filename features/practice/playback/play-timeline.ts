/**
 * A groove's timeline played click by click: the one way the lesson's player, the editor's preview and the builder
 * sound a groove. A click of the count-in is the metronome's; every other click is a step of the loop, each of its
 * drums a stroke at the step's time.
 */
import type { Timeline, Voice } from '@/features/practice/groove/language';
import { soundsAtTempo } from '@/features/practice/groove/timeline-sounds';
import { playClick, playDrum } from './drums';
import type { Click } from './metronome';

export interface TimelineOptions {
  /** Clicks of count-in before the loop's first step. */
  countIn?: number;
  /** Drums not to sound (they are still the step's, for play-along to expect). */
  muted?: ReadonlySet<Voice>;
  /** The gap click's silent bar: the step is queued for play-along, but nothing sounds. */
  silent?: boolean;
  /** Each step as it is queued: where it is in the loop, which loop, and its sounds (roll lengths in seconds). */
  onStep?: (step: number, loop: number, sounds: ReturnType<typeof soundsAtTempo>) => void;
}

export function playTimeline(
  timeline: Timeline,
  click: Click,
  output: AudioNode,
  { countIn = 0, muted, silent, onStep }: TimelineOptions = {},
) {
  if (click.index < countIn) {
    playClick(output, click.time, click.kind);
    return;
  }
  const played = click.index - countIn;
  const steps = timeline.at.length;
  const step = played % steps;
  const sounds = soundsAtTempo(timeline, step, click.bpm);
  onStep?.(step, Math.floor(played / steps), sounds);
  if (silent) return;
  for (const { voice, stroke, gain, length } of sounds) {
    if (!muted?.has(voice)) playDrum(output, click.time, voice, stroke, gain, length);
  }
}
