/**
 * `npm run bench:listen`: how well the microphone onset detector (features/practice/play-along/onset.ts)
 * finds and times drum hits, on takes rendered from MIDI with FluidSynth and the FluidR3 GM kit.
 *
 * Takes: a rock beat (eighth-note hi-hat, open hi-hats, ghost notes on the snare, crashes) and a
 * sixteenth-note take (single strokes on the snare, fills around the toms), each at 60, 90, 120, 160 and
 * 200 BPM, each heard three ways: clean; in a noisy room (broadband noise and mains hum, together about
 * -35 dBFS); and with the site's own kit leaking from the speakers (another groove through the same
 * soundfont, low-passed a little, 20 ms late and 12 dB down, mixed into the input and passed to the
 * detector as `reference`). The detector gets each take in blocks of 128 frames, as in an AudioWorklet.
 *
 * Ground truth is the MIDI note-on times, with notes starting within 5 ms of each other merged into one
 * onset (a microphone cannot tell simultaneous drums apart). Notes are placed on FluidSynth's 64-sample
 * block grid, as it starts a note only at a block's start: so each sound starts a fixed time after its
 * note, and the truth has no jitter of the renderer's.
 *
 * Calibration, as the site will do it: a take of eight side-stick clicks at 100 BPM; the median of
 * (detected - true) there is subtracted from every take's onsets. Each sound of the kit starts a
 * slightly different time after its note (0.4 ms to 3.6 ms, see scripts/render-onset-fixture.ts), which
 * stays in the timing errors, as it would with a real kit.
 *
 * Reported per take and overall: precision, recall and F-measure at ±25 ms (greedy one-to-one matching,
 * closest pairs first), median and 95th percentile of |timing error| of the matched onsets, and the
 * mean, 99th percentile and largest time `process()` took per 128-frame block (the largest is mostly
 * the JIT compiling a path the first time it runs). The detector runs at its default sensitivity (0.5).
 * Writes bench/listen.json: "final" is this run; "first" is kept from the file (the run before any
 * tuning), or written with `--first`. `--verbose` lists each take's missed and extra onsets.
 *
 * The Standard MIDI files are written by a few lines in scripts/render-onset-fixture.ts rather than
 * with a MIDI library: drum notes on one channel need nothing more.
 *
 * Needs `fluidsynth`, `fluid-soundfont-gm` and `sox` (not on CI; this is not part of `npm test`).
 * Usage: npm run bench:listen [-- --first] [-- --verbose]
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OnsetDetector, type Onset } from '../features/practice/play-along/onset';
import { random } from '../features/practice/play-along/fixtures/read-wav';
import { type DrumNote, renderDrums } from './render-onset-fixture';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RATE = 48000;
const BLOCK = 128;
const TOLERANCE_S = 0.025;
const MERGE_S = 0.005;
const TEMPOS = [60, 90, 120, 160, 200];
const LEAD_IN_S = 0.5;
const verbose = process.argv.includes('--verbose');

const KICK = 36;
const CROSS = 37;
const SNARE = 38;
const HIHAT = 42;
const HIHAT_OPEN = 46;
const RIDE = 51;
const CRASH = 49;
const HIGH_TOM = 50;
const MID_TOM = 47;
const LOW_TOM = 45;
const FLOOR_TOM = 43;

/**
 * Renders notes, or reads the render kept from an earlier run in .bench/listen/ (named by a hash of the
 * notes): rendering all takes again takes longer than measuring them.
 */
function render(notes: DrumNote[]): Float32Array {
  const cache = path.join(root, '.bench', 'listen');
  const file = path.join(cache, `${createHash('sha256').update(JSON.stringify(notes)).digest('hex').slice(0, 16)}.f32`);
  if (existsSync(file)) {
    const bytes = readFileSync(file);
    return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }
  const samples = renderDrums(notes);
  mkdirSync(cache, { recursive: true });
  writeFileSync(file, new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength));
  return samples;
}

/** A note on a sixteenth-note grid: bar, sixteenth within the bar, drum, velocity. */
type GridNote = [bar: number, sixteenth: number, note: number, velocity: number];

/** Notes on FluidSynth's 64-sample grid (see the top of the file). */
function toTimes(grid: GridNote[], bpm: number): DrumNote[] {
  const sixteenth = 60 / bpm / 4;
  return grid.map(([bar, step, note, velocity]) => {
    const at = LEAD_IN_S + (bar * 16 + step) * sixteenth;
    return { at: (Math.round((at * RATE) / 64) * 64) / RATE, note, velocity };
  });
}

