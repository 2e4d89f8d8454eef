/**
 * When a hit started, for the onset detector (onset.ts, step 4): from where the envelope (all bands together,
 * high-passed at 150 Hz) first reaches half the hit's peak, the detector walks back through the rectified signal to
 * where it first rose above twice the level before the hit (or 4% of the hit's peak, whichever is higher),
 * interpolating between two samples. A trigger may come a little early, on the flicker of a ring just before the
 * hit: the half-peak anchor is where the hit surely is.
 */

/** How far back from the trigger the start of a hit is looked for. */
export const MAX_BACKTRACK_S = 0.01;
/** Walking back, a stretch this long below the start level ends the hit's rise. */
const BACKTRACK_GAP_S = 0.0015;
/** The start is where the rectified signal first passes this share of the hit's peak ... */
const START_SHARE = 0.04;
/** ... or this multiple of the level just before the hit, whichever is higher. */
const START_OVER_BEFORE = 2;

/** The last few milliseconds of the input, frame by frame, and where a hit in them started. */
export class RecentInput {
  /** Rings indexed by frame (`& mask` wraps): the input high-passed and rectified, its envelope, its raw magnitude. */
  readonly rectified: Float32Array;
  readonly envelopes: Float32Array;
  readonly raw: Float32Array;
  readonly mask: number;
  /** After `findStart`: the hit's first frame, and its time in frames (between two samples). */
  start = 0;
  time = 0;
  private readonly lookback: number;
  private readonly maxBacktrack: number;
  private readonly backtrackGap: number;

  /**
   * `lookback`: how far before the trigger the level before the hit is looked for; `confirmLongest`: the longest a
   * candidate waits after its trigger (frames both), so the rings reach back to the hit's start.
   */
  constructor(rate: number, lookback: number, confirmLongest: number) {
    this.lookback = lookback;
    this.maxBacktrack = Math.round(MAX_BACKTRACK_S * rate);
    this.backtrackGap = Math.round(BACKTRACK_GAP_S * rate);
    let ring = 1;
    while (ring < this.maxBacktrack + confirmLongest + lookback + 8) ring *= 2;
    this.mask = ring - 1;
    this.rectified = new Float32Array(ring);
    this.envelopes = new Float32Array(ring);
    this.raw = new Float32Array(ring);
  }

  /** Where the hit triggered at `trigger`, with this `peak` envelope, started: sets `start` and `time`. */
  findStart(trigger: number, now: number, peak: number): void {
    const { envelopes, rectified, mask } = this;
    // Where the hit is, surely: the first frame after the trigger where the envelope reaches half its peak.
    let anchor = trigger;
    while (anchor < now && envelopes[anchor & mask]! < 0.5 * peak) anchor += 1;
    // The level just before the hit: the envelope's lowest point in the few milliseconds before that.
    let before = Infinity;
    for (let at = trigger - this.lookback; at < anchor; at += 1) {
      const value = envelopes[at & mask]!;
      if (value < before) before = value;
    }
    // From there, back to where the rectified signal first rose above the level before the hit.
    const level = Math.max(START_OVER_BEFORE * before, START_SHARE * peak);
    let start = anchor;
    let quiet = 0;
    const earliest = Math.max(0, anchor - this.maxBacktrack);
    for (let at = anchor - 1; at >= earliest; at -= 1) {
      if (rectified[at & mask]! > level) {
        start = at;
        quiet = 0;
      } else if (++quiet > this.backtrackGap) break;
    }
    // Between the last sample under the level and the first over it.
    let time = start;
    if (start > earliest) {
      const under = rectified[(start - 1) & mask]!;
      const over = rectified[start & mask]!;
      if (over > under && under <= level) time = start - 1 + (level - under) / (over - under);
    }
    this.start = start;
    this.time = time;
  }

  /** The input's peak magnitude from the hit's start to `now`. */
  peakSinceStart(now: number): number {
    let peak = 0;
    for (let at = this.start; at <= now; at += 1) {
      const value = this.raw[at & this.mask]!;
      if (value > peak) peak = value;
    }
    return peak;
  }
}
