/**
 * A play-along session: the controller behind the panel, holding its four machines.
 * - Connect: an electronic kit over Web MIDI or the microphone (connect.ts), until it is let go or goes.
 * - Calibrate: eight clicks to measure the input's delay (calibrate.ts), kept per input and sound output.
 * - Learn the kit: each of the groove's drums hit in turn (learn-kit.ts), kept per kit.
 * - Run: from Play to the results, graded note by note (scoring.ts), the best kept per groove and tempo.
 * Plain TypeScript: the browser (audio, inputs, clicks, device data) is handed in, the panel renders `state` and
 * forwards the learner's presses, and the player talks to `listener`.
 */
import type { PlayAlongSettings } from '@/features/progress/client';
import type { PlayedRun } from './scoring';
import { Voice } from '@/features/practice/groove/language';
import { Calibrator, type ClickPlayer } from './calibrate';
import {
  openConnection,
  problemWord,
  type AudioClock,
  type ConnectDeps,
  type Connection,
  type InputKind,
  type ProblemWord,
} from './connect';
import { InputError, type InputHit, type InputProblem } from './inputs';
import { FIRST_PAD, learntKit, padStruck, withPads, type Learning } from './learn-kit';
import { LEVELS, WINDOWS_MS, type Level } from './match';
import type { QueuedSound, RunOptions } from './run';
import { Scoring, type Live, type Marks, type RunResult } from './scoring';

/**
 * How long after a note's reach has passed it is called missed, beyond the input's measured delay and the output's:
 * a hit is known a little after it happens (the detector's few milliseconds, a message on its way).
 */
const ARRIVAL_S = 0.05;

/** What the groove's player tells play-along as it plays. */
export interface PlayAlongListener {
  /** Whether an input is open: Play then always gives a count-in bar. */
  readonly listening: boolean;
  /** Play was pressed. */
  start(): void;
  /**
   * The player queued a step's sounds (those it leaves out for the learner too); `silent` in a silent bar of the gap
   * click, which sounds nothing.
   */
  queued(step: number, loop: number, time: number, sounds: readonly QueuedSound[], bpm: number, silent?: boolean): void;
  /** Playing ended, for whatever reason. */
  stop(): void;
}

/** What the session says in the panel's status line. */
export type Message =
  | { kind: 'connected'; name: string }
  | { kind: 'problem'; word: ProblemWord; name: string; problem: true }
  | { kind: 'unknown-note'; note: number }
  | { kind: 'learnt'; count: number }
  | { kind: 'calibrated'; ms: number }
  | { kind: 'calibration-failed'; count: number; problem: true };

export interface SessionState {
  kind: InputKind;
  level: Level;
  /** The microphone's, 0 to 1. */
  sensitivity: number;
  /** The input listening, if one is. */
  input?: { key: string; name: string };
  /** The browser is asking for an input. */
  connecting: boolean;
  /** The input's measured delay through this sound output, if it was calibrated. */
  latencyMs?: number;
  /** The microphone's level, in dBFS. */
  db: number;
  message?: Message;
  /** Calibrating: how many taps were heard. */
  calibration?: { heard: number };
  learning?: Learning;
  /** What screen readers were last told of the run. */
  live?: Live;
  /** A run is on (from Play to its results): the drums the learner plays cannot change under it. */
  running: boolean;
  result?: RunResult;
  /** An input listens for the player's runs (not calibrating, not learning). */
  listening: boolean;
}

/** Where this device keeps play-along's settings and the runs (the progress store). */
export interface PlayAlongStore {
  playAlongSettings(): PlayAlongSettings;
  savePlayAlong(change: (settings: PlayAlongSettings) => PlayAlongSettings): unknown;
  recordRun(key: string, bpm: number, run: PlayedRun): { ok: boolean; best?: boolean };
}

/** The browser's side of a session. */
export interface SessionDeps<Context extends AudioClock> extends ConnectDeps<Context> {
  /** The page's audio context, running (called on a press). */
  audio(): Promise<Context>;
  /** How far behind the context's clock the sound being heard is, in seconds. */
  outputDelay(context: Context): number;
  /** What plays calibration's clicks. */
  clicks(): Promise<ClickPlayer<Context>>;
  /** The device's store, fetched once the panel shows. */
  store(): Promise<PlayAlongStore>;
  /** Play-along's own log of each hit heard, before calibration (the end-to-end tests read it). */
  heard(hit: InputHit): void;
}

