'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { type Voice } from '@/features/practice/groove/language';
import { SOUNDING_ATTRIBUTE } from '@/features/practice/ui/view';
import type { PracticeClasses } from '@/features/practice/ui/practice.styles';
import { fillIn } from '@/lib/format';
import { INPUT_KINDS } from '../play-along/connect';
import { LEVELS, WINDOWS_MS } from '../play-along/match';
import { clearMarks, markExtra, markGrade } from '../play-along/marks';
import type { Live } from '../play-along/scoring';
import type { Message, PlayAlongListener } from '../play-along/session';
import { PlayAlongResults } from './play-along-results';
import { loadWords, type PlayAlongWords } from './play-along-words';
import { usePlayAlongSession } from './use-play-along-session';

export type { PlayAlongListener } from '../play-along/session';

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
  /** The written step a played one is (a chart plays some bars again): where its marks go. */
  writtenStep?: (step: number) => number;
}

function messageText(message: Message, words: PlayAlongWords): string {
  switch (message.kind) {
    case 'connected':
      return `${fillIn(words.connected, { name: message.name })} ${words.ready}`;
    case 'problem':
      return fillIn(words[message.word], { name: message.name });
    case 'unknown-note':
      return fillIn(words.unknownNote, { note: message.note });
    case 'learnt':
      return fillIn(words.learnt, { count: message.count });
    case 'calibrated':
      return fillIn(words.calibrated, { ms: message.ms });
    case 'calibration-failed':
      return fillIn(words.calibrationFailed, { count: message.count });
  }
}

function liveText(live: Live | undefined, words: PlayAlongWords): string {
  switch (live?.kind) {
    case undefined:
      return '';
    case 'loop':
      return fillIn(words.live, { loop: live.loop, onTime: live.onTime, notes: live.notes });
    case 'results':
      // Screen readers hear the run's figures as they appear.
      return `${words.results}: ${fillIn(words.onTime, {
        onTime: live.onTime,
        notes: live.notes,
        percent: live.percent,
        window: live.window,
      })}`;
    case 'too-short':
      return words.tooShort;
  }
}

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

/** A view of the session (play-along/session.ts): it renders its state and hands it the learner's presses. */
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
  writtenStep = (step) => step,
}: PlayAlongPanelProps & { words: PlayAlongWords }) {
  const id = useId();
  const hidden = classes.hidden;
  const [session, state] = usePlayAlongSession({
    drums: drums.map(({ voice }) => voice),
    muted,
    recordKey,
    timingOnly,
    stopPlaying,
    marks: () => {
      const where = figure();
      return where
        ? {
            clear: () => clearMarks(where),
            grade: (graded) =>
              markGrade(
                where,
                { ...graded, note: { ...graded.note, step: writtenStep(graded.note.step) } },
                words,
                hidden,
              ),
            extra: (step) => markExtra(where, writtenStep(step), words, hidden),
          }
        : null;
    },
  });
  const { kind, level, sensitivity, input, connecting, latencyMs, message, calibration, learning, listening } = state;
  const learnButton = useRef<HTMLButtonElement>(null);
  const skipButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!listening) {
      link(null);
      return;
    }
    link(session.listener);
    return () => {
      link(null);
      // No longer listening (the input went, calibration or learning began): a run under way ends here.
      session.endRun();
    };
  }, [listening, link, session]);

  // Learning a kit: the focus goes to Skip while it asks, and back to Learn my kit after.
  const isLearning = Boolean(learning);
  const wasLearning = useRef(false);
  useEffect(() => {
    if (isLearning && !wasLearning.current) skipButton.current?.focus();
    if (!isLearning && wasLearning.current) learnButton.current?.focus();
    wasLearning.current = isLearning;
  }, [isLearning]);

  const learningDrum = learning ? drums[learning.index] : undefined;
  return (
    // While it listens, the page knows a learner is at the kit (the donation pop-up waits, as it does for the sound).
    <div data-play-along-panel {...{ [SOUNDING_ATTRIBUTE]: input ? '' : undefined }}>
      <p className={classes.hint}>{words.intro}</p>
      {drums.length > 0 ? (
        // Fixed while a run is on: its notes were chosen at Play.
        <fieldset className={classes.fieldset} disabled={state.running}>
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
          {INPUT_KINDS.map((each) => (
            <label key={each} className={classes.check}>
              <input
                type="radio"
                name={`${id}-input`}
                value={each}
                checked={kind === each}
                onChange={() => session.chooseKind(each)}
              />
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
                onChange={() => session.chooseLevel(each)}
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
              onChange={(event) => session.setSensitivity(event.target.valueAsNumber / 100)}
            />
          </label>
          {input ? (
            <label className={classes.field}>
              {words.inputLevel}
              <meter min={-60} max={0} low={-40} high={-6} optimum={-20} value={Math.max(-60, Math.min(0, state.db))} />
            </label>
          ) : null}
          <p className={classes.hint}>{words.headphones}</p>
        </div>
      ) : null}
      <div className={classes.row}>
        {input ? (
          <button type="button" className={classes.secondary} onClick={() => session.disconnect()}>
            {words.disconnect}
          </button>
        ) : (
          // aria-disabled, not disabled, while the browser asks: the focus stays on the button.
          <button
            type="button"
            className={classes.start}
            onClick={() => void session.connect()}
            aria-disabled={connecting || undefined}
          >
            {words.connect}
          </button>
        )}
        {input ? (
          <button
            type="button"
            className={classes.secondary}
            onClick={() => void session.calibrate()}
            aria-disabled={Boolean(calibration) || undefined}
            data-calibrate
          >
            {latencyMs === undefined ? words.calibrate : words.calibrateAgain}
          </button>
        ) : null}
        {input && kind === 'midi' && !timingOnly ? (
          learning ? (
            <>
              <button ref={skipButton} type="button" className={classes.secondary} onClick={() => session.skipPad()}>
                {words.skip}
              </button>
              <button type="button" className={classes.secondary} onClick={() => session.finishLearning()}>
                {words.finish}
              </button>
            </>
          ) : (
            <button ref={learnButton} type="button" className={classes.secondary} onClick={() => session.learn()}>
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
      <p
        className={message && 'problem' in message ? classes.problem : classes.hint}
        role="status"
        data-play-along-status
      >
        {learningDrum
          ? fillIn(words.learnPad, { drum: learningDrum.name })
          : calibration
            ? fillIn(words.calibrating, { count: calibration.heard })
            : message
              ? messageText(message, words)
              : ''}
      </p>
      <p className={classes.hidden} aria-live="polite" data-play-along-live>
        {liveText(state.live, words)}
      </p>
      {state.result ? (
        <PlayAlongResults
          result={state.result}
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
