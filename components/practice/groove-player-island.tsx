'use client';

import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { VOICES, type Step, type Voice } from '@/lib/kit';
import type { Player } from '@/lib/audio/engine';
import type { PracticeClasses } from './practice.styles';
import { TempoField, useTempo } from './tempo-field';

interface GroovePlayerIslandProps {
  classes: PracticeClasses;
  title: string;
  voices: Record<Voice, Step[]>;
  beatsPerBar: number;
  stepsPerBeat: number;
  initialTempo: number;
}

/**
 * Plays a groove on synthesised drums, looping, at a tempo the visitor sets, and marks the
 * step being played in the grid beside it (cells carry `data-step`; the playing ones get
 * `data-now`). The sound engine is fetched on the first Play.
 */
export function GroovePlayerIsland({ classes, title, voices, beatsPerBar, stepsPerBeat, initialTempo }: GroovePlayerIslandProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const tempoState = useTempo(initialTempo);
  const { tempo } = tempoState;
  const [playing, setPlaying] = useState(false);
  const steps = voices.hihat.length;
  const player = useRef<Player | null>(null);
  // The tempo when Play is pressed; changes after that go through setTempo below.
  const currentTempo = useEffectEvent(() => tempo);

  useEffect(() => {
    if (!playing) return;
    const grid = root.current?.closest('figure');
    const mark = (step: number | null) => {
      for (const cell of grid?.querySelectorAll('[data-now]') ?? []) cell.removeAttribute('data-now');
      if (step !== null) for (const cell of grid?.querySelectorAll(`[data-step="${step}"]`) ?? []) cell.setAttribute('data-now', '');
    };
    let cancelled = false;
    void (async () => {
      const engine = await import('@/lib/audio/engine');
      const context = await engine.audioContext();
      if (cancelled) return;
      player.current = engine.play(
        context,
        { bpm: currentTempo(), beatsPerBar, subdivision: stepsPerBeat },
        (click, output) => {
          const step = click.index % steps;
          for (const voice of VOICES) {
            const stroke = voices[voice][step];
            if (stroke) engine.playDrum(output, click.time, voice, stroke);
          }
        },
        (click) => mark(click.index % steps),
      );
    })();
    return () => {
      cancelled = true;
      player.current?.stop();
      player.current = null;
      mark(null);
    };
  }, [playing, beatsPerBar, stepsPerBeat, steps, voices]);

  // A new tempo takes over from the next step, without going back to the start of the groove.
  useEffect(() => {
    player.current?.setTempo(tempo);
  }, [tempo]);

  return (
    <div ref={root} className={classes.row} role="group" aria-label={`Play ${title}`} data-groove-player data-playing={playing || undefined}>
      <button type="button" className={classes.start} aria-pressed={playing} onClick={() => setPlaying((now) => !now)} aria-describedby={`${id}-what`}>
        {playing ? 'Stop' : 'Play'}
      </button>
      <span id={`${id}-what`} className={classes.hidden}>
        {title}, looping
      </span>
      <TempoField state={tempoState} className={classes.field} inputClassName={classes.input} />
    </div>
  );
}
