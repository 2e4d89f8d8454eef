/**
 * The onset detector's first step (onset.ts): the signal split into six bands, from 150 Hz to the top, each a
 * high-pass and a low-pass filter, and each band's rectified signal followed by a peak follower (instant attack, a
 * few milliseconds' release). A soft stroke under the ringing of a louder one (a ghost note after a backbeat, a
 * snare under a crash) often stands out in some bands while the ring fills others. The site's own sound, when the
 * detector is given it, goes through the same bands (onset-leak.ts).
 */

/** The bands' lower edges in Hz (each band ends where the next begins; the last has no upper edge). */
const BAND_EDGES = [150, 400, 1000, 2500, 5000, 10000];
/** Each band's envelope release time: longer for low bands, whose waves are longer. */
const BAND_RELEASE_S = [0.014, 0.008, 0.005, 0.004, 0.003, 0.003];
/** The bands below 2.5 kHz, whose sum the leak's delay is found on (onset-leak.ts). */
const LOW_BANDS = 3;

/** Butterworth (Q = 1/√2) biquad coefficients: b0, b1, b2, a1, a2 (a0 = 1). */
function butterworth(kind: 'high' | 'low', hz: number, rate: number): number[] {
  const w = (2 * Math.PI * hz) / rate;
  const alpha = Math.sin(w) / Math.SQRT2;
  const cos = Math.cos(w);
  const a0 = 1 + alpha;
  const b0 = (kind === 'high' ? (1 + cos) / 2 : (1 - cos) / 2) / a0;
  const b1 = (kind === 'high' ? -(1 + cos) : 1 - cos) / a0;
  return [b0, b1, b0, (-2 * cos) / a0, (1 - alpha) / a0];
}

/** The band filters and envelope followers for one signal (the input, or the reference). */
export class Bands {
  readonly count: number;
  /** Each band's envelope after the last sample. */
  readonly envelope: Float64Array;
  /** The last sample high-passed at the lowest edge (all bands together). */
  broadband = 0;
  /** The last sample's part below 2.5 kHz (the lowest bands), for the leak's delay. */
  low = 0;
  private readonly highPass: Float64Array;
  private readonly lowPass: Float64Array;
  private readonly state: Float64Array;
  private readonly hasLowPass: Uint8Array;
  private readonly release: Float64Array;

  constructor(rate: number) {
    // Bands above what the sample rate can carry are left out.
    const edges = BAND_EDGES.filter((hz, index) => index === 0 || hz < 0.4 * rate);
    this.count = edges.length;
    this.highPass = new Float64Array(5 * this.count);
    this.lowPass = new Float64Array(5 * this.count);
    this.state = new Float64Array(4 * this.count);
    this.hasLowPass = new Uint8Array(this.count);
    this.release = new Float64Array(this.count);
    this.envelope = new Float64Array(this.count);
    for (let band = 0; band < this.count; band += 1) {
      this.highPass.set(butterworth('high', edges[band]!, rate), 5 * band);
      const upper = edges[band + 1];
      if (upper !== undefined) {
        this.lowPass.set(butterworth('low', upper, rate), 5 * band);
        this.hasLowPass[band] = 1;
      }
      this.release[band] = Math.exp(-1 / (BAND_RELEASE_S[band]! * rate));
    }
  }

  /** Filters one sample into every band (biquads in transposed direct form II) and follows the envelopes. */
  push(x: number): void {
    const { highPass: hp, lowPass: lp, state, envelope, release } = this;
    let low = 0;
    for (let band = 0; band < this.count; band += 1) {
      const c = 5 * band;
      const s = 4 * band;
      let y = hp[c]! * x + state[s]!;
      state[s] = hp[c + 1]! * x - hp[c + 3]! * y + state[s + 1]!;
      state[s + 1] = hp[c + 2]! * x - hp[c + 4]! * y;
      if (band === 0) this.broadband = y;
      if (this.hasLowPass[band] === 1) {
        const v = y;
        y = lp[c]! * v + state[s + 2]!;
        state[s + 2] = lp[c + 1]! * v - lp[c + 3]! * y + state[s + 3]!;
        state[s + 3] = lp[c + 2]! * v - lp[c + 4]! * y;
      }
      if (band < LOW_BANDS) low += y;
      const rectified = y < 0 ? -y : y;
      const decayed = envelope[band]! * release[band]!;
      envelope[band] = rectified > decayed ? rectified : decayed;
    }
    this.low = low;
  }
}

/** The recent envelopes of every band, band after band, each a ring indexed by frame. */
export class BandHistory {
  /** Band `b`'s envelope at frame `f` is at `b * ring + (f & mask)`. */
  readonly values: Float32Array;
  readonly ring: number;
  readonly mask: number;

  /** Keeps at least `frames` frames of each of `bands` bands. */
  constructor(bands: number, frames: number) {
    let ring = 1;
    while (ring < frames) ring *= 2;
    this.ring = ring;
    this.mask = ring - 1;
    this.values = new Float32Array(ring * bands);
  }

  at(band: number, frame: number): number {
    return this.values[band * this.ring + (frame & this.mask)]!;
  }

  /** The band's lowest envelope over the frames `from` up to, not including, `to`. */
  lowest(band: number, from: number, to: number): number {
    let lowest = Infinity;
    for (let at = from; at < to; at += 1) {
      const value = this.at(band, at);
      if (value < lowest) lowest = value;
    }
    return lowest;
  }

  /** The band's highest envelope over the frames `from` up to, not including, `to` (0 if none is higher). */
  highest(band: number, from: number, to: number): number {
    let highest = 0;
    for (let at = from; at < to; at += 1) {
      const value = this.at(band, at);
      if (value > highest) highest = value;
    }
    return highest;
  }

  /** The band's mean envelope over the frames `from` up to, not including, `to`. */
  mean(band: number, from: number, to: number): number {
    let sum = 0;
    for (let at = from; at < to; at += 1) sum += this.at(band, at);
    return sum / (to - from);
  }
}