/** What the panel's owner gives, render by render. */
export interface SessionProps {
  /** The groove's drums, in the order learning asks for them. */
  drums: readonly Voice[];
  /** The drums the player leaves out for the learner: the ones they play (none: every drum). */
  muted: ReadonlySet<Voice>;
  /** Where this device keeps the groove's record; none: runs are not kept. */
  recordKey?: string;
  /** Every note is a hit on any drum (the metronome's clicks): an electronic kit's pads are not told apart. */
  timingOnly: boolean;
  /** Where the grades go; null when the figure is not there. */
  marks(): Marks | null;
  /** Stops the player (an input went away, or calibration or learning begins). */
  stopPlaying(): void;
}

export class PlayAlongSession<Context extends AudioClock> {
  private state: SessionState = {
    kind: 'midi',
    level: 'steady',
    sensitivity: 0.5,
    connecting: false,
    db: -90,
    running: false,
    listening: false,
  };
  private readonly listeners = new Set<() => void>();
  private settings: PlayAlongSettings = { calibration: {}, kits: {} };
  private store: PlayAlongStore | undefined;
  private context: Context | undefined;
  private input: Connection | undefined;
  private mounted = false;
  private readonly calibrator: Calibrator<Context>;
  private readonly scoring: Scoring;

  /** What the player calls: the session's runs. */
  readonly listener: PlayAlongListener = {
    listening: true,
    start: () => this.startRun(),
    queued: (step, loop, time, sounds, bpm, silent) => this.scoring.queued(step, loop, time, sounds, bpm, silent),
    stop: () => this.endRun(),
  };

  constructor(
    private readonly deps: SessionDeps<Context>,
    private props: SessionProps,
  ) {
    this.calibrator = new Calibrator<Context>({
      heard: (count) => this.set({ calibration: { heard: count } }),
      ended: () => this.set({ calibration: undefined }),
      measured: ({ near, ms }) => {
        if (ms === undefined || !this.input) {
          this.set({ message: { kind: 'calibration-failed', count: near, problem: true } });
          return;
        }
        const key = this.input.calibrationKey;
        this.save((kept) => ({ ...kept, calibration: { ...kept.calibration, [key]: ms } }));
        this.set({ message: { kind: 'calibrated', ms } });
      },
    });
    this.scoring = new Scoring({
      now: () => this.context?.currentTime,
      arrival: () => this.arrival(),
      marks: () => this.props.marks(),
      record: (bpm, run) => {
        if (!this.props.recordKey || !this.store) return undefined;
        const written = this.store.recordRun(this.props.recordKey, bpm, run);
        return written.ok && written.best;
      },
      running: (running) => this.set({ running }),
      live: (live) => this.set({ live }),
      result: (result) => this.set({ result }),
    });
  }

  /** For useSyncExternalStore: called on every change of `getState()`. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): SessionState => this.state;

  setProps(props: SessionProps): void {
    this.props = props;
  }

  /** The panel shows: the settings kept on this device are read. */
  mount(): void {
    this.mounted = true;
    void this.deps.store().then((store) => {
      this.store = store;
      this.settings = store.playAlongSettings();
      const { input, level, sensitivity } = this.settings;
      this.set({
        ...(input ? { kind: input } : {}),
        ...(level && (LEVELS as string[]).includes(level) ? { level: level as Level } : {}),
        ...(sensitivity !== undefined ? { sensitivity } : {}),
      });
    });
  }

  /** The panel went: the input is let go, and every click and timer stops. */
  dispose(): void {
    this.mounted = false;
    this.input?.stop();
    this.input = undefined;
    this.calibrator.stop();
    this.scoring.dispose();
  }

  chooseKind(kind: InputKind): void {
    this.set({ kind });
  }

  chooseLevel(level: Level): void {
    this.set({ level });
    this.save((kept) => ({ ...kept, level }));
  }

  setSensitivity(sensitivity: number): void {
    this.set({ sensitivity });
    this.input?.setSensitivity?.(sensitivity);
    this.save((kept) => ({ ...kept, sensitivity }));
  }

  /** Asks the browser for the chosen input and listens to it. */
  async connect(): Promise<void> {
    if (this.state.connecting || this.input) return;
    const { kind, sensitivity } = this.state;
    this.set({ message: undefined, connecting: true });
    try {
      const context = await this.deps.audio();
      this.context = context;
      const events = {
        onHit: (hit: InputHit) => this.onHit(hit),
        onProblem: (problem: InputProblem) => this.onProblem(problem),
        onNote: (note: number) => this.onNote(note),
        onUnknown: (note: number) => this.onUnknown(note),
        onLevel: (db: number) => this.set({ db }),
      };
      const options = { anyPad: this.props.timingOnly, sensitivity, learnt: () => this.learntPads() };
      const input = await openConnection(this.deps, kind, context, events, options, () => this.mounted);
      if (!input) return;
      this.input = input;
      this.save((kept) => ({ ...kept, input: kind }));
      this.set({ message: { kind: 'connected', name: input.name } });
    } catch (error) {
      const problem = error instanceof InputError ? error.problem : 'failed';
      this.set({ message: { kind: 'problem', word: problemWord(kind, problem), name: '', problem: true } });
    } finally {
      this.set({ connecting: false });
    }
  }

