'use client';

import { TEMPO_RANGE } from '@/lib/kit';
import type { TempoState } from './use-tempo';

/** The tempo box of the metronome and the groove player: type a number, or step it with the arrow keys. */
export function TempoField({ state, className, inputClassName }: { state: TempoState; className: string; inputClassName: string }) {
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
