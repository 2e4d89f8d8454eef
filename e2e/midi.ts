/**
 * A virtual electronic kit for play-along's specs: `navigator.requestMIDIAccess` replaced before the page loads by
 * one that offers a MIDI input ("Test Kit") the test drives, and a drummer who plays along with what the player
 * queues (the engine's `practice:queued` log), each hit a note-on carrying the moment it is played as its
 * timeStamp, as a real kit's messages do. With the fake audio clock (audio.ts) the page's performance clock and
 * audio clock run together, and as on a real machine the output is behind the audio clock: getOutputTimestamp
 * says the sound heard now was queued OUTPUT_DELAY_S ago. The drummer plays with what they hear (that much after
 * each note's time on the audio clock), and each message reaches the page MESSAGE_DELAY_MS after it was played,
 * so only a page that maps the message's own timestamp through the output's delay grades it right.
 */
import type { Page } from '@playwright/test';
import { VOICE_TABLE } from '../features/practice/groove/vocabulary';
import { QUEUED_EVENT } from '../features/practice/playback/audio-engine';

/** How the virtual drummer plays: how late each drum (ms), which stretch to leave out, whether to tap with clicks. */
export interface Drummer {
  lateMs?: Partial<Record<string, number>>;
  /** Leave out every note from this many seconds after the first note played, until `skipTo`. */
  skipFrom?: number;
  skipTo?: number;
  /** Tap a pad with each of the player's clicks (calibration), this late. */
  tapClicksLateMs?: number;
  /** Play nothing. */
  silent?: boolean;
  /** The kit's own note numbers, where they differ from General MIDI's. */
  notes?: Partial<Record<string, number>>;
  /**
   * Keep the groove going through the gap click's silent bars, as a drummer does: the bars of the gap (`on` with
   * sound, `off` silent, counted from the first note), each `barS` long, with each silent bar's notes played where the
   * last sounding bar's were, a bar on, drifting `driftMsPerBeat` later each beat (of `beatS`) into the silence.
   */
  alone?: { on: number; off: number; barS: number; beatS: number; driftMsPerBeat: number };
}

type Access = 'kit' | 'none' | 'denied' | 'unsupported';

/**
 * A take the drummer plays into the groove builder's recording: from the first click of its count-in on, the take's
 * first downbeat is `countInS` later, and each hit is played `at` seconds from that downbeat (a note and a velocity).
 */
export interface Take {
  countInS: number;
  hits: { at: number; note: number; velocity: number }[];
}

const OUTPUT_DELAY_S = 0.03;
const MESSAGE_DELAY_MS = 20;

/**
 * The virtual kit's pads, as a common e-kit has them (no China, splash, stack, cowbell or low floor tom), each
 * sending the General MIDI note the builder's MIDI file writes for its drum.
 */
const PADS = ['kick', 'snare', 'hihat', 'hihatfoot', 'ride', 'crash', 'hightom', 'midtom', 'floortom'] as const;
const NOTES: Record<string, number> = Object.fromEntries(PADS.map((pad) => [pad, VOICE_TABLE[pad].midi.writes]));

