'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { SOUNDING_ATTRIBUTE } from '@/features/practice/ui/view';
import { BACKBEAT, backbeatFits, CLICK_OPTIONS, type Clicks } from '@/features/practice/groove/clicks';
import { beatsPerGroupOf, tapTempo } from '@/features/practice/groove/tempo';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { PRACTICE_CLASSES as classes } from './practice-class-names';
import { SpeedTrainer, TempoRecord } from './speed-trainer';
import { GAP_DEFAULT, GapClick, gapPlan, type GapSettings } from './gap-click';
import { TempoField } from './tempo-field';
import type { SpeedTrainerSetup } from './speed-trainer-setup';
import { usePlayer } from '@/features/practice/ui/use-player';
import { useRemembered } from '@/features/practice/ui/use-remembered';
import { useTempo } from '@/features/practice/ui/use-tempo';
import type { PlayAlongListener } from '@/features/practice/ui/play-along-panel';
import { PlayAlongDetails } from './play-along-details';

const SIGNATURES = ['2/4', '3/4', '4/4', '5/4', '6/8', '7/8', '9/8', '12/8'];
/** A click from the keyboard this soon after a key press on Tap tempo is that press, already counted. */
const KEY_CLICK_MS = 1000;

interface MetronomeIslandProps {
  title: string;
  initialTempo: number;
  initialSignature: string;
  initialClicks: Clicks;
  /** Where this device keeps its tempos and speed trainer (the metronome page's own); none: not kept. */
  recordKey?: string;
  words: MetronomeWords;
  speedTrainer: SpeedTrainerSetup;
}

/** The words the metronome shows; the rest of the practice words stay on the server. */
export type MetronomeWords = Pick<
  Words['practice'],
  | 'start'
  | 'stop'
  | 'beats'
  | 'beat'
  | 'tempo'
  | 'tapTempo'
  | 'timeSignature'
  | 'clicks'
  | 'accentBeatOne'
  | 'hint'
  | 'compoundHint'
  | 'backbeatHint'
  | 'noSound'
  | 'playAlong'
  | 'playAlongUnavailable'
  | 'playAlongBest'
>;

/** Playing along with the metronome, every click is a note to play, on any drum. */
const CLICK_NOTE = [{ voice: 'snare', stroke: 'hit' }] as const;
const NO_DRUMS: never[] = [];
const NO_MUTES: ReadonlySet<never> = new Set();

/**
 * A metronome: tempo (typed, stepped or tapped), time signature, subdivisions, accent on
 * beat one, and a row of dots that lights each beat as it sounds, for those who cannot hear
 * it. Every control is a native one, so it all works from the keyboard.
 */
