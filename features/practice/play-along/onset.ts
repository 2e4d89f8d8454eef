/**
 * Finds drum hits in a microphone signal, as it arrives, to a fraction of a millisecond.
 *
 * Written here rather than taken from a library: spectral-flux detectors (Meyda and the like) work on
 * frames of 512 samples or more (10.7 ms at 48 kHz), far too coarse to grade a hit to a few
 * milliseconds, and they know nothing of the site's own sound reaching the microphone. This one works
 * sample by sample in the time domain:
 *
 * 1. Bands (onset-bands.ts). The input is split into six bands, and each band's envelope followed.
 * 2. Trigger. A hit starts where a band's envelope jumps well above where it was 3 ms before (or the
 *    bands jump a little all together), above that band's noise floor (its quietest 10 ms of the last
 *    few seconds, onset-floor.ts), a share of its loudest recent sound and a fixed minimum, each scaled
 *    by the sensitivity.
 * 3. Confirm. 6 ms later (up to 10 ms while the envelope is still climbing, as a tom or a cymbal may
 *    swell after a faint first click) the rise is checked over longer stretches: in each band, the mean
 *    envelope over the 5 ms from the trigger against the mean over the 13 ms before it. A hit rises in
 *    many bands at once, or a lot in one; the flicker of a ring or of noise rarely does either. When a
 *    candidate is rejected (here or in step 5), the milliseconds after its trigger are searched again
 *    for a trigger, so that a hit just after a false start is not lost.
 * 4. Time (onset-start.ts). The detector walks back from the hit to where its sound started. So a hit is
 *    reported 6 to 13 ms after it starts (step 3, plus the rest of the block), with the time it started.
 *    Its level is the input's peak from its start to then.
 * 5. The site's own sound (onset-leak.ts). When the caller passes what the site played (`reference`), a
 *    hit is kept only if it grew clearly more than the speakers are expected to put in the input then.
 *
 * Flams and close strokes: strokes at least MIN_GAP_S apart (25 ms) are all reported, so 32nd notes at
 * 200 BPM (37.5 ms apart) are each found, and so is a flam's grace note when it is that far ahead.
 * Between 12 and 25 ms after a hit, another is reported only if it is clearly louder (a flam's main
 * stroke after its grace note); a quieter one is taken as part of the same hit, and so is anything in
 * the first 12 ms (a crash or a tom swells for a few milliseconds after its first click). So a flam
 * gives one or two onsets, the last and loudest being the main stroke: whoever grades a flam should
 * match its note with the louder onset and ignore a quieter one just before it (`level` tells them
 * apart).
 *
 * What it misses: a soft stroke whose sound does not rise above what is already ringing (a ghost note
 * right after a loud backbeat at fast tempos, a hi-hat under a fresh crash), or above the noise of a
 * loud room. The sensitivity lowers every threshold at once.
 *
 * Real time: all buffers are allocated in the constructor; `process()` does a fixed amount of work per
 * sample (twice as much with a reference), a little more per candidate hit, and with a reference a
 * correlation step every sixth of a millisecond. It allocates only the onsets it returns.
 */
import { BandHistory, Bands } from './onset-bands';
import { NoiseFloors } from './onset-floor';
import { LeakCanceller } from './onset-leak';
import { MAX_BACKTRACK_S, RecentInput } from './onset-start';
import { Thresholds } from './onset-thresholds';

export interface Onset {
  /** seconds from the first frame processed, sub-sample precision allowed */
  time: number;
  /** peak amplitude of the hit, 0..1 */
  level: number;
}

export interface OnsetOptions {
  sampleRate: number;
  /** 0 (only loud hits) .. 1 (softest ghost notes); default 0.5 */
  sensitivity?: number;
}

/**
 * How much more a band must rise on its own to confirm a hit (dB): the lowest bands are narrow, and
 * their noise swells slowly and far.
 */
const BAND_RISE_EXTRA = [4, 2, 0, 0, 0, 0];
/** The all-band envelope's release (for the hit's peak and the minimum level). */
const RELEASE_S = 0.005;
/** How far back a band's envelope is compared with to see a jump. */
const JUMP_LOOKBACK_S = 0.003;
/**
 * How long after the trigger the hit is confirmed and its peak measured, before it is reported; up to
 * CONFIRM_LONGEST_S while the envelope is still climbing (a tom or a cymbal that swells after a faint
 * first click), so that the hit is timed by its main attack.
 */