export async function installMidi(page: Page, access: Access = 'kit') {
  await page.addInitScript(
    ({ access, event, notes, outputDelay, messageDelay }) => {
      const world = window as unknown as {
        drummer: Drummer;
        unplug: () => void;
        sentNotes: number[];
        hitPad: (note: number) => void;
        take?: Take & { started?: boolean };
      };
      world.drummer = { silent: true };
      world.sentNotes = [];
      AudioContext.prototype.getOutputTimestamp = function () {
        return { contextTime: this.currentTime - outputDelay, performanceTime: performance.now() };
      };
      if (access === 'unsupported') {
        // As in Safari: no Web MIDI at all.
        delete (Navigator.prototype as { requestMIDIAccess?: unknown }).requestMIDIAccess;
        return;
      }
      class Input extends EventTarget {
        readonly id = 'test-kit';
        readonly name = 'Test Kit';
        readonly manufacturer = 'Backbeat';
        readonly type = 'input';
        state: 'connected' | 'disconnected' = 'connected';
        send(data: number[], timeStamp: number) {
          const message = new Event('midimessage');
          Object.defineProperty(message, 'data', { value: new Uint8Array(data) });
          Object.defineProperty(message, 'timeStamp', { value: timeStamp });
          world.sentNotes.push(data[1]!);
          this.dispatchEvent(message);
        }
      }
      const input = new Input();
      world.hitPad = (note) => input.send([0x99, note, 100], performance.now());
      const midi = new EventTarget() as EventTarget & {
        inputs: Map<string, Input>;
        outputs: Map<string, unknown>;
        sysexEnabled: boolean;
      };
      midi.inputs = new Map(access === 'kit' ? [[input.id, input]] : []);
      midi.outputs = new Map();
      midi.sysexEnabled = false;
      Navigator.prototype.requestMIDIAccess = function () {
        if (access === 'denied') return Promise.reject(new DOMException('MIDI access was refused', 'NotAllowedError'));
        return Promise.resolve(midi as unknown as MIDIAccess);
      };
      world.unplug = () => {
        input.state = 'disconnected';
        midi.inputs.clear();
        const change = new Event('statechange');
        Object.defineProperty(change, 'port', { value: input });
        midi.dispatchEvent(change);
      };
      // A take for recording: played from the count-in's first click, as the drummer hears it.
      window.addEventListener(event, (queued) => {
        const sound = (queued as CustomEvent).detail as { time: number; sound: string };
        const take = world.take;
        if (!take || take.started || sound.sound !== 'click') return;
        take.started = true;
        const zero = sound.time + take.countInS;
        for (const { at, note, velocity } of take.hits) {
          const played = (zero + at + outputDelay) * 1000;
          setTimeout(
            () => input.send([0x99, note, velocity], played),
            Math.max(0, played + messageDelay - performance.now()),
          );
        }
      });
      // The drummer: each note the player queues (and, calibrating, each click), played at its time or off it.
      let first: number | undefined;
      window.addEventListener(event, (queued) => {
        const sound = (queued as CustomEvent).detail as { time: number; sound: string; voice?: string; part?: string };
        const drummer = world.drummer;
        if (drummer.silent || sound.part) return;
        let note: number | undefined;
        let late = 0;
        if (sound.sound === 'click') {
          if (drummer.tapClicksLateMs === undefined) return;
          note = notes.snare;
          late = drummer.tapClicksLateMs;
        } else {
          if (drummer.tapClicksLateMs !== undefined) return;
          first ??= sound.time;
          const since = sound.time - first;
          if (
            drummer.skipFrom !== undefined &&
            since >= drummer.skipFrom - 0.001 &&
            since < (drummer.skipTo ?? Infinity) - 0.001
          )
            return;
          note = drummer.notes?.[sound.voice!] ?? notes[sound.voice!];
          late = drummer.lateMs?.[sound.voice!] ?? 0;
        }
        if (note === undefined) return;
        // Heard OUTPUT_DELAY_S after its time on the audio clock, played `late` after that, and on the page later still.
        const send = (at: number, hit: number) =>
          setTimeout(() => input.send([0x99, hit, 100], at), Math.max(0, at + messageDelay - performance.now()));
        send((sound.time + outputDelay) * 1000 + late, note);
        const alone = drummer.alone;
        if (alone && first !== undefined) {
          // The last bar with sound before a silence: its notes again in each silent bar, drifting as the silence goes on.
          const bar = Math.floor((sound.time - first) / alone.barS + 1e-6);
          if (bar % (alone.on + alone.off) !== alone.on - 1) return;
          const silenceFrom = first + (bar + 1) * alone.barS;
          for (let ahead = 1; ahead <= alone.off; ahead += 1) {
            const due = sound.time + ahead * alone.barS;
            const drift = ((due - silenceFrom) / alone.beatS) * alone.driftMsPerBeat;
            send((due + outputDelay) * 1000 + late + drift, note);
          }
        }
      });
    },
    { access, event: QUEUED_EVENT, notes: NOTES, outputDelay: OUTPUT_DELAY_S, messageDelay: MESSAGE_DELAY_MS },
  );
  return {
    play: (drummer: Drummer) =>
      page.evaluate((drummer) => ((window as unknown as { drummer: Drummer }).drummer = drummer), drummer),
    unplug: () => page.evaluate(() => (window as unknown as { unplug: () => void }).unplug()),
    /** Plays `take` from the next count-in's first click. */
    playTake: (take: Take) => page.evaluate((take) => ((window as unknown as { take: Take }).take = take), take),
    /** One hit on the pad that sends `note`, now. */
    hitPad: (note: number) =>
      page.evaluate((note) => (window as unknown as { hitPad: (note: number) => void }).hitPad(note), note),
  };
}