export function MetronomeIsland({
  title,
  initialTempo,
  initialSignature,
  initialClicks,
  recordKey,
  words,
  speedTrainer,
}: MetronomeIslandProps) {
  const id = useId();
  const remembered = useRemembered(recordKey, initialTempo);
  const { trainer } = remembered;
  const tempoState = useTempo(initialTempo, remembered.record?.last);
  const [signature, setSignature] = useState(initialSignature);
  const [chosenClicks, setClicks] = useState<Clicks>(initialClicks);
  const [accent, setAccent] = useState(true);
  const [beat, setBeat] = useState<number | null>(null);
  const taps = useRef<number[]>([]);
  const lastKeyTap = useRef(-Infinity);
  const playAlong = useRef<PlayAlongListener | null>(null);
  /** Whether this run is played along: decided at Start, when its first bar becomes a count-in. */
  const alongRun = useRef(false);
  const [gap, setGap] = useState<GapSettings>(GAP_DEFAULT);
  /** The run played along, as decided at Start: its first bar counts in, and the gap click counts from after it. */
  const [alongBars, setAlongBars] = useState(0);
  /** A silent bar of the gap click is playing. */
  const [silent, setSilent] = useState(false);
  const linkPlayAlong = useCallback((listener: PlayAlongListener | null) => {
    playAlong.current = listener;
  }, []);
  const [beats, unit] = signature.split('/').map(Number) as [number, number];
  const beatsPerGroup = beatsPerGroupOf(beats, unit);
  // Clicks on 2 and 4, chosen in 4/4, fall back to every beat in a signature without them.
  const offered = CLICK_OPTIONS.filter((option) => option.value !== BACKBEAT || backbeatFits(beats, unit));
  const clicks = offered.find((option) => option.value === chosenClicks) ?? offered[0]!;
  const backbeatOnly = clicks.value === BACKBEAT;
  const subdivision = clicks.perBeat;
  const { playing, toggle, problem, pressHandlers } = usePlayer({
    tempo: tempoState.tempo,
    beatsPerBar: beats,
    subdivision,
    beatsPerGroup,
    sound: (engine, click, output) => {
      if (backbeatOnly && click.beat % 2 === 0) return;
      if (!click.silent)
        engine.playClick(
          output,
          click.time,
          backbeatOnly ? 'beat' : (click.kind === 'bar' || click.kind === 'group') && !accent ? 'beat' : click.kind,
        );
      // Played along, the first bar counts the learner in; each click after it is a note to play.
      const perBar = beats * subdivision;
      if (alongRun.current && click.index >= perBar) {
        playAlong.current?.queued(
          click.sub === 0 ? click.beat : -1,
          Math.floor(click.index / perBar) - 1,
          click.time,
          CLICK_NOTE,
          click.bpm,
          click.silent,
        );
      }
    },
    onClick: (click) => {
      remembered.heard(click);
      setSilent(Boolean(click.silent));
      // Alone in a silent bar, the learner keeps time without the dots' help too.
      if (click.silent) setBeat(null);
      else if (click.sub === 0) setBeat(click.beat);
    },
    noSound: words.noSound,
    onStop: () => {
      setBeat(null);
      setSilent(false);
      playAlong.current?.stop();
    },
    // No count-in: before a metronome it would be one more bar of the same clicks.
    ramp: trainer.on ? trainer : undefined,
    onTempo: (bpm) => tempoState.commit(bpm),
    gap: gapPlan(gap, alongBars),
  });

  const best = remembered.record?.best?.[tempoState.tempo];

  // Timed when the finger or key goes down: a click comes on release, later by however long the press was held.
  const tap = () => {
    // tapTempo reads only the latest taps and starts over after a pause; older ones can go.
    taps.current = [...taps.current.slice(-7), performance.now()];
    const tapped = tapTempo(taps.current);
    if (tapped !== undefined) tempoState.commit(tapped);
  };

  return (
    <div
      className={`${classes.root} not-prose`}
      role="group"
      aria-labelledby={`${id}-title`}
      data-metronome
      {...{ [SOUNDING_ATTRIBUTE]: playing || undefined }}
      data-beat={beat ?? undefined}
    >
      <p className={classes.title} id={`${id}-title`}>
        {title}
      </p>
      <div className={classes.row}>
        <button
          type="button"
          className={classes.start}
          onClick={() => {
            if (!playing) {
              alongRun.current = Boolean(playAlong.current?.listening);
              setAlongBars(alongRun.current ? 1 : 0);
              playAlong.current?.start();
            }
            toggle();
          }}
          {...pressHandlers}
        >
          {playing ? words.stop : words.start}
        </button>
        <ol className={classes.beats} aria-label={words.beats} data-beats>
          {Array.from({ length: beats }, (_, index) => (
            <li
              key={index}
              className={classes.beat}
              data-accent={index === 0 && accent && !backbeatOnly ? '' : undefined}
              data-group={index > 0 && accent && beatsPerGroup && index % beatsPerGroup === 0 ? '' : undefined}
              data-active={playing && beat === index ? '' : undefined}
              aria-current={playing && beat === index ? 'step' : undefined}
              data-play-along-step={index}
            >
              <span className={classes.hidden}>{fillIn(words.beat, { number: index + 1 })}</span>
            </li>
          ))}
        </ol>
        {silent ? (
          <span className={classes.note} data-gap-silent>
            {speedTrainer.words.gapSilent}
          </span>
        ) : null}
      </div>
      {problem ? (
        <p className={classes.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={classes.row}>
        <TempoField state={tempoState} label={words.tempo} className={classes.field} inputClassName={classes.input} />
        <button
          type="button"
          className={classes.secondary}
          onPointerDown={(event) => {
            if (event.button === 0) tap();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            lastKeyTap.current = performance.now();
            // A key held down repeats: one tap, not a burst at 300 BPM.
            if (!event.repeat) tap();
          }}
          onClick={(event) => {
            // A press from a screen reader or switch: no pointer or key went down on the button.
            if (event.detail === 0 && performance.now() - lastKeyTap.current > KEY_CLICK_MS) tap();
          }}
        >
          {words.tapTempo}
        </button>
        <label className={classes.field}>
          {words.timeSignature}
          <span className={classes.selectArrow}>
            <select className={classes.select} value={signature} onChange={(event) => setSignature(event.target.value)}>
              {(SIGNATURES.includes(signature) ? SIGNATURES : [signature, ...SIGNATURES]).map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          </span>
        </label>
        <label className={classes.field}>
          {words.clicks}
          <span className={classes.selectArrow}>
            <select
              className={classes.select}
              value={clicks.value}
              onChange={(event) => setClicks(event.target.value as Clicks)}
            >
              {offered.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </span>
        </label>
        <label className={classes.check}>
          {/* Clicking on 2 and 4 only, there is no beat one to accent. */}
          <input
            type="checkbox"
            checked={accent}
            disabled={backbeatOnly}
            onChange={(event) => setAccent(event.target.checked)}
          />
          {words.accentBeatOne}
        </label>
      </div>
      {recordKey ? (
        <TempoRecord record={remembered.record} words={speedTrainer.words} className={classes.record} />
      ) : null}
      {best ? (
        <p className={classes.note} data-best-run>
          {fillIn(words.playAlongBest, { tempo: tempoState.tempo, percent: best.onTime, window: best.windowMs })}
        </p>
      ) : null}
      <SpeedTrainer
        classes={classes}
        settings={trainer}
        onChange={remembered.setTrainer}
        offerCountIn={false}
        setup={speedTrainer}
      />
      <GapClick classes={classes} settings={gap} onChange={setGap} setup={speedTrainer} />
      <PlayAlongDetails
        classes={classes}
        label={words.playAlong}
        drums={NO_DRUMS}
        muted={NO_MUTES}
        onMute={() => {}}
        link={linkPlayAlong}
        stopPlaying={() => {
          if (playing) toggle();
        }}
        figure={() => document.getElementById(`${id}-title`)?.closest('[data-metronome]') ?? null}
        recordKey={recordKey}
        tempoStep={trainer.step}
        setTempo={(bpm) => tempoState.commit(bpm)}
        unavailable={words.playAlongUnavailable}
        timingOnly
      />
      <p className={classes.hint}>
        {words.hint}
        {beatsPerGroup ? ` ${fillIn(words.compoundHint, { signature })}` : null}
        {backbeatOnly ? ` ${words.backbeatHint}` : null}
      </p>
    </div>
  );
}
