/**
 * Where play-along hears the learner: an electronic kit over Web MIDI, or a microphone through the onset detector
 * (an AudioWorklet, onset-worklet.ts). Either gives hits on the page's audio clock, the same clock the player
 * queues its notes on, so a hit and its note are compared directly. Nothing heard is kept or sent anywhere: each
 * hit is a time (and for MIDI a drum), handed to the matcher and dropped.
 */
import { Voice } from '@/features/practice/groove/language';
import { readMessage } from '../groove/general-midi';
import { ONSET_WORKLET_URL } from './worklet-url';

/** Why an input could not be opened, or stopped: each has its own message for the learner. */
export type InputProblem = 'unsupported' | 'denied' | 'no-device' | 'unplugged' | 'failed';

/**
 * Every hit an input gives, announced on `window` as it arrives (before calibration): play-along's own log of what
 * it heard, as `practice:queued` is the player's of what it played. The end-to-end tests read both.
 */
export const HEARD_EVENT = 'play-along:heard';

export interface InputHit {
  /** On the audio clock, in seconds, before calibration. */
  time: number;
  voice?: Voice;
  /** A kit's: the note's velocity (1–127) and number, which recording writes as a ghost note, an accent or an open hi-hat. */
  velocity?: number;
  note?: number;
  /** A microphone's: the hit's peak amplitude (0–1). */
  peak?: number;
}

export interface OpenInput {
  /** What calibration is kept under: the kind of input and, for a kit, its name. */
  key: string;
  /** The device's name, to show. */
  name: string;
  stop(): void;
  /** The microphone's sensitivity, 0 to 1. */
  setSensitivity?(value: number): void;
}

export interface InputEvents {
  onHit(hit: InputHit): void;
  /** The input stopped on its own (unplugged, permission taken back): the run stops with this. */
  onProblem(problem: InputProblem): void;
  /** A MIDI note neither General MIDI nor the learnt kit knows (for the "hit each pad" step). */
  onUnknown?(note: number): void;
  /** Every note-on, known or not, for the "hit each pad" step. */
  onNote?(note: number): void;
  /** The microphone's level in dBFS, about every 50 ms. */
  onLevel?(db: number): void;
}

/**
 * Where a moment on the `performance.now()` clock (a MIDI message's timeStamp) falls on the audio clock: the
 * context's own pairing of the two (getOutputTimestamp) says which audio is heard at which moment, so a hit maps
 * to the sound the learner heard as they played it.
 */
export function audioTimeOf(context: AudioContext, performanceMs: number): number {
  const stamp = context.getOutputTimestamp?.();
  if (stamp && stamp.performanceTime !== undefined && stamp.contextTime !== undefined && stamp.performanceTime > 0) {
    return stamp.contextTime + (performanceMs - stamp.performanceTime) / 1000;
  }
  // Without the pairing (before the output has started), the context time now less what the output holds back.
  return (
    context.currentTime -
    (context.outputLatency || context.baseLatency || 0) -
    (performance.now() - performanceMs) / 1000
  );
}

/** How far behind the context's clock the sound being heard is: the output's own delay. */
export function outputDelay(context: AudioContext): number {
  const stamp = context.getOutputTimestamp?.();
  if (stamp?.contextTime !== undefined && stamp.performanceTime)
    return Math.max(0, context.currentTime - stamp.contextTime);
  return context.outputLatency || context.baseLatency || 0;
}

/** Linux's "Midi Through" port, always there and never a kit: not an input to listen to. */
const THROUGH_PORT = /^midi through/i;

/**
 * Opens every MIDI input the browser offers and reads its note-ons as hits. `anyPad`: every pad is a hit, whatever
 * its number (the metronome's clicks are notes on any drum).
 */