/** Rock beat: hi-hat eighths (accents on the beat), kick 1, 3 and the "and" of 3, snare 2 and 4, ghost notes, open hi-hats. */
function rockBeat(bars: number): GridNote[] {
  const notes: GridNote[] = [];
  for (let bar = 0; bar < bars; bar += 1) {
    for (let step = 0; step < 16; step += 2) {
      const open = step === 14 && bar % 2 === 1;
      if (bar % 4 === 0 && step === 0) notes.push([bar, 0, CRASH, 110]);
      else notes.push([bar, step, open ? HIHAT_OPEN : HIHAT, step % 4 === 0 ? 100 : 75]);
    }
    notes.push([bar, 0, KICK, 110], [bar, 8, KICK, 105], [bar, 10, KICK, 95]);
    notes.push([bar, 4, SNARE, 110], [bar, 12, SNARE, 115]);
    // Ghost notes on the "e" of 2, the "a" of 3 and (every other bar) the "a" of 4.
    notes.push([bar, 5, SNARE, 30], [bar, 11, SNARE, 35]);
    if (bar % 2 === 0) notes.push([bar, 15, SNARE, 32]);
  }
  return notes;
}

/** Sixteenths: a bar of single strokes on the snare (accents on the beats), then a fill down the toms. */
function sixteenths(bars: number): GridNote[] {
  const notes: GridNote[] = [];
  for (let bar = 0; bar < bars; bar += 1) {
    if (bar % 2 === 0) {
      notes.push([bar, 0, CRASH, 110], [bar, 0, KICK, 110]);
      for (let step = 1; step < 16; step += 1) notes.push([bar, step, SNARE, step % 4 === 0 ? 110 : 70]);
      notes.push([bar, 8, KICK, 100]);
    } else {
      const toms = [
        SNARE,
        SNARE,
        SNARE,
        SNARE,
        HIGH_TOM,
        HIGH_TOM,
        HIGH_TOM,
        HIGH_TOM,
        MID_TOM,
        MID_TOM,
        LOW_TOM,
        LOW_TOM,
        FLOOR_TOM,
        FLOOR_TOM,
        FLOOR_TOM,
        FLOOR_TOM,
      ];
      for (let step = 0; step < 16; step += 1) notes.push([bar, step, toms[step]!, step % 4 === 0 ? 115 : 90]);
      notes.push([bar, 0, KICK, 105]);
    }
  }
  return notes;
}

/** What the site plays in the leak takes: a ride groove with cross-stick, another kick pattern. */
function siteGroove(bars: number): GridNote[] {
  const notes: GridNote[] = [];
  for (let bar = 0; bar < bars; bar += 1) {
    for (const step of [0, 4, 6, 8, 12, 14]) notes.push([bar, step, RIDE, step % 4 === 0 ? 100 : 80]);
    notes.push([bar, 0, KICK, 110], [bar, 7, KICK, 90], [bar, 10, KICK, 100]);
    notes.push([bar, 4, CROSS, 100], [bar, 12, CROSS, 100]);
  }
  return notes;
}

/** Bars for about 12 seconds (at least two). */
function barsFor(bpm: number): number {
  return Math.max(2, Math.round((12 * bpm) / 240 / 2) * 2);
}

/** Onset times from note times: notes within MERGE_S of the first of a group are one onset. */
function truthOf(notes: DrumNote[]): number[] {
  const times = notes.map((note) => note.at).sort((a, b) => a - b);
  const merged: number[] = [];
  for (const time of times) if (merged.length === 0 || time - merged.at(-1)! > MERGE_S) merged.push(time);
  return merged;
}

function rms(samples: Float32Array): number {
  let sum = 0;
  for (const value of samples) sum += value * value;
  return Math.sqrt(sum / samples.length);
}

/** A room: pink-ish broadband noise and 50 Hz mains hum with harmonics, each -38 dBFS RMS (about -35 together). */
function roomNoise(length: number, seed: number): Float32Array {
  const next = random(seed);
  const broadband = new Float32Array(length);
  // Paul Kellet's economy pink filter over white noise.
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  for (let index = 0; index < length; index += 1) {
    const white = next() * 2 - 1;
    b0 = 0.99765 * b0 + white * 0.099046;
    b1 = 0.963 * b1 + white * 0.2965164;
    b2 = 0.57 * b2 + white * 1.0526913;
    broadband[index] = b0 + b1 + b2 + white * 0.1848;
  }
  const hum = new Float32Array(length);
  for (let index = 0; index < length; index += 1) {
    const t = index / RATE;
    hum[index] =
      Math.sin(2 * Math.PI * 50 * t) +
      0.5 * Math.sin(2 * Math.PI * 100 * t + 1) +
      0.3 * Math.sin(2 * Math.PI * 150 * t + 2) +
      0.2 * Math.sin(2 * Math.PI * 250 * t);
  }
  const level = 10 ** (-38 / 20);
  const broadbandGain = level / rms(broadband);
  const humGain = level / rms(hum);
  const noise = new Float32Array(length);
  for (let index = 0; index < length; index += 1)
    noise[index] = broadband[index]! * broadbandGain + hum[index]! * humGain;
  return noise;
}

