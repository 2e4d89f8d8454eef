'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { unlockAudio } from '@/features/practice/playback/audio-context';
import { requestKit } from '@/features/practice/playback/kit-request';
import { LONGEST_STRETCH_S } from '@/lib/days';
import type { GapPlan, Player, Ramp } from '@/features/practice/playback/audio-engine';
import type { Click, ClickGrid } from '@/features/practice/playback/metronome';

type Engine = typeof import('@/features/practice/playback/audio-engine');

/**
 * How long the first Play waits for the recorded kit to be decoded before it starts on the synthesised sounds:
 * no longer than the moment before the first sound that every Start has had (START_DELAY_S, less the few
 * milliseconds the audio needs), so the first sound comes as quickly as it did before the kit. The press
 * starts the download and the decoding as it begins (warmUp); what is not ready then is synthesised until it is.
 */
const KIT_WAIT_MS = 45;

let engineCode: Promise<Engine> | undefined;

/** The sound engine's code, fetched once (again after a failure). */
function loadEngine(): Promise<Engine> {
  const loading = (engineCode ??= import('@/features/practice/playback/audio-engine'));
  loading.catch(() => {
    if (engineCode === loading) engineCode = undefined;
  });
  return loading;
}

/**
 * Starts fetching the engine's code and the recorded kit, and decoding the kit as soon as both are in: called as a
 * press of Play or Start begins, so the work is under way before its click. Never before a press.
 */
function warmUp() {
  const file = requestKit();
  loadEngine()
    .then((engine) => engine.prepareKit(file, 0))
    .catch(() => {});
}

/** How often a sounding player adds its time to the day's practice, besides when it stops. */
const PRACTICE_FLUSH_MS = 60_000;

/**
 * Counts the time from now into the day's practice (the progress store, fetched when there is time to add), a
 * minute at a time, when the page is hidden, and when the returned function is called (the player stopped); four
 * hours at most.
 */
function countPractice(): () => void {
  let since = Date.now();
  let counted = 0;
  const flush = () => {
    const seconds = Math.min((Date.now() - since) / 1000, LONGEST_STRETCH_S - counted);
    if (seconds < 1) return;
    since = Date.now();
    counted += seconds;
    import('@/features/progress/client').then((store) => store.recordPractice(seconds)).catch(() => {});
  };
  const timer = setInterval(flush, PRACTICE_FLUSH_MS);
  const hidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', hidden);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', hidden);
    flush();
  };
}

interface PlayerOptions {
  tempo: number;
  beatsPerBar: number;
  /** Clicks per beat. */
  subdivision: number;
  /** Beats to a pulse in compound time (3 in 6/8), for the metronome's group accents. */
  beatsPerGroup?: number;
  /** A groove's own clicks, one per step, asked for when Play is pressed (the count-in is decided then). */
  grid?: () => ClickGrid;
  /** Queues a click's sounds into `output` at `click.time`. */
  sound: (engine: Engine, click: Click, output: AudioNode) => void;
  /** When a click is heard: what the page shows for it. */
  onClick: (click: Click) => void;
  /** When playing ends, for whatever reason. */
  onStop?: () => void;
  /** Said when the browser will not make a sound; the controls stay usable. */
  noSound: string;
  /** The speed trainer's tempo ramp, when it is on. */
  ramp?: Ramp;
  /** When a tempo is first heard: the speed trainer raised it (or the visitor typed it). */
  onTempo?: (bpm: number) => void;
  /** The gap click, when it is on: its silent bars' clicks come to `sound` and `onClick` marked `silent`. */
  gap?: GapPlan;
  /** What else the clicks are made of (a groove's section to loop): a change while playing starts again with it. */
  restartKey?: string;
}

/**
 * Plays clicks on the shared sound engine (engine/audio-engine.ts, fetched on the first press)
 * while `playing`. The metronome and the groove player both use it. A new tempo takes over from
 * the next click; a new bar length, grouping, subdivision or `restartKey` starts again; the time it sounds is
 * the day's practice (progress store); leaving the page, or starting
 * another of the page's practice tools, stops it. A ramp (the speed trainer) is the engine's to
 * run: it raises the tempo at bar lines, and the page hears of each new tempo through `onTempo`.
 */
