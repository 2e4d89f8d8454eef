'use client';

import { useEffect, useRef } from 'react';
import { TEMPO_RANGE } from '@/features/practice/groove/language';
import type { TempoState } from '@/features/practice/ui/use-tempo';

/** How long a typed tempo that may still grow ("30", on the way to "300") waits for another digit. */
const NEXT_DIGIT_MS = 600;

/**
 * The tempo box of the metronome and the groove player: type a number, or step it with the
 * arrow keys. A playing tool follows each tempo in range as it is typed, except one that could be
 * the start of a longer number: typing 300 does not play a bar at 30 on the way.
 */
interface TempoFieldProps {
  state: TempoState;
  label: string;
  className: string;
  inputClassName: string;
}

export function TempoField({ state, label, className, inputClassName }: TempoFieldProps) {
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  return (
    <label className={className}>
      {label}
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
          clearTimeout(pending.current);
          const value = event.target.valueAsNumber;
          if (!(value >= TEMPO_RANGE.min && value <= TEMPO_RANGE.max)) return;
          const tempo = Math.round(value);
          if (tempo * 10 <= TEMPO_RANGE.max) pending.current = setTimeout(() => state.setTempo(tempo), NEXT_DIGIT_MS);
          else state.setTempo(tempo);
        }}
        onBlur={() => {
          clearTimeout(pending.current);
          state.commit(Number(state.text) || state.tempo);
        }}
      />
    </label>
  );
}
