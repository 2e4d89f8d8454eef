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
/** Starting on the first note: how many bars after the count-in it is waited for before the take ends unplayed. */
const WAIT_BARS = 4;

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
  /**
   * The take starts on the learner's first note after the count-in, not on the click's downbeat: its bars are counted
   * from that note, which is beat one. For a microphone whose delay is not calibrated, or a drummer taking their own
   * time. Not with a backing, which keeps the click's time.
   */
  fromFirstNote?: boolean;
  /** The input's measured delay, taken off each hit, in seconds. */
  delayS: number;
  /** Each bar as it is heard: -1 the count-in, then 0, 1… */
  onBar(bar: number): void;
  /**
   * The take is over: its hits, from its first downbeat, and the bars it reached (fewer than asked for when stopped
   * early; none when stopped in the count-in, or before the first note).
   */
  onEnd(hits: TakenHit[], bars: number): void;
  /** Another player took the audio (a groove's Play was pressed): the take ends, unwritten. */
  onTakenOver?(): void;
}

export interface Take {
  /** A hit heard, on the audio clock, before the input's delay is taken off. */
  hear(hit: Omit<TakenHit, 'time'> & { time: number }): void;
  /** Ends the take now: what was played so far is written. */
  stop(): void;
  /** Ends the take now, unwritten (the input went away, the page is left): `onEnd` is not called. */
  abort(): void;
}

export function startTake(plan: TakePlan): Take {
  const { context, tempo, beatsPerBar, bars, backing } = plan;
  const beatS = 60 / tempo;
  const barS = beatsPerBar * beatS;
  const startAt = context.currentTime + START_DELAY_S;
  /** The take's first downbeat: the bar after the count-in, or the first note once it comes. */
  let zero = startAt + barS;
  /** Waiting for the first note: until it comes, a few bars after the count-in at most. */
  let waiting = Boolean(plan.fromFirstNote);
  let end = zero + (bars + (waiting ? WAIT_BARS : 0)) * barS;
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
      const heard = waiting ? -1 : Math.max(-1, Math.floor((click.time - zero + 1e-6) / barS));
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
  let timer = setTimeout(finish, (end - context.currentTime + TAIL_S) * 1000);
  function abort() {
    if (done) return false;
    done = true;
    clearTimeout(timer);
    player.stop();
    return true;
  }
  function finish() {
    // The bars begun by now (all of them once the take has run its course).
    const reached = waiting ? 0 : Math.min(bars, Math.max(0, Math.ceil((context.currentTime - zero) / barS - 1e-6)));
    if (abort()) plan.onEnd(hits, reached);
  }
  return {
    hear(hit) {
      if (done) return;
      const at = hit.time - plan.delayS;
      if (at - zero < -EARLY_BEATS * beatS) return;
      if (waiting) {
        // The first note after the count-in is the take's first downbeat: its bars are counted from it.
        waiting = false;
        zero = at;
        end = zero + bars * barS;
        clearTimeout(timer);
        timer = setTimeout(finish, (end - context.currentTime + TAIL_S) * 1000);
        bar = 0;
        plan.onBar(0);
      }
      hits.push({ ...hit, time: at - zero });
    },
    stop: finish,
    abort: () => void abort(),
  };
}