export function usePlayer({
  tempo,
  beatsPerBar,
  subdivision,
  beatsPerGroup,
  grid,
  sound,
  onClick,
  onStop,
  noSound,
  ramp,
  onTempo,
  gap,
  restartKey,
}: PlayerOptions) {
  // Non-null while playing: the unlocked AudioContext, asked for in the visitor's press.
  const [audio, setAudio] = useState<Promise<AudioContext> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const player = useRef<Player | null>(null);
  /** The tempo of the last click heard. */
  const heardTempo = useRef<number | null>(null);
  /**
   * A heard tempo handed to the page (`onTempo`), which shows it in the tempo box: not a tempo the
   * visitor chose, so it must not come back to the player as one (the ramp may have queued a faster bar already).
   */
  const echo = useRef<number | null>(null);
  // Read by the running player without restarting it.
  const startTempo = useEffectEvent(() => tempo);
  const rampNow = useEffectEvent(() => ramp);
  const gapNow = useEffectEvent(() => gap);
  const gridNow = useEffectEvent(() => grid?.());
  const soundOf = useEffectEvent(sound);
  const shown = useEffectEvent((click: Click) => {
    if (click.bpm !== heardTempo.current) {
      heardTempo.current = click.bpm;
      echo.current = click.bpm;
      onTempo?.(click.bpm);
    }
    onClick(click);
  });
  const stopped = useEffectEvent(() => onStop?.());
  // Another practice tool on the page started: this one has been stopped, and shows it.
  const takenOver = useEffectEvent(() => setAudio(null));
  const refused = useEffectEvent(() => setProblem(noSound));

  useEffect(() => {
    if (!audio) return;
    let cancelled = false;
    let counted: (() => void) | undefined;
    Promise.all([loadEngine(), audio])
      .then(async ([engine, context]) => {
        // The first sound comes as long after this as it always has; the kit has that long to be ready (less a moment).
        const startAt = context.currentTime + engine.START_DELAY_S;
        await engine.prepareKit(requestKit(), KIT_WAIT_MS);
        if (cancelled) return;
        player.current = engine.play({
          context,
          pattern: { bpm: startTempo(), beatsPerBar, subdivision, beatsPerGroup, grid: gridNow() },
          sound: (click, output) => soundOf(engine, click, output),
          onClick: (click) => shown(click),
          takenOver: () => takenOver(),
          ramp: rampNow(),
          gap: gapNow(),
          startAt,
        });
        counted = countPractice();
      })
      .catch(() => {
        if (cancelled) return;
        setAudio(null);
        refused();
      });
    return () => {
      cancelled = true;
      counted?.();
      player.current?.stop();
      player.current = null;
      stopped();
    };
  }, [audio, beatsPerBar, subdivision, beatsPerGroup, restartKey]);

  useEffect(() => {
    const echoed = tempo === echo.current;
    echo.current = null;
    if (!echoed) player.current?.setTempo(tempo);
  }, [tempo]);

  // A ramp changed while playing takes over at the next bar line; compared by value, as each render makes a new one.
  const rampKey = ramp ? [ramp.start, ramp.target, ramp.step, ramp.everyBars].join() : '';
  useEffect(() => {
    player.current?.setRamp(rampNow());
  }, [rampKey]);

  // A gap click turned on, off or changed while playing takes over from the next click queued.
  const gapKey = gap ? [gap.on, gap.off, gap.afterBars].join() : '';
  useEffect(() => {
    player.current?.setGap(gapNow());
  }, [gapKey]);

  /** Start or stop: call from the press itself, so the browser lets the sound start. */
  const toggle = () => {
    if (audio) {
      setAudio(null);
      return;
    }
    setProblem(null);
    heardTempo.current = null;
    setAudio(unlockAudio());
    warmUp();
  };

  /**
   * For the button's pointer and key down: a mouse button or Enter or Space going down on it is a press beginning. A
   * finger going down may be a scroll, and Tab only passes by: those wait for the click.
   */
  const pressHandlers = {
    onPointerDown: (event: { pointerType: string }) => {
      if (event.pointerType === 'mouse') warmUp();
    },
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Enter' || event.key === ' ') warmUp();
    },
  };

  return { playing: audio !== null, toggle, problem, pressHandlers };
}
