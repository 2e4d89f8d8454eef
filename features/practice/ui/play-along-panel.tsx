'use client';

import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { unlockAudio } from '@/features/practice/playback/audio-context';
import type { Player } from '@/features/practice/playback/audio-engine';
import { type Voice } from '@/features/practice/groove/language';
import { SOUNDING_ATTRIBUTE } from '@/features/practice/ui/view';
import type { PracticeClasses } from '@/features/practice/ui/practice.styles';
import type { PlayAlongSettings } from '@/features/progress/client';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { PLAY_ALONG_WORDS } from '@/lib/routes';
import {
  HEARD_EVENT,
  InputError,
  openMicrophone,
  openMidi,
  outputDelay,
  type InputHit,
  type InputProblem,
  type OpenInput,
} from '../play-along/inputs';
import { isSteady, LEVELS, onTimeShare, WINDOWS_MS, type Level, type Summary } from '../play-along/match';
import { clearMarks, markExtra, markGrade } from '../play-along/marks';
import { createRun, type QueuedSound, type Run } from '../play-along/run';

type PlayAlongWords = Words['playAlong'];
type Progress = typeof import('@/features/progress/client');
type InputKind = 'midi' | 'microphone';

interface Handlers {
  onHit(hit: { time: number; voice?: Voice }): void;
  onNote(note: number): void;
  onUnknown(note: number): void;
  onProblem(problem: InputProblem): void;
  finishCalibration(): void;
  startRun(): void;
  tick(): void;
  endRun(): void;
  finishRun(): void;
  learntKit(): Record<number, Voice>;
}

/** What the groove's player tells play-along as it plays. */
export interface PlayAlongListener {
  /** Whether an input is open: Play then always gives a count-in bar. */
  readonly listening: boolean;
  /** Play was pressed. */
  start(): void;
  /** The player queued a step's sounds (those it leaves out for the learner too). */
  queued(step: number, loop: number, time: number, sounds: readonly QueuedSound[], bpm: number): void;
  /** Playing ended, for whatever reason. */
  stop(): void;
}

export interface PlayAlongPanelProps {
  classes: PracticeClasses;
  /** The groove's drums, with their names. */
  drums: readonly { voice: Voice; name: string }[];
  /** The drums the player leaves out for the learner, and how to change them. */
  muted: ReadonlySet<Voice>;
  onMute: (muted: ReadonlySet<Voice>) => void;
  /** Hands the player this panel's listener (null when it goes). */
  link: (listener: PlayAlongListener | null) => void;
  /** Stops the player (an input went away mid-run). */
  stopPlaying: () => void;
  /** The groove's figure, where the marks go. */
  figure: () => Element | null;
  /** Where this device keeps the groove's record; none: runs are not kept. */
  recordKey?: string;
  /** The speed trainer's raise, for offering the next tempo; and how to set it. */
  tempoStep: number;
  setTempo: (bpm: number) => void;
  /** Said if the panel's words cannot be fetched. */
  unavailable: string;
  /** Every note is a hit on any drum (the metronome's clicks): an electronic kit's pads are not told apart. */
  timingOnly?: boolean;
}

/**
 * The sound output in use, by name: a delay measured through a laptop's speakers is not the one through Bluetooth
 * headphones, so each keeps its own. Browsers name devices only once a permission was given (the microphone's);
 * otherwise it is "the default output", whatever that is.
 */
async function outputName(): Promise<string> {
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    const outputs = devices.filter((device) => device.kind === 'audiooutput');
    const output = outputs.find((device) => device.deviceId === 'default') ?? outputs[0];
    return output?.label || 'default output';
  } catch {
    return 'default output';
  }
}

let wordsRequest: Promise<PlayAlongWords> | undefined;
function loadWords(): Promise<PlayAlongWords> {
  const request = (wordsRequest ??= fetch(PLAY_ALONG_WORDS).then((response) => {
    if (!response.ok) throw new Error(`${PLAY_ALONG_WORDS}: ${response.status}`);
    return response.json() as Promise<PlayAlongWords>;
  }));
  request.catch(() => {
    if (wordsRequest === request) wordsRequest = undefined;
  });
  return request;
}

