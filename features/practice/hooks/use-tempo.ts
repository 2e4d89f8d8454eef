'use client';

import { useState } from 'react';
import { clampTempo } from '@/features/practice/engine/metronome';

/**
 * A tempo in BPM that a visitor types: `tempo` changes as soon as the text is a tempo in range,
 * and `commit` (on leaving the box, or from tap tempo) puts any number back between 30 and 300.
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

export type TempoState = ReturnType<typeof useTempo>;
