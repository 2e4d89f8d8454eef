'use client';

import { useEffect, useId, useRef, useState, type Dispatch } from 'react';
import { padCharacter } from '@/features/practice/groove/general-midi';
import type { Voice } from '@/features/practice/groove/language';
import { VOICE_NAMES, VOICES } from '@/features/practice/groove/parse';
import { beatsPerGroupOf } from '@/features/practice/groove/tempo';
import { swung, timelineOf } from '@/features/practice/groove/timeline';
import { calibrationKey, type InputKind, INPUT_KINDS } from '@/features/practice/play-along/connect';
import {
  InputError,
  openMicrophone,
  openMidi,
  type InputHit,
  type OpenInput,
} from '@/features/practice/play-along/inputs';
import { learntKit } from '@/features/practice/play-along/learn-kit';
import { clearMarks, markGrade } from '@/features/practice/play-along/marks';
import { WINDOWS_MS, type Graded } from '@/features/practice/play-along/match';
import type { TimingPlot } from '@/features/practice/play-along/timing-plot';
import { unlockAudio } from '@/features/practice/playback/audio-context';
import { FIRST_LEVELS, velocityOfPeak, type Levels } from '@/features/practice/record/levels';
import { startTake, type Take } from '@/features/practice/record/take';
import { GRIDS, transcribe, type GridChoice, type Transcription } from '@/features/practice/record/transcribe';
import { loadWords, type PlayAlongWords } from '@/features/practice/ui/play-along-words';
import type { PracticeClasses } from '@/features/practice/ui/practice.styles';
import { TimingChart } from '@/features/practice/ui/timing-chart';
import { outputName } from '@/features/practice/ui/use-play-along-session';
import { fillIn } from '@/lib/format';
import type { BuilderClasses, BuilderWords } from './builder-props';
import { stepName } from './builder-toolbars';
import { grooveOf, MAX_BARS, type Draft } from './draft';
import { playedMoments, withRecording } from './recording';
import type { BuilderAction } from './reducer';

/** The sound engine and the device's store, fetched when a take starts. */
const engine = () => import('@/features/practice/playback/audio-engine');
const store = () => import('@/features/progress/client');

const BAR_CHOICES = [1, 2, 4, 8].filter((bars) => bars <= MAX_BARS);
/** How near its step a note counts as on time in the take's marks: play-along's steady window. */
const WINDOW_MS = WINDOWS_MS.steady;
/** The microphone's sensitivity when play-along has kept none. */
const SENSITIVITY = 0.5;

type Phase = 'idle' | 'connecting' | 'counting' | 'recording';

/** A take under way: its input once open, the audio clock's hold, and whether Stop came while the browser asked. */
interface Running {
  take?: Take;
  input?: OpenInput;
  release?: () => void;
  /** Let go of (stopped while the browser asked, the input went away, or the page left). */
  cancelled: boolean;
  /** Stop was pressed. */
  stopped?: boolean;
}

/** What the last take gave: its words, its marks on the grid, and its timing chart. */
interface Result {
  said: string[];
  /** The draft it wrote, so its marks go (and stay) only while that is the groove shown. */
  draft: Draft;
  grades: Graded[];
  plot: TimingPlot;
  byDrum: boolean;
  drums: { voice: Voice; name: string }[];
}

/** A list of names as a sentence says it: "hi-hat, snare and bass drum". */
const listed = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

function gridWords(take: Transcription, unit: number, words: PlayAlongWords): string {
  const grid = stepName(take.feel.perBeat, unit);
  if (take.feel.swing === 'eighths') return fillIn(words.recordSwungEighths, { grid });
  if (take.feel.swing === 'sixteenths') return fillIn(words.recordSwungSixteenths, { grid });
  return grid;
}

/** The take's notes as play-along's grades (its marks and chart): each on time within the window, or early or late. */
function gradesOf(
  take: Transcription,
  tempo: number,
  barBeats: number,
  bars: number,
): { grades: Graded[]; plot: TimingPlot } {
  const beatS = 60 / tempo;
  const timeOf = (step: number) => {
    const beat = Math.floor(step / take.feel.perBeat);
    return (beat + swung((step % take.feel.perBeat) / take.feel.perBeat, take.feel.swing)) * beatS;
  };
  const grades: Graded[] = take.notes.map((note) => ({
    note: { time: timeOf(note.step), step: note.step, loop: 0, voices: [note.voice] },
    verdict: Math.abs(note.offsetMs) <= WINDOW_MS ? 'on-time' : note.offsetMs < 0 ? 'early' : 'late',
    offsetMs: note.offsetMs,
  }));
  const last = Math.max(0, ...grades.map((grade) => grade.note.time));
  return {
    grades,
    plot: {
      notes: grades.map(({ note, verdict, offsetMs }) => ({ at: note.time, voices: note.voices, verdict, offsetMs })),
      extras: [],
      loops: Array.from({ length: bars }, (_, bar) => bar * barBeats * beatS),
      length: Math.max(last + beatS, bars * barBeats * beatS),
      beat: beatS,
      silences: [],
    },
  };
}

