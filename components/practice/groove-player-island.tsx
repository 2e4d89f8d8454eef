'use client';

import { useId, useRef } from 'react';
import { VOICES, type Step, type Voice } from '@/lib/kit';
import type { PracticeClasses } from './practice.styles';
import { TempoField } from './tempo-field';
import { usePlayer } from './use-player';
import { useTempo } from './use-tempo';

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
 * `data-now`).
 */
export function GroovePlayerIsland({ classes, title, voices, beatsPerBar, stepsPerBeat, initialTempo }: GroovePlayerIslandProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const tempoState = useTempo(initialTempo);
  const steps = voices.hihat.length;
  const mark = (step: number | null) => {
    const grid = root.current?.closest('figure');
    for (const cell of grid?.querySelectorAll('[data-now]') ?? []) cell.removeAttribute('data-now');
    if (step !== null) for (const cell of grid?.querySelectorAll(`[data-step="${step}"]`) ?? []) cell.setAttribute('data-now', '');
  };
  const { playing, toggle, problem } = usePlayer({
    tempo: tempoState.tempo,
    beatsPerBar,
    subdivision: stepsPerBeat,
    sound: (engine, click, output) => {
      const step = click.index % steps;
      for (const voice of VOICES) {
        const stroke = voices[voice][step];
        if (stroke) engine.playDrum(output, click.time, voice, stroke);
      }
    },
    onClick: (click) => mark(click.index % steps),
    onStop: () => mark(null),
  });

  return (
    <div ref={root} className={classes.row} role="group" aria-label={`Play ${title}`} data-groove-player data-playing={playing || undefined}>
      <button type="button" className={classes.start} onClick={toggle} aria-describedby={`${id}-what`}>
        {playing ? 'Stop' : 'Play'}
      </button>
      <span id={`${id}-what`} className={classes.hidden}>
        {title}, looping
      </span>
      <TempoField state={tempoState} className={classes.field} inputClassName={classes.input} />
      {problem ? (
        <p className={classes.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
