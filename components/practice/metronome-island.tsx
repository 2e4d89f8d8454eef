'use client';

import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { tapTempo, type Click } from '@/lib/metronome';
import type { Player } from '@/lib/audio/engine';
import type { PracticeClasses } from './practice.styles';
import { TempoField, useTempo } from './tempo-field';

const SIGNATURES = ['2/4', '3/4', '4/4', '5/4', '6/8', '7/8', '9/8', '12/8'];
const SUBDIVISIONS = [
  { value: 1, label: 'Beats only' },
  { value: 2, label: 'Eighth notes' },
  { value: 3, label: 'Triplets' },
  { value: 4, label: 'Sixteenth notes' },
];

interface MetronomeIslandProps {
  classes: PracticeClasses;
  title: string;
  initialTempo: number;
  initialSignature: string;
}

/**
 * A metronome: tempo (typed, stepped or tapped), time signature, subdivisions, accent on
 * beat one, and a row of dots that lights each beat as it sounds, for those who cannot hear
 * it. Every control is a native one, so it all works from the keyboard; Start is a toggle
 * button. The sound engine (lib/audio/engine.ts) is fetched on the first Start.
 */
export function MetronomeIsland({ classes, title, initialTempo, initialSignature }: MetronomeIslandProps) {
  const id = useId();
  const tempoState = useTempo(initialTempo);
  const { tempo } = tempoState;
  const [signature, setSignature] = useState(initialSignature);
  const [subdivision, setSubdivision] = useState(1);
  const [accent, setAccent] = useState(true);
  const [running, setRunning] = useState(false);
  const [beat, setBeat] = useState<number | null>(null);
  const player = useRef<Player | null>(null);
  const taps = useRef<number[]>([]);
  const beats = Number(signature.split('/')[0]);

  // What the player reads as it starts and plays, without restarting for it.
  const currentTempo = useEffectEvent(() => tempo);
  const accentOn = useEffectEvent(() => accent);

  // Starts on Start, and again when the time signature or the clicks change; stops on leaving the page.
  useEffect(() => {
    if (!running) return;
    let cancelled = false;
    void (async () => {
      const engine = await import('@/lib/audio/engine');
      const context = await engine.audioContext();
      if (cancelled) return;
      player.current = engine.play(
        context,
        { bpm: currentTempo(), beatsPerBar: beats, subdivision },
        (click: Click, output) => engine.playClick(output, click.time, click.kind === 'bar' && !accentOn() ? 'beat' : click.kind),
        (click: Click) => {
          if (click.sub === 0) setBeat(click.beat);
        },
      );
    })();
    return () => {
      cancelled = true;
      player.current?.stop();
      player.current = null;
    };
  }, [running, beats, subdivision]);

  // A new tempo (typed, stepped with the arrow keys or tapped) takes over from the next click, in the same bar.
  useEffect(() => {
    player.current?.setTempo(tempo);
  }, [tempo]);

  const toggle = () => {
    setRunning((now) => !now);
    setBeat(null);
  };

  const tap = () => {
    // tapTempo reads only the latest taps and starts over after a pause; older ones can go.
    taps.current = [...taps.current.slice(-7), performance.now()];
    const tapped = tapTempo(taps.current);
    if (tapped !== undefined) tempoState.commit(tapped);
  };

  return (
    <div className={`${classes.root} not-prose`} role="group" aria-labelledby={`${id}-title`} data-metronome data-running={running || undefined} data-beat={beat ?? undefined}>
      <p className={classes.title} id={`${id}-title`}>
        {title}
      </p>
      <div className={classes.row}>
        <button type="button" className={classes.start} aria-pressed={running} onClick={toggle}>
          {running ? 'Stop' : 'Start'}
        </button>
        <ol className={classes.beats} aria-label="Beats" data-beats>
          {Array.from({ length: beats }, (_, index) => (
            <li
              key={index}
              className={classes.beat}
              data-accent={index === 0 && accent ? '' : undefined}
              data-active={running && beat === index ? '' : undefined}
              aria-current={running && beat === index ? 'step' : undefined}
            >
              <span className={classes.hidden}>Beat {index + 1}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className={classes.row}>
        <TempoField state={tempoState} className={classes.field} inputClassName={classes.input} />
        <button type="button" className={classes.secondary} onClick={tap}>
          Tap tempo
        </button>
        <label className={classes.field}>
          Time signature
          <select className={classes.select} value={signature} onChange={(event) => setSignature(event.target.value)}>
            {(SIGNATURES.includes(signature) ? SIGNATURES : [signature, ...SIGNATURES]).map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label className={classes.field}>
          Clicks
          <select className={classes.select} value={subdivision} onChange={(event) => setSubdivision(Number(event.target.value))}>
            {SUBDIVISIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className={classes.check}>
          <input type="checkbox" checked={accent} onChange={(event) => setAccent(event.target.checked)} />
          Accent beat one
        </label>
      </div>
      <p className={classes.hint}>
        Tap the tempo button on each beat of a song to match its speed. The dots light with each beat.
      </p>
    </div>
  );
}
