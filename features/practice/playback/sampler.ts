/**
 * The recorded instrument: the kit (scripts/render-kit.ts) as one decoded file, each sound a stretch of it. A
 * sound is an AudioBufferSourceNode playing its stretch, through a gain that brings its loudness layer's
 * recording to the exact loudness asked for. The file is fetched on the first Play and decoded once; until it is,
 * the synthesiser plays.
 */
import type { Recording } from '@/features/practice/groove/vocabulary';
import { KIT_SLOTS, KIT_SYNC_S } from './kit-sprite';
import { clickSound, kitLayer, kitSlot, type KitSlot } from './kit-sounds';
import type { Click } from './metronome';

export interface Kit {
  buffer: AudioBuffer;
  /** Seconds the decoder put before the file's first sample (an MP3 encoder's delay): every sound is this much later. */
  shift: number;
}

/**
 * The kit's level in the player's output: its loudest stroke peaks near full scale on its own, and strokes that
 * coincide add up (a drag's grace notes still ringing under its accent reached full scale in a recording of the
 * page's output; the limiter after it is too slow for a stick's attack).
 */
export const KIT_GAIN = 0.85;

/** How far after the sync mark's place to look for it: more than any decoder's delay. */
const SYNC_SEARCH_S = 0.2;

/** Where the sync mark (the file's loudest sample, near its start) is in the decoded sound, against where it was written. */
export function syncShift(samples: Float32Array, sampleRate: number): number {
  const end = Math.min(samples.length, Math.round((KIT_SYNC_S + SYNC_SEARCH_S) * sampleRate));
  let loudest = 0;
  let at = 0;
  for (let index = 0; index < end; index += 1) {
    const value = Math.abs(samples[index]!);
    if (value > loudest) {
      loudest = value;
      at = index;
    }
  }
  return at / sampleRate - KIT_SYNC_S;
}

/**
 * The rate the kit is decoded at: most sound hardware runs at 48 kHz (the rest at 44.1). Decoding resamples the file
 * well; played at the file's own 32 kHz, each sound was resampled as it played, which left images of the cymbals
 * above 16 kHz in a recording of the page's output. From 48 kHz down to 44.1 nothing folds back: the kit holds nothing
 * above 16 kHz.
 */
const DECODE_RATE = 48_000;

/**
 * Decodes the kit in a context of its own: it can start as soon as the file has arrived, before the page's
 * AudioContext exists (which a browser only allows once the press is complete).
 */
export async function decodeKit(
  file: ArrayBuffer,
  decoder: BaseAudioContext = new OfflineAudioContext(1, 1, DECODE_RATE),
): Promise<Kit> {
  // decodeAudioData detaches what it is given: a copy, so the file can be decoded again.
  const buffer = await decoder.decodeAudioData(file.slice(0));
  return { buffer, shift: syncShift(buffer.getChannelData(0), buffer.sampleRate) };
}

/** Plays one recorded sound into `output` at `time`, at `gain`; stopping it early is the caller's (a choked hi-hat). */
export function playSample(kit: Kit, output: AudioNode, time: number, slot: KitSlot, gain: number) {
  const context = output.context;
  const [start, seconds] = KIT_SLOTS[slot]!;
  const source = context.createBufferSource();
  source.buffer = kit.buffer;
  const level = context.createGain();
  level.gain.value = gain * KIT_GAIN;
  source.connect(level).connect(output);
  source.start(time, start + kit.shift, seconds);
  return source;
}

/** The recorded kit, once decoded: every sound from then on is played from it. */
let kit: Kit | undefined;
let decoding: Promise<Kit | undefined> | undefined;

/**
 * Decodes the recorded kit from `file` (the first time; the kit is kept), and resolves when it is ready or
 * after `waitMs`, whichever is first: a kit still on its way does not hold up the first sound. Sounds
 * queued before it is ready are synthesised. A kit that cannot be had leaves the synthesised sounds, and
 * is asked for again on the next call. `decoder` is for tests.
 */
export function prepareKit(file: Promise<ArrayBuffer>, waitMs: number, decoder?: BaseAudioContext): Promise<void> {
  if (kit) return Promise.resolve();
  decoding ??= file
    .then((data) => decodeKit(data, decoder))
    .then((decoded) => (kit = decoded))
    .catch(() => {
      decoding = undefined;
      return undefined;
    });
  return Promise.race([decoding.then(() => {}), new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}

/** Whether the decoded kit can play this recording (a kit file older than the vocabulary may lack a new drum's). */
export function samplerPlays(recording: Recording): boolean {
  return kit !== undefined && KIT_SLOTS[kitSlot(recording.name, 'medium')] !== undefined;
}

/** Whether the decoded kit is here (the metronome's clicks are always in it). */
export const samplerReady = () => kit !== undefined;

/** One stroke from the recorded kit, from the loudness layer nearest `level`, at exactly `level`. */
export function sampleDrum(into: AudioNode, at: number, recording: Recording, level: number) {
  const { layer, gain } = kitLayer(level);
  playSample(kit!, into, at, kitSlot(recording.name, layer), gain);
}

/** The metronome's click from the recorded kit. */
export function sampleClick(output: AudioNode, time: number, kind: Click['kind']) {
  const { sound, level } = clickSound(kind);
  playSample(kit!, output, time, sound, level);
}
