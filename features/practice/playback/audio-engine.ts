/**
 * Sounds for the metronome and the grooves, made with the Web Audio API. They are played from the
 * recorded kit (samples.ts), which the first press of Start or Play downloads (kit-request.ts);
 * until it is decoded, or where it cannot be had (offline before it was ever kept), the same sounds
 * are synthesised from noise and oscillators. Loaded by the practice tools when a visitor first
 * presses Start or Play, never before.
 *
 * Timing follows metronome.ts: a timer wakes every LOOKAHEAD_MS and queues on the audio
 * clock every sound due within SCHEDULE_AHEAD_S. The sound itself is exact; the timer only has
 * to wake up in time.
 */
import { barAt, clickAt, rampTempo, retime, type Click, type ClickPattern, type TempoRamp } from './metronome';
import { Stroke, Voice } from '@/features/practice/groove/language';
import { STROKE_TABLE } from '@/features/practice/groove/vocabulary';
import { CHOKED_BY, clickSound, kitLayer, kitSlot, kitSound, type KitSound } from './kit-sounds';
import { decodeKit, playSample, type Kit } from './samples';
import { strokeEvents } from '../groove/stroke-events';

const LOOKAHEAD_MS = 25;
/**
 * How far ahead sounds are queued. A timer that wakes more than this late (a phone busy with
 * something else) skips a click; a longer horizon makes that rarer, at the cost of a new tempo
 * taking over up to this much later.
 */
const SCHEDULE_AHEAD_S = 0.2;
/**
 * The player's level at the speakers: strokes that coincide sum, and must stay under full scale, from the very first
 * stroke (before the limiter has reacted: a recording of the page's output had a synthesised accented drag, the
 * first sound of a take, touch full scale at 0.8).
 */
const OUTPUT_GAIN = 0.7;
/** Sounds start a moment after Start, so the first one is not cut short. */
export const START_DELAY_S = 0.06;
/** The least time before the first sound when Start came earlier (`startAt`): the audio is already running. */
const MIN_START_DELAY_S = 0.015;

/**
 * Every sound the engine queues, announced on `window` as a `practice:queued` event as it is queued: when
 * it will sound on the audio clock, what it is, and the clock's time when it was queued. This is the
 * player's own log of what it played; the end-to-end tests read it (whatever the instrument sounds
 * like), and anything that must know what the page is about to play can listen to it.
 */
export const QUEUED_EVENT = 'practice:queued';

export type QueuedSound = {
  time: number;
  queuedAt: number;
  /** Played from the recorded kit, or synthesised (the kit not decoded yet, or not to be had). */
  source: 'sample' | 'synth';
} & (
  | { sound: 'click'; kind: Click['kind'] }
  | {
      sound: 'drum';
      voice: Voice;
      stroke: Stroke;
      /** How loud, from 0 to 1: the stroke's loudness, the groove's dynamics, softer for a grace note or a bounce. */
      level: number;
      /** A grace note before the main note (a flam's, a drag's), or a stroke of a roll after it; unset: the main note. */
      part?: 'grace' | 'roll';
    }
);

function announce(sound: QueuedSound) {
  if (typeof window !== 'undefined')
    window.dispatchEvent(new CustomEvent<QueuedSound>(QUEUED_EVENT, { detail: sound }));
}

let noise: AudioBuffer | undefined;
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

/** Hi-hat sounds still ringing, per player's output, for the next closed stroke or pedal to choke. */
const ringing = new WeakMap<AudioNode, { sound: KitSound; gain: GainNode; at: number }[]>();
/** How quickly a choked hi-hat falls silent: the time constant of its fall. */
const CHOKE_S = 0.012;
/** A ringing sound is forgotten this long after it started: longer than any of them rings. */
const RING_S = 2;

/**
 * Where a stroke of `sound` at `at` goes: chokes what it stops (an open hi-hat, when the hi-hat closes), and
 * for a sound that can be choked, a gain of its own that the next stroke can close.
 */
