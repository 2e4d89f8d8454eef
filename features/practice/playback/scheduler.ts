/**
 * The clock and scheduler: plays a click pattern (metronome.ts) on the audio clock. A timer wakes every
 * LOOKAHEAD_MS and queues every sound due within SCHEDULE_AHEAD_S; the sound itself is exact, the timer
 * only has to wake up in time. One player sounds at a time, and the audio is suspended when none does.
 */
import {
  barAt,
  clickAt,
  gapSilent,
  rampTempo,
  retime,
  type Click,
  type ClickPattern,
  type Gap,
  type TempoRamp,
} from './metronome';
import { openOutput } from './output';

const LOOKAHEAD_MS = 25;
/**
 * How far ahead sounds are queued. A timer that wakes more than this late (a phone busy with
 * something else) skips a click; a longer horizon makes that rarer, at the cost of a new tempo
 * taking over up to this much later.
 */
const SCHEDULE_AHEAD_S = 0.2;
/** Sounds start a moment after Start, so the first one is not cut short. */
export const START_DELAY_S = 0.06;
/** The least time before the first sound when Start came earlier (`startAt`): the audio is already running. */
const MIN_START_DELAY_S = 0.015;

/**
 * The player making sound now, and how to tell its page it was stopped. One at a time: two
 * grooves, or a groove and the metronome, each started on its own press, would never be in
 * time with each other.
 */
let sounding: { player: Player; takenOver?: () => void } | undefined;
/**
 * With nothing playing for this long, the context is suspended, letting a phone's audio
 * hardware sleep. Not at once: a player stopped to start again (a new time signature) would
 * find its clock suspended.
 */
const SUSPEND_AFTER_MS = 1000;
let suspendTimer: ReturnType<typeof setTimeout> | undefined;
/** Inputs listening (play-along): the context's clock must run for them, playing or not. */
let holds = 0;

/** Keeps the audio running while an input listens, until the returned function is called. */
export function holdAudio(): () => void {
  holds += 1;
  clearTimeout(suspendTimer);
  let released = false;
  return () => {
    if (!released) holds -= 1;
    released = true;
  };
}

/** The gap click, as the player runs it. */
export interface GapPlan extends Gap {
  /** Bars before the gap's first bar: a count-in, which always sounds. */
  afterBars?: number;
}

/** The speed trainer, as the player runs it. */
export interface Ramp extends TempoRamp {
  /** Bars played at the start tempo before the ramp's first bar: a count-in. */
  afterBars?: number;
}

export interface PlayOptions {
  context: AudioContext;
  pattern: ClickPattern;
  /** Queues a click's sounds into the player's output, at the click's time. */
  sound: (click: Click, output: AudioNode) => void;
  /** When a click is heard: after the output's latency. */
  onClick: (click: Click) => void;
  /** When another player took over the audio: this one has been stopped. */
  takenOver?: () => void;
  /** The speed trainer's ramp. */
  ramp?: Ramp;
  /** When the first sound is, on the audio clock. */
  startAt?: number;
  /** The gap click: its silent bars' clicks come marked `silent`, for `sound` to leave out. */
  gap?: GapPlan;
}

export interface Player {
  /**
   * A new tempo from the next click on, without restarting the bar. With a ramp, it carries on
   * rising from this tempo: the next raise comes the ramp's number of bars after the next bar line.
   */
  setTempo(bpm: number): void;
  /** A new ramp (or none) from the next bar line on, rising from the tempo playing now. */
  setRamp(ramp: Ramp | undefined): void;
  /** A new gap click (or none), for the clicks not yet queued. */
  setGap(gap: GapPlan | undefined): void;
  stop(): void;
}

