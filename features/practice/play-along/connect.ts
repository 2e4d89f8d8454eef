/**
 * Connecting an input for a play-along session (session.ts): the browser asks for the kit or the microphone, the
 * audio clock is held running while it listens, and the calibration it will use is looked up by the input and the
 * sound output it is heard through. What the browser gives is injected, so this runs in tests without one.
 */
import { Voice } from '@/features/practice/groove/language';
import type { InputEvents, InputProblem, OpenInput } from './inputs';

export type InputKind = 'midi' | 'microphone';
export const INPUT_KINDS: readonly InputKind[] = ['midi', 'microphone'];

/** What the page's audio context is to the session: its clock (the real one, or a test's). */
export interface AudioClock {
  readonly currentTime: number;
}

export interface OpenOptions {
  /** Every pad is a hit on any drum (the metronome's clicks): an electronic kit's pads are not told apart. */
  anyPad: boolean;
  /** The microphone's sensitivity, 0 to 1. */
  sensitivity: number;
  /** The kit's pads learnt on this device, read as each note comes. */
  learnt: () => Readonly<Record<number, Voice>>;
}

/** The browser's side of connecting. */
export interface ConnectDeps<Context extends AudioClock> {
  /** Opens the input of `kind` on `context` (asking the browser's permission); throws an InputError. */
  open(kind: InputKind, context: Context, events: InputEvents, options: OpenOptions): Promise<OpenInput>;
  /** Keeps the audio clock running, playing or not (the detector and MIDI's timestamps need it): returns the release. */
  hold(): Promise<() => void>;
  /** The sound output in use, by name. */
  outputName(): Promise<string>;
}

/** An open input, with the key its calibration is kept under. */
export interface Connection extends OpenInput {
  calibrationKey: string;
}

/** The words that say what went wrong, by input and problem. */
export type ProblemWord =
  | 'unsupportedMidi'
  | 'unsupportedMicrophone'
  | 'deniedMidi'
  | 'deniedMicrophone'
  | 'noMidi'
  | 'noMicrophone'
  | 'unplugged'
  | 'failed';
const PROBLEM_WORDS: Record<InputKind, Record<InputProblem, ProblemWord>> = {
  midi: {
    unsupported: 'unsupportedMidi',
    denied: 'deniedMidi',
    'no-device': 'noMidi',
    unplugged: 'unplugged',
    failed: 'failed',
  },
  microphone: {
    unsupported: 'unsupportedMicrophone',
    denied: 'deniedMicrophone',
    'no-device': 'noMicrophone',
    unplugged: 'unplugged',
    failed: 'failed',
  },
};

export function problemWord(kind: InputKind, problem: InputProblem): ProblemWord {
  return PROBLEM_WORDS[kind][problem];
}

/**
 * What an input's calibration is kept under: the input and the sound output it is heard through (a delay measured
 * through a laptop's speakers is not the one through Bluetooth headphones). Kept as the progress record's keys
 * are: short, and no markup or control characters.
 */
export function calibrationKey(inputKey: string, outputName: string): string {
  return `${inputKey} via ${outputName}`.replace(/[<>\u0000-\u001f]/g, '').slice(0, 200);
}

/**
 * Holds the audio clock, then opens the input. Held first: the browser may ask the learner for a while, and a
 * clock suspended meanwhile (the player suspends it a second after it stops) would give the input no time to hear
 * on. Undefined when the input is no longer wanted once the browser has answered (the panel went while it asked):
 * it is let go at once.
 */
export async function openConnection<Context extends AudioClock>(
  deps: ConnectDeps<Context>,
  kind: InputKind,
  context: Context,
  events: InputEvents,
  options: OpenOptions,
  wanted: () => boolean,
): Promise<Connection | undefined> {
  const release = await deps.hold();
  let opened: OpenInput;
  try {
    opened = await deps.open(kind, context, events, options);
  } catch (error) {
    release();
    throw error;
  }
  const stop = () => {
    release();
    opened.stop();
  };
  if (!wanted()) {
    stop();
    return undefined;
  }
  const key = calibrationKey(opened.key, await deps.outputName());
  if (!wanted()) {
    stop();
    return undefined;
  }
  return { ...opened, calibrationKey: key, stop };
}