const CALIBRATION = { clicks: 8, bpm: 100, needed: 5, reachS: 0.25 } as const;
/**
 * How long after a note's reach has passed it is called missed, beyond the input's measured delay and the output's:
 * a hit is known a little after it happens (the detector's few milliseconds, a message on its way).
 */
const ARRIVAL_S = 0.05;

type ProblemWord =
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

/** Stays in the page while the panel is closed and opened again: the words, once fetched. */
export function PlayAlongPanel(props: PlayAlongPanelProps) {
  const [words, setWords] = useState<PlayAlongWords>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadWords().then(setWords, () => setFailed(true));
  }, []);
  if (failed) return <p className={props.classes.problem}>{props.unavailable}</p>;
  if (!words) return null;
  return <Panel {...props} words={words} />;
}

function Panel({
  classes,
  drums,
  muted,
  onMute,
  link,
  stopPlaying,
  figure,
  recordKey,
  tempoStep,
  setTempo,
  words,
  timingOnly = false,
}: PlayAlongPanelProps & { words: PlayAlongWords }) {
  const id = useId();
  const [store, setStore] = useState<Progress>();
  const [settings, setSettings] = useState<PlayAlongSettings>({ calibration: {}, kits: {} });
  const [kind, setKind] = useState<InputKind>('midi');
  const [level, setLevel] = useState<Level>('steady');
  const [sensitivity, setSensitivity] = useState(0.5);
  const [input, setInput] = useState<OpenInput>();
  /** What this input's calibration is kept under: the input and the sound output it is heard through. */
  const [calibrationKey, setCalibrationKey] = useState('');
  const [connecting, setConnecting] = useState(false);
  const [message, setMessage] = useState<{ text: string; problem?: boolean }>();
  const [db, setDb] = useState(-90);
  const [calibration, setCalibration] = useState<{ heard: number } | undefined>();
  const [learning, setLearning] = useState<{ index: number; learnt: Record<string, Voice> }>();
  const [live, setLive] = useState('');
  /** A run is on (from Play to its results): the drums the learner plays cannot change under it. */
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{
    summary: Summary;
    windowMs: number;
    bpm?: number;
    best?: boolean;
    tooShort?: boolean;
    byDrum: boolean;
  }>();
  const context = useRef<AudioContext | null>(null);
  const run = useRef<Run | null>(null);
  const runMeta = useRef<{ windowMs: number; byDrum: boolean; recent: { time: number; step: number }[] } | null>(null);
  const calibrationTaps = useRef<number[] | null>(null);
  const calibrationClicks = useRef<number[]>([]);
  const calibrationPlayer = useRef<Player | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  /** A run stopped, taking the hits still on their way before its results. */
  const finishing = useRef<{ run: Run; timer: ReturnType<typeof setTimeout> } | null>(null);
  const calibrationTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The pad being learnt, as the messages see it (two may come in one task, before a render). */
  const learningNow = useRef<{ index: number; learnt: Record<string, Voice> } | undefined>(undefined);
  const mounted = useRef(true);
  const learnButton = useRef<HTMLButtonElement>(null);
  const skipButton = useRef<HTMLButtonElement>(null);
  /** This render's handlers, for the input, the timers and the player to call: they read the state as it is now. */
  const latest = useRef<Handlers | null>(null);

  useEffect(() => {
    void import('@/features/progress/client').then((loaded) => {
      setStore(loaded);
      const kept = loaded.playAlongSettings();
      setSettings(kept);
      if (kept.input) setKind(kept.input);
      if (kept.level && (LEVELS as string[]).includes(kept.level)) setLevel(kept.level as Level);
      if (kept.sensitivity !== undefined) setSensitivity(kept.sensitivity);
    });
  }, []);

  const save = (change: (kept: PlayAlongSettings) => PlayAlongSettings) => {
    setSettings((kept) => change(kept));
    store?.savePlayAlong(change);
  };

  const latencyMs = input ? settings.calibration[calibrationKey] : undefined;
  /** How long after a note its hit can still be on its way. */
  const arrivalS = () =>
    ARRIVAL_S + Math.max(0, (latencyMs ?? 0) / 1000) + (context.current ? outputDelay(context.current) : 0);
  const learntKit = (): Record<number, Voice> => {
    const kit = input ? settings.kits[input.key.replace(/^midi:/, '')] : undefined;
    return (kit ?? {}) as Record<number, Voice>;
  };

  const hiddenClass = classes.hidden;
  const onHit = (hit: { time: number; voice?: Voice }) => {
    window.dispatchEvent(new CustomEvent<InputHit>(HEARD_EVENT, { detail: hit }));
    if (calibrationTaps.current) {
      calibrationTaps.current.push(hit.time);
      setCalibration({ heard: Math.min(CALIBRATION.clicks, calibrationTaps.current.length) });
      return;
    }
    if (learningNow.current) return;
    const current = run.current ?? finishing.current?.run;
    const where = figure();
    if (!current || !where) return;
    const outcome = current.hit(hit);
    if ('graded' in outcome) markGrade(where, outcome.graded, words, hiddenClass);
    else if ('extra' in outcome) {
      const recent = runMeta.current?.recent ?? [];
      const nearest = recent.reduce<{ time: number; step: number } | undefined>(
        (best, each) => (!best || Math.abs(each.time - hit.time) < Math.abs(best.time - hit.time) ? each : best),
        undefined,
      );
      if (nearest) markExtra(where, nearest.step, words, hiddenClass);
    }
  };
  const onNote = (note: number) => {
    const now = learningNow.current;
    if (!now || !input) return;
    const drum = drums[now.index];
    // A pad already learnt for another drum (a second hit, a bounce) is not the next drum's.
    if (!drum || now.learnt[note] !== undefined) return;
    advanceLearning(now.index + 1, { ...now.learnt, [note]: drum.voice });
  };
  const onUnknown = (note: number) => {
    if (!learningNow.current) setMessage({ text: fillIn(words.unknownNote, { note }) });
  };
  const onProblem = (problem: InputProblem) => {
    const name = input?.name ?? '';
    endRun();
    input?.stop();
    setInput(undefined);
    endCalibration();
    stopPlaying();
    setMessage({ text: fillIn(words[PROBLEM_WORDS[kind][problem]], { name }), problem: true });
  };

  const advanceLearning = (index: number, learnt: Record<string, Voice>) => {
    if (index < drums.length) {
      learningNow.current = { index, learnt };
      setLearning({ index, learnt });
      return;
    }
    learningNow.current = undefined;
    setLearning(undefined);
    if (input) {
      const kit = input.key.replace(/^midi:/, '');
      save((kept) => ({ ...kept, kits: { ...kept.kits, [kit]: { ...kept.kits[kit], ...learnt } } }));
    }
    setMessage({ text: fillIn(words.learnt, { count: Object.keys(learnt).length }) });
  };

  const connect = async () => {
    setMessage(undefined);
    setConnecting(true);
    const audio = unlockAudio();
    try {
      const ready = await audio;
      context.current = ready;
      const events = {
        onHit: (hit: { time: number; voice?: Voice }) => latest.current?.onHit(hit),
        onProblem: (problem: InputProblem) => latest.current?.onProblem(problem),
        onNote: (note: number) => latest.current?.onNote(note),
        onUnknown: (note: number) => latest.current?.onUnknown(note),
        onLevel: setDb,
      };
      const opened =
        kind === 'midi'
          ? await openMidi(ready, () => latest.current?.learntKit() ?? {}, events, { anyPad: timingOnly })
          : await openMicrophone(
              ready,
              (await import('@/features/practice/playback/audio-engine')).outputTap(ready),
              sensitivity,
              events,
            );
      if (!mounted.current) {
        // The page (or the panel) went while the browser was asking: let the input go at once.
        opened.stop();
        return;
      }
      // The microphone's detector and MIDI's timestamps both need the audio clock running, playing or not.
      const release = (await import('@/features/practice/playback/audio-engine')).holdAudio();
      // Kept as the progress record's keys are: short, and no markup or control characters.
      setCalibrationKey(`${opened.key} via ${await outputName()}`.replace(/[<>\u0000-\u001f]/g, '').slice(0, 200));
      setInput({
        ...opened,
        stop: () => {
          release();
          opened.stop();
        },
      });
      save((kept) => ({ ...kept, input: kind }));
      setMessage({ text: `${fillIn(words.connected, { name: opened.name })} ${words.ready}` });
    } catch (error) {
      const problem = error instanceof InputError ? error.problem : 'failed';
      setMessage({ text: fillIn(words[PROBLEM_WORDS[kind][problem]], { name: '' }), problem: true });
    } finally {
      setConnecting(false);
    }
  };

  const disconnect = () => {
    endRun();
    stopPlaying();
    input?.stop();
    setInput(undefined);
    endCalibration();
    learningNow.current = undefined;
    setLearning(undefined);
    setMessage(undefined);
  };
  // Leaving the page lets go of the input.
  const release = useEffectEvent(() => {
    mounted.current = false;
    input?.stop();
    calibrationPlayer.current?.stop();
    clearInterval(ticker.current);
    clearTimeout(calibrationTimer.current);
    if (finishing.current) clearTimeout(finishing.current.timer);
  });
  useEffect(() => {
    mounted.current = true;
    return () => release();
  }, []);

  function endCalibration() {
    clearTimeout(calibrationTimer.current);
    calibrationPlayer.current?.stop();
    calibrationPlayer.current = null;
    calibrationTaps.current = null;
    setCalibration(undefined);
  }

  const startLearning = () => {
    endRun();
    stopPlaying();
    learningNow.current = { index: 0, learnt: {} };
    setLearning({ index: 0, learnt: {} });
    setMessage(undefined);
  };

  /** Eight clicks; each tap's distance from its click, the median of them, is the input's delay. */
  const calibrate = async () => {
    const audio = unlockAudio();
    const [ready, engine] = await Promise.all([audio, import('@/features/practice/playback/audio-engine')]);
    if (!input) return;
    // The clicks stop the groove: its run ends here, with its results.
    endRun();
    setMessage(undefined);
    calibrationTaps.current = [];
    calibrationClicks.current = [];
    setCalibration({ heard: 0 });
    calibrationPlayer.current = engine.play({
      context: ready,
      pattern: { bpm: CALIBRATION.bpm, beatsPerBar: 4, subdivision: 1 },
      sound: (click, output) => {
        if (click.index >= CALIBRATION.clicks) return;
        calibrationClicks.current.push(click.time);
        engine.playClick(output, click.time, click.index % 4 === 0 ? 'bar' : 'beat');
        if (click.index === CALIBRATION.clicks - 1) {
          const wait = (click.time - ready.currentTime + 0.5) * 1000;
          calibrationTimer.current = setTimeout(() => latest.current?.finishCalibration(), wait);
        }
      },
      onClick: () => {},
      takenOver: () => endCalibration(),
    });
  };

  const finishCalibration = () => {
    const taps = calibrationTaps.current ?? [];
    const clicks = calibrationClicks.current;
    endCalibration();
    const offsets = clicks.flatMap((click) => {
      const nearest = taps.reduce<number | undefined>(
        (best, tap) => (best === undefined || Math.abs(tap - click) < Math.abs(best - click) ? tap : best),
        undefined,
      );
      return nearest !== undefined && Math.abs(nearest - click) <= CALIBRATION.reachS ? [nearest - click] : [];
    });
    if (offsets.length < CALIBRATION.needed || !input) {
      setMessage({ text: fillIn(words.calibrationFailed, { count: offsets.length }), problem: true });
      return;
    }
    offsets.sort((a, b) => a - b);
    const middle = offsets.length / 2;
    const median = offsets.length % 2 ? offsets[Math.floor(middle)]! : (offsets[middle - 1]! + offsets[middle]!) / 2;
    const ms = Math.round(median * 1000);
    save((kept) => ({ ...kept, calibration: { ...kept.calibration, [calibrationKey]: ms } }));
    setMessage({ text: fillIn(words.calibrated, { ms }) });
  };

  const startRun = () => {
    if (finishing.current) finishRun();
    const where = figure();
    if (where) clearMarks(where);
    setResult(undefined);
    setLive('');
    if (!input || !context.current) return;
    const byDrum = input.key.startsWith('midi:') && !timingOnly;
    const windowMs = WINDOWS_MS[level];
    const plays = muted.size > 0 ? (voice: Voice) => muted.has(voice) : () => true;
    run.current = createRun({ windowMs, byDrum, plays, latency: (latencyMs ?? 0) / 1000 });
    runMeta.current = { windowMs, byDrum, recent: [] };
    setRunning(true);
    clearInterval(ticker.current);
    ticker.current = setInterval(() => latest.current?.tick(), 50);
  };

  const tick = () => {
    const current = run.current;
    const where = figure();
    if (!current || !context.current) return;
    for (const missed of current.due(context.current.currentTime - arrivalS()))
      if (where) markGrade(where, missed, words, hiddenClass);
    for (const { loop, summary } of current.completeLoops()) {
      setLive(fillIn(words.live, { loop: loop + 1, onTime: summary.onTime, notes: summary.notes }));
    }
  };

  /** Playing stopped: notes not yet sounded are dropped, and hits still on their way are waited for. */
  const endRun = () => {
    clearInterval(ticker.current);
    const current = run.current;
    run.current = null;
    if (!current || !context.current) {
      setRunning(false);
      return;
    }
    current.end(context.current.currentTime);
    finishing.current = { run: current, timer: setTimeout(() => latest.current?.finishRun(), arrivalS() * 1000 + 100) };
  };

  const finishRun = () => {
    const current = finishing.current?.run;
    const meta = runMeta.current;
    if (finishing.current) clearTimeout(finishing.current.timer);
    finishing.current = null;
    setRunning(false);
    if (!current || !meta || !context.current) return;
    for (const missed of current.due(Infinity)) {
      const where = figure();
      if (where) markGrade(where, missed, words, hiddenClass);
    }
    const summary = current.summary();
    const tempos = [...current.tempos];
    const bpm = tempos.length === 1 ? tempos[0] : undefined;
    const said = fillIn(words.onTime, {
      onTime: summary.onTime,
      notes: summary.notes,
      percent: Math.round(onTimeShare(summary) * 100),
      window: meta.windowMs,
    });
    if (current.loopsGraded < 1) {
      setResult({ summary, windowMs: meta.windowMs, tooShort: true, byDrum: meta.byDrum });
      setLive(words.tooShort);
      return;
    }
    // Screen readers hear the run's figures as they appear.
    setLive(`${words.results}: ${said}`);
    let best: boolean | undefined;
    if (recordKey && bpm !== undefined && store && summary.notes > 0) {
      const written = store.recordRun(recordKey, bpm, {
        onTime: Math.round(onTimeShare(summary) * 100),
        notes: summary.notes,
        windowMs: meta.windowMs,
        meanMs: summary.meanMs ?? 0,
        spreadMs: summary.spreadMs ?? 0,
      });
      best = written.ok && written.best;
    }
    setResult({ summary, windowMs: meta.windowMs, bpm, best, byDrum: meta.byDrum });
  };

  useEffect(() => {
    latest.current = {
      onHit,
      onNote,
      onUnknown,
      onProblem,
      finishCalibration,
      startRun,
      tick,
      endRun,
      finishRun,
      learntKit,
    };
  });

  const listening = Boolean(input) && !learning && !calibration;
  useEffect(() => {
    if (!listening) {
      link(null);
      return;
    }
    link({
      listening: true,
      start: () => latest.current?.startRun(),
      queued: (step, loop, time, sounds, bpm) => {
        run.current?.queued(step, loop, time, sounds, bpm);
        const meta = runMeta.current;
        if (meta) {
          meta.recent.push({ time, step });
          if (meta.recent.length > 64) meta.recent.shift();
        }
      },
      stop: () => latest.current?.endRun(),
    });
    return () => {
      link(null);
      // No longer listening (the input went, calibration or learning began): a run under way ends here.
      latest.current?.endRun();
    };
  }, [listening, link]);

  // Learning a kit: the focus goes to Skip while it asks, and back to Learn my kit after.
  const isLearning = Boolean(learning);
  const wasLearning = useRef(false);
  useEffect(() => {
    if (isLearning && !wasLearning.current) skipButton.current?.focus();
    if (!isLearning && wasLearning.current) learnButton.current?.focus();
    wasLearning.current = isLearning;
  }, [isLearning]);

  const name = `${id}-input`;
  const learningDrum = learning ? drums[learning.index] : undefined;
  return (
    // While it listens, the page knows a learner is at the kit (the donation pop-up waits, as it does for the sound).
    <div data-play-along-panel {...{ [SOUNDING_ATTRIBUTE]: input ? '' : undefined }}>
      <p className={classes.hint}>{words.intro}</p>
      {drums.length > 0 ? (
        // Fixed while a run is on: its notes were chosen at Play.
        <fieldset className={classes.fieldset} disabled={running}>
          <legend className={classes.legend}>{words.youPlay}</legend>
          <div className={classes.row}>
            {drums.map(({ voice, name: drum }) => (
              <label key={voice} className={classes.check}>
                <input
                  type="checkbox"
                  checked={muted.has(voice)}
                  onChange={(event) => {
                    const next = new Set(muted);
                    if (event.target.checked) next.add(voice);
                    else next.delete(voice);
                    onMute(next);
                  }}
                />
                {drum}
              </label>
            ))}
          </div>
          <p className={classes.hint}>{words.youPlayHint}</p>
        </fieldset>
      ) : null}
      <fieldset className={classes.fieldset} disabled={Boolean(input) || connecting}>
        <legend className={classes.legend}>{words.input}</legend>
        <div className={classes.row}>
          {(['midi', 'microphone'] as const).map((each) => (
            <label key={each} className={classes.check}>
              <input type="radio" name={name} value={each} checked={kind === each} onChange={() => setKind(each)} />
              {words[each]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{words.level}</legend>
        <div className={classes.row}>
          {LEVELS.map((each) => (
            <label key={each} className={classes.check}>
              <input
                type="radio"
                name={`${id}-level`}
                value={each}
                checked={level === each}
                onChange={() => {
                  setLevel(each);
                  save((kept) => ({ ...kept, level: each }));
                }}
              />
              {fillIn(words[each], { ms: WINDOWS_MS[each] })}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'microphone' ? (
        <div className={classes.row}>
          <label className={classes.field}>
            {words.sensitivity}
            <input
              type="range"
              min={0}
              max={100}
              value={Math.round(sensitivity * 100)}
              onChange={(event) => {
                const value = event.target.valueAsNumber / 100;
                setSensitivity(value);
                input?.setSensitivity?.(value);
                save((kept) => ({ ...kept, sensitivity: value }));
              }}
            />
          </label>
          {input ? (
            <label className={classes.field}>
              {words.inputLevel}
              <meter min={-60} max={0} low={-40} high={-6} optimum={-20} value={Math.max(-60, Math.min(0, db))} />
            </label>
          ) : null}
          <p className={classes.hint}>{words.headphones}</p>
        </div>
      ) : null}
      <div className={classes.row}>
        {input ? (
          <button type="button" className={classes.secondary} onClick={disconnect}>
            {words.disconnect}
          </button>
        ) : (
          // aria-disabled, not disabled, while the browser asks: the focus stays on the button.
          <button
            type="button"
            className={classes.start}
            onClick={() => {
              if (!connecting) void connect();
            }}
            aria-disabled={connecting || undefined}
          >
            {words.connect}
          </button>
        )}
        {input ? (
          <button
            type="button"
            className={classes.secondary}
            onClick={() => {
              if (!calibration) void calibrate();
            }}
            aria-disabled={Boolean(calibration) || undefined}
            data-calibrate
          >
            {latencyMs === undefined ? words.calibrate : words.calibrateAgain}
          </button>
        ) : null}
        {input && kind === 'midi' && !timingOnly ? (
          learning ? (
            <>
              <button
                ref={skipButton}
                type="button"
                className={classes.secondary}
                onClick={() => advanceLearning(learning.index + 1, learning.learnt)}
              >
                {words.skip}
              </button>
              <button
                type="button"
                className={classes.secondary}
                onClick={() => advanceLearning(drums.length, learning.learnt)}
              >
                {words.finish}
              </button>
            </>
          ) : (
            <button ref={learnButton} type="button" className={classes.secondary} onClick={startLearning}>
              {words.learn}
            </button>
          )
        ) : null}
      </div>
      {input ? (
        <p className={classes.hint} data-latency>
          {latencyMs === undefined ? words.notCalibrated : fillIn(words.calibrated, { ms: latencyMs })}{' '}
          {words.calibrateHint}
          {kind === 'midi' && !timingOnly ? ` ${words.learnHint}` : ''}
        </p>
      ) : null}
      <p className={message?.problem ? classes.problem : classes.hint} role="status" data-play-along-status>
        {learningDrum
          ? fillIn(words.learnPad, { drum: learningDrum.name })
          : calibration
            ? fillIn(words.calibrating, { count: calibration.heard })
            : (message?.text ?? '')}
      </p>
      <p className={classes.hidden} aria-live="polite" data-play-along-live>
        {live}
      </p>
      {result ? (
        <Results
          result={result}
          words={words}
          drums={drums}
          classes={classes}
          tempoStep={tempoStep}
          setTempo={setTempo}
        />
      ) : null}
    </div>
  );
}

function Results({
  result,
  words,
  drums,
  classes,
  tempoStep,
  setTempo,
}: {
  result: { summary: Summary; windowMs: number; bpm?: number; best?: boolean; tooShort?: boolean; byDrum: boolean };
  words: PlayAlongWords;
  drums: PlayAlongPanelProps['drums'];
  classes: PracticeClasses;
  tempoStep: number;
  setTempo: (bpm: number) => void;
}) {
  const { summary, windowMs, bpm } = result;
  const id = useId();
  const timing = (tally: Summary | NonNullable<Summary['byVoice']>[Voice]) => {
    if (!tally || tally.meanMs === undefined) return '';
    const ms = Math.round(Math.abs(tally.meanMs));
    const spread = Math.round(tally.spreadMs ?? 0);
    return ms < 1
      ? fillIn(words.centred, { spread })
      : fillIn(tally.meanMs > 0 ? words.dragging : words.rushing, { ms, spread });
  };
  const steady = !result.tooShort && bpm !== undefined && isSteady(summary, windowMs);
  return (
    // Named by its label, not a heading: the panel sits under a lesson's h2 or h3, or straight under the metronome page's h1.
    <section aria-labelledby={`${id}-results`} data-play-along-results>
      <p id={`${id}-results`} className={classes.legend}>
        {words.results}
      </p>
      {result.tooShort ? <p className={classes.hint}>{words.tooShort}</p> : null}
      <p className={classes.hint} data-on-time>
        {fillIn(words.onTime, {
          onTime: summary.onTime,
          notes: summary.notes,
          percent: Math.round(onTimeShare(summary) * 100),
          window: windowMs,
        })}
      </p>
      <p className={classes.hint}>
        {fillIn(words.counts, {
          early: summary.early,
          late: summary.late,
          missed: summary.missed,
          extras: summary.extras,
        })}
      </p>
      <p className={classes.hint} data-timing>
        {timing(summary)}
      </p>
      {result.byDrum && summary.byVoice ? (
        <table className={classes.table} data-by-drum>
          <thead>
            <tr>
              <th scope="col">{words.drum}</th>
              <th scope="col">{words.onTimeColumn}</th>
              <th scope="col">{words.mean}</th>
              <th scope="col">{words.spread}</th>
            </tr>
          </thead>
          <tbody>
            {drums.flatMap(({ voice, name }) => {
              const tally = summary.byVoice?.[voice];
              if (!tally) return [];
              const mean = tally.meanMs ?? 0;
              return [
                <tr key={voice} data-voice={voice}>
                  <th scope="row">{name}</th>
                  <td>
                    {tally.onTime}/{tally.notes}
                  </td>
                  <td data-mean={mean}>
                    {tally.meanMs === undefined
                      ? '—'
                      : Math.round(Math.abs(mean)) === 0
                        ? words.onTheBeat
                        : fillIn(mean > 0 ? words.msLate : words.msEarly, { ms: Math.round(Math.abs(mean)) })}
                  </td>
                  <td>{tally.spreadMs === undefined ? '—' : `${Math.round(tally.spreadMs)} ms`}</td>
                </tr>,
              ];
            })}
          </tbody>
        </table>
      ) : null}
      <p className={classes.hint} data-sign-key>
        {words.signs}
      </p>
      {result.best && bpm !== undefined ? (
        <p className={classes.hint}>{fillIn(words.newBest, { tempo: bpm })}</p>
      ) : null}
      {steady ? (
        <p className={classes.hint}>
          {fillIn(words.steadyOffer, { tempo: bpm })}{' '}
          <button type="button" className={classes.secondary} onClick={() => setTempo(Math.min(300, bpm + tempoStep))}>
            {fillIn(words.nextTempo, { tempo: Math.min(300, bpm + tempoStep) })}
          </button>
        </p>
      ) : null}
    </section>
  );
}