export async function openMidi(
  context: AudioContext,
  learnt: () => Readonly<Record<number, Voice>>,
  events: InputEvents,
  { anyPad = false }: { anyPad?: boolean } = {},
): Promise<OpenInput> {
  if (typeof navigator.requestMIDIAccess !== 'function') throw new InputError('unsupported');
  let access: MIDIAccess;
  try {
    access = await navigator.requestMIDIAccess();
  } catch (error) {
    // Refused by the visitor or a policy: NotAllowedError now, SecurityError in older browsers.
    const refused =
      error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
    throw new InputError(refused ? 'denied' : 'failed');
  }
  const inputs = () =>
    [...access.inputs.values()].filter(
      (input) => input.state !== 'disconnected' && !THROUGH_PORT.test(input.name ?? ''),
    );
  const first = inputs();
  if (first.length === 0) throw new InputError('no-device');
  const listen = (event: Event) => {
    const { data, timeStamp } = event as MIDIMessageEvent;
    if (!data) return;
    const [status = 0, , velocity = 0] = data;
    if ((status & 0xf0) === 0x90 && velocity > 0) events.onNote?.(data[1]!);
    const read = readMessage(data, learnt());
    if (!read) return;
    if (read.kind === 'unknown') {
      if (anyPad) events.onHit({ time: audioTimeOf(context, timeStamp) });
      else events.onUnknown?.(read.note);
      return;
    }
    events.onHit({
      time: audioTimeOf(context, timeStamp),
      voice: read.voice,
      velocity: read.velocity,
      note: read.note,
    });
  };
  const listening = new Set<MIDIInput>();
  const attach = () => {
    for (const input of inputs()) {
      if (listening.has(input)) continue;
      listening.add(input);
      input.addEventListener('midimessage', listen);
    }
  };
  attach();
  const changed = (event: Event) => {
    const port = (event as MIDIConnectionEvent).port;
    if (port?.type !== 'input') return;
    if (port.state === 'disconnected' && inputs().length === 0) {
      stop();
      events.onProblem('unplugged');
    } else attach();
  };
  access.addEventListener('statechange', changed);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    access.removeEventListener('statechange', changed);
    for (const input of listening) {
      input.removeEventListener('midimessage', listen);
      // Some systems (Windows) give a port to one program at a time: let the kit go.
      void input.close?.().catch(() => {});
    }
    listening.clear();
  };
  const name = first.map((input) => input.name || input.manufacturer || 'MIDI').join(', ');
  return { key: `midi:${first[0]!.name || 'MIDI'}`, name, stop };
}

export class InputError extends Error {
  constructor(readonly problem: InputProblem) {
    super(problem);
  }
}

/**
 * Opens the microphone with the browser's voice processing off (echo cancellation, noise suppression and automatic
 * gain each smear or swallow a drum's attack), and runs the onset detector on it. `reference` is the player's
 * output: the detector hears what the site itself plays, and does not take it leaking from speakers for a hit.
 */
export async function openMicrophone(
  context: AudioContext,
  reference: AudioNode | undefined,
  sensitivity: number,
  events: InputEvents,
): Promise<OpenInput> {
  if (!navigator.mediaDevices?.getUserMedia || typeof AudioWorkletNode === 'undefined' || !context.audioWorklet)
    throw new InputError('unsupported');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
    });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    throw new InputError(
      name === 'NotAllowedError' || name === 'SecurityError'
        ? 'denied'
        : name === 'NotFoundError' || name === 'OverconstrainedError'
          ? 'no-device'
          : 'failed',
    );
  }
  const [track] = stream.getAudioTracks();
  if (!track) throw new InputError('no-device');
  try {
    await context.audioWorklet.addModule(ONSET_WORKLET_URL);
  } catch {
    for (const each of stream.getTracks()) each.stop();
    throw new InputError('failed');
  }
  const source = context.createMediaStreamSource(stream);
  const detector = new AudioWorkletNode(context, 'onset-detector', {
    numberOfInputs: 2,
    numberOfOutputs: 0,
    channelCount: 1,
    channelCountMode: 'explicit',
  });
  source.connect(detector, 0, 0);
  reference?.connect(detector, 0, 1);
  detector.port.postMessage({ type: 'sensitivity', value: sensitivity });
  detector.port.onmessage = (
    event: MessageEvent<{ type: 'onset'; time: number; level: number } | { type: 'level'; db: number }>,
  ) => {
    const message = event.data;
    if (message.type === 'onset') events.onHit({ time: message.time, peak: message.level });
    else if (message.type === 'level') events.onLevel?.(message.db);
  };
  const ended = () => {
    stop();
    events.onProblem('unplugged');
  };
  track.addEventListener('ended', ended);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    track.removeEventListener('ended', ended);
    detector.port.onmessage = null;
    // The processor stops running (and can be collected) once told.
    detector.port.postMessage({ type: 'stop' });
    source.disconnect();
    reference?.disconnect(detector);
    detector.disconnect();
    for (const each of stream.getTracks()) each.stop();
  };
  return {
    key: 'microphone',
    name: track.label || 'Microphone',
    stop,
    setSensitivity: (value) => detector.port.postMessage({ type: 'sensitivity', value }),
  };
}
