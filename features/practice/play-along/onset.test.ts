import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_RATE, FIXTURE_STROKES, random, readWav, STROKE_SLOT_S } from './fixtures/read-wav';
import { type Onset, OnsetDetector } from './onset';

/**
 * The detector on takes mixed from single drum strokes rendered from a recorded kit (fixtures/strokes.wav,
 * see scripts/render-onset-fixture.ts), placed at known times.
 */

const RATE = FIXTURE_RATE;
/** Where a stroke "starts": its first sample above this share of its peak. */
const START_SHARE = 0.02;

const fixture = readWav(readFileSync(new URL('./fixtures/strokes.wav', import.meta.url)));

interface Stroke {
  name: string;
  samples: Float32Array;
  /** The sample at which the stroke's sound starts (see START_SHARE). */
  start: number;
}

const strokes: Stroke[] = FIXTURE_STROKES.map((stroke, index) => {
  const slot = Math.round(STROKE_SLOT_S * RATE);
  const samples = fixture.samples.slice(index * slot, (index + 1) * slot);
  const peak = samples.reduce((most, value) => Math.max(most, Math.abs(value)), 0);
  const start = samples.findIndex((value) => Math.abs(value) > START_SHARE * peak);
  return { name: stroke.name, samples, start };
});
const stroke = (name: string) => strokes.find((candidate) => candidate.name === name)!;

/** White noise and 50 Hz hum, each at `db` dBFS RMS. */
function noise(seconds: number, db: number, seed = 1): Float32Array {
  const next = random(seed);
  const level = 10 ** (db / 20);
  const out = new Float32Array(Math.round(seconds * RATE));
  for (let index = 0; index < out.length; index += 1) {
    const white = (next() * 2 - 1) * Math.sqrt(3);
    const hum = Math.SQRT2 * Math.sin((2 * Math.PI * 50 * index) / RATE);
    out[index] = level * (white + hum);
  }
  return out;
}

interface Hit {
  stroke: Stroke;
  /** Seconds from the start of the take to the stroke's slot. */
  at: number;
  gain?: number;
}

/** A take of `seconds` with the hits mixed in (on top of `base`, if given), and where each hit's sound starts. */
function take(seconds: number, hits: Hit[], base?: Float32Array): { samples: Float32Array; starts: number[] } {
  const samples = new Float32Array(Math.round(seconds * RATE));
  if (base) samples.set(base.subarray(0, samples.length));
  for (const hit of hits) {
    const offset = Math.round(hit.at * RATE);
    const gain = hit.gain ?? 1;
    for (let index = 0; index < hit.stroke.samples.length && offset + index < samples.length; index += 1) {
      samples[offset + index]! += hit.stroke.samples[index]! * gain;
    }
  }
  return { samples, starts: hits.map((hit) => hit.at + hit.stroke.start / RATE) };
}

function detect(
  input: Float32Array,
  options: { block?: number | number[]; sensitivity?: number; reference?: Float32Array } = {},
): Onset[] {
  const detector = new OnsetDetector({ sampleRate: RATE, sensitivity: options.sensitivity });
  const sizes = Array.isArray(options.block) ? options.block : [options.block ?? 128];
  const onsets: Onset[] = [];
  let size = 0;
  for (let from = 0; from < input.length; from += sizes[size++ % sizes.length]!) {
    const to = Math.min(input.length, from + sizes[size % sizes.length]!);
    onsets.push(...detector.process(input.subarray(from, to), options.reference?.subarray(from, to)));
  }
  return onsets;
}

/** For each expected start, the onset nearest it (within 25 ms), or undefined. */
function nearest(onsets: Onset[], starts: number[]): (Onset | undefined)[] {
  return starts.map((start) => onsets.find((onset) => Math.abs(onset.time - start) < 0.025));
}

