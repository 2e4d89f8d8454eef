/**
 * Finds drum hits in a microphone signal, as it arrives, to a fraction of a millisecond.
 *
 * Written here rather than taken from a library: spectral-flux detectors (Meyda and the like) work on
 * frames of 512 samples or more (10.7 ms at 48 kHz), far too coarse to grade a hit to a few
 * milliseconds, and they know nothing of the site's own sound reaching the microphone. This one works
 * sample by sample in the time domain:
 *
 * 1. Bands. The input is split into six bands (150 Hz to the top, each a high-pass and a low-pass
 *    filter), and each band's rectified signal is followed by a peak follower (instant attack, a few
 *    milliseconds' release). A soft stroke under the ringing of a louder one (a ghost note after a
 *    backbeat, a snare under a crash) often stands out in some bands while the ring fills others.
 * 2. Trigger. A hit starts where a band's envelope jumps well above where it was 3 ms before (or the
 *    bands jump a little all together), above that band's noise floor (its quietest 10 ms of the last
 *    few seconds), a share of its loudest recent sound and a fixed minimum, each scaled by the
 *    sensitivity.
 * 3. Confirm. 6 ms later (up to 10 ms while the envelope is still climbing, as a tom or a cymbal may
 *    swell after a faint first click) the rise is checked over longer stretches: in each band, the mean
 *    envelope over the 5 ms from the trigger against the mean over the 13 ms before it. A hit rises in
 *    many bands at once, or a lot in one; the flicker of a ring or of noise rarely does either. When a
 *    candidate is rejected (here or in step 5), the milliseconds after its trigger are searched again
 *    for a trigger, so that a hit just after a false start is not lost.
 * 4. Time. From where the envelope (all bands together, high-passed at 150 Hz) first reaches half the
 *    hit's peak, the detector walks back through the rectified signal to where it first rose above
 *    twice the level before the hit (or 4% of the hit's peak, whichever is higher), interpolating
 *    between two samples. So a hit is reported 6 to 13 ms after it starts (step 3, plus the rest of
 *    the block), with the time it started. Its level is the input's peak from its start to then.
 * 5. The site's own sound. When the caller passes what the site played (`reference`), it goes through
 *    the same bands. The detector learns how late the speakers' sound comes back in the input (up to
 *    100 ms, by correlating the waveforms) and how loud, band by band (a low quantile of the ratio of
 *    the envelopes), and keeps a hit only if, in some band where it rose and is loud, it grew clearly
 *    more than the speakers are expected to put there at that moment. Until the delay is learnt (a
 *    second or so of the site playing), the speakers' sound of the last 100 ms is taken as possible.
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

/** The bands' lower edges in Hz (each band ends where the next begins; the last has no upper edge). */
const BAND_EDGES = [150, 400, 1000, 2500, 5000, 10000];
/**
 * How much more a band must rise on its own to confirm a hit (dB): the lowest bands are narrow, and
 * their noise swells slowly and far.
 */
const BAND_RISE_EXTRA = [4, 2, 0, 0, 0, 0];
/** Each band's envelope release time: longer for low bands, whose waves are longer. */
const BAND_RELEASE_S = [0.014, 0.008, 0.005, 0.004, 0.003, 0.003];
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
/** How far back from the trigger the start of a hit is looked for. */
const MAX_BACKTRACK_S = 0.01;
/** Walking back, a stretch this long below the start level ends the hit's rise. */
const BACKTRACK_GAP_S = 0.0015;
/** The start is where the rectified signal first passes this share of the hit's peak ... */
const START_SHARE = 0.04;
/** ... or this multiple of the level just before the hit, whichever is higher. */
const START_OVER_BEFORE = 2;
/** Strokes closer than this are one hit, unless the later one is clearly louder (see above). */
const MIN_GAP_S = 0.025;
/** How much louder a stroke within MIN_GAP_S must be to count as a new hit ... */
const LOUDER_WITHIN_GAP = 2;
/** ... and how long after the hit it must come (a cymbal or a tom may swell for a few milliseconds). */
const MIN_FLAM_S = 0.012;
/**
 * A band's noise floor: the quietest 10 ms (mean envelope) of the last 3 s or so, kept as the minima of
 * six half-second stretches. Even fast playing leaves some quiet moments in three seconds.
 */
