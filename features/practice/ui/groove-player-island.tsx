'use client';

import { useCallback, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { type Voice } from '@/features/practice/groove/language';
import { readDevice } from '@/lib/device-data';
import { REMEMBERED_VIEW } from '@/features/practice/ui/remembered-view';
import { SOUNDING_ATTRIBUTE, VIEW_ATTRIBUTE } from '@/features/practice/ui/view';
import { loopSection, writtenTimeline, timelineGrid } from '@/features/practice/groove/timeline-sounds';
import { unpackTimeline, type PackedTimeline } from '@/features/practice/groove/timeline-pack';
import type { ClickGrid } from '@/features/practice/playback/metronome';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { PRACTICE_CLASSES as classes } from './practice-class-names';
import { SpeedTrainer, TempoRecord } from './speed-trainer';
import { TempoField } from './tempo-field';
import type { SpeedTrainerSetup } from './speed-trainer-setup';
import { usePlayer } from '@/features/practice/ui/use-player';
import { useRemembered } from '@/features/practice/ui/use-remembered';
import { useTempo } from '@/features/practice/ui/use-tempo';
import type { PlayAlongListener } from '@/features/practice/ui/play-along-panel';
import { PlayAlongDetails } from './play-along-details';
import { GAP_DEFAULT, GapClick, gapPlan, type GapSettings } from './gap-click';
import { LoopSection, type Section } from './loop-section';
import { stepCells } from '@/features/practice/play-along/step-cells';

/** The words the groove player shows (the builder hands its player the same). */
export type PlayerWords = Pick<
  Words['practice'],
  | 'play'
  | 'stop'
  | 'tempo'
  | 'noSound'
  | 'playGroove'
  | 'looping'
  | 'playAlong'
  | 'playAlongUnavailable'
  | 'playAlongBest'
>;

interface GroovePlayerIslandProps {
  title: string;
  /** What each step plays and when (timeline.ts), packed for the page (timeline-pack.ts): the player loops after the last. */
  timeline: PackedTimeline;
  initialTempo: number;
  /** Where this device keeps the groove's tempos and speed trainer (its lesson and title); none: not kept. */
  recordKey?: string;
  /** Only the words the player shows; the grid's own words stay on the server. */
  words: PlayerWords;
  speedTrainer: SpeedTrainerSetup;
  /** The groove's drums and their names, for play-along's "you play" choice. */
  drums: { voice: Voice; name: string }[];
  /** Told each tempo the visitor sets or the speed trainer reaches (the groove builder writes it into the groove). */
  onTempo?: (bpm: number) => void;
}

/**
 * Scrolls a grid that is wider than its box (on a phone) so the sounding column shows beside
 * the pinned drum names: the step being played never runs off the screen.
 */
function keepInView(region: HTMLElement, column: HTMLElement) {
  if (region.scrollWidth <= region.clientWidth) return;
  const box = region.getBoundingClientRect();
  const at = column.getBoundingClientRect();
  const names = region.querySelector('th')?.getBoundingClientRect().width ?? 0;
  if (at.left < box.left + names || at.right > box.right) region.scrollLeft += at.left - box.left - names;
}

/**
 * Checks the radio buttons of every groove on the page for the view the visitor chose before, on
 * this device. The page shows that view from the first paint already (APPLY_GROOVE_VIEW, in the
 * document's head, which also keeps each new choice): this makes the buttons say so. Storage
 * that is blocked only means the default, both.
 */
function useRememberedView() {
  useEffect(() => {
    // Nothing kept (or no storage): the default view.
    const saved = readDevice(REMEMBERED_VIEW);
    if (!saved) return;
    for (const input of document.querySelectorAll<HTMLInputElement>(`input[${VIEW_ATTRIBUTE}="${saved}"]`))
      input.checked = true;
  }, []);
}

/**
 * Plays a groove on the recorded kit (synthesised until it has loaded), looping, at a tempo the visitor sets, and marks the
 * step being played in the grid and the notation beside it (the notes and each column's count carry `data-step`,
 * the cells are found under their count; the playing ones get `data-now`).
 */
export function GroovePlayerIsland({
  title,
  timeline: packed,
  initialTempo,
  recordKey,
  words,
  speedTrainer,
  drums,
  onTempo,
}: GroovePlayerIslandProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const timeline = useMemo(() => unpackTimeline(packed), [packed]);
  const remembered = useRemembered(recordKey, initialTempo);
  const { trainer } = remembered;
  const tempoState = useTempo(initialTempo, remembered.record?.last);
  /** The bars as written, once each: those the learner picks to loop (a chart's road map plays them in its order). */
  const written = useMemo(() => writtenTimeline(timeline), [timeline]);
  const bars = written.barStarts.length;
  const [section, setSection] = useState<Section>({ from: 1, to: bars });
  /** What plays: the whole groove (a chart in its road map's order), or the bars chosen to loop and their first step. */
  const looped = useMemo(() => {
    const some = loopSection(written, section.from, section.to);
    return some.timeline === written ? { timeline, offset: 0 } : some;
  }, [timeline, written, section.from, section.to]);
  const steps = looped.timeline.at.length;
  /** Looping some bars only: its tempos and runs are not the whole groove's, so none is kept as the groove's record. */
  const wholeGroove = looped.timeline === timeline;
  /** The written step of a step played (counted from the groove's start): a chart plays some bars again, or after a jump. */
  const writtenStep = (step: number) => (wholeGroove ? (timeline.steps?.[step] ?? step) : step);
  /** Clicks of count-in before the groove's first step, as decided when Play was pressed. */
  const countIn = useRef(0);
  /** The count-in's beat being heard, for those who cannot hear it. */
  const [countInBeat, setCountInBeat] = useState<number>();
  /** The drums the player leaves out, for the learner to play ("you play it"). */
  const [muted, setMuted] = useState<ReadonlySet<Voice>>(new Set());
  const [gap, setGap] = useState<GapSettings>(GAP_DEFAULT);
  /** Bars of count-in before the groove, as decided when Play was pressed: the gap click counts from after them. */
  const [leadBars, setLeadBars] = useState(0);
  /** A silent bar of the gap click is playing. */
  const [silent, setSilent] = useState(false);
  const playAlong = useRef<PlayAlongListener | null>(null);
  const linkPlayAlong = useCallback((listener: PlayAlongListener | null) => {
    playAlong.current = listener;
  }, []);
  useRememberedView();
  const tellTempo = useEffectEvent((bpm: number) => onTempo?.(bpm));
  useEffect(() => tellTempo(tempoState.tempo), [tempoState.tempo]);
  const mark = (step: number | null) => {
    const grid = root.current?.closest('figure');
    for (const cell of grid?.querySelectorAll('[data-now]') ?? []) cell.removeAttribute('data-now');
    if (step === null || !grid) return;
    // The notes and the count carry their step; the drums' cells are found under the count.
    for (const lit of [...grid.querySelectorAll(`[data-step="${step}"]`), ...stepCells(grid, step)])
      lit.setAttribute('data-now', '');
    const region = grid.querySelector<HTMLElement>('[role="region"]');
    const count = grid.querySelector<HTMLElement>(`th[data-step="${step}"]`);
    if (region && count) keepInView(region, count);
  };
  const { playing, toggle, problem, pressHandlers } = usePlayer({
    tempo: tempoState.tempo,
    beatsPerBar: timeline.beatsPerBar,
    subdivision: 1,
    grid: (): ClickGrid => timelineGrid(looped.timeline, countIn.current),
    sound: (engine, click, output) =>
      engine.playTimeline(looped.timeline, click, output, {
        countIn: countIn.current,
        muted,
        silent: click.silent,
        onStep: (step, loop, sounds) =>
          playAlong.current?.queued(step + looped.offset, loop, click.time, sounds, click.bpm, click.silent),
      }),
    onClick: (click) => {
      if (wholeGroove) remembered.heard(click, countIn.current);
      const counting = click.index < countIn.current;
      setCountInBeat(counting ? click.beat : undefined);
      setSilent(Boolean(click.silent));
      // Alone in a silent bar, the learner keeps time without the grid's help too.
      mark(counting || click.silent ? null : writtenStep(((click.index - countIn.current) % steps) + looped.offset));
    },
    onStop: () => {
      setCountInBeat(undefined);
      setSilent(false);
      mark(null);
      playAlong.current?.stop();
    },
    noSound: words.noSound,
    ramp: trainer.on ? { ...trainer, afterBars: trainer.countIn ? 1 : 0 } : undefined,
    onTempo: (bpm) => tempoState.commit(bpm),
    gap: gapPlan(gap, leadBars),
    restartKey: `${looped.offset}:${steps}`,
  });
  const startOrStop = () => {
    if (!playing) {
      // Playing along, the learner always gets a bar to come in on.
      countIn.current = trainer.countIn || playAlong.current?.listening ? timeline.beatsPerBar : 0;
      setLeadBars(countIn.current ? 1 : 0);
      playAlong.current?.start();
    }
    toggle();
  };
  const best = remembered.record?.best?.[tempoState.tempo];

  return (
    <div
      ref={root}
      role="group"
      aria-label={fillIn(words.playGroove, { title })}
      data-groove-player
      data-count-in={countInBeat}
      {...{ [SOUNDING_ATTRIBUTE]: playing || undefined }}
    >
      <div className={classes.row}>
        <button
          type="button"
          className={classes.start}
          onClick={startOrStop}
          {...pressHandlers}
          aria-describedby={`${id}-what`}
        >
          {playing ? words.stop : words.play}
        </button>
        <span id={`${id}-what`} className={classes.hidden}>
          {fillIn(words.looping, { title })}
        </span>
        <TempoField state={tempoState} label={words.tempo} className={classes.field} inputClassName={classes.input} />
        {silent ? (
          <span className={classes.note} data-gap-silent>
            {speedTrainer.words.gapSilent}
          </span>
        ) : null}
        {problem ? (
          <p className={classes.problem} role="alert">
            {problem}
          </p>
        ) : null}
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
        offerCountIn
        setup={speedTrainer}
      />
      <GapClick classes={classes} settings={gap} onChange={setGap} setup={speedTrainer} />
      {bars > 1 ? (
        <LoopSection
          classes={classes}
          bars={bars}
          section={section}
          onChange={setSection}
          setup={speedTrainer}
          locked={playing}
        />
      ) : null}
      <PlayAlongDetails
        classes={classes}
        label={words.playAlong}
        drums={drums}
        muted={muted}
        onMute={setMuted}
        link={linkPlayAlong}
        stopPlaying={() => {
          if (playing) toggle();
        }}
        figure={() => root.current?.closest('figure') ?? null}
        recordKey={wholeGroove ? recordKey : undefined}
        tempoStep={trainer.step}
        setTempo={(bpm) => tempoState.commit(bpm)}
        unavailable={words.playAlongUnavailable}
        writtenStep={writtenStep}
      />
    </div>
  );
}
