/**
 * Renders features/practice/play-along/fixtures/strokes.wav, the single drum strokes the onset
 * detector's unit tests mix into takes: each stroke of FIXTURE_STROKES from the FluidR3 GM soundfont's
 * drum kit (recorded drums, MIT licence), dry (no reverb or chorus), mono, 16-bit, 48 kHz, each in its
 * own slot of STROKE_SLOT_S seconds that starts STROKE_LEAD_S before the stroke and fades out at its end.
 *
 * Needs Debian's `fluidsynth`, `fluid-soundfont-gm` and `sox` (apt-get install …). The tests only read
 * the committed file; run this again only to change the fixture.
 *
 * Usage: npx tsx scripts/render-onset-fixture.ts
 *
 * The Standard MIDI File writer and the render step are exported for scripts/bench-listen.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FIXTURE_RATE,
  FIXTURE_STROKES,
  readWav,
  STROKE_LEAD_S,
  STROKE_SLOT_S,
  writeWav16,
} from '../features/practice/play-along/fixtures/read-wav';

export const SOUNDFONT = '/usr/share/sounds/sf2/FluidR3_GM.sf2';

/** A drum note for the MIDI writer: when (in seconds from the start), which General MIDI drum, how hard. */
export interface DrumNote {
  at: number;
  note: number;
  velocity: number;
}

/**
 * A one-track Standard MIDI File (format 0) with `notes` on the drum channel (10). The file runs at
 * 120 BPM with 24 000 ticks a quarter note: 48 000 ticks a second, one tick per sample at 48 kHz, so a
 * note's time is kept to the sample. Each note is released 100 ms after it starts (drums ignore it).
 */
export function drumMidi(notes: readonly DrumNote[], tailSeconds = 2): Uint8Array {
  const TICKS_PER_SECOND = 48000;
  const variable = (value: number) => {
    const bytes = [value & 0x7f];
    for (let rest = value >> 7; rest > 0; rest >>= 7) bytes.unshift((rest & 0x7f) | 0x80);
    return bytes;
  };
  const timed = notes.flatMap(({ at, note, velocity }) => {
    const tick = Math.round(at * TICKS_PER_SECOND);
    return [
      { tick, order: 1, bytes: [0x99, note, velocity] },
      { tick: tick + TICKS_PER_SECOND / 10, order: 0, bytes: [0x89, note, 0] },
    ];
  });
  // At the same tick, note-offs first, so a repeated note is released before it sounds again.
  timed.sort((a, b) => a.tick - b.tick || a.order - b.order);
  const events: number[] = [0x00, 0xff, 0x51, 0x03, 0x07, 0xa1, 0x20]; // tempo: 500 000 µs a quarter (120 BPM)
  let now = 0;
  for (const { tick, bytes } of timed) {
    events.push(...variable(tick - now), ...bytes);
    now = tick;
  }
  events.push(...variable(Math.round(tailSeconds * TICKS_PER_SECOND)), 0xff, 0x2f, 0x00);
  const header = [0x4d, 0x54, 0x68, 0x64, 0, 0, 0, 6, 0, 0, 0, 1, 0x5d, 0xc0]; // "MThd", format 0, one track, 24 000 ticks a quarter
  const length = events.length;
  const track = [
    0x4d,
    0x54,
    0x72,
    0x6b,
    (length >>> 24) & 0xff,
    (length >>> 16) & 0xff,
    (length >>> 8) & 0xff,
    length & 0xff,
  ];
  return Uint8Array.from([...header, ...track, ...events]);
}

/**
 * Renders drum notes through FluidSynth with the FluidR3 GM soundfont at 48 kHz and returns the take as
 * mono samples (sox averages the two channels). `dry` turns FluidSynth's reverb and chorus off.
 *
 * FluidSynth starts notes only at the start of one of its 64-sample blocks: give notes times on that
 * grid (multiples of 64 / 48 000 s) and each sound starts a fixed time after its note.
 */
export function renderDrums(
  notes: readonly DrumNote[],
  options: { dry?: boolean; tailSeconds?: number } = {},
): Float32Array {
  const work = mkdtempSync(path.join(tmpdir(), 'drums-'));
  try {
    const midi = path.join(work, 'take.mid');
    const stereo = path.join(work, 'take.wav');
    const mono = path.join(work, 'mono.wav');
    writeFileSync(midi, drumMidi(notes, options.tailSeconds));
    const effects = options.dry ? ['-R', '0', '-C', '0'] : [];
    execFileSync(
      'fluidsynth',
      ['-ni', '-q', ...effects, '-g', '1.0', '-r', String(FIXTURE_RATE), '-F', stereo, SOUNDFONT, midi],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    execFileSync('sox', ['-V1', stereo, '-e', 'floating-point', '-b', '32', '-c', '1', mono]);
    const { sampleRate, samples } = readWav(readFileSync(mono));
    if (sampleRate !== FIXTURE_RATE) throw new Error(`FluidSynth rendered at ${sampleRate} Hz, not ${FIXTURE_RATE}`);
    return samples;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function renderFixture(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const target = path.join(root, 'features/practice/play-along/fixtures/strokes.wav');
  // Two seconds apart in the render, so no stroke's tail reaches the next one.
  const SPACING_S = 2;
  const notes = FIXTURE_STROKES.map((stroke, index) => ({
    at: 0.5 + index * SPACING_S,
    note: stroke.note,
    velocity: stroke.velocity,
  }));
  const take = renderDrums(notes, { dry: true });
  const slot = Math.round(STROKE_SLOT_S * FIXTURE_RATE);
  const lead = Math.round(STROKE_LEAD_S * FIXTURE_RATE);
  const fade = Math.round(0.05 * FIXTURE_RATE);
  const fixture = new Float32Array(slot * notes.length);
  for (const [index, note] of notes.entries()) {
    const from = Math.round(note.at * FIXTURE_RATE);
    const to = from + Math.round(SPACING_S * FIXTURE_RATE * 0.9);
    let peak = 0;
    for (let at = from; at < to; at += 1) peak = Math.max(peak, Math.abs(take[at]!));
    let start = from;
    while (Math.abs(take[start]!) <= 0.01 * peak) start += 1;
    const piece = take.slice(start - lead, start - lead + slot);
    // The end of each slot fades to silence (cymbals ring far longer than a slot).
    for (let at = slot - fade; at < slot; at += 1)
      piece[at]! *= 0.5 + 0.5 * Math.cos((Math.PI * (at - (slot - fade))) / fade);
    fixture.set(piece, index * slot);
    console.log(
      `${FIXTURE_STROKES[index]!.name.padEnd(14)} peak ${peak.toFixed(3)}, starts ${((start - from) / 48).toFixed(2)} ms after its note`,
    );
  }
  writeFileSync(target, writeWav16(fixture, FIXTURE_RATE));
  console.log(`Wrote ${path.relative(root, target)} (${fixture.length} samples).`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) renderFixture();