describe('OnsetDetector', () => {
  it('finds every stroke of the kit once, within 2 ms of where its sound starts', () => {
    const hits = strokes.map((stroke, index) => ({ stroke, at: 0.3 + index * 0.4 }));
    const { samples, starts } = take(4.5, hits, noise(4.5, -70));
    const onsets = detect(samples);
    expect(onsets).toHaveLength(strokes.length);
    for (const [index, onset] of nearest(onsets, starts).entries()) {
      expect(onset, strokes[index]!.name).toBeDefined();
      expect(Math.abs(onset!.time - starts[index]!), strokes[index]!.name).toBeLessThanOrEqual(0.002);
    }
  });

  it('reports the level of each hit', () => {
    const snare = stroke('snare');
    const peak = snare.samples.reduce((most, value) => Math.max(most, Math.abs(value)), 0);
    const onsets = detect(take(1, [{ stroke: snare, at: 0.3 }]).samples);
    expect(onsets).toHaveLength(1);
    expect(onsets[0]!.level).toBeCloseTo(peak, 2);
  });

  it('finds ghost notes between loud strokes at the default sensitivity', () => {
    const hits: Hit[] = [];
    for (let beat = 0; beat < 6; beat += 1) {
      hits.push({ stroke: stroke(beat % 2 === 0 ? 'kick' : 'snare'), at: 0.3 + beat * 0.5 });
      hits.push({ stroke: stroke('snare ghost'), at: 0.3 + beat * 0.5 + 0.25 });
    }
    const { samples, starts } = take(3.5, hits, noise(3.5, -70));
    const onsets = detect(samples);
    expect(onsets).toHaveLength(hits.length);
    for (const [index, onset] of nearest(onsets, starts).entries()) {
      expect(onset, `${hits[index]!.stroke.name} at ${hits[index]!.at}`).toBeDefined();
      expect(Math.abs(onset!.time - starts[index]!)).toBeLessThanOrEqual(0.002);
    }
  });

  it('misses the ghost notes at a low sensitivity, and still finds the loud strokes', () => {
    const hits: Hit[] = [];
    for (let beat = 0; beat < 6; beat += 1) {
      hits.push({ stroke: stroke('snare'), at: 0.3 + beat * 0.5 });
      hits.push({ stroke: stroke('snare ghost'), at: 0.3 + beat * 0.5 + 0.25 });
    }
    const { samples, starts } = take(3.5, hits, noise(3.5, -70));
    const onsets = detect(samples, { sensitivity: 0.1 });
    const found = nearest(onsets, starts);
    expect(found.filter((_, index) => index % 2 === 0).every(Boolean)).toBe(true);
    expect(found.filter((_, index) => index % 2 === 1).some(Boolean)).toBe(false);
    expect(onsets).toHaveLength(6);
  });

  it('finds each of a run of 32nd notes at 200 BPM (37.5 ms apart)', () => {
    const hits = Array.from({ length: 8 }, (_, index) => ({
      stroke: stroke(index % 2 === 0 ? 'snare' : 'high tom'),
      at: 0.3 + index * 0.0375,
      gain: 0.7,
    }));
    const { samples, starts } = take(1, hits, noise(1, -70));
    const onsets = detect(samples);
    expect(onsets).toHaveLength(hits.length);
    for (const [index, onset] of nearest(onsets, starts).entries())
      expect(Math.abs(onset!.time - starts[index]!)).toBeLessThanOrEqual(0.002);
  });

  it('reports a flam as a quiet grace note and its louder main stroke', () => {
    const grace = { stroke: stroke('snare'), at: 0.3, gain: 0.15 };
    const main = { stroke: stroke('snare'), at: 0.33 };
    const { samples, starts } = take(1, [grace, main], noise(1, -70));
    const onsets = detect(samples);
    expect(onsets).toHaveLength(2);
    expect(Math.abs(onsets[1]!.time - starts[1]!)).toBeLessThanOrEqual(0.002);
    expect(onsets[1]!.level).toBeGreaterThan(3 * onsets[0]!.level);
  });

  it('finds nothing in silence, nor in a noisy room', () => {
    expect(detect(new Float32Array(2 * RATE))).toEqual([]);
    for (const seed of [1, 2, 3]) expect(detect(noise(10, -40, seed), { sensitivity: 0.5 })).toEqual([]);
  });

  it('finds strokes in a noisy room', () => {
    const hits = ['kick', 'snare', 'closed hi-hat', 'floor tom', 'cross-stick'].map((name, index) => ({
      stroke: stroke(name),
      at: 1.3 + index * 0.4,
    }));
    const { samples, starts } = take(4, hits, noise(4, -45));
    const onsets = detect(samples);
    expect(onsets).toHaveLength(hits.length);
    for (const [index, onset] of nearest(onsets, starts).entries())
      expect(Math.abs(onset!.time - starts[index]!)).toBeLessThanOrEqual(0.002);
  });

  it("ignores the site's own sound coming back from the speakers, but not a louder hit during it", () => {
    // The site plays kick, snare and hi-hat every 250 ms; the microphone hears it 20 ms later, 12 dB down
    // and a little dull (low-passed), in a quiet room.
    const site: Hit[] = [];
    const pattern = ['kick', 'closed hi-hat', 'snare', 'closed hi-hat'];
    for (let step = 0; step < 24; step += 1) site.push({ stroke: stroke(pattern[step % 4]!), at: 0.2 + step * 0.25 });
    const reference = take(6.5, site).samples;
    const leak = new Float32Array(reference.length);
    const delay = Math.round(0.02 * RATE);
    let state = 0;
    for (let index = delay; index < leak.length; index += 1) {
      state += (reference[index - delay]! - state) * 0.5;
      leak[index] = 0.25 * state;
    }
    // The learner: a floor tom between the site's strokes, and a snare right on top of the site's kick.
    const learner: Hit[] = [
      { stroke: stroke('floor tom'), at: 1.325 },
      { stroke: stroke('snare'), at: 2.2 + 0.02 },
      { stroke: stroke('high tom'), at: 3.575 },
      { stroke: stroke('snare'), at: 4.7 + 0.02 },
      { stroke: stroke('crash'), at: 5.825 },
    ];
    const input = take(
      6.5,
      learner,
      noise(6.5, -65).map((value, index) => value + leak[index]!),
    );
    const onsets = detect(input.samples, { reference });
    expect(onsets).toHaveLength(learner.length);
    for (const [index, onset] of nearest(onsets, input.starts).entries()) {
      expect(onset, learner[index]!.stroke.name).toBeDefined();
      expect(Math.abs(onset!.time - input.starts[index]!)).toBeLessThanOrEqual(0.002);
    }
    // Without the reference, the leak is heard as hits.
    expect(detect(input.samples).length).toBeGreaterThan(learner.length + 10);
  });

  it('gives the same onsets for blocks of 128 frames, of odd sizes, and for one whole buffer', () => {
    const hits = strokes.map((stroke, index) => ({ stroke, at: 0.3 + index * 0.13 }));
    const { samples } = take(2, hits, noise(2, -60));
    const inBlocks = detect(samples, { block: 128 });
    expect(inBlocks.length).toBeGreaterThan(5);
    expect(detect(samples, { block: samples.length })).toEqual(inBlocks);
    expect(detect(samples, { block: [1, 127, 300, 64, 5000] })).toEqual(inBlocks);
  });

  it('meters the input level in dBFS', () => {
    const detector = new OnsetDetector({ sampleRate: RATE });
    expect(detector.levelDb).toBe(-Infinity);
    const tone = new Float32Array(4800).map((_, index) => 0.5 * Math.sin((2 * Math.PI * 440 * index) / RATE));
    detector.process(tone);
    expect(detector.levelDb).toBeCloseTo(20 * Math.log10(0.5), 1);
    for (let block = 0; block < 40; block += 1) detector.process(new Float32Array(128));
    expect(detector.levelDb).toBe(-Infinity);
  });
});
