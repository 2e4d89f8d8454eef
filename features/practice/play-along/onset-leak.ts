/**
 * The site's own sound, for the onset detector (onset.ts): when the caller passes what the site played (the
 * reference), it goes through the same bands as the input (onset-bands.ts). This learns how late the speakers'
 * sound comes back in the input (up to 100 ms, by correlating the waveforms) and how loud, band by band (a low
 * quantile of the ratio of the envelopes), and says whether a hit grew clearly more, in some band where it rose and
 * is loud, than the speakers are expected to put there at that moment. Until the delay is learnt (a second or so of
 * the site playing), the speakers' sound of the last 100 ms is taken as possible.
 *
 * Real time: all buffers are allocated in the constructor; every frame costs the reference's filters, and a
 * correlation step comes every sixth of a millisecond.
 */
import { Bands } from './onset-bands';

/** The longest speaker-to-microphone delay looked for. */
const MAX_LEAK_DELAY_S = 0.1;
/**
 * The delay is found by correlating the two signals' waveforms below 2.5 kHz (the three lowest bands,
 * about 6000 samples a second), each divided by its own recent loudness so that quiet moments, where
 * the input is mostly what the speakers play, count as much as loud hits. A waveform matches only
 * itself: the learner's drums do not correlate with the site's sound even when they are played in time
 * with it, as their envelopes would.
 */
const LEAK_RATE_HZ = 6000;
/** Time constant of the loudness each signal is divided by. */
const LEAK_LOUDNESS_S = 0.05;
/** The correlation is updated and searched every LEAK_FRAME_S, and forgets with LEAK_MEMORY_S. */
const LEAK_FRAME_S = 0.1;
const LEAK_MEMORY_S = 4;
/**
 * A delay is trusted when its correlation is this many times the average over all delays, and this
 * much larger than the best delay more than a millisecond away.
 */
const LEAK_CONFIDENCE = 3;
const LEAK_LEAD = 1.25;
/** The reference counts as sounding above this level (about -60 dBFS). */
const LEAK_ACTIVE = 1e-3;
/** How much of the time a band's input envelope may be below the estimated leak (the gain's quantile). */
const LEAK_QUANTILE = 0.05;
/** How fast the gain estimate moves, per chunk (as a share of itself). */
const LEAK_GAIN_STEP = 0.05;
/**
 * Until a band's gain is learnt, the speakers' sound is taken to reach the input at this share of its
 * level (an overestimate in most rooms: the microphone is nearer the drums than the speakers).
 */
const LEAK_GAIN_PRIOR = 0.5;
/** A hit must be this much louder than the sound expected from the speakers, in some band, to count. */
const LEAK_MARGIN = 1.5;
/** A band speaks for a hit against the leak only if it rose by this much (dB) at the hit ... */
const LEAK_BAND_RISE = 3;
/** ... and its peak is at least this share of the hit's loudest band (a faint band says little). */
const LEAK_BAND_SHARE = 0.5;

export class LeakCanceller {
  /** Whether the site's sound was ever given: until then the detector has nothing to cancel. */
  seen = false;
  private readonly bands: number;
  private readonly reference: Bands;
  /** The frames of a chunk: the input's and the reference's envelopes are kept as each chunk's maxima. */
  private readonly chunk: number;
  private readonly chunkMask: number;
  private readonly chunkRing: number;
  private readonly inChunk: Float64Array;
  private readonly refChunk: Float64Array;
  private readonly refChunks: Float32Array;
  private readonly refLoud: Float64Array;
  private readonly refLoudFall: number;
  private readonly leakGain: Float64Array;
  private readonly maxLagChunks: number;
  /** The leak's delay in chunks, -1 while unknown. */
  private lag = -1;
  private readonly decimation: number;
  private decimationFill = 0;
  private readonly loudnessKeep: number;
  private inLoudness = 0;
  private refLoudness = 0;
  private readonly maxDelay: number;
  private readonly refHistory: Float32Array;
  private readonly refHistoryMask: number;
  private refHistoryCount = 0;
  private readonly frameSums: Float64Array;
  private readonly correlation: Float64Array;
  private readonly frameLength: number;
  private frameFill = 0;
  private frameInEnergy = 0;
  private frameRefEnergy = 0;
  private readonly correlationKeep: number;
  private readonly leakNeighbourhood: number;

