/**
 * Takes a drummer plays, for recording's tests (the unit tests of its transcriber, and the builder's browser tests
 * through the virtual kit): written lines played with a human's timing and touch, the same every run.
 */
import type { Voice } from '../features/practice/groove/language';

import { random } from '../features/practice/play-along/fixtures/read-wav';

/**
 * A take of written lines (one character a sixteenth, or `per` steps a beat) played by a drummer: each hit moved
 * by up to ±`jitterMs` (seeded: the same every run), ghost notes (`g`) at 25–40, accents (`X`, `F`) at 110–127, the
 * rest at 75–95; a flam (`f`, `F`) has its grace note 30 ms early. `swingAt`: where the & of
 * each beat falls (0.5 straight, 2/3 swung), for lines written in eighths.
 */
export function played(
  lines: Partial<Record<Voice, string>>,
  {
    tempo,
    per = 4,
    jitterMs = 12,
    seed = 1,
    swingAt = 0.5,
  }: { tempo: number; per?: number; jitterMs?: number; seed?: number; swingAt?: number },
): { voice: Voice; time: number; velocity: number }[] {
  const next = random(seed);
  const beatS = 60 / tempo;
  const between = (low: number, high: number) => Math.round(low + next() * (high - low));
  const hits: { voice: Voice; time: number; velocity: number }[] = [];
  for (const [voice, line] of Object.entries(lines) as [Voice, string][]) {
    [...line.replaceAll(' ', '')].forEach((char, step) => {
      if (char === '-') return;
      const beat = Math.floor(step / per);
      const sub = (step % per) / per;
      const place = sub === 0.5 ? swingAt : sub;
      const time = (beat + place) * beatS + ((next() * 2 - 1) * jitterMs) / 1000;
      const velocity = char === 'g' ? between(25, 40) : 'XF'.includes(char) ? between(110, 127) : between(75, 95);
      hits.push({ voice, time, velocity });
      // A flam's grace note, soft and 30 ms before its note.
      if ('fF'.includes(char)) hits.push({ voice, time: time - 0.03, velocity: between(30, 40) });
    });
  }
  return hits.sort((a, b) => a.time - b.time);
}