const CONFIRM_S = 0.006;
const CONFIRM_LONGEST_S = 0.01;
/** Still climbing: the envelope reached a new peak within this time. */
const CLIMBING_S = 0.001;
/** The stretches compared to confirm a rise: after the trigger, and before it (ending a little before). */
const RISE_AFTER_S = 0.005;
const RISE_BEFORE_FROM_S = 0.015;
const RISE_BEFORE_TO_S = 0.002;
/** After a rejected trigger, the search for another starts this long after it (past its own rise). */
const RESCAN_AFTER_S = 0.001;
/** Strokes closer than this are one hit, unless the later one is clearly louder (see above). */
const MIN_GAP_S = 0.025;
/** How much louder a stroke within MIN_GAP_S must be to count as a new hit ... */
const LOUDER_WITHIN_GAP = 2;
/** ... and how long after the hit it must come (a cymbal or a tom may swell for a few milliseconds). */
const MIN_FLAM_S = 0.012;
/** How long the loudest recent sound is remembered (time constant of its fall). */
const LOUD_MEMORY_S = 4;
/** The level meter's window. */
const METER_WINDOW_S = 0.05;
/** Chunks: short fixed stretches whose envelope maxima the meter and the leak estimate keep. */
const CHUNK_S = 1 / 1500;

const NO_ONSETS: Onset[] = [];
Object.freeze(NO_ONSETS);

export class OnsetDetector {
  private readonly rate: number;
  private readonly thresholds = new Thresholds();

  private readonly input: Bands;
  private readonly bands: number;
  private readonly history: BandHistory;
  private readonly bandLoud: Float64Array;
  private readonly loudFall: number;
  /** Each band's rise at the candidate hit (dB), from the confirmation, and its peak since the hit started. */
  private readonly bandRise: Float64Array;
  private readonly bandPeak: Float64Array;
  private readonly floors: NoiseFloors;

  /** The high-passed input's envelope now; its history (and the rectified and raw input's) is kept in `recent`. */
  private readonly releaseFactor: number;
  private envelope = 0;
  private readonly recent: RecentInput;
  private frame = 0;

  private readonly jumpLookback: number;
  private readonly confirmAfter: number;
  private readonly confirmLongest: number;
  private readonly climbing: number;
  private readonly riseAfter: number;
  private readonly riseBeforeFrom: number;
  private readonly riseBeforeTo: number;
  private readonly rescanAfter: number;
  private readonly minGap: number;
  private readonly minFlam: number;

  // The candidate hit: trigger is -1 when there is none.
  private trigger = -1;
  private peak = 0;
  private peakFrame = 0;
  private lastOnsetFrame = -Infinity;
  private lastOnsetPeak = 0;

  // Chunks, for the meter and the leak.
  private readonly chunk: number;
  private chunkFill = 0;
  private chunkRaw = 0;
  private chunkCount = 0;
  private readonly meter: Float32Array;

  private readonly leak: LeakCanceller;

  constructor(options: OnsetOptions) {
    const rate = options.sampleRate;
    if (!(rate > 0)) throw new Error('OnsetDetector needs a sample rate');
    this.rate = rate;
    this.setSensitivity(options.sensitivity ?? 0.5);

    this.input = new Bands(rate);
    const bands = (this.bands = this.input.count);
    this.bandLoud = new Float64Array(bands);
    this.loudFall = Math.exp(-1 / (LOUD_MEMORY_S * rate));
    this.bandRise = new Float64Array(bands);
    this.bandPeak = new Float64Array(bands);
    this.floors = new NoiseFloors(bands, rate);

    this.releaseFactor = Math.exp(-1 / (RELEASE_S * rate));
    this.jumpLookback = Math.round(JUMP_LOOKBACK_S * rate);
    this.confirmAfter = Math.round(CONFIRM_S * rate);
    this.confirmLongest = Math.round(CONFIRM_LONGEST_S * rate);
    this.climbing = Math.round(CLIMBING_S * rate);
    this.riseAfter = Math.max(1, Math.round(RISE_AFTER_S * rate));
    this.riseBeforeFrom = Math.round(RISE_BEFORE_FROM_S * rate);
    this.riseBeforeTo = Math.max(1, Math.round(RISE_BEFORE_TO_S * rate));
    this.rescanAfter = Math.max(1, Math.round(RESCAN_AFTER_S * rate));
    this.minGap = MIN_GAP_S * rate;
    this.minFlam = MIN_FLAM_S * rate;

    this.history = new BandHistory(bands, this.riseBeforeFrom + this.confirmLongest + this.jumpLookback + 8);
    this.recent = new RecentInput(rate, this.jumpLookback, this.confirmLongest);

    this.chunk = Math.max(1, Math.round(CHUNK_S * rate));
    this.meter = new Float32Array(Math.max(1, Math.round(METER_WINDOW_S * (rate / this.chunk))));
    this.leak = new LeakCanceller(rate, this.chunk, MAX_BACKTRACK_S + CONFIRM_LONGEST_S);
  }

