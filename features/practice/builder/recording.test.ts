import { describe, expect, it } from 'vitest';
import { transcribe } from '@/features/practice/record/transcribe';
import { evenBar, grooveOf, rockBeat, type Draft } from './draft';
import { builderReducer, startBuilder } from './reducer';
import { playedMoments, withRecording } from './recording';

const FOUR_FOUR = { beats: 4, unit: 4 };
const beatS = 60 / 80;

/** Hits on `voice` at these beats, at a normal loudness. */
const hitsAt = (voice: 'kick' | 'snare' | 'hihat', beats: number[]) =>
  beats.map((beat) => ({ voice, time: beat * beatS, velocity: 85 }));

describe('a take written into the builder', () => {
  it('opens a new take as a groove of the bars recorded, in its grid, keeping the title and tempo', () => {
    const draft = rockBeat('My groove');
    const take = transcribe(hitsAt('kick', [0, 2, 4, 6]), { tempo: 80, signature: FOUR_FOUR, bars: 2 });
    const recorded = withRecording(draft, take, { bars: 2, overdub: false });
    expect(recorded.title).toBe('My groove');
    expect(recorded.tempo).toBe(80);
    expect(recorded.cells).toEqual([evenBar(4, 1), evenBar(4, 1)]);
    expect(recorded.lines).toEqual({ kick: [...'x-x-x-x-'] });
    // What is written reads as a groove a lesson accepts.
    expect(grooveOf(recorded).steps).toBe(8);
  });

  it('overdubs a drum onto the groove there: its grid made fine enough for both, its other drums kept', () => {
    const kick: Draft = {
      title: 'Overdub',
      tempo: 80,
      signature: FOUR_FOUR,
      cells: [evenBar(4, 2)],
      lines: { kick: [...'x--xx---'] },
    };
    expect(playedMoments(kick)).toEqual([0, 1.5, 2]);
    // Ghost notes on the "e" of 2 and 4, played into the eighth-note groove: sixteenths now.
    const take = transcribe(
      hitsAt('snare', [1, 1.25, 3, 3.25]),
      { tempo: 80, signature: FOUR_FOUR, bars: 1 },
      { kept: playedMoments(kick) },
    );
    const both = withRecording(kick, take, { bars: 1, overdub: true });
    expect(both.cells).toEqual([evenBar(4, 4)]);
    expect(both.lines.kick?.join('')).toBe('x-----x-x-------');
    expect(both.lines.snare?.join('')).toBe('----xx------xx--');
  });

  it('replaces only the drums played in an overdub, and keeps a swung groove swung', () => {
    const swung: Draft = {
      ...rockBeat('Swung'),
      cells: [evenBar(4, 2)],
      swing: 'eighths',
      lines: { hihat: [...'xxxxxxxx'] },
    };
    expect(playedMoments(swung).slice(0, 3)).toEqual([0, 2 / 3, 1]);
    const take = transcribe(
      [...hitsAt('hihat', [0, 1, 2, 3]), ...hitsAt('kick', [0, 2 + 2 / 3])],
      { tempo: 80, signature: FOUR_FOUR, bars: 1 },
      { kept: playedMoments(swung) },
    );
    expect(take.feel).toEqual({ perBeat: 2, swing: 'eighths' });
    const after = withRecording(swung, take, { bars: 1, overdub: true });
    expect(after.swing).toBe('eighths');
    expect(after.lines.hihat?.join('')).toBe('x-x-x-x-');
    expect(after.lines.kick?.join('')).toBe('x----x--');
  });

  it('is one step for Undo', () => {
    const start = startBuilder(rockBeat('Rock'));
    const take = transcribe(hitsAt('snare', [1, 3]), { tempo: 80, signature: FOUR_FOUR, bars: 1 });
    const recorded = builderReducer(start, {
      type: 'open',
      draft: withRecording(start.draft, take, { bars: 1, overdub: false }),
    });
    expect(recorded.draft.lines).toEqual({ snare: [...'-x-x'] });
    expect(builderReducer(recorded, { type: 'undo' }).draft).toEqual(start.draft);
  });
});
