/**
 * Where each note of a play-along run fell, for its timing chart: every note graded, placed by when it was due in
 * the run and by how far its hit was from it, and every extra hit by when it came. Pure: built from the run's grades
 * (match.ts); the panel draws it (ui/timing-chart.tsx).
 */
import type { Voice } from '@/features/practice/groove/language';
import type { Graded, Hit, Verdict } from './match';

/** One note of the run, as the chart places it. */
export interface PlottedNote {
  /** When it was due, in seconds from the run's first note. */
  at: number;
  /** Its drum, or every drum of its step for an input that cannot tell them apart. */
  voices: readonly Voice[];
  verdict: Verdict;
  /** Its hit's offset in ms, negative early; unset when missed. */
  offsetMs?: number;
}

export interface TimingPlot {
  notes: PlottedNote[];
  /** Hits that were for no note: when they came (seconds from the first note), and on which drum if the input says. */
  extras: { at: number; voice?: Voice }[];
  /** When each time through the loop began, in seconds from the first note: the first is 0 or before it. */
  loops: number[];
  /** The seconds from the first note to the end of the last note's beat. */
  length: number;
  /** The beat's length, in seconds, at the run's last tempo. */
  beat: number;
  /** The gap click's silences the run went through, from their first step to the sound's return, in seconds from the first note. */
  silences: { from: number; to: number }[];
}

/** A run's plot from its grades, its extra hits, when each time through began, and the time of its first note. */
export function timingPlot({
  graded,
  extras,
  loopStarts,
  first,
  bpm,
  silences = [],
}: {
  graded: readonly Graded[];
  extras: readonly Hit[];
  /** Time through → when its first step was queued (seconds on the audio clock). */
  loopStarts: ReadonlyMap<number, number>;
  first: number;
  bpm: number;
  /** The gap click's silences, on the audio clock; one the run ended in has no end. */
  silences?: readonly { from: number; to?: number }[];
}): TimingPlot {
  const since = (time: number) => Math.round((time - first) * 1000) / 1000;
  const notes = [...graded]
    .sort((a, b) => a.note.time - b.note.time)
    .map(({ note, verdict, offsetMs }) => ({
      at: since(note.time),
      voices: note.voices,
      verdict,
      ...(offsetMs === undefined ? {} : { offsetMs }),
    }));
  const beat = 60 / bpm;
  const last = Math.max(0, ...notes.map((note) => note.at), ...extras.map((hit) => since(hit.time)));
  return {
    notes,
    extras: extras.map((hit) => ({ at: since(hit.time), ...(hit.voice ? { voice: hit.voice } : {}) })),
    loops: [...loopStarts].sort(([a], [b]) => a - b).flatMap(([, time]) => (since(time) <= last ? [since(time)] : [])),
    length: Math.round((last + beat) * 1000) / 1000,
    beat,
    silences: silences.flatMap(({ from, to }) =>
      since(from) <= last ? [{ from: since(from), to: Math.min(since(to ?? Infinity), last + beat) }] : [],
    ),
  };
}