  /** 0 (only loud hits) .. 1 (softest ghost notes). */
  setSensitivity(value: number): void {
    this.thresholds.set(value);
  }

  /** The input's peak over the last ~50 ms, in dBFS (-Infinity for silence). */
  get levelDb(): number {
    let peak = this.chunkRaw;
    for (let index = 0; index < this.meter.length; index += 1) if (this.meter[index]! > peak) peak = this.meter[index]!;
    return 20 * Math.log10(peak);
  }

  process(input: Float32Array, reference?: Float32Array): Onset[] {
    let found: Onset[] = NO_ONSETS;
    const hasReference = reference !== undefined && reference.length > 0;
    if (hasReference) this.leak.seen = true;
    const { bands, bandLoud, loudFall, releaseFactor, recent, thresholds: limits } = this;
    const { sum: floorSum, floor: bandFloor } = this.floors;
    const { values: bandHistory, mask: bandMask, ring: bandRing } = this.history;
    const ringMask = recent.mask;
    const bandEnvelope = this.input.envelope;
    for (let index = 0; index < input.length; index += 1) {
      const frame = this.frame;
      const x = input[index]!;
      this.input.push(x);
      const slot = frame & bandMask;
      const lookback = (frame - this.jumpLookback) & bandMask;
      const idle = this.trigger < 0 && frame >= this.jumpLookback;
      let triggered = false;
      let together = 1;
      for (let band = 0; band < bands; band += 1) {
        const envelope = bandEnvelope[band]!;
        const base = band * bandRing;
        bandHistory[base + slot] = envelope;
        floorSum[band] = floorSum[band]! + envelope;
        // The band's loudest recent sound, fading.
        const loud = bandLoud[band]! * loudFall;
        bandLoud[band] = envelope > loud ? envelope : loud;
        const floor = bandFloor[band]!;
        if (idle && floor >= 0 && envelope > limits.overFloor * floor && envelope > limits.underLoud * loud) {
          const ratio = envelope / (bandHistory[base + lookback]! + 1e-12);
          if (ratio > limits.jump) triggered = true;
          else if (ratio > 1) together *= ratio;
        }
      }

      const broadband = this.input.broadband;
      const rectified = broadband < 0 ? -broadband : broadband;
      const decayed = this.envelope * releaseFactor;
      const envelope = rectified > decayed ? rectified : decayed;
      this.envelope = envelope;
      const ringSlot = frame & ringMask;
      recent.rectified[ringSlot] = rectified;
      recent.envelopes[ringSlot] = envelope;
      const magnitude = x < 0 ? -x : x;
      recent.raw[ringSlot] = magnitude;
      if (magnitude > this.chunkRaw) this.chunkRaw = magnitude;

      if (this.leak.seen) this.leak.push(hasReference && index < reference.length ? reference[index]! : 0, this.input);

      if (this.trigger < 0) {
        if ((triggered || together > limits.jumpTogether) && envelope > limits.minimum) {
          this.trigger = frame;
          this.peak = envelope;
          this.peakFrame = frame;
        }
      } else {
        if (envelope > this.peak) {
          this.peak = envelope;
          this.peakFrame = frame;
        }
        const waited = frame - this.trigger;
        if (waited >= this.confirmLongest || (waited >= this.confirmAfter && frame - this.peakFrame >= this.climbing)) {
          const onset = this.finish();
          if (onset) {
            if (found === NO_ONSETS) found = [];
            found.push(onset);
          }
        }
      }

      this.floors.frameAdded();
      if (++this.chunkFill === this.chunk) this.endChunk();
      this.frame = frame + 1;
    }
    return found;
  }

  /** Whether a band's level passes its noise floor and its share of the band's loudest recent sound. */
  private bandCounts(band: number, level: number): boolean {
    const limits = this.thresholds;
    const floor = this.floors.floor[band]!;
    return floor >= 0 && level > limits.overFloor * floor && level > limits.underLoud * this.bandLoud[band]!;
  }