const FLOOR_STEP_S = 0.01;
const FLOOR_STRETCH_S = 0.5;
const FLOOR_STRETCHES = 6;
/** How long the loudest recent sound is remembered (time constant of its fall). */
const LOUD_MEMORY_S = 4;
/** The level meter's window. */
const METER_WINDOW_S = 0.05;
/** Chunks: short fixed stretches whose envelope maxima the meter and the leak estimate keep. */
const CHUNK_S = 1 / 1500;

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
const LEAK_BANDS = 3;
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

/** A setting between its values at sensitivity 0 and 1, given in dB, as a ratio. */
function dbAt(sensitivity: number, atZero: number, atOne: number): number {
  return 10 ** ((atZero + (atOne - atZero) * sensitivity) / 20);
}

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
class Bands {
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
      if (band < LEAK_BANDS) low += y;
      const rectified = y < 0 ? -y : y;
      const decayed = envelope[band]! * release[band]!;
      envelope[band] = rectified > decayed ? rectified : decayed;
    }
    this.low = low;
  }
}

const NO_ONSETS: Onset[] = [];
Object.freeze(NO_ONSETS);

export class OnsetDetector {
  private readonly rate: number;
  // Sensitivity-dependent thresholds (ratios, except the rises, in dB).
  private jump = 1;
  private jumpTogether = 1;
  private overFloor = 1;
  private underLoud = 1;
  private minimum = 0;
  private riseSum = 0;
  private riseOne = 0;

  private readonly input: Bands;
  private readonly bands: number;
  /** Recent envelopes of every band, band after band, each a ring indexed by frame (mask to wrap). */
  private readonly bandHistory: Float32Array;
  private readonly bandRing: number;
  private readonly bandMask: number;
  private readonly bandLoud: Float64Array;
  private readonly loudFall: number;
  /** Each band's rise at the candidate hit (dB), from the confirmation, and its peak since the hit started. */
  private readonly bandRise: Float64Array;
  private readonly bandPeak: Float64Array;

  // Noise floors: each band's mean envelope over 10 ms, its minimum over each half-second stretch.
  private readonly bandFloor: Float64Array;
  private readonly bandSum: Float64Array;
  private readonly stretchMin: Float64Array;
  private readonly stretchMins: Float64Array;
  private readonly floorStep: number;
  private readonly floorStretch: number;
  private floorFill = 0;
  private floorSteps = 0;
  private stretchCount = 0;

  // The high-passed input (rectified), its envelope, and the raw input's magnitude, by frame.
  private readonly releaseFactor: number;
  private envelope = 0;
  private readonly ringMask: number;
  private readonly rectified: Float32Array;
  private readonly envelopes: Float32Array;
  private readonly raw: Float32Array;
  private frame = 0;

  private readonly jumpLookback: number;
  private readonly confirmAfter: number;
  private readonly confirmLongest: number;
  private readonly climbing: number;
  private readonly riseAfter: number;
  private readonly riseBeforeFrom: number;
  private readonly riseBeforeTo: number;
  private readonly rescanAfter: number;
  private readonly maxBacktrack: number;
  private readonly backtrackGap: number;
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
  private readonly chunkMask: number;
  private readonly chunkRing: number;

  // The reference (the site's own sound): its bands, their chunk maxima, the input's, and the leak.
  private readonly reference: Bands;
  private refSeen = false;
  private readonly inChunk: Float64Array;
  private readonly refChunk: Float64Array;
  private readonly inChunks: Float32Array;
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