/**
 * Recording in the groove builder: a take played on an electronic kit or into a microphone, written into the groove
 * (record/transcribe.ts), with each note marked early or late on the grid and in a timing chart. Its own chunk with
 * play-along's inputs and words, fetched after the builder's first paint (builder-island.tsx).
 */
export function BuilderRecord({
  draft,
  dispatch,
  figure,
  classes,
  player,
  builderWords,
  unavailable,
}: {
  draft: Draft;
  dispatch: Dispatch<BuilderAction>;
  /** The groove's figure, where the marks go. */
  figure: () => Element | null;
  classes: BuilderClasses;
  player: PracticeClasses;
  builderWords: BuilderWords;
  /** Said if the words cannot be fetched (offline, and not kept by the service worker). */
  unavailable: string;
}) {
  const id = useId();
  const [words, setWords] = useState<PlayAlongWords>();
  const [kind, setKind] = useState<InputKind>('midi');
  const [row, setRow] = useState<Voice>('snare');
  const [bars, setBars] = useState(() => (BAR_CHOICES.includes(draft.cells.length) ? draft.cells.length : 1));
  const [grid, setGrid] = useState<GridChoice>('found');
  const [overdub, setOverdub] = useState(false);
  const [fromFirstNote, setFromFirstNote] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const [result, setResult] = useState<Result>();
  const levels = useRef<Levels>(FIRST_LEVELS);
  const running = useRef<Running>(undefined);
  const stopButton = useRef<HTMLButtonElement>(null);
  const recordButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let current = true;
    loadWords().then(
      (loaded) => current && setWords(loaded),
      () => current && setProblem(unavailable),
    );
    return () => {
      current = false;
    };
  }, [unavailable]);

  // Keyboard focus follows the one button that can be pressed: Stop while a take runs, Record after it.
  useEffect(() => {
    const focused = document.activeElement;
    const lost = !focused || focused === document.body;
    if (phase !== 'idle' && (lost || focused === recordButton.current)) stopButton.current?.focus();
    if (phase === 'idle' && (lost || focused === stopButton.current)) recordButton.current?.focus();
  }, [phase]);

  // The take's marks stay on the grid while its groove is the one shown; the first change takes them off.
  const marked = result && result.draft === draft ? result : undefined;
  useEffect(() => {
    const element = figure();
    if (!element) return;
    clearMarks(element);
    if (!marked || !words) return;
    for (const grade of marked.grades) markGrade(element, grade, words, player.hidden);
  }, [marked, words, figure, player.hidden]);

  // Leaving the page ends a take unwritten, and lets go of the input.
  useEffect(() => () => running.current && end(running.current), []);

  /** Lets go of a take's input and the audio clock's hold; a take still running is ended unwritten. */
  function end(run: Running) {
    if (running.current === run) running.current = undefined;
    run.cancelled = true;
    run.take?.abort();
    run.input?.stop();
    run.release?.();
    run.input = undefined;
    run.release = undefined;
  }

  const recordBars = overdub ? draft.cells.length : bars;
  const inputName = (input: InputKind) => (input === 'midi' ? words!.recordKit : words!.recordMicrophone);

  async function record() {
    if (!words || running.current) return;
    const audio = unlockAudio();
    const wanted: Running = { cancelled: false };
    running.current = wanted;
    setPhase('connecting');
    setProblem('');
    setResult(undefined);
    setStatus(fillIn(words.recordConnecting, { input: inputName(kind) }));
    const taking = {
      kind,
      row,
      bars: recordBars,
      grid,
      overdub,
      fromFirstNote: fromFirstNote && !overdub,
      draft,
      signature: draft.signature,
      tempo: draft.tempo,
    };
    try {
      const context = await audio;
      const [{ holdAudio, outputTap }, kept] = await Promise.all([engine(), store()]);
      // Stopped (or the page left) while the browser asked: nothing more to do.
      if (wanted.cancelled) return;
      wanted.release = holdAudio();
      const settings = kept.playAlongSettings();
      let key = '';
      const events = {
        onHit: (hit: InputHit) => {
          const voice = taking.kind === 'microphone' ? taking.row : hit.voice;
          if (!voice) return;
          wanted.take?.hear({
            time: hit.time,
            voice,
            velocity: hit.velocity ?? velocityOfPeak(hit.peak ?? 0.25),
            ...(hit.note !== undefined && padCharacter(voice, hit.note)
              ? { character: padCharacter(voice, hit.note) }
              : {}),
          });
        },
        onProblem: () => {
          // The input went away: the take stops, unwritten.
          end(wanted);
          setPhase('idle');
          setStatus('');
          setProblem(fillIn(words.recordFailed, { input: inputName(taking.kind) }));
        },
      };
      const input =
        taking.kind === 'midi'
          ? await openMidi(context, () => (key ? learntKit(settings, key) : {}), events)
          : await openMicrophone(context, outputTap(context), settings.sensitivity ?? SENSITIVITY, events);
      if (wanted.cancelled) {
        input.stop();
        return;
      }
      wanted.input = input;
      key = input.key;
      const delayMs = settings.calibration[calibrationKey(key, await outputName())] ?? 0;
      if (wanted.cancelled) return;
      const groove = grooveOf(taking.draft);
      wanted.take = startTake({
        context,
        tempo: taking.tempo,
        beatsPerBar: taking.signature.beats,
        beatsPerGroup: beatsPerGroupOf(taking.signature.beats, taking.signature.unit),
        bars: taking.bars,
        backing: taking.overdub ? timelineOf(groove) : undefined,
        fromFirstNote: taking.fromFirstNote,
        delayS: delayMs / 1000,
        onBar: (bar) => {
          setPhase(bar < 0 ? 'counting' : 'recording');
          setStatus(
            bar >= 0
              ? fillIn(words.recordBar, { bar: bar + 1, bars: taking.bars })
              : taking.fromFirstNote
                ? words.recordWaiting
                : words.recordCountIn,
          );
        },
        onEnd: (hits, reached) => {
          end(wanted);
          setPhase('idle');
          if (reached === 0 && hits.length === 0 && wanted.stopped) {
            setStatus(words.recordStopped);
            return;
          }
          if (hits.length === 0) {
            setStatus(words.recordNothing);
            return;
          }
          // Stopped early, a new take keeps the bars it reached; an overdub keeps the groove's.
          const bars = taking.overdub ? taking.bars : Math.max(1, reached);
          const take = transcribe(
            hits,
            { tempo: taking.tempo, signature: taking.signature, bars },
            { grid: taking.grid, kept: taking.overdub ? playedMoments(taking.draft) : [], levels: levels.current },
          );
          levels.current = take.levels;
          if (take.notes.length === 0) {
            setStatus(`${words.recordNothing} ${fillIn(words.recordLeft, { count: take.dropped })}`);
            return;
          }
          const written = withRecording(taking.draft, take, { bars, overdub: taking.overdub });
          dispatch({ type: 'open', draft: written });
          const played = VOICES.filter((voice) => take.lines[voice]);
          const { grades, plot } = gradesOf(take, taking.tempo, taking.signature.beats, bars);
          const onTime = grades.filter((grade) => grade.verdict === 'on-time').length;
          const meanMs = Math.round(take.notes.reduce((sum, note) => sum + note.offsetMs, 0) / take.notes.length);
          const said = [
            fillIn(words.recordDone, {
              notes: fillIn(take.notes.length === 1 ? words.recordOneNote : words.recordNotes, {
                count: take.notes.length,
              }),
              drums: listed(played.map((voice) => VOICE_NAMES[voice].toLowerCase())),
              grid: gridWords(take, taking.signature.unit, words),
            }),
            fillIn(words.recordTiming, {
              onTime,
              notes: grades.length,
              window: WINDOW_MS,
              mean:
                meanMs === 0
                  ? words.onTheBeat
                  : fillIn(meanMs > 0 ? words.msLate : words.msEarly, { ms: Math.abs(meanMs) }),
            }),
            ...(take.fits ? [] : [words.recordLoose]),
            ...(take.dropped > 0 ? [fillIn(words.recordLeft, { count: take.dropped })] : []),
          ];
          setStatus('');
          setResult({
            said,
            draft: written,
            grades,
            plot,
            byDrum: taking.kind === 'midi',
            drums: played.map((voice) => ({ voice, name: VOICE_NAMES[voice] })),
          });
        },
        onTakenOver: () => {
          end(wanted);
          setPhase('idle');
          setStatus(words.recordTakenOver);
        },
      });
    } catch (error) {
      // A take stopped while the browser asked has already been let go of (and another may have started).
      if (wanted.cancelled) return;
      end(wanted);
      setPhase('idle');
      setStatus('');
      if (!(error instanceof InputError)) {
        setProblem(fillIn(words.recordFailed, { input: inputName(taking.kind) }));
        return;
      }
      const input = inputName(taking.kind);
      setProblem(
        error.problem === 'unsupported'
          ? taking.kind === 'midi'
            ? words.unsupportedMidi
            : words.unsupportedMicrophone
          : error.problem === 'denied'
            ? fillIn(words.recordDenied, { input })
            : error.problem === 'no-device'
              ? fillIn(words.recordNoDevice, { input })
              : fillIn(words.recordFailed, { input }),
      );
    }
  }

  function stop() {
    const now = running.current;
    if (!now) return;
    now.stopped = true;
    if (now.take) now.take.stop();
    else {
      end(now);
      setPhase('idle');
      setStatus(words?.recordStopped ?? '');
    }
  }

  if (!words) {
    return problem ? (
      <p className={player.note} data-record-unavailable>
        {problem}
      </p>
    ) : null;
  }
  const busy = phase !== 'idle';
  return (
    <section aria-labelledby={`${id}-heading`} data-builder-controls data-record>
      <h2 className={classes.heading} id={`${id}-heading`}>
        {words.record}
      </h2>
      <p className={player.note} style={{ marginBottom: '0.75rem' }}>
        {words.recordIntro}
      </p>
      <fieldset className={player.fieldset} disabled={busy}>
        <legend className={player.legend}>{words.input}</legend>
        <div className={player.row}>
          {INPUT_KINDS.map((each) => (
            <label key={each} className={player.check}>
              <input
                type="radio"
                name={`${id}-input`}
                value={each}
                checked={kind === each}
                onChange={() => {
                  // Another input plays at other loudnesses: its levels are learnt afresh.
                  levels.current = FIRST_LEVELS;
                  setKind(each);
                }}
              />
              {words[each]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={player.fieldset} disabled={busy}>
        <legend className={player.hidden}>{words.record}</legend>
        <div className={player.row}>
          {kind === 'microphone' ? (
            <label className={player.field}>
              {words.recordRow}
              <span className={player.selectArrow}>
                <select className={player.select} value={row} onChange={(event) => setRow(event.target.value as Voice)}>
                  {VOICES.map((voice) => (
                    <option key={voice} value={voice}>
                      {VOICE_NAMES[voice]}
                    </option>
                  ))}
                </select>
              </span>
            </label>
          ) : null}
          <label className={player.field}>
            {words.recordBars}
            <span className={player.selectArrow}>
              <select
                className={player.select}
                value={recordBars}
                disabled={overdub}
                onChange={(event) => setBars(Number(event.target.value))}
              >
                {[...new Set([...BAR_CHOICES, recordBars])]
                  .sort((a, b) => a - b)
                  .map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
              </select>
            </span>
          </label>
          <label className={player.field}>
            {words.recordGrid}
            <span className={player.selectArrow}>
              <select
                className={player.select}
                value={grid}
                onChange={(event) =>
                  setGrid(event.target.value === 'found' ? 'found' : (Number(event.target.value) as GridChoice))
                }
              >
                <option value="found">{words.recordGridFound}</option>
                {GRIDS.map((count) => (
                  <option key={count} value={count}>
                    {fillIn(builderWords.perBeatOption, { count, name: stepName(count, draft.signature.unit) })}
                  </option>
                ))}
              </select>
            </span>
          </label>
        </div>
        {kind === 'microphone' ? <p className={player.hint}>{words.recordMicrophoneHint}</p> : null}
        <label className={player.check}>
          <input type="checkbox" checked={overdub} onChange={(event) => setOverdub(event.target.checked)} />
          {words.recordOverdub}
        </label>
        <p className={player.hint}>{words.recordOverdubHint}</p>
        <label className={player.check}>
          <input
            type="checkbox"
            checked={fromFirstNote && !overdub}
            disabled={overdub}
            onChange={(event) => setFromFirstNote(event.target.checked)}
          />
          {words.recordFirstNote}
        </label>
        <p className={player.hint}>{words.recordFirstNoteHint}</p>
      </fieldset>
      <div className={player.row}>
        <button ref={recordButton} type="button" className={player.start} disabled={busy} onClick={() => void record()}>
          {words.recordStart}
        </button>
        <button ref={stopButton} type="button" className={player.secondary} disabled={!busy} onClick={stop}>
          {words.recordStop}
        </button>
      </div>
      {problem ? (
        <p className={player.problem} role="alert" data-record-problem>
          {problem}
        </p>
      ) : null}
      {/* Always there, so a screen reader hears each message as it comes. */}
      <div role="status" data-record-status data-phase={phase}>
        {status ? <p className={player.note}>{status}</p> : null}
        {result?.said.map((line) => (
          <p key={line} className={player.note} data-record-said>
            {line}
          </p>
        ))}
      </div>
      {marked ? (
        <TimingChart
          plot={marked.plot}
          windowMs={WINDOW_MS}
          byDrum={marked.byDrum}
          drums={marked.drums}
          words={words}
          chartClass={player.chart}
          keyClass={player.hint}
          byBar
        />
      ) : null}
    </section>
  );
}