  /** Whether the bands rose enough around the trigger: many bands together, or one a lot. Keeps each band's rise. */
  private confirmed(trigger: number): boolean {
    const { history } = this;
    let sum = 0;
    let most = 0;
    for (let band = 0; band < this.bands; band += 1) {
      const after = history.mean(band, trigger, trigger + this.riseAfter);
      const peak = history.highest(band, trigger, trigger + this.riseAfter);
      const before = history.mean(band, trigger - this.riseBeforeFrom, trigger - this.riseBeforeTo);
      // Only a band whose peak passed its thresholds has a say.
      const rise = this.bandCounts(band, peak) ? 20 * Math.log10((after + 1e-9) / (before + 1e-9)) : -Infinity;
      this.bandRise[band] = rise;
      // The low bands' extra counts half in the sum, in full alone.
      const extra = BAND_RISE_EXTRA[band]!;
      if (rise - extra / 2 > 0) sum += rise - extra / 2;
      if (rise - extra > most) most = rise - extra;
    }
    return sum >= this.thresholds.riseSum || most >= this.thresholds.riseOne;
  }

  /** The candidate's confirmation time has come: check it, find where it started, report it or look again. */
  private finish(): Onset | null {
    const trigger = this.trigger;
    this.trigger = -1;
    const peak = this.peak;
    const since = trigger - this.lastOnsetFrame;
    const tooClose = since < this.minFlam || (since < this.minGap && peak < LOUDER_WITHIN_GAP * this.lastOnsetPeak);
    if (tooClose || !this.confirmed(trigger)) {
      this.rescan(trigger);
      return null;
    }
    const { recent } = this;
    recent.findStart(trigger, this.frame, peak);
    if (this.leak.seen && !this.aboveLeak(recent.start)) {
      this.rescan(trigger);
      return null;
    }
    const rawPeak = recent.peakSinceStart(this.frame);
    this.lastOnsetFrame = trigger;
    this.lastOnsetPeak = peak;
    return { time: recent.time / this.rate, level: Math.min(1, rawPeak) };
  }

  /** After a rejected candidate: the first later frame, up to now, where a band jumps, becomes the next candidate. */
  private rescan(rejected: number): void {
    const { history } = this;
    const { envelopes, mask: ringMask } = this.recent;
    const limits = this.thresholds;
    for (let at = rejected + this.rescanAfter; at <= this.frame; at += 1) {
      if (!(envelopes[at & ringMask]! > limits.minimum)) continue;
      let together = 1;
      let triggered = false;
      for (let band = 0; band < this.bands && !triggered; band += 1) {
        const envelope = history.at(band, at);
        if (!this.bandCounts(band, envelope)) continue;
        const ratio = envelope / (history.at(band, at - this.jumpLookback) + 1e-12);
        if (ratio > limits.jump) triggered = true;
        else if (ratio > 1) together *= ratio;
      }
      if (triggered || together > limits.jumpTogether) {
        this.trigger = at;
        this.peak = 0;
        for (let from = at; from <= this.frame; from += 1) {
          if (envelopes[from & ringMask]! > this.peak) {
            this.peak = envelopes[from & ringMask]!;
            this.peakFrame = from;
          }
        }
        return;
      }
    }
  }

  /**
   * Whether the hit starting at `start` is clearly louder than the expected leak in some band where it rose and
   * where it is loud (onset-leak.ts). Each band's growth at the hit is its peak since the start over its lowest
   * point just before (the ring of an earlier hit is no evidence against the leak).
   */
  private aboveLeak(start: number): boolean {
    const { history, bandPeak } = this;
    let loudest = 0;
    for (let band = 0; band < this.bands; band += 1) {
      const before = history.lowest(band, start - this.jumpLookback, start + 1);
      const peak = history.highest(band, start, this.frame + 1);
      bandPeak[band] = peak - before;
      if (peak - before > loudest) loudest = peak - before;
    }
    return this.leak.heardAbove(this.bandRise, bandPeak, loudest, start, this.chunkCount);
  }

  /** A chunk is full: keep its maximum for the meter, and the leak's. */
  private endChunk(): void {
    const k = this.chunkCount;
    this.meter[k % this.meter.length] = this.chunkRaw;
    this.chunkRaw = 0;
    this.chunkFill = 0;
    if (this.leak.seen) this.leak.endChunk(k);
    this.chunkCount = k + 1;
  }
}
