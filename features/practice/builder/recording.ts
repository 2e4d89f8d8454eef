/**
 * A take written into the builder's groove (record/transcribe.ts writes it down): as a new groove of the bars
 * recorded, or, overdubbing, into the groove there, whose other drums stay and whose grid becomes the take's (fine
 * enough for both: the take's grid was found with the groove's notes in it). Pure, so it is tested without a kit.
 */
import { GROOVE_HOLD, VOICES } from '@/features/practice/groove/language';
import { placesOf } from '@/features/practice/groove/places';
import { isRest } from '@/features/practice/groove/serialize';
import { swung } from '@/features/practice/groove/timeline';
import type { Transcription } from '@/features/practice/record/transcribe';
import { evenBar, reshaped, type Draft } from './draft';

/** Where each note of the draft's drums is played, in beats from its start (swung as it swings): overdubbing keeps them. */
export function playedMoments(draft: Draft): number[] {
  const places = placesOf(draft.cells);
  const beatsPerBar = draft.signature.beats;
  const moments = new Set<number>();
  for (const voice of VOICES) {
    draft.lines[voice]?.forEach((char, step) => {
      if (isRest(char) || char === GROOVE_HOLD) return;
      const { bar, beat } = places[step]!;
      const whole = Math.floor(beat);
      moments.add(bar * beatsPerBar + whole + swung(beat - whole, draft.swing));
    });
  }
  return [...moments].sort((a, b) => a - b);
}

/**
 * The draft with the take written in. A new take: the bars recorded, in the take's grid and swing, with only its
 * drums (the title and tempo stay). Overdubbing: the draft moved onto the take's grid, each drum played in the take
 * written over that drum's line, the others kept.
 */
export function withRecording(
  draft: Draft,
  take: Transcription,
  { bars, overdub }: { bars: number; overdub: boolean },
): Draft {
  const { perBeat, swing } = take.feel;
  const base: Draft = overdub
    ? reshaped(draft, { perBeat })
    : {
        title: draft.title,
        tempo: draft.tempo,
        signature: draft.signature,
        cells: Array.from({ length: bars }, () => evenBar(draft.signature.beats, perBeat)),
        lines: {},
      };
  return { ...base, lines: { ...base.lines, ...take.lines }, swing };
}