  /**
   * `chunk`: frames per chunk (the detector counts them); `hitReachS`: how far back from now a hit's start may be
   * looked for, so that the reference's chunks since then are still kept.
   */
  constructor(rate: number, chunk: number, hitReachS: number) {
    this.reference = new Bands(rate);
    const bands = (this.bands = this.reference.count);
    this.chunk = chunk;
    const chunkRate = rate / chunk;
    this.maxLagChunks = Math.ceil(MAX_LEAK_DELAY_S * chunkRate) + 2;
    let chunks = 1;
    while (chunks < this.maxLagChunks + Math.ceil(hitReachS * chunkRate) + 4) chunks *= 2;
    this.chunkRing = chunks;
    this.chunkMask = chunks - 1;
    this.inChunk = new Float64Array(bands);
    this.refChunk = new Float64Array(bands);
    this.refChunks = new Float32Array(chunks * bands);
    this.refLoud = new Float64Array(bands);
    this.refLoudFall = Math.exp(-1 / (LEAK_MEMORY_S * chunkRate));
    this.leakGain = new Float64Array(bands);

    this.decimation = Math.max(1, Math.round(rate / LEAK_RATE_HZ));
    const leakRate = rate / this.decimation;
    this.loudnessKeep = Math.exp(-1 / (LEAK_LOUDNESS_S * leakRate));
    this.maxDelay = Math.ceil(MAX_LEAK_DELAY_S * leakRate);
    let history = 1;
    while (history < this.maxDelay + 1) history *= 2;
    this.refHistory = new Float32Array(history);
    this.refHistoryMask = history - 1;
    this.frameSums = new Float64Array(this.maxDelay + 1);
    this.correlation = new Float64Array(this.maxDelay + 1);
    this.frameLength = Math.max(1, Math.round(LEAK_FRAME_S * leakRate));
    this.correlationKeep = Math.exp(-LEAK_FRAME_S / LEAK_MEMORY_S);
    this.leakNeighbourhood = Math.max(1, Math.round(0.001 * leakRate));
  }

  /** One frame: the reference's sample, and the input's bands after the same frame. */
  push(sample: number, input: Bands): void {
    this.reference.push(sample);
    const inEnvelope = input.envelope;
    const refEnvelope = this.reference.envelope;
    for (let band = 0; band < this.bands; band += 1) {
      if (inEnvelope[band]! > this.inChunk[band]!) this.inChunk[band] = inEnvelope[band]!;
      if (refEnvelope[band]! > this.refChunk[band]!) this.refChunk[band] = refEnvelope[band]!;
    }
    this.followDelay(input.low, this.reference.low);
  }

  /** Chunk `k` is full: keep the reference's maxima, and learn the leak's gains. */
  endChunk(k: number): void {
    const { bands, chunkMask, chunkRing, inChunk, refChunk, refChunks, refLoud, leakGain } = this;
    for (let band = 0; band < bands; band += 1) {
      const base = band * chunkRing;
      const input = inChunk[band]!;
      const ref = refChunk[band]!;
      refChunks[base + (k & chunkMask)] = ref;
      inChunk[band] = 0;
      refChunk[band] = 0;
      const loud = refLoud[band]! * this.refLoudFall;
      refLoud[band] = ref > loud ? ref : loud;
      // The band's gain: a low quantile of input / delayed reference while the reference sounds there.
      if (this.lag < 0) continue;
      const delayed = refChunks[base + ((k - this.lag) & chunkMask)]!;
      if (delayed > 0.1 * refLoud[band]! && delayed > LEAK_ACTIVE) {
        const ratio = input / delayed;
        const gain = leakGain[band]!;
        leakGain[band] =
          gain <= 0 ? ratio : gain * Math.exp(LEAK_GAIN_STEP * (ratio < gain ? -(1 - LEAK_QUANTILE) : LEAK_QUANTILE));
      }
    }
  }

