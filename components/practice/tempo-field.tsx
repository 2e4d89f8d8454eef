'use client';

import { useState } from 'react';
import { TEMPO_RANGE } from '@/lib/kit';
import { clampTempo } from '@/lib/metronome';

/**
 * A tempo in BPM that a visitor types: the playing tempo changes as soon as the text is a
 * tempo in range, and leaving the box puts a number out of range back between 30 and 300.
 */
export function useTempo(initial: number) {
  const [tempo, setTempo] = useState(initial);
  const [text, setText] = useState(String(initial));
  const commit = (value: number) => {
    const next = clampTempo(value);
    setTempo(next);
    setText(String(next));
  };
  return { tempo, text, setText, setTempo, commit };
}

export function TempoField({ state, className, inputClassName }: { state: ReturnType<typeof useTempo>; className: string; inputClassName: string }) {
  return (
    <label className={className}>
      Tempo (BPM)
      <input
        className={inputClassName}
        type="number"
        inputMode="numeric"
        min={TEMPO_RANGE.min}
        max={TEMPO_RANGE.max}
        step={1}
        value={state.text}
        onChange={(event) => {
          state.setText(event.target.value);
          const value = event.target.valueAsNumber;
          if (value >= TEMPO_RANGE.min && value <= TEMPO_RANGE.max) state.setTempo(Math.round(value));
        }}
        onBlur={() => state.commit(Number(state.text) || state.tempo)}
      />
    </label>
  );
}