/** The site's sound as the microphone hears it: 20 ms late, 12 dB down, through a gentle 5 kHz low-pass. */
function leakOf(reference: Float32Array, length: number): Float32Array {
  const delay = Math.round(0.02 * RATE);
  const gain = 10 ** (-12 / 20);
  const smooth = 1 - Math.exp((-2 * Math.PI * 5000) / RATE);
  const leak = new Float32Array(length);
  let state = 0;
  for (let index = 0; index < length; index += 1) {
    const source = index - delay >= 0 && index - delay < reference.length ? reference[index - delay]! : 0;
    state += (source - state) * smooth;
    leak[index] = state * gain;
  }
  return leak;
}

function mix(...parts: Float32Array[]): Float32Array {
  const length = Math.max(...parts.map((part) => part.length));
  const out = new Float32Array(length);
  for (const part of parts) for (let index = 0; index < part.length; index += 1) out[index]! += part[index]!;
  return out;
}

interface Run {
  onsets: Onset[];
  microsPerBlock: number[];
}

function detect(input: Float32Array, reference?: Float32Array): Run {
  const detector = new OnsetDetector({ sampleRate: RATE });
  const onsets: Onset[] = [];
  const microsPerBlock: number[] = [];
  for (let from = 0; from + BLOCK <= input.length; from += BLOCK) {
    const block = input.subarray(from, from + BLOCK);
    const refBlock = reference ? reference.subarray(from, from + BLOCK) : undefined;
    const started = process.hrtime.bigint();
    const found = detector.process(block, refBlock);
    microsPerBlock.push(Number(process.hrtime.bigint() - started) / 1000);
    for (const onset of found) onsets.push(onset);
  }
  return { onsets, microsPerBlock };
}

/** Greedy one-to-one matching within the tolerance, closest pairs first: signed errors of the matches. */
function match(detected: number[], truth: number[]): { errors: number[]; falsePositives: number[]; misses: number[] } {
  const pairs: [number, number, number][] = [];
  let first = 0;
  for (const [d, time] of detected.entries()) {
    while (first < truth.length && truth[first]! < time - TOLERANCE_S) first += 1;
    for (let t = first; t < truth.length && truth[t]! <= time + TOLERANCE_S; t += 1)
      pairs.push([Math.abs(time - truth[t]!), d, t]);
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const usedD = new Set<number>();
  const usedT = new Set<number>();
  const errors: number[] = [];
  for (const [, d, t] of pairs) {
    if (usedD.has(d) || usedT.has(t)) continue;
    usedD.add(d);
    usedT.add(t);
    errors.push(detected[d]! - truth[t]!);
  }
  return {
    errors,
    falsePositives: detected.filter((_, d) => !usedD.has(d)),
    misses: truth.filter((_, t) => !usedT.has(t)),
  };
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (at - low);
}

interface Score {
  take: string;
  notes: number;
  found: number;
  precision: number;
  recall: number;
  f: number;
  medianMs: number;
  p95Ms: number;
  meanMicros: number;
  p99Micros: number;
  maxMicros: number;
}

function score(
  take: string,
  truthCount: number,
  matched: number,
  detectedCount: number,
  errors: number[],
  micros: number[],
): Score {
  const precision = detectedCount === 0 ? 0 : matched / detectedCount;
  const recall = truthCount === 0 ? 1 : matched / truthCount;
  const round = (value: number, places: number) => Number(value.toFixed(places));
  const absolute = errors.map((error) => Math.abs(error) * 1000);
  return {
    take,
    notes: truthCount,
    found: detectedCount,
    precision: round(precision, 4),
    recall: round(recall, 4),
    f: round(precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall), 4),
    medianMs: round(quantile(absolute, 0.5), 2),
    p95Ms: round(quantile(absolute, 0.95), 2),
    meanMicros: round(micros.reduce((sum, value) => sum + value, 0) / micros.length, 2),
    p99Micros: round(quantile(micros, 0.99), 1),
    maxMicros: round(
      micros.reduce((most, value) => Math.max(most, value), 0),
      1,
    ),
  };
}

// Calibration: eight side-stick clicks at 100 BPM.
const clickNotes = toTimes(
  Array.from({ length: 8 }, (_, beat): GridNote => [0, beat * 4, CROSS, 100]),
  100,
);
const clickRun = detect(render(clickNotes));
const clickMatch = match(
  clickRun.onsets.map((onset) => onset.time),
  truthOf(clickNotes),
);
if (clickMatch.errors.length < 6) throw new Error(`calibration found only ${clickMatch.errors.length} of 8 clicks`);
const offset = quantile(clickMatch.errors, 0.5);
console.log(`Calibration: ${clickMatch.errors.length} of 8 clicks found, offset ${(offset * 1000).toFixed(2)} ms`);

