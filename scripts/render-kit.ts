/**
 * Renders the recorded drum kit the player and the metronome sound with: every sound of the kit, at
 * three loudness layers, from the FluidR3 GM soundfont's drum kit (recorded drums, MIT licence), into
 * one compressed audio file and the map of where each sound is in it.
 *
 * Why one file. The player fetches the kit on the first Play and decodes it before it can sound:
 * one request and one decode are quicker than fifty, and one file is one entry for the service
 * worker to keep. Each sound starts at its stroke (the silence before it is cut off here) and fades
 * out before the next; the player finds each stroke again in the decoded file, as an encoder may add
 * silence at the start (playback/sampler.ts).
 *
 * Why MP3. Every current browser decodes it with `decodeAudioData` (Ogg Opus is smaller, but Safari
 * only decodes it in recent versions); at 64 kbit/s mono and 32 kHz, cymbals keep their sizzle up to
 * 15 kHz, and the whole kit stays well under its 400 KB budget.
 *
 * Needs Debian's `fluidsynth`, `fluid-soundfont-gm` and `ffmpeg` (apt-get install …); run it when the kit
 * changes, and commit what it writes: public/kit/<name>.mp3 (its name carries a hash of its content, so
 * a browser or the service worker may keep it for good), public/licenses/drum-kit.txt, and
 * features/practice/playback/kit-url.ts and kit-sprite.ts.
 *
 * Usage: npx tsx scripts/render-kit.ts
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECORDINGS, type Recording } from '../features/practice/groove/vocabulary';
import { CLICK_RECORDINGS, KIT_LAYERS } from '../features/practice/playback/kit-sounds';
import { KIT_FOLDER } from '../lib/routes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOUNDFONT = '/usr/share/sounds/sf2/FluidR3_GM.sf2';
const LICENSE = '/usr/share/doc/fluid-soundfont-gm/copyright';
const RATE = 32000;
/** Seconds between notes in the rendered take: longer than the longest sound, so none overlaps the next. */
const SPACING_S = 4;
/** Silence between sounds in the file, so a fade never runs into the next sound. */
const GAP_S = 0.05;
/** How much of each sound is faded out at its end, so a cut never clicks. */
const FADE_SHARE = 0.35;
/** Where the sync mark is, in samples from the start of the file (see KIT_SYNC_S). */
const SYNC_AT = Math.round(0.05 * RATE);

/**
 * Each sound of the kit: the drums' recordings as the vocabulary names them (the General MIDI drum note each is
 * rendered from, how long it is kept, and for a sound shortened from a longer one when it is damped), each at every
 * loudness layer, and the metronome's, at one.
 */
const SOUNDS: Record<string, Recording & { layers?: false }> = Object.fromEntries([
  ...RECORDINGS.map((recording) => [recording.name, recording]),
  ...CLICK_RECORDINGS.map((recording) => [recording.name, { ...recording, layers: false as const }]),
]);

/** A one-track Standard MIDI File (format 0) with `notes` on the drum channel, at 1000 ticks a second. */
function midiFile(notes: { at: number; note: number; velocity: number }[]): Buffer {
  const variable = (value: number) => {
    const bytes = [value & 0x7f];
    for (let rest = value >> 7; rest > 0; rest >>= 7) bytes.unshift((rest & 0x7f) | 0x80);
    return bytes;
  };
  const events: number[] = [0x00, 0xff, 0x51, 0x03, 0x07, 0xa1, 0x20]; // tempo: 500 000 µs a quarter (120 BPM)
  let now = 0;
  const timed = notes.flatMap(({ at, note, velocity }) => [
    { tick: Math.round(at * 1000), bytes: [0x99, note, velocity] },
    { tick: Math.round(at * 1000) + 100, bytes: [0x89, note, 0] },
  ]);
  timed.sort((a, b) => a.tick - b.tick);
  for (const { tick, bytes } of timed) {
    events.push(...variable(tick - now), ...bytes);
    now = tick;
  }
  events.push(...variable(Math.round(SPACING_S * 1000)), 0xff, 0x2f, 0x00);
  const header = Buffer.from([0x4d, 0x54, 0x68, 0x64, 0, 0, 0, 6, 0, 0, 0, 1, 0x01, 0xf4]); // 500 ticks a quarter
  const length = Buffer.alloc(4);
  length.writeUInt32BE(events.length);
  return Buffer.concat([header, Buffer.from([0x4d, 0x54, 0x72, 0x6b]), length, Buffer.from(events)]);
}

