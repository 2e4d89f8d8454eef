/**
 * Calibration for a play-along session (session.ts): eight clicks, the learner plays along, and each click's
 * nearest tap is its offset; the median of them is the input's delay, taken off every hit after. Fewer than five
 * taps near their clicks, and it did not work.
 */
import type { AudioClock } from './connect';

export const CALIBRATION = { clicks: 8, bpm: 100, beatsPerBar: 4, needed: 5, reachS: 0.25 } as const;
/** How long after the last click calibration waits for its tap, in seconds. */
const LAST_TAP_S = 0.5;

/** Something sounding that can be stopped. */
export interface Stoppable {
  stop(): void;
}

/**
 * Plays a click on every beat at `bpm` until stopped: `onBeat` is called as each is queued, with its time on the
 * audio clock, and says how it sounds (or that it does not). `takenOver`: another player took the output.
 */
export type ClickPlayer<Context extends AudioClock> = (
  context: Context,
  pattern: { bpm: number; beatsPerBar: number },
  onBeat: (index: number, time: number) => 'bar' | 'beat' | undefined,
  takenOver: () => void,
) => Stoppable;

/** The taps near enough to their clicks, and the input's delay in milliseconds when there were enough of them. */
export interface Measured {
  near: number;
  ms?: number;
}

/** Each click's nearest tap within reach: the median of their offsets is the delay. */
export function measureDelay(clicks: readonly number[], taps: readonly number[]): Measured {
  const offsets = clicks.flatMap((click) => {
    const nearest = taps.reduce<number | undefined>(
      (best, tap) => (best === undefined || Math.abs(tap - click) < Math.abs(best - click) ? tap : best),
      undefined,
    );
    return nearest !== undefined && Math.abs(nearest - click) <= CALIBRATION.reachS ? [nearest - click] : [];
  });
  if (offsets.length < CALIBRATION.needed) return { near: offsets.length };
  offsets.sort((a, b) => a - b);
  const middle = offsets.length / 2;
  const median = offsets.length % 2 ? offsets[Math.floor(middle)]! : (offsets[middle - 1]! + offsets[middle]!) / 2;
  return { near: offsets.length, ms: Math.round(median * 1000) };
}

export interface CalibratorEvents {
  /** How many taps were heard so far (none when it starts). */
  heard(count: number): void;
  /** The clicks are over: what was measured. */
  measured(result: Measured): void;
  /** Calibration ended (measured, stopped, or its clicks taken over by the player). */
  ended(): void;
}

/** One calibration at a time: its clicks, the taps heard, and the wait for the last tap. */
export class Calibrator<Context extends AudioClock> {
  private taps: number[] | null = null;
  private clicks: number[] = [];
  private player: Stoppable | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly events: CalibratorEvents) {}

  get active(): boolean {
    return this.taps !== null;
  }

  start(context: Context, play: ClickPlayer<Context>): void {
    this.taps = [];
    this.clicks = [];
    this.events.heard(0);
    this.player = play(
      context,
      { bpm: CALIBRATION.bpm, beatsPerBar: CALIBRATION.beatsPerBar },
      (index, time) => {
        if (index >= CALIBRATION.clicks) return undefined;
        this.clicks.push(time);
        if (index === CALIBRATION.clicks - 1) {
          const wait = (time - context.currentTime + LAST_TAP_S) * 1000;
          this.timer = setTimeout(() => this.finish(), wait);
        }
        return index % CALIBRATION.beatsPerBar === 0 ? 'bar' : 'beat';
      },
      () => this.stop(),
    );
  }

  /** A hit while calibrating is a tap (true); otherwise it is not calibration's (false). */
  tap(time: number): boolean {
    if (!this.taps) return false;
    this.taps.push(time);
    this.events.heard(Math.min(CALIBRATION.clicks, this.taps.length));
    return true;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.player?.stop();
    this.player = null;
    this.taps = null;
    this.events.ended();
  }

  private finish(): void {
    const taps = this.taps ?? [];
    const clicks = this.clicks;
    this.stop();
    this.events.measured(measureDelay(clicks, taps));
  }
}