function strokeOutput(output: AudioNode, at: number, sound: KitSound): AudioNode {
  const still = (ringing.get(output) ?? []).filter((ring) => {
    if (at - ring.at > RING_S) return false;
    if (at <= ring.at || !CHOKED_BY[ring.sound]?.includes(sound)) return true;
    ring.gain.gain.setTargetAtTime(0, at, CHOKE_S);
    return false;
  });
  ringing.set(output, still);
  if (!CHOKED_BY[sound]) return output;
  const gain = output.context.createGain();
  gain.connect(output);
  still.push({ sound, gain, at });
  return gain;
}
/**
 * A copy of everything the players sound, for play-along's onset detector to hear what the site itself plays (so
 * the kit leaking from speakers into a microphone is not taken for the learner's hits). Made on first ask.
 */
let tap: GainNode | undefined;
/** The output of the player sounding now, for a tap made while it plays. */
let liveOutput: GainNode | undefined;
export function outputTap(context: AudioContext): AudioNode {
  if (tap?.context !== context) {
    tap = context.createGain();
    if (liveOutput?.context === context) liveOutput.connect(tap);
  }
  return tap;
}

/**
 * The player making sound now, and how to tell its page it was stopped. One at a time: two
 * grooves, or a groove and the metronome, each started on its own press, would never be in
 * time with each other.
 */
let sounding: { player: Player; takenOver?: () => void } | undefined;
/**
 * With nothing playing for this long, the context is suspended, letting a phone's audio
 * hardware sleep. Not at once: a player stopped to start again (a new time signature) would
 * find its clock suspended.
 */
const SUSPEND_AFTER_MS = 1000;
let suspendTimer: ReturnType<typeof setTimeout> | undefined;
/** Inputs listening (play-along): the context's clock must run for them, playing or not. */
let holds = 0;

/** Keeps the audio running while an input listens, until the returned function is called. */
export function holdAudio(): () => void {
  holds += 1;
  clearTimeout(suspendTimer);
  let released = false;
  return () => {
    if (!released) holds -= 1;
    released = true;
  };
}

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

