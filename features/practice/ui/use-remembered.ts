'use client';

import { useRef, useState, useSyncExternalStore } from 'react';
import type { TrainerSettings } from '@/features/progress/client';
import type { Click } from '@/features/practice/playback/metronome';
import { TEMPO_RANGE } from '@/features/practice/groove/language';
import { dayOf } from '@/lib/days';

type ProgressStore = typeof import('@/features/progress/client');

/** The speed trainer before a visitor sets it: off, from the written tempo up 20 BPM, 5 at a time every 4 bars. */
export function defaultTrainer(tempo: number): TrainerSettings {
  return {
    on: false,
    start: tempo,
    target: Math.min(TEMPO_RANGE.max, tempo + 20),
    step: 5,
    everyBars: 4,
    countIn: false,
  };
}

/**
 * The progress store, fetched once the page runs rather than with the page's first scripts: what
 * it remembers shows after the page has loaded anyway (the server knows no visitor), and a lesson
 * with a metronome and a groove fetches it once instead of inside each island.
 */
let store: ProgressStore | undefined;
let loading: Promise<ProgressStore> | undefined;
function loadStore(): Promise<ProgressStore> {
  loading ??= import('@/features/progress/client').then((loaded) => (store = loaded));
  return loading;
}

function subscribe(onChange: () => void) {
  let unsubscribe: (() => void) | undefined;
  let gone = false;
  void loadStore().then((loaded) => {
    if (gone) return;
    unsubscribe = loaded.subscribeToProgress(onChange);
    onChange();
  });
  return () => {
    gone = true;
    unsubscribe?.();
  };
}

const nothing = () => undefined;
const noSubscription = () => () => {};

/**
 * What this device remembers of one groove, or of the metronome page, under `key` (none: nothing
 * is remembered): its speed trainer's settings, and the tempos it was played at. Read after the
 * page loads, so the page renders the same without JavaScript. A store that refuses to write
 * (blocked, full) changes nothing a visitor sees but that it is not remembered.
 */
export function useRemembered(key: string | undefined, initialTempo: number) {
  const record = useSyncExternalStore(
    key ? subscribe : noSubscription,
    () => (key ? store?.grooveRecord(key) : undefined),
    nothing,
  );
  const [edited, setEdited] = useState<TrainerSettings>();
  const trainer = edited ?? record?.trainer ?? defaultTrainer(initialTempo);
  const setTrainer = (next: TrainerSettings) => {
    setEdited(next);
    if (key) void loadStore().then((loaded) => loaded.saveTrainer(key, next));
  };

  /** The bar being heard: its first click and tempo, until a click at another tempo spoils it. */
  const bar = useRef<{ index: number; bpm: number; raised: boolean } | null>(null);
  /**
   * Call for each click heard. A tempo counts as played once a whole bar went by at it (so a
   * tempo typed by mistake and stopped at once is not kept); a count-in's bar is not the groove.
   */
  const heard = (click: Click, countInClicks = 0) => {
    if (!key) return;
    if (click.kind !== 'bar') {
      if (bar.current && (bar.current.bpm !== click.bpm || bar.current.raised !== Boolean(click.raised)))
        bar.current = null;
      return;
    }
    const played = bar.current;
    bar.current =
      click.index >= countInClicks ? { index: click.index, bpm: click.bpm, raised: Boolean(click.raised) } : null;
    if (!played) return;
    // The speed trainer brought the learner here: it raised the tempo a bar at a time (a tempo typed in, or playing
    // when it was switched on, is not one it climbed to).
    const trained = played.raised;
    // Kept when it is a new last tempo, the fastest yet today (each day's fastest draws tempo over time), or the
    // fastest the trainer has climbed to (it meets a week's target tempo).
    if (
      record?.last !== played.bpm ||
      (record.days?.[dayOf(new Date())] ?? 0) < played.bpm ||
      (trained && (record.trained ?? 0) < played.bpm)
    ) {
      void loadStore().then((loaded) => loaded.recordTempo(key, played.bpm, new Date(), trained));
    }
  };

  return { record, trainer, setTrainer, heard };
}
