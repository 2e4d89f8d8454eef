'use client';

import { useState } from 'react';
import { clampTempo } from '@/features/practice/groove/tempo';

/**
 * A tempo in BPM that a visitor types: `tempo` changes as soon as the text is a tempo in range,
 * and `commit` (on leaving the box, from tap tempo, or a tempo the speed trainer reached) puts
 * any number back between 30 and 300. Until the visitor sets one, it is the `remembered` tempo
 * (the last one played on this device, known only once the page runs), or else `initial`.
 */
export function useTempo(initial: number, remembered?: number) {
  const [chosen, setChosen] = useState<{ tempo: number; text: string }>();
  const tempo = chosen?.tempo ?? remembered ?? initial;
  const text = chosen?.text ?? String(tempo);
  const commit = (value: number) => {
    const next = clampTempo(value);
    setChosen({ tempo: next, text: String(next) });
  };
  const setText = (typed: string) => setChosen((before) => ({ tempo: before?.tempo ?? tempo, text: typed }));
  const setTempo = (next: number) => setChosen((before) => ({ tempo: next, text: before?.text ?? String(next) }));
  return { tempo, text, setText, setTempo, commit };
}

export type TempoState = ReturnType<typeof useTempo>;