/**
 * Plays a click pattern until stopped, from `startAt` on the audio clock (by default, a moment from now; never less
 * than a few milliseconds from now): `sound` queues each click's sounds into `output`,
 * `onClick` runs when the click is heard (for the visual beat, so after the output's latency,
 * which Bluetooth headphones make long). A click whose time has passed when the timer wakes
 * (a machine too busy to wake it in time) is skipped, not played late. Starting a player stops
 * the one playing before, and calls its `takenOver`. Stopping silences what was
 * already queued. `setTempo` changes the speed as it plays; any other change of pattern is a new
 * Start. With a `gap`, the clicks of its silent bars come to `sound` and `onClick` marked `silent`.
 *
 * With a `ramp` (the speed trainer) it starts at the ramp's start tempo and raises it at bar
 * lines: when the first click of a bar is queued, the bar's tempo takes over from that click
 * (`retime`), so each click's time is still computed from its index within a stretch of one tempo.
 */
export function play({ context, pattern, sound, onClick, takenOver, ramp, startAt, gap }: PlayOptions): Player {
  clearTimeout(suspendTimer);
  const previous = sounding;
  // Cleared first, so the player stopped here does not suspend the audio this one is about to use.
  sounding = undefined;
  previous?.player.stop();
  previous?.takenOver?.();
  const { output, close } = openOutput(context);
  const latency = context.outputLatency || context.baseLatency || 0;
  let current = ramp ? { ...pattern, bpm: ramp.start } : pattern;
  let start = Math.max(startAt ?? context.currentTime + START_DELAY_S, context.currentTime + MIN_START_DELAY_S);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let next = 0;
  /** The ramp, and the bar it counts from. */
  let plan: (TempoRamp & { from: number }) | undefined = ramp && { ...ramp, from: ramp.afterBars ?? 0 };
  let gapPlan = gap;
  /** The tempo playing is one the ramp raised to, rather than typed in or playing when the ramp began. */
  let raised = false;
  /** The first bar line not yet queued: where a new tempo or ramp can start a whole bar. */
  const nextBar = () => {
    const { start: barStart, bar } = barAt(current, next);
    return barStart ? bar : bar + 1;
  };
  const tick = () => {
    const now = context.currentTime;
    for (;;) {
      const bar = barAt(current, next);
      const silent = gapPlan !== undefined && gapSilent(gapPlan, bar.bar - (gapPlan.afterBars ?? 0));
      // The speed trainer raises the tempo only where it is heard: a silent bar keeps the tempo the learner holds.
      if (plan && bar.start && bar.bar >= plan.from && !silent) {
        const bpm = rampTempo(plan, bar.bar - plan.from);
        if (bpm !== current.bpm) {
          // The bar's first click keeps its time (the bar before lasts as long as its tempo says); the new tempo runs from it.
          start = retime(current, start, next + 1, bpm, -Infinity);
          current = { ...current, bpm };
          raised = bpm > plan.start;
        }
      }
      const click: Click = clickAt(current, start, next);
      if (click.time >= now + SCHEDULE_AHEAD_S) return;
      if (silent) click.silent = true;
      if (raised) click.raised = true;
      next += 1;
      if (click.time < now) continue;
      sound(click, output);
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          onClick(click);
        },
        (click.time - now + latency) * 1000,
      );
      timers.add(timer);
    }
  };
  tick();
  const interval = setInterval(tick, LOOKAHEAD_MS);
  let stopped = false;
  const player: Player = {
    setTempo(bpm) {
      if (stopped || bpm === current.bpm) return;
      start = retime(current, start, next, bpm, context.currentTime + START_DELAY_S);
      current = { ...current, bpm };
      raised = false;
      if (plan) plan = { ...plan, start: bpm, from: Math.max(plan.from, nextBar()) };
      tick();
    },
    setRamp(changed) {
      if (stopped) return;
      plan = changed && { ...changed, start: current.bpm, from: Math.max(changed.afterBars ?? 0, nextBar()) };
      raised = false;
      tick();
    },
    setGap(changed) {
      gapPlan = changed;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(interval);
      close();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (sounding?.player !== player) return;
      sounding = undefined;
      // The next press resumes it (audio-context.ts).
      suspendTimer = setTimeout(() => {
        if (!sounding && holds === 0) void context.suspend().catch(() => {});
      }, SUSPEND_AFTER_MS);
    },
  };
  sounding = { player, takenOver };
  return player;
}
