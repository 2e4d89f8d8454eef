/**
 * A take, as the builder records it: a bar of count-in clicks, then the bars to record with a click on every beat
 * (and, overdubbing, the groove already written playing along), while an input's hits are collected. When the bars
 * are over (or Stop is pressed), the hits, each in seconds from the take's first downbeat, go to be written down
 * (transcribe.ts). Runs on the page's audio clock, the one the inputs' hits come on.
 */
import type { Timeline } from '@/features/practice/groove/language';
import { timelineGrid } from '@/features/practice/groove/timeline-sounds';
import { play, playClick, playTimeline, START_DELAY_S } from '@/features/practice/playback/audio-engine';
import type { TakenHit } from './transcribe';

/** After the last bar, how long hits are still waited for: a kit's message or a detected onset arrives a little late. */
const TAIL_S = 0.2;
/** Hits this long before the first downbeat are the count-in played along, not the take. */
const EARLY_BEATS = 0.5;

export interface TakePlan {
  context: AudioContext;
  /** Beats a minute, and beats in a bar (eighths in 6/8). */
  tempo: number;
  beatsPerBar: number;
  /** Beats felt as one pulse in compound time (3 in 6/8), for the clicks' accents. */
  beatsPerGroup?: number;
  bars: number;
  /** Overdubbing: the groove already written, played under the take (it starts with the take's first downbeat). */
  backing?: Timeline;
  /** The input's measured delay, taken off each hit, in seconds. */
  delayS: number;
  /** Each bar as it is heard: -1 the count-in, then 0, 1… */
  onBar(bar: number): void;
  /** The take is over: its hits, from its first downbeat. */
  onEnd(hits: TakenHit[]): void;
  /** Another player took the audio (a groove's Play was pressed): the take ends, unwritten. */
  onTakenOver?(): void;
}

export interface Take {
  /** A hit heard, on the audio clock, before the input's delay is taken off. */
  hear(hit: Omit<TakenHit, 'time'> & { time: number }): void;
  /** Ends the take now: what was played so far is written. */
  stop(): void;
}

export function startTake(plan: TakePlan): Take {
  const { context, tempo, beatsPerBar, bars, backing } = plan;
  const beatS = 60 / tempo;
  const startAt = context.currentTime + START_DELAY_S;
  const zero = startAt + beatsPerBar * beatS;
  const end = zero + bars * beatsPerBar * beatS;
  const hits: TakenHit[] = [];
  let bar = -2;
  let done = false;
  const player = play({
    context,
    startAt,
    pattern: backing
      ? { bpm: tempo, beatsPerBar, subdivision: 1, grid: timelineGrid(backing, beatsPerBar) }
      : { bpm: tempo, beatsPerBar, subdivision: 1, beatsPerGroup: plan.beatsPerGroup },
    sound: (click, output) => {
      if (click.time >= end - 1e-6) return;
      // The click on every beat: the count-in's (playTimeline plays those too) and the take's.
      if (!backing) playClick(output, click.time, click.kind);
      else {
        playTimeline(backing, click, output, { countIn: beatsPerBar });
        if (click.index >= beatsPerBar && click.kind !== 'sub') playClick(output, click.time, click.kind);
      }
    },
    onClick: (click) => {
      if (done) return;
      const now = Math.floor((click.time - zero + 1e-6) / (beatsPerBar * beatS));
      const heard = Math.max(-1, now);
      if (heard !== bar && heard < bars) {
        bar = heard;
        plan.onBar(bar);
      }
    },
    takenOver: () => {
      // Another player's Play: the take is dropped, not written half-played.
      if (done) return;
      done = true;
      clearTimeout(timer);
      plan.onTakenOver?.();
    },
  });
  const timer = setTimeout(finish, (end - context.currentTime + TAIL_S) * 1000);
  function finish() {
    if (done) return;
    done = true;
    clearTimeout(timer);
    player.stop();
    plan.onEnd(hits);
  }
  return {
    hear(hit) {
      if (done) return;
      const time = hit.time - plan.delayS - zero;
      if (time < -EARLY_BEATS * beatS) return;
      hits.push({ ...hit, time });
    },
    stop: finish,
  };
}