/** The metronome's click: high on beat one, a little lower on each group's first beat (compound time), lower on the other beats, soft between beats. */
export function playClick(output: AudioNode, time: number, kind: Click['kind']) {
  announce({ time, queuedAt: output.context.currentTime, source: kit ? 'sample' : 'synth', sound: 'click', kind });
  if (kit) {
    const { sound, level } = clickSound(kind);
    playSample(kit, output, time, sound, level);
    return;
  }
  const pitch = { bar: 1760, group: 1540, beat: 1320, sub: 990 }[kind];
  tone(output, time, pitch, pitch * 0.98, kind === 'sub' ? 0.25 : 0.6, 0.05);
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

/** Each tom's pitch, falling as a struck drum head does: high, mid, floor, low floor. */
const TOM_PITCH = { hightom: [260, 170], midtom: [190, 125], floortom: [130, 80], lowtom: [105, 65] } as const;

/** One stroke of one drum, as the synthesiser makes it. */
function voiceSound(output: AudioNode, time: number, voice: Voice, stroke: Stroke, level: number) {
  switch (voice) {
    case 'kick':
      tone(output, time, 150, 45, level, 0.35);
      break;
    case 'snare':
      if (stroke === 'cross') {
        // A cross-stick is a short, woody click, not the wires' hiss.
        tone(output, time, 1800, 1200, level * 0.5, 0.03);
        tone(output, time, 520, 400, level * 0.4, 0.06);
        break;
      }
      hiss(output, time, 'highpass', 1500, level * 0.7, 0.18);
      tone(output, time, 220, 180, level * 0.4, 0.1);
      break;
    case 'hightom':
    case 'midtom':
    case 'floortom':
    case 'lowtom': {
      const [from, to] = TOM_PITCH[voice];
      tone(output, time, from, to, level * 0.9, 0.4);
      hiss(output, time, 'lowpass', 1200, level * 0.15, 0.05);
      break;
    }
    case 'hihat':
      hiss(output, time, 'highpass', 7000, level * 0.5, stroke === 'open' ? 0.35 : stroke === 'halfopen' ? 0.16 : 0.05);
      break;
    case 'hihatfoot':
      // The two cymbals closed by the pedal: a short "chick", duller than a stick on the hi-hat; a splash rings on.
      if (stroke === 'splash') hiss(output, time, 'highpass', 6000, level * 0.45, 0.3);
      else hiss(output, time, 'bandpass', 4000, level * 0.45, 0.04);
      break;
    case 'ride':
      if (stroke === 'bell') ring(output, time, [820, 1230, 1640, 2460], level * 0.22, 0.9);
      else ring(output, time, [560, 845, 1190, 1620, 2390], level * 0.12, 0.6);
      hiss(output, time, 'highpass', 9000, level * 0.15, 0.08);
      break;
    case 'crash':
      hiss(output, time, 'highpass', 4000, level * 0.6, 1.4);
      ring(output, time, [430, 620, 905, 1380, 1870], level * 0.1, 1.2);
      break;
    case 'china':
      // Trashier and shorter than a crash: a lower, rougher band of noise.
      hiss(output, time, 'bandpass', 3000, level * 0.7, 0.9);
      ring(output, time, [390, 575, 860, 1270, 1730], level * 0.12, 0.8);
      break;
    case 'splash':
      hiss(output, time, 'highpass', 6000, level * 0.55, 0.45);
      ring(output, time, [690, 1040, 1530, 2210], level * 0.08, 0.4);
      break;
    case 'cowbell':
      // Two square-wave partials a fifth-ish apart, as the classic drum machines make it.
      ring(output, time, [540, 800], level * 0.3, 0.25);
      break;
  }
}

/**
 * Queues one note of a groove: its grace notes just before `time` (a flam, a drag, a ruff), the
 * note itself at the stroke's loudness times `gain` (the groove's dynamics), and a roll's strokes
 * over `length` seconds after it (a double stroke's second note halfway, a buzz roll's bounces).
 */
export function playDrum(output: AudioNode, time: number, voice: Voice, stroke: Stroke, gain = 1, length = 0.25) {
  const level = STROKE_TABLE[stroke].loudness * gain;
  const queuedAt = output.context.currentTime;
  const name = kitSound(voice, stroke);
  const sound = (at: number, loud: number, part?: 'grace' | 'roll') => {
    announce({
      time: at,
      queuedAt,
      source: kit ? 'sample' : 'synth',
      sound: 'drum',
      voice,
      stroke,
      level: loud,
      ...(part ? { part } : {}),
    });
    const into = strokeOutput(output, at, name);
    if (kit) {
      const { layer, gain: toLevel } = kitLayer(loud);
      playSample(kit, into, at, kitSlot(name, layer), toLevel);
    } else voiceSound(into, at, voice, stroke, loud);
  };
  for (const { at, level: loud, part } of strokeEvents(stroke, time, level, length, queuedAt)) sound(at, loud, part);
}

/** The speed trainer, as the player runs it. */
export interface Ramp extends TempoRamp {
  /** Bars played at the start tempo before the ramp's first bar: a count-in. */
  afterBars?: number;
}

export interface Player {
  /**
   * A new tempo from the next click on, without restarting the bar. With a ramp, it carries on
   * rising from this tempo: the next raise comes the ramp's number of bars after the next bar line.
   */
  setTempo(bpm: number): void;
  /** A new ramp (or none) from the next bar line on, rising from the tempo playing now. */
  setRamp(ramp: Ramp | undefined): void;
  stop(): void;
}

/**
 * Plays a click pattern until stopped, from `startAt` on the audio clock (by default, a moment from now; never less
 * than a few milliseconds from now): `sound` queues each click's sounds into `output`,
 * `onClick` runs when the click is heard (for the visual beat, so after the output's latency,
 * which Bluetooth headphones make long). A click whose time has passed when the timer wakes
 * (a machine too busy to wake it in time) is skipped, not played late. Starting a player stops
 * the one playing before, and calls its `takenOver`. Stopping silences what was
 * already queued. `setTempo` changes the speed as it plays; any other change of pattern is a new
 * Start.
 *
 * With a `ramp` (the speed trainer) it starts at the ramp's start tempo and raises it at bar
 * lines: when the first click of a bar is queued, the bar's tempo takes over from that click
 * (`retime`), so each click's time is still computed from its index within a stretch of one tempo.
 */
export function play(
  context: AudioContext,
  pattern: ClickPattern,
  sound: (click: Click, output: AudioNode) => void,
  onClick: (click: Click) => void,
  takenOver?: () => void,
  ramp?: Ramp,
  startAt?: number,
): Player {
  clearTimeout(suspendTimer);
  const previous = sounding;
  // Cleared first, so the player stopped here does not suspend the audio this one is about to use.
  sounding = undefined;
  previous?.player.stop();
  previous?.takenOver?.();
  const output = context.createGain();
  // Strokes that coincide add up: an accented snare with its flam's grace note still ringing, a blast beat's crash,
  // snare and bass drum together went past full scale and clipped. Some headroom, and a limiter for the rest.
  output.gain.value = OUTPUT_GAIN;
  const limiter = context.createDynamicsCompressor();
  limiter.threshold.value = -3;
  limiter.knee.value = 0;
  limiter.ratio.value = 20;
  limiter.attack.value = 0.001;
  limiter.release.value = 0.05;
  output.connect(limiter).connect(context.destination);
  if (tap?.context === context) output.connect(tap);
  liveOutput = output;
  const latency = context.outputLatency || context.baseLatency || 0;
  let current = ramp ? { ...pattern, bpm: ramp.start } : pattern;
  let start = Math.max(startAt ?? context.currentTime + START_DELAY_S, context.currentTime + MIN_START_DELAY_S);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let next = 0;
  /** The ramp, and the bar it counts from. */
  let plan: (TempoRamp & { from: number }) | undefined = ramp && { ...ramp, from: ramp.afterBars ?? 0 };
  /** The first bar line not yet queued: where a new tempo or ramp can start a whole bar. */
  const nextBar = () => {
    const { start: barStart, bar } = barAt(current, next);
    return barStart ? bar : bar + 1;
  };
  const tick = () => {
    const now = context.currentTime;
    for (;;) {
      const bar = barAt(current, next);
      if (plan && bar.start && bar.bar >= plan.from) {
        const bpm = rampTempo(plan, bar.bar - plan.from);
        if (bpm !== current.bpm) {
          // The bar's first click keeps its time (the bar before lasts as long as its tempo says); the new tempo runs from it.
          start = retime(current, start, next + 1, bpm, -Infinity);
          current = { ...current, bpm };
        }
      }
      const click = clickAt(current, start, next);
      if (click.time >= now + SCHEDULE_AHEAD_S) return;
      next += 1;
      if (click.time < now) continue;
      sound(click, output);
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          onClick(click);
        },
        (click.time - now + latency) * 1000,
      );
      timers.add(timer);
    }
  };
  tick();
  const interval = setInterval(tick, LOOKAHEAD_MS);
  let stopped = false;
  const player: Player = {
    setTempo(bpm) {
      if (stopped || bpm === current.bpm) return;
      start = retime(current, start, next, bpm, context.currentTime + START_DELAY_S);
      current = { ...current, bpm };
      if (plan) plan = { ...plan, start: bpm, from: Math.max(plan.from, nextBar()) };
      tick();
    },
    setRamp(changed) {
      if (stopped) return;
      plan = changed && { ...changed, start: current.bpm, from: Math.max(changed.afterBars ?? 0, nextBar()) };
      tick();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(interval);
      output.disconnect();
      limiter.disconnect();
      if (liveOutput === output) liveOutput = undefined;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (sounding?.player !== player) return;
      sounding = undefined;
      // The next press resumes it (audio-context.ts).
      suspendTimer = setTimeout(() => {
        if (!sounding && holds === 0) void context.suspend().catch(() => {});
      }, SUSPEND_AFTER_MS);
    },
  };
  sounding = { player, takenOver };
  return player;
}
