/**
 * The synthesised instrument: every sound of the kit made from noise and oscillators, for the moments the recorded
 * kit cannot play (before it is decoded, or offline before it was ever kept). Each recording of the vocabulary has a
 * recipe here by its name; a drum added without one sounds as its kind does (a cymbal's hiss, a drum's falling tone).
 */
import type { Voice } from '@/features/practice/groove/language';
import { VOICE_TABLE, type Recording } from '@/features/practice/groove/vocabulary';
import type { Click } from './metronome';

let noise: AudioBuffer | undefined;

function noiseBuffer(context: AudioContext): AudioBuffer {
  if (noise) return noise;
  noise = context.createBuffer(1, context.sampleRate, context.sampleRate);
  const data = noise.getChannelData(0);
  for (let index = 0; index < data.length; index += 1) data[index] = Math.random() * 2 - 1;
  return noise;
}

function envelope(output: AudioNode, time: number, peak: number, decay: number): GainNode {
  const gain = output.context.createGain();
  gain.gain.setValueAtTime(peak, time);
  gain.gain.exponentialRampToValueAtTime(0.0001, time + decay);
  gain.connect(output);
  return gain;
}

function tone(output: AudioNode, time: number, from: number, to: number, peak: number, decay: number) {
  const oscillator = output.context.createOscillator();
  oscillator.frequency.setValueAtTime(from, time);
  oscillator.frequency.exponentialRampToValueAtTime(to, time + decay);
  oscillator.connect(envelope(output, time, peak, decay));
  oscillator.start(time);
  oscillator.stop(time + decay);
}

function hiss(
  output: AudioNode,
  time: number,
  filter: BiquadFilterType,
  frequency: number,
  peak: number,
  decay: number,
) {
  const context = output.context as AudioContext;
  const source = context.createBufferSource();
  source.buffer = noiseBuffer(context);
  const shape = context.createBiquadFilter();
  shape.type = filter;
  shape.frequency.value = frequency;
  source.connect(shape).connect(envelope(output, time, peak, decay));
  source.start(time);
  source.stop(time + decay);
}

/** A metallic ring: a few detuned square-wave partials, as cymbal synthesis goes, through a bright filter. */
function ring(output: AudioNode, time: number, partials: number[], peak: number, decay: number) {
  const context = output.context;
  const shape = context.createBiquadFilter();
  shape.type = 'highpass';
  shape.frequency.value = 3000;
  shape.connect(envelope(output, time, peak, decay));
  for (const frequency of partials) {
    const oscillator = context.createOscillator();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    oscillator.connect(shape);
    oscillator.start(time);
    oscillator.stop(time + decay);
  }
}

/** A drum struck: a tone falling from `from` to `to`, with a little of the stick's noise. */
const tom = (from: number, to: number) => (output: AudioNode, time: number, level: number) => {
  tone(output, time, from, to, level * 0.9, 0.4);
  hiss(output, time, 'lowpass', 1200, level * 0.15, 0.05);
};

type Recipe = (output: AudioNode, time: number, level: number) => void;

/** Each recording's synthesised stand-in, by the recording's name. */
const RECIPES: Record<string, Recipe> = {
  kick: (output, time, level) => tone(output, time, 150, 45, level, 0.35),
  snare: (output, time, level) => {
    hiss(output, time, 'highpass', 1500, level * 0.7, 0.18);
    tone(output, time, 220, 180, level * 0.4, 0.1);
  },
  // A cross-stick is a short, woody click, not the wires' hiss.
  cross: (output, time, level) => {
    tone(output, time, 1800, 1200, level * 0.5, 0.03);
    tone(output, time, 520, 400, level * 0.4, 0.06);
  },
  // Each tom's pitch, falling as a struck drum head does: high, mid, floor, low floor.
  hightom: tom(260, 170),
  midtom: tom(190, 125),
  floortom: tom(130, 80),
  lowtom: tom(105, 65),
  hihat: (output, time, level) => hiss(output, time, 'highpass', 7000, level * 0.5, 0.05),
  hihatopen: (output, time, level) => hiss(output, time, 'highpass', 7000, level * 0.5, 0.35),
  hihathalf: (output, time, level) => hiss(output, time, 'highpass', 7000, level * 0.5, 0.16),
  // The two cymbals closed by the pedal: a short "chick", duller than a stick on the hi-hat; a splash rings on.
  hihatfoot: (output, time, level) => hiss(output, time, 'bandpass', 4000, level * 0.45, 0.04),
  hihatsplash: (output, time, level) => hiss(output, time, 'highpass', 6000, level * 0.45, 0.3),
  ride: (output, time, level) => {
    ring(output, time, [560, 845, 1190, 1620, 2390], level * 0.12, 0.6);
    hiss(output, time, 'highpass', 9000, level * 0.15, 0.08);
  },
  bell: (output, time, level) => {
    ring(output, time, [820, 1230, 1640, 2460], level * 0.22, 0.9);
    hiss(output, time, 'highpass', 9000, level * 0.15, 0.08);
  },
  crash: (output, time, level) => {
    hiss(output, time, 'highpass', 4000, level * 0.6, 1.4);
    ring(output, time, [430, 620, 905, 1380, 1870], level * 0.1, 1.2);
  },
  // Trashier and shorter than a crash: a lower, rougher band of noise.
  china: (output, time, level) => {
    hiss(output, time, 'bandpass', 3000, level * 0.7, 0.9);
    ring(output, time, [390, 575, 860, 1270, 1730], level * 0.12, 0.8);
  },
  splash: (output, time, level) => {
    hiss(output, time, 'highpass', 6000, level * 0.55, 0.45);
    ring(output, time, [690, 1040, 1530, 2210], level * 0.08, 0.4);
  },
  // Two square-wave partials a fifth-ish apart, as the classic drum machines make it.
  cowbell: (output, time, level) => ring(output, time, [540, 800], level * 0.3, 0.25),
};

/** What a drum without a recipe of its own sounds as: a cymbal's hiss and ring, or a drum's falling tone. */
function kindOf(voice: Voice): Recipe {
  if (VOICE_TABLE[voice].staff.head === 'normal') return tom(160, 100);
  return (output, time, level) => {
    hiss(output, time, 'bandpass', 3500, level * 0.6, 0.4);
    ring(output, time, [410, 610, 880, 1310], level * 0.1, 0.35);
  };
}

/** One stroke of one drum (its recording's stand-in), as the synthesiser makes it. */
export function synthDrum(output: AudioNode, time: number, voice: Voice, recording: Recording, level: number) {
  (RECIPES[recording.name] ?? kindOf(voice))(output, time, level);
}

/** The metronome's click: high on beat one, a little lower on each group's first beat (compound time), lower on the other beats, soft between beats. */
export function synthClick(output: AudioNode, time: number, kind: Click['kind']) {
  const pitch = { bar: 1760, group: 1540, beat: 1320, sub: 990 }[kind];
  tone(output, time, pitch, pitch * 0.98, kind === 'sub' ? 0.25 : 0.6, 0.05);
}