const scores: Score[] = [];
const pooled = new Map<
  string,
  { truth: number; matched: number; detected: number; errors: number[]; micros: number[] }
>();
function pool(key: string, truth: number, matched: number, detected: number, errors: number[], micros: number[]) {
  const entry = pooled.get(key) ?? { truth: 0, matched: 0, detected: 0, errors: [], micros: [] };
  entry.truth += truth;
  entry.matched += matched;
  entry.detected += detected;
  for (const error of errors) entry.errors.push(error);
  for (const micro of micros) entry.micros.push(micro);
  pooled.set(key, entry);
}

let seed = 1;
for (const [pattern, write] of [
  ['rock', rockBeat],
  ['16ths', sixteenths],
] as const) {
  for (const bpm of TEMPOS) {
    const bars = barsFor(bpm);
    const notes = toTimes(write(bars), bpm);
    const truth = truthOf(notes);
    const take = render(notes);
    const site = render(toTimes(siteGroove(bars), bpm));
    const variants: [string, Float32Array, Float32Array | undefined][] = [
      ['clean', take, undefined],
      ['noisy', mix(take, roomNoise(take.length, seed++)), undefined],
      ['leak', mix(take, leakOf(site, take.length)), site],
    ];
    for (const [variant, input, reference] of variants) {
      const run = detect(input, reference);
      const times = run.onsets.map((onset) => onset.time - offset);
      const result = match(times, truth);
      const name = `${pattern} ${bpm} ${variant}`;
      scores.push(score(name, truth.length, result.errors.length, times.length, result.errors, run.microsPerBlock));
      pool('all', truth.length, result.errors.length, times.length, result.errors, run.microsPerBlock);
      pool(variant, truth.length, result.errors.length, times.length, result.errors, run.microsPerBlock);
      if (verbose) {
        const describe = (time: number) => {
          const near = notes
            .filter((note) => Math.abs(note.at - time) < 0.006)
            .map((note) => `${note.note}@${note.velocity}`);
          return `${time.toFixed(4)}${near.length ? ` (${near.join(' ')})` : ''}`;
        };
        if (result.misses.length) console.log(`  ${name} missed: ${result.misses.map(describe).join(', ')}`);
        if (result.falsePositives.length)
          console.log(`  ${name} extra: ${result.falsePositives.map(describe).join(', ')}`);
        const worst = result.errors
          .map((error) => error * 1000)
          .sort((a, b) => Math.abs(b) - Math.abs(a))
          .slice(0, 5);
        console.log(`  ${name} worst errors (ms): ${worst.map((error) => error.toFixed(2)).join(', ')}`);
      }
    }
  }
}
const summaries = [...pooled.entries()].map(([key, entry]) =>
  score(
    key === 'all' ? 'all takes' : `all ${key}`,
    entry.truth,
    entry.matched,
    entry.detected,
    entry.errors,
    entry.micros,
  ),
);

const header = ['take', 'notes', 'found', 'P', 'R', 'F', 'med ms', 'p95 ms', 'µs mean', 'µs p99', 'µs max'];
const rows = [...scores, ...summaries].map((row) => [
  row.take,
  String(row.notes),
  String(row.found),
  row.precision.toFixed(3),
  row.recall.toFixed(3),
  row.f.toFixed(3),
  row.medianMs.toFixed(2),
  row.p95Ms.toFixed(2),
  row.meanMicros.toFixed(1),
  row.p99Micros.toFixed(0),
  row.maxMicros.toFixed(0),
]);
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) =>
  cells
    .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
    .join('  ');
console.log(line(header));
for (const [index, row] of rows.entries()) {
  if (index === scores.length) console.log('-'.repeat(widths.reduce((sum, width) => sum + width + 2, -2)));
  console.log(line(row));
}

const file = path.join(root, 'bench', 'listen.json');
const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { first?: unknown }) : {};
const run = {
  date: new Date().toISOString(),
  sensitivity: 0.5,
  calibrationOffsetMs: Number((offset * 1000).toFixed(3)),
  targets: 'F ≥ 0.97, median |error| ≤ 3 ms, 95th percentile ≤ 10 ms, at ±25 ms after calibration',
  summary: summaries,
  takes: scores,
};
mkdirSync(path.dirname(file), { recursive: true });
const first = process.argv.includes('--first') ? run : (previous.first ?? run);
writeFileSync(file, JSON.stringify({ first, final: run }, null, 2) + '\n');
console.log(`Wrote ${path.relative(root, file)}`);