/** Mono float samples from a WAV that ffmpeg wrote as 32-bit float. */
function readFloatWav(file: string): Float32Array {
  const data = readFileSync(file);
  let at = 12;
  while (at < data.length) {
    const id = data.toString('ascii', at, at + 4);
    const size = data.readUInt32LE(at + 4);
    if (id === 'data')
      return new Float32Array(data.buffer.slice(data.byteOffset + at + 8, data.byteOffset + at + 8 + size));
    at += 8 + size;
  }
  throw new Error(`${file} has no data chunk`);
}

function floatWav(samples: Float32Array): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(3, 20); // IEEE float
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(32, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

/** The first sample at or after `from` louder than a thousandth of full scale: where the stroke starts. */
function onset(samples: Float32Array, from: number): number {
  for (let at = from; at < samples.length; at += 1) if (Math.abs(samples[at]!) > 0.001) return at;
  throw new Error(`no sound after sample ${from}`);
}

const work = mkdtempSync(path.join(tmpdir(), 'kit-'));
try {
  const takes = Object.entries(SOUNDS).flatMap(([sound, spec]) =>
    (spec.layers === false ? [KIT_LAYERS.at(-1)!] : KIT_LAYERS).map((layer) => ({
      sound,
      layer,
      spec,
    })),
  );
  const notes = takes.map((take, index) => ({
    at: 0.5 + index * SPACING_S,
    note: take.spec.note,
    velocity: take.layer.velocity,
  }));
  writeFileSync(path.join(work, 'take.mid'), midiFile(notes));
  // Dry: no reverb or chorus, which would only lengthen every sound.
  execFileSync('fluidsynth', [
    '-ni',
    '-q',
    '-R',
    '0',
    '-C',
    '0',
    '-g',
    '0.6',
    '-r',
    String(RATE),
    '-F',
    path.join(work, 'take.wav'),
    SOUNDFONT,
    path.join(work, 'take.mid'),
  ]);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-i',
    path.join(work, 'take.wav'),
    '-ac',
    '1',
    '-c:a',
    'pcm_f32le',
    path.join(work, 'mono.wav'),
  ]);
  const take = readFloatWav(path.join(work, 'mono.wav'));

  // Each recording, from its stroke on, faded out at its end.
  const recordings = takes.map(({ spec }, index) => {
    const start = onset(take, Math.round(notes[index]!.at * RATE) - Math.round(0.01 * RATE));
    const piece = take.slice(start, start + Math.round(spec.seconds * RATE));
    const fadeFrom =
      spec.dampAfter === undefined ? Math.round(piece.length * (1 - FADE_SHARE)) : Math.round(spec.dampAfter * RATE);
    for (let at = fadeFrom; at < piece.length; at += 1) {
      const left = 1 - (at - fadeFrom) / (piece.length - fadeFrom);
      piece[at]! *= left * left;
    }
    return piece;
  });
  // The soundfont makes a soft stroke far quieter than the player's loudness says (a ghost note a twelfth of an
  // accent): each layer is brought to its level against the loud one, measured over the stroke's first 100 ms.
  // The layer keeps its own sound (a soft stroke is darker); the player sets loudness within it.
  const strokeLevel = (piece: Float32Array) =>
    Math.sqrt(piece.slice(0, Math.round(0.1 * RATE)).reduce((sum, value) => sum + value * value, 0));
  for (const [index, { sound, layer, spec }] of takes.entries()) {
    const loud = takes.findIndex((other) => other.sound === sound && other.layer.name === 'loud');
    const toLayer =
      spec.layers === false ? 1 : (layer.level * strokeLevel(recordings[loud]!)) / strokeLevel(recordings[index]!);
    const gain = toLayer * 10 ** ((spec.boostDb ?? 0) / 20);
    recordings[index] = recordings[index]!.map((value) => value * gain);
  }
  const peak = Math.max(
    ...recordings.map((piece) => piece.reduce((most, value) => Math.max(most, Math.abs(value)), 0)),
  );
  // The loudest stroke of the kit a little under full scale; every other keeps its level against it.
  const scale = 0.89 / peak;
  const gap = Math.round(GAP_S * RATE);
  const slots: Record<string, [number, number]> = {};
  let length = SYNC_AT + gap;
  for (const [index, { sound, layer, spec }] of takes.entries()) {
    slots[spec.layers === false ? sound : `${sound}.${layer.name}`] = [length / RATE, recordings[index]!.length / RATE];
    length += recordings[index]!.length + gap;
  }
  const sprite = new Float32Array(length);
  // The mark the player finds the sounds by (playback/sampler.ts): one full-scale sample, alone at the start.
  sprite[SYNC_AT] = 1;
  let at = SYNC_AT + gap;
  for (const piece of recordings) {
    sprite.set(
      piece.map((value) => value * scale),
      at,
    );
    at += piece.length + gap;
  }
  writeFileSync(path.join(work, 'sprite.wav'), floatWav(sprite));
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-i',
    path.join(work, 'sprite.wav'),
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
    '-ar',
    String(RATE),
    '-ac',
    '1',
    '-map_metadata',
    '-1',
    path.join(work, 'sprite.mp3'),
  ]);
  const mp3 = readFileSync(path.join(work, 'sprite.mp3'));
  const name = `drums-${createHash('sha256').update(mp3).digest('hex').slice(0, 10)}.mp3`;
  const folder = path.join(root, 'public', KIT_FOLDER);
  for (const old of readdirSync(folder).filter((file) => file.endsWith('.mp3'))) rmSync(path.join(folder, old));
  writeFileSync(path.join(folder, name), mp3);
  writeFileSync(
    path.join(root, 'public/licenses/drum-kit.txt'),
    `The recorded drum sounds of the site's player and metronome (/kit/) are rendered by scripts/render-kit.ts from FluidR3 GM, Frank Wen's General MIDI
soundfont, as Debian packages it (fluid-soundfont-gm). Its copyright and licence follow.

${readFileSync(LICENSE, 'utf8')}`,
  );
  const lines = Object.entries(slots).map(
    ([key, [start, seconds]]) => `  '${key}': [${start.toFixed(5)}, ${seconds.toFixed(5)}],`,
  );
  const engine = path.join(root, 'features/practice/playback');
  // The address apart from the map: the islands ask for the file on the first Play, before the engine has loaded.
  writeFileSync(
    path.join(engine, 'kit-url.ts'),
    `// Written by scripts/render-kit.ts: do not edit. Run it again when the kit changes.

/** The recorded kit: one MP3 file, ${(mp3.length / 1024).toFixed(0)} KiB. Its name changes with its content. */
export const KIT_URL = '${KIT_FOLDER}${name}';
`,
  );
  writeFileSync(
    path.join(engine, 'kit-sprite.ts'),
    `// Written by scripts/render-kit.ts: do not edit. Run it again when the kit changes.
import type { KitSlot } from './kit-sounds';

/**
 * Where the file's sync mark is, in seconds: a single full-scale sample, the loudest of the file. A decoder may
 * add silence before the sound (an MP3 encoder's delay, which not every browser takes off): the player finds the mark
 * and moves every sound by as much.
 */
export const KIT_SYNC_S = ${SYNC_AT / RATE};

/** Where each sound starts in the file, and how long it lasts, in seconds: a sound with loudness layers once per layer. */
export const KIT_SLOTS: Record<KitSlot, readonly [start: number, seconds: number]> = {
${lines.join('\n')}
};
`,
  );
  console.log(
    `public/kit/${name}: ${(mp3.length / 1024).toFixed(1)} KiB, ${takes.length} sounds, ${(length / RATE).toFixed(1)} s`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