  constructor(options: OnsetOptions) {
    const rate = options.sampleRate;
    if (!(rate > 0)) throw new Error('OnsetDetector needs a sample rate');
    this.rate = rate;
    this.setSensitivity(options.sensitivity ?? 0.5);

    this.input = new Bands(rate);
    this.reference = new Bands(rate);
    const bands = (this.bands = this.input.count);
    this.bandLoud = new Float64Array(bands);
    this.loudFall = Math.exp(-1 / (LOUD_MEMORY_S * rate));
    this.bandRise = new Float64Array(bands);
    this.bandPeak = new Float64Array(bands);
    // No floor yet (-1): nothing is found in the first 10 ms.
    this.bandFloor = new Float64Array(bands).fill(-1);
    this.bandSum = new Float64Array(bands);
    this.stretchMin = new Float64Array(bands).fill(Infinity);
    this.stretchMins = new Float64Array(bands * FLOOR_STRETCHES).fill(Infinity);
    this.floorStep = Math.max(1, Math.round(FLOOR_STEP_S * rate));
    this.floorStretch = Math.max(1, Math.round(FLOOR_STRETCH_S / FLOOR_STEP_S));

    this.releaseFactor = Math.exp(-1 / (RELEASE_S * rate));
    this.jumpLookback = Math.round(JUMP_LOOKBACK_S * rate);
    this.confirmAfter = Math.round(CONFIRM_S * rate);
    this.confirmLongest = Math.round(CONFIRM_LONGEST_S * rate);
    this.climbing = Math.round(CLIMBING_S * rate);
    this.riseAfter = Math.max(1, Math.round(RISE_AFTER_S * rate));
    this.riseBeforeFrom = Math.round(RISE_BEFORE_FROM_S * rate);
    this.riseBeforeTo = Math.max(1, Math.round(RISE_BEFORE_TO_S * rate));
    this.rescanAfter = Math.max(1, Math.round(RESCAN_AFTER_S * rate));
    this.maxBacktrack = Math.round(MAX_BACKTRACK_S * rate);
    this.backtrackGap = Math.round(BACKTRACK_GAP_S * rate);
    this.minGap = MIN_GAP_S * rate;
    this.minFlam = MIN_FLAM_S * rate;

    let bandRing = 1;
    while (bandRing < this.riseBeforeFrom + this.confirmLongest + this.jumpLookback + 8) bandRing *= 2;
    this.bandRing = bandRing;
    this.bandMask = bandRing - 1;
    this.bandHistory = new Float32Array(bandRing * bands);

    let ring = 1;
    while (ring < this.maxBacktrack + this.confirmLongest + this.jumpLookback + 8) ring *= 2;
    this.ringMask = ring - 1;
    this.rectified = new Float32Array(ring);
    this.envelopes = new Float32Array(ring);
    this.raw = new Float32Array(ring);

    this.chunk = Math.max(1, Math.round(CHUNK_S * rate));
    const chunkRate = rate / this.chunk;
    this.meter = new Float32Array(Math.max(1, Math.round(METER_WINDOW_S * chunkRate)));
    this.maxLagChunks = Math.ceil(MAX_LEAK_DELAY_S * chunkRate) + 2;
    let chunks = 1;
    while (chunks < this.maxLagChunks + Math.ceil((MAX_BACKTRACK_S + CONFIRM_LONGEST_S) * chunkRate) + 4) chunks *= 2;
    this.chunkRing = chunks;
    this.chunkMask = chunks - 1;
    this.inChunk = new Float64Array(bands);
    this.refChunk = new Float64Array(bands);
    this.inChunks = new Float32Array(chunks * bands);
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

  setSensitivity(value: number): void {
    const s = Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0.5));
    // A band's jump over its envelope 3 ms before.
    this.jump = dbAt(s, 12, 6);
    // Or the bands' jumps together (their product, a sum in dB).
    this.jumpTogether = dbAt(s, 30, 18);
    // Over the band's noise floor.
    this.overFloor = dbAt(s, 18, 4);
    // Against the band's loudest recent sound: -14 dB keeps only accents, -46 dB the softest ghost notes.
    this.underLoud = dbAt(s, -14, -46);
    // A fixed floor for near silence: -40 dBFS .. -72 dBFS.
    this.minimum = dbAt(s, -40, -72);
    // Confirming: the rises of all bands added up (in dB), or the largest one alone.
    this.riseSum = 18 - 11 * s;
    this.riseOne = 11 - 5 * s;
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
    if (hasReference) this.refSeen = true;
    const { bands, bandHistory, bandMask, bandRing, bandSum, bandLoud, bandFloor, loudFall, ringMask, releaseFactor } =
      this;
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
        bandSum[band] = bandSum[band]! + envelope;
        // The band's loudest recent sound, fading.
        const loud = bandLoud[band]! * loudFall;
        bandLoud[band] = envelope > loud ? envelope : loud;
        const floor = bandFloor[band]!;
        if (idle && floor >= 0 && envelope > this.overFloor * floor && envelope > this.underLoud * loud) {
          const ratio = envelope / (bandHistory[base + lookback]! + 1e-12);
          if (ratio > this.jump) triggered = true;
          else if (ratio > 1) together *= ratio;
        }
      }

      const broadband = this.input.broadband;
      const rectified = broadband < 0 ? -broadband : broadband;
      const decayed = this.envelope * releaseFactor;
      const envelope = rectified > decayed ? rectified : decayed;
      this.envelope = envelope;
      const ringSlot = frame & ringMask;
      this.rectified[ringSlot] = rectified;
      this.envelopes[ringSlot] = envelope;
      const magnitude = x < 0 ? -x : x;
      this.raw[ringSlot] = magnitude;
      if (magnitude > this.chunkRaw) this.chunkRaw = magnitude;

      if (this.refSeen) {
        this.reference.push(hasReference && index < reference.length ? reference[index]! : 0);
        const refEnvelope = this.reference.envelope;
        for (let band = 0; band < bands; band += 1) {
          if (bandEnvelope[band]! > this.inChunk[band]!) this.inChunk[band] = bandEnvelope[band]!;
          if (refEnvelope[band]! > this.refChunk[band]!) this.refChunk[band] = refEnvelope[band]!;
        }
        this.followDelay(this.input.low, this.reference.low);
      }

      if (this.trigger < 0) {
        if ((triggered || together > this.jumpTogether) && envelope > this.minimum) {
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

      if (++this.floorFill === this.floorStep) this.updateFloors();
      if (++this.chunkFill === this.chunk) this.endChunk();
      this.frame = frame + 1;
    }
    return found;
  }

  /** Another 10 ms: each band's mean envelope over it updates the band's floor. */
  private updateFloors(): void {
    const { bands, bandSum, stretchMin, stretchMins, bandFloor } = this;
    this.floorFill = 0;
    const stretchEnds = ++this.floorSteps === this.floorStretch;
    const slot = this.stretchCount % FLOOR_STRETCHES;
    for (let band = 0; band < bands; band += 1) {
      const mean = bandSum[band]! / this.floorStep;
      bandSum[band] = 0;
      if (mean < stretchMin[band]!) stretchMin[band] = mean;
      let floor = stretchMin[band]!;
      for (let stretch = 0; stretch < FLOOR_STRETCHES; stretch += 1) {
        const value = stretchMins[band * FLOOR_STRETCHES + stretch]!;
        if (value < floor) floor = value;
      }
      bandFloor[band] = floor;
      if (stretchEnds) {
        stretchMins[band * FLOOR_STRETCHES + slot] = stretchMin[band]!;
        stretchMin[band] = Infinity;
      }
    }
    if (stretchEnds) {
      this.floorSteps = 0;
      this.stretchCount += 1;
    }
  }

  /** Whether a band's level passes its noise floor and its share of the band's loudest recent sound. */
  private bandCounts(band: number, level: number): boolean {
    const floor = this.bandFloor[band]!;
    return floor >= 0 && level > this.overFloor * floor && level > this.underLoud * this.bandLoud[band]!;
  }

  /** Whether the bands rose enough around the trigger: many bands together, or one a lot. Keeps each band's rise. */
  private confirmed(trigger: number): boolean {
    const { bandHistory, bandMask, bandRing } = this;
    let sum = 0;
    let most = 0;
    for (let band = 0; band < this.bands; band += 1) {
      const base = band * bandRing;
      let after = 0;
      let peak = 0;
      for (let at = trigger; at < trigger + this.riseAfter; at += 1) {
        const value = bandHistory[base + (at & bandMask)]!;
        after += value;
        if (value > peak) peak = value;
      }
      let before = 0;
      for (let at = trigger - this.riseBeforeFrom; at < trigger - this.riseBeforeTo; at += 1)
        before += bandHistory[base + (at & bandMask)]!;
      after /= this.riseAfter;
      before /= this.riseBeforeFrom - this.riseBeforeTo;
      // Only a band whose peak passed its thresholds has a say.
      const rise = this.bandCounts(band, peak) ? 20 * Math.log10((after + 1e-9) / (before + 1e-9)) : -Infinity;
      this.bandRise[band] = rise;
      // The low bands' extra counts half in the sum, in full alone.
      const extra = BAND_RISE_EXTRA[band]!;
      if (rise - extra / 2 > 0) sum += rise - extra / 2;
      if (rise - extra > most) most = rise - extra;
    }
    return sum >= this.riseSum || most >= this.riseOne;
  }

  /** The candidate's confirmation time has come: check it, find where it started, report it or look again. */
  private finish(): Onset | null {
    const trigger = this.trigger;
    this.trigger = -1;
    const peak = this.peak;
    const { ringMask } = this;
    const since = trigger - this.lastOnsetFrame;
    const tooClose = since < this.minFlam || (since < this.minGap && peak < LOUDER_WITHIN_GAP * this.lastOnsetPeak);
    if (tooClose || !this.confirmed(trigger)) {
      this.rescan(trigger);
      return null;
    }

    // Where the hit is, surely: the first frame after the trigger where the envelope reaches half its
    // peak. A trigger may come a little early, on the flicker of a ring just before the hit.
    let anchor = trigger;
    while (anchor < this.frame && this.envelopes[anchor & ringMask]! < 0.5 * peak) anchor += 1;
    // The level just before the hit: the envelope's lowest point in the few milliseconds before that.
    let before = Infinity;
    for (let at = trigger - this.jumpLookback; at < anchor; at += 1) {
      const value = this.envelopes[at & ringMask]!;
      if (value < before) before = value;
    }
    // From there, back to where the rectified signal first rose above the level before the hit.
    const level = Math.max(START_OVER_BEFORE * before, START_SHARE * peak);
    let start = anchor;
    let quiet = 0;
    const earliest = Math.max(0, anchor - this.maxBacktrack);
    for (let at = anchor - 1; at >= earliest; at -= 1) {
      if (this.rectified[at & ringMask]! > level) {
        start = at;
        quiet = 0;
      } else if (++quiet > this.backtrackGap) break;
    }
    // Between the last sample under the level and the first over it.
    let time = start;
    if (start > earliest) {
      const under = this.rectified[(start - 1) & ringMask]!;
      const over = this.rectified[start & ringMask]!;
      if (over > under && under <= level) time = start - 1 + (level - under) / (over - under);
    }

    if (this.refSeen && !this.aboveLeak(start)) {
      this.rescan(trigger);
      return null;
    }

    let rawPeak = 0;
    for (let at = start; at <= this.frame; at += 1) {
      const value = this.raw[at & ringMask]!;
      if (value > rawPeak) rawPeak = value;
    }
    this.lastOnsetFrame = trigger;
    this.lastOnsetPeak = peak;
    return { time: time / this.rate, level: Math.min(1, rawPeak) };
  }

  /** After a rejected candidate: the first later frame, up to now, where a band jumps, becomes the next candidate. */
  private rescan(rejected: number): void {
    const { bandHistory, bandMask, bandRing, ringMask } = this;
    for (let at = rejected + this.rescanAfter; at <= this.frame; at += 1) {
      if (!(this.envelopes[at & ringMask]! > this.minimum)) continue;
      let together = 1;
      let triggered = false;
      for (let band = 0; band < this.bands && !triggered; band += 1) {
        const envelope = bandHistory[band * bandRing + (at & bandMask)]!;
        if (!this.bandCounts(band, envelope)) continue;
        const ratio = envelope / (bandHistory[band * bandRing + ((at - this.jumpLookback) & bandMask)]! + 1e-12);
        if (ratio > this.jump) triggered = true;
        else if (ratio > 1) together *= ratio;
      }
      if (triggered || together > this.jumpTogether) {
        this.trigger = at;
        this.peak = 0;
        for (let from = at; from <= this.frame; from += 1) {
          if (this.envelopes[from & ringMask]! > this.peak) {
            this.peak = this.envelopes[from & ringMask]!;
            this.peakFrame = from;
          }
        }
        return;
      }
    }
  }

  /**
   * Whether the hit starting at `start` is clearly louder than the expected leak in some band where it
   * rose and where it is loud (within 6 dB of its loudest band: a faint band says little).
   */
  private aboveLeak(start: number): boolean {
    const { bandHistory, bandMask, bandRing, chunkMask, chunkRing, bandPeak } = this;
    const first = Math.floor(start / this.chunk);
    const last = this.chunkCount;
    // With no delay learnt yet, any of the reference's sound in the last 100 ms may be what is heard.
    const from = this.lag >= 0 ? first - this.lag - 1 : first - this.maxLagChunks;
    const to = this.lag >= 0 ? last - this.lag + 1 : last;
    let loudest = 0;
    for (let band = 0; band < this.bands; band += 1) {
      // How much the band grew at the hit: its peak since the start over its lowest point just before
      // (the ring of an earlier hit is no evidence against the leak).
      let before = Infinity;
      for (let at = start - this.jumpLookback; at <= start; at += 1) {
        const value = bandHistory[band * bandRing + (at & bandMask)]!;
        if (value < before) before = value;
      }
      let peak = 0;
      for (let at = start; at <= this.frame; at += 1) {
        const value = bandHistory[band * bandRing + (at & bandMask)]!;
        if (value > peak) peak = value;
      }
      bandPeak[band] = peak - before;
      if (peak - before > loudest) loudest = peak - before;
    }
    for (let band = 0; band < this.bands; band += 1) {
      const peak = bandPeak[band]!;
      if (!(this.bandRise[band]! >= LEAK_BAND_RISE) || peak < LEAK_BAND_SHARE * loudest) continue;
      let expected = 0;
      for (let k = from; k <= to; k += 1) {
        const value = k < this.chunkCount ? this.refChunks[band * chunkRing + (k & chunkMask)]! : this.refChunk[band]!;
        if (value > expected) expected = value;
      }
      const gain = this.leakGain[band]! > 0 ? this.leakGain[band]! : LEAK_GAIN_PRIOR;
      if (peak > LEAK_MARGIN * gain * expected) return true;
    }
    return false;
  }

  /** A chunk is full: keep its maxima for the meter and the leak, and learn the leak's gains. */
  private endChunk(): void {
    const k = this.chunkCount;
    this.meter[k % this.meter.length] = this.chunkRaw;
    this.chunkRaw = 0;
    this.chunkFill = 0;
    if (this.refSeen) {
      const { bands, chunkMask, chunkRing, inChunk, refChunk, inChunks, refChunks, refLoud, leakGain } = this;
      for (let band = 0; band < bands; band += 1) {
        const base = band * chunkRing;
        const input = inChunk[band]!;
        const ref = refChunk[band]!;
        inChunks[base + (k & chunkMask)] = input;
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
    this.chunkCount = k + 1;
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