  /**
   * Whether a hit is clearly louder than the expected leak in some band where it rose (`rise`, dB) and where it is
   * loud (`growth`, each band's growth at the hit, within 6 dB of the loudest band's). `start`: the hit's first
   * frame; `chunks`: the chunks counted so far (the current one is still filling).
   */
  heardAbove(rise: Float64Array, growth: Float64Array, loudest: number, start: number, chunks: number): boolean {
    const { chunkMask, chunkRing } = this;
    const first = Math.floor(start / this.chunk);
    // With no delay learnt yet, any of the reference's sound in the last 100 ms may be what is heard.
    const from = this.lag >= 0 ? first - this.lag - 1 : first - this.maxLagChunks;
    const to = this.lag >= 0 ? chunks - this.lag + 1 : chunks;
    for (let band = 0; band < this.bands; band += 1) {
      const peak = growth[band]!;
      if (!(rise[band]! >= LEAK_BAND_RISE) || peak < LEAK_BAND_SHARE * loudest) continue;
      let expected = 0;
      for (let k = from; k <= to; k += 1) {
        const value = k < chunks ? this.refChunks[band * chunkRing + (k & chunkMask)]! : this.refChunk[band]!;
        if (value > expected) expected = value;
      }
      const gain = this.leakGain[band]! > 0 ? this.leakGain[band]! : LEAK_GAIN_PRIOR;
      if (peak > LEAK_MARGIN * gain * expected) return true;
    }
    return false;
  }

  /** The leak's delay: one more sample of the input and the reference below 2.5 kHz. */
  private followDelay(inLow: number, refLow: number): void {
    if (++this.decimationFill < this.decimation) return;
    this.decimationFill = 0;

    const keep = this.loudnessKeep;
    this.inLoudness = keep * this.inLoudness + (1 - keep) * inLow * inLow;
    this.refLoudness = keep * this.refLoudness + (1 - keep) * refLow * refLow;
    const mask = this.refHistoryMask;
    const now = this.refHistoryCount;
    const refValue = refLow / Math.sqrt(this.refLoudness + LEAK_ACTIVE * LEAK_ACTIVE);
    this.refHistory[now & mask] = refValue;
    this.refHistoryCount = now + 1;
    // Only while the reference sounds, and once there is a full window of it.
    if (this.refLoudness > LEAK_ACTIVE * LEAK_ACTIVE && now > this.maxDelay) {
      const value = inLow / Math.sqrt(this.inLoudness + 1e-12);
      this.frameInEnergy += value * value;
      this.frameRefEnergy += refValue * refValue;
      const sums = this.frameSums;
      const history = this.refHistory;
      for (let delay = 0; delay <= this.maxDelay; delay += 1)
        sums[delay] = sums[delay]! + value * history[(now - delay) & mask]!;
    }
    if (++this.frameFill < this.frameLength) return;
    this.frameFill = 0;
    // Each frame adds its correlation coefficients (at most 1 at any delay), so that a few loud moments
    // (the learner's kick together with the site's) do not outweigh the leak heard all the time.
    const energy = Math.sqrt(this.frameInEnergy * this.frameRefEnergy);
    const scale = energy > 0 ? 1 / energy : 0;
    this.frameInEnergy = 0;
    this.frameRefEnergy = 0;
    let best = -1;
    let bestValue = 0;
    let total = 0;
    for (let delay = 0; delay <= this.maxDelay; delay += 1) {
      const value = this.correlation[delay]! * this.correlationKeep + this.frameSums[delay]! * scale;
      this.correlation[delay] = value;
      this.frameSums[delay] = 0;
      // The speaker and microphone may turn the waveform upside down: either sign counts.
      const size = value < 0 ? -value : value;
      total += size;
      if (size > bestValue) {
        bestValue = size;
        best = delay;
      }
    }
    // The best delay is trusted when it stands out from the average and from the best of the others
    // (a groove repeats, so other delays match a little too).
    let other = 0;
    for (let delay = 0; delay <= this.maxDelay; delay += 1) {
      const size = Math.abs(this.correlation[delay]!);
      if (Math.abs(delay - best) > this.leakNeighbourhood && size > other) other = size;
    }
    const trusted =
      best >= 0 && bestValue > (LEAK_CONFIDENCE * total) / (this.maxDelay + 1) && bestValue > LEAK_LEAD * other;
    this.lag = trusted ? Math.round((best * this.decimation) / this.chunk) : -1;
  }
}