  /** The learner lets the input go: whatever it was doing stops. */
  disconnect(): void {
    this.endRun();
    this.props.stopPlaying();
    this.input?.stop();
    this.input = undefined;
    this.calibrator.stop();
    this.set({ learning: undefined, message: undefined });
  }

  /** Eight clicks to play along with; each tap's distance from its click, the median of them, is the input's delay. */
  async calibrate(): Promise<void> {
    if (this.state.calibration) return;
    const [context, clicks] = await Promise.all([this.deps.audio(), this.deps.clicks()]);
    if (!this.input) return;
    // The clicks stop the groove: its run ends here, with its results.
    this.endRun();
    this.set({ message: undefined });
    this.calibrator.start(context, clicks);
  }

  /** Asks for the groove's drums one by one. */
  learn(): void {
    this.endRun();
    this.props.stopPlaying();
    this.set({ learning: FIRST_PAD, message: undefined });
  }

  /** Skips the drum asked for. */
  skipPad(): void {
    const learning = this.state.learning;
    if (learning) this.advance({ index: learning.index + 1, learnt: learning.learnt });
  }

  /** Ends learning, keeping the pads learnt so far. */
  finishLearning(): void {
    const learning = this.state.learning;
    if (learning) this.advance({ index: this.props.drums.length, learnt: learning.learnt });
  }

  /** Playing ended (or listening did): a run on waits for its last hits, then gives its results. */
  endRun(): void {
    this.scoring.end();
  }

  private startRun(): void {
    const input = this.input;
    let options: RunOptions | undefined;
    if (input && this.context) {
      const muted = this.props.muted;
      options = {
        windowMs: WINDOWS_MS[this.state.level],
        byDrum: input.key.startsWith('midi:') && !this.props.timingOnly,
        plays: muted.size > 0 ? (voice: Voice) => muted.has(voice) : () => true,
        latency: (this.state.latencyMs ?? 0) / 1000,
      };
    }
    this.scoring.start(options);
  }

  private onHit(hit: InputHit): void {
    this.deps.heard(hit);
    if (this.calibrator.tap(hit.time)) return;
    if (this.state.learning) return;
    this.scoring.hit(hit);
  }

  private onNote(note: number): void {
    const learning = this.state.learning;
    if (!learning || !this.input) return;
    const next = padStruck(learning, note, this.props.drums);
    if (next) this.advance(next);
  }

  private onUnknown(note: number): void {
    if (!this.state.learning) this.set({ message: { kind: 'unknown-note', note } });
  }

  /** The input went on its own (unplugged, permission taken back). */
  private onProblem(problem: InputProblem): void {
    const name = this.input?.name ?? '';
    this.endRun();
    this.input?.stop();
    this.input = undefined;
    this.calibrator.stop();
    this.props.stopPlaying();
    const word = problemWord(this.state.kind, problem);
    this.set({ message: { kind: 'problem', word, name, problem: true } });
  }

  /** The next drum is asked for, or, past the last, the pads learnt are kept. */
  private advance(next: Learning): void {
    if (next.index < this.props.drums.length) {
      this.set({ learning: next });
      return;
    }
    this.set({ learning: undefined });
    const input = this.input;
    if (input) this.save((kept) => withPads(kept, input.key, next.learnt));
    this.set({ message: { kind: 'learnt', count: Object.keys(next.learnt).length } });
  }

  private learntPads(): Record<number, Voice> {
    return this.input ? learntKit(this.settings, this.input.key) : {};
  }

  /** How long after a note its hit can still be on its way, in seconds. */
  private arrival(): number {
    const latency = Math.max(0, (this.state.latencyMs ?? 0) / 1000);
    return ARRIVAL_S + latency + (this.context ? this.deps.outputDelay(this.context) : 0);
  }

  private save(change: (kept: PlayAlongSettings) => PlayAlongSettings): void {
    this.settings = change(this.settings);
    this.store?.savePlayAlong(change);
    this.set({});
  }

  /** A new state (with what follows from it), and every subscriber told. */
  private set(change: Partial<SessionState>): void {
    const next = { ...this.state, ...change };
    const input = this.input;
    next.input = input && { key: input.key, name: input.name };
    next.latencyMs = input ? this.settings.calibration[input.calibrationKey] : undefined;
    next.listening = Boolean(input) && !next.learning && !next.calibration;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
