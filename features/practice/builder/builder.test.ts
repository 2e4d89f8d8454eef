import { Midi } from '@tonejs/midi';
import { describe, expect, it } from 'vitest';
import { componentUses } from '@/content-model/check/body';
import { checkComponentValues } from '@/content-model/mdx-components';
import { parseGroove, type Groove } from '@/features/practice/groove/parse';
import { MAX_ADDRESS_LENGTH } from '@/features/practice/groove/address';
import { attributesOf, writtenOf } from '@/features/practice/groove/serialize';
import { openSearch, searchOf } from './address';
import {
  characterAt,
  cleared,
  grooveOf,
  MAX_BARS,
  nextCharacter,
  reshaped,
  rockBeat,
  withCharacter,
  type Draft,
} from './draft';
import { writtenGrooves } from '@/features/practice/testing/written-grooves';
import { lessonTextOf } from './lesson-text';
import { midiFileOf, PPQ } from './midi';

const words = {
  linkTooLong: 'too long {max}',
  linkNewer: 'newer',
  linkDamaged: 'damaged: {detail}',
  linkTooManyBars: '{bars} bars, max {max}',
};

const written = writtenGrooves;

/** A groove with what a comparison of its music needs (the parser's own shapes and places follow from these). */
const music = (groove: Groove) => ({ ...groove, shapes: undefined, places: undefined });

const opened = (search: string): Draft => {
  const result = openSearch(search, words);
  if (!result || !('draft' in result)) throw new Error(`not opened: ${JSON.stringify(result)}`);
  return result.draft;
};

describe('a groove as the builder edits it', () => {
  it('reads every groove of the lessons, rudiments and studies, and writes each back as the same music', () => {
    expect(written.length).toBeGreaterThan(60);
    for (const { file, attributes } of written) {
      const groove = parseGroove(attributes);
      const draft = writtenOf(groove);
      expect(music(grooveOf(draft)), file).toEqual(music(groove));
      // Through its address (a groove the builder can hold: a long chart is not offered to it), and through the
      // lesson text it is copied as.
      if (groove.bars <= MAX_BARS) expect(music(grooveOf(opened(searchOf(draft)))), file).toEqual(music(groove));
      const [use, ...more] = componentUses(lessonTextOf(draft));
      expect(more, file).toEqual([]);
      expect(use!.name).toBe('Groove');
      expect(checkComponentValues('Groove', use!.values), file).toBeUndefined();
      expect(music(parseGroove(use!.values)), file).toEqual(music(groove));
    }
  });

  it('starts from a rock beat: eighths on the hi-hat, the backbeat on the snare, 1 and 3 on the bass drum', () => {
    const groove = grooveOf(rockBeat('My groove'));
    expect(groove.steps).toBe(16);
    expect(groove.voices.hihat!.map((stroke, step) => (stroke ? step : -1)).filter((step) => step >= 0)).toEqual([
      0, 2, 4, 6, 8, 10, 12, 14,
    ]);
    expect(groove.voices.snare!.flatMap((stroke, step) => (stroke ? [step] : []))).toEqual([4, 12]);
    expect(groove.voices.kick!.flatMap((stroke, step) => (stroke ? [step] : []))).toEqual([0, 8]);
  });

  it('cycles a cell through the strokes a drummer reaches for, then back to silence', () => {
    const snare = ['-'];
    while (snare.length < 10) snare.push(nextCharacter('snare', snare[snare.length - 1]!));
    expect(snare).toEqual(['-', 'x', 'X', 'g', 'c', 'f', 'd', 'z', '-', 'x']);
    expect(nextCharacter('hihat', 'X')).toBe('o');
    expect(nextCharacter('hihat', 'h')).toBe('-');
    expect(nextCharacter('sticking', 'R')).toBe('L');
    // A stroke typed that the cycle has not got (an accented flam) goes back to silence on the next tap.
    expect(nextCharacter('snare', 'F')).toBe('-');
  });

  it('keeps only the rows that play, and a silent line for a groove with none', () => {
    const draft = withCharacter(cleared(rockBeat('Empty')), 'kick', 0, 'x');
    expect(Object.keys(draft.lines)).toEqual(['kick']);
    expect(withCharacter(draft, 'kick', 0, '-').lines).toEqual({});
    expect(attributesOf(cleared(draft))).toEqual({ title: 'Empty', tempo: '80', snare: '----------------' });
  });

  it('moves notes to the nearest step when the bars change shape, dropping what no longer fits', () => {
    const rock = rockBeat('Rock');
    const withE = withCharacter(rock, 'kick', 3, 'x');
    const eighths = reshaped(withE, { perBeat: 2 });
    expect(eighths.lines.hihat!.join('')).toBe('xxxxxxxx');
    // The kick on the "a" of 1 (step 3, three quarters of a beat) is nearest the & of 1… which it may not take from nobody: it moves there.
    expect(eighths.lines.kick!.join('')).toBe('xx--x---');
    const triplets = reshaped(rock, { perBeat: 3 });
    expect(triplets.lines.snare!.join('')).toBe('---x-----x--');
    const threeFour = reshaped(rock, { signature: { beats: 3, unit: 4 } });
    expect(threeFour.lines.snare!.join('')).toBe('----x-------');
    const twoBars = reshaped(rock, { bars: 2 });
    expect(twoBars.cells).toHaveLength(2);
    expect(attributesOf(twoBars).kick).toBe('x-------x-------|----------------');
    expect(attributesOf(reshaped(twoBars, { bars: 1 })).kick).toBe('x-------x-------');
    expect(reshaped(rock, { bars: 20 }).cells).toHaveLength(8);
  });

  it('keeps note values and speed in a new time signature: sixteenths of 4/4 at 80 are two a beat of 6/8 at 160', () => {
    const jig = reshaped(rockBeat('Rock'), { signature: { beats: 6, unit: 8 } });
    expect(jig.cells[0]).toEqual(Array(6).fill({ steps: 2, beats: 1 }));
    expect(jig.tempo).toBe(160);
    // Beat 2 of 4/4 is the third eighth of 6/8; beat 3 and 4 fall past its dotted half and go.
    expect(jig.lines.snare!.join('')).toBe('----x-------');
    expect(jig.lines.hihat!.join('')).toBe('x-x-x-x-x-x-');
    expect(reshaped(jig, { signature: { beats: 4, unit: 4 } }).tempo).toBe(80);
  });

  it('adds a bar in the last bar’s shape, and keeps what the bars that stay hold: held notes, beams, tempo changes', () => {
    const copied = writtenOf(
      parseGroove({
        title: 'Odd',
        subdivision: '4 4 4 6',
        snare: 'x___x-x-x-x-x-x-x-|x-x-x-x-x-x-x-x-x-',
        tempoChange: 'bar 2: 100',
      }),
    );
    const three = reshaped(copied, { bars: 3 });
    expect(attributesOf(three).subdivision).toBe('4 4 4 6');
    expect(attributesOf(three).snare).toBe('x___x-x-x-x-x-x-x-|x-x-x-x-x-x-x-x-x-|------------------');
    expect(three.tempoChange).toBe('bar 2: 100');
    const one = reshaped(three, { bars: 1 });
    expect(one.tempoChange).toBeUndefined();
    expect(grooveOf(one).holds.snare!.slice(0, 4)).toEqual([false, true, true, true]);
  });

  it('keeps a swing only where the beat is a quarter note', () => {
    const swung = { ...rockBeat('Shuffle'), swing: 'eighths' as const };
    expect(reshaped(swung, { bars: 2 }).swing).toBe('eighths');
    expect(reshaped(swung, { signature: { beats: 6, unit: 8 }, perBeat: 2 }).swing).toBeUndefined();
  });

  it('says the content check’s words for a line that breaks a rule', () => {
    const draft = withCharacter(rockBeat('Sticking'), 'sticking', 1, 'R');
    expect(() => grooveOf(draft)).toThrow('sticking: expected a letter only under a step a hand plays');
    expect(characterAt(draft, 'sticking', 1)).toBe('R');
  });
});

describe('a groove in the address', () => {
  it('is readable: the lesson attributes, with slashes and colons as written, and bar lines escaped as an address must', () => {
    const draft = reshaped({ ...rockBeat('Basic rock beat'), signature: { beats: 4, unit: 4 } }, { bars: 2 });
    expect(searchOf(draft)).toBe(
      'v=1&title=Basic+rock+beat&tempo=80&hihat=x-x-x-x-x-x-x-x-%7C----------------&snare=----x-------x---%7C----------------&kick=x-------x-------%7C----------------',
    );
    const odd = {
      ...writtenOf(parseGroove({ title: 'Odd & even?', signature: '7/8', tempoChange: '', snare: 'x-x-x-x-x-x-x-' })),
    };
    expect(searchOf(odd)).toBe('v=1&title=Odd+%26+even%3F&tempo=80&signature=7/8&snare=x-x-x-x-x-x-x-');
    expect(opened(searchOf(odd))).toEqual(odd);
  });

  it('is no groove without a version, and refuses a later one, a damaged one and one too long', () => {
    expect(openSearch('', words)).toBeUndefined();
    expect(openSearch('?utm_source=news', words)).toBeUndefined();
    expect(openSearch('?v=2&title=x&snare=x---', words)).toEqual({ problem: 'newer' });
    expect(openSearch('?v=one&title=x&snare=x---', words)).toEqual({
      problem: 'damaged: the version "one" is not one the builder writes',
    });
    expect(openSearch('?v=1&title=Cut&snare=x-x-x-x-x-x-x-x-&kick=x-------x------', words)).toEqual({
      problem:
        'damaged: kick: expected 16 steps, like bar 1 of snare (every line has the same steps in each bar; spaces and | do not count); got 15 steps.'.slice(
          0,
          -1,
        ),
    });
    expect(openSearch('?v=1&title=Empty', words)).toEqual({
      problem: expect.stringContaining('damaged: drums: expected a line of steps for at least one drum'),
    });
    expect(openSearch(`?v=1&title=${'a'.repeat(MAX_ADDRESS_LENGTH)}&snare=x`, words)).toEqual({
      problem: `too long ${MAX_ADDRESS_LENGTH}`,
    });
    expect(openSearch(`?v=1&title=Long&snare=${Array(9).fill('x---').join('|')}`, words)).toEqual({
      problem: '9 bars, max 8',
    });
  });
});

describe('a groove as a MIDI file', () => {
  it('holds the tempo, the time signature and every note on General MIDI’s drums, channel 10', () => {
    const draft = withCharacter(withCharacter(rockBeat('Rock'), 'snare', 12, 'X'), 'hihat', 14, 'o');
    const midi = new Midi(midiFileOf(grooveOf({ ...draft, tempo: 96 })));
    expect(midi.header.ppq).toBe(PPQ);
    expect(midi.header.tempos.map(({ bpm, ticks }) => ({ bpm: Math.round(bpm * 1000) / 1000, ticks }))).toEqual([
      { bpm: 96, ticks: 0 },
    ]);
    expect(midi.header.timeSignatures.map(({ timeSignature }) => timeSignature)).toEqual([[4, 4]]);
    expect(midi.header.name).toBe('Rock');
    const [track] = midi.tracks;
    expect(track!.channel).toBe(9);
    const notes = track!.notes.map(({ midi: note, ticks, velocity }) => ({
      note,
      beat: ticks / PPQ,
      velocity: Math.round(velocity * 127),
    }));
    expect(notes.filter(({ note }) => note === 36).map(({ beat }) => beat)).toEqual([0, 2]);
    expect(notes.filter(({ note }) => note === 38)).toEqual([
      { note: 38, beat: 1, velocity: 82 },
      { note: 38, beat: 3, velocity: 127 },
    ]);
    expect(notes.filter(({ note }) => note === 42).map(({ beat }) => beat)).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3]);
    expect(notes.filter(({ note }) => note === 46).map(({ beat }) => beat)).toEqual([3.5]);
  });

  it('counts a 6/8 tempo in eighth notes, writes tempo changes, swing, and a flam’s grace note just before its note', () => {
    const jig = grooveOf(
      writtenOf(
        parseGroove({
          title: 'Jig',
          signature: '6/8',
          tempo: '180',
          tempoChange: 'bar 2: 120',
          snare: 'f-x-x-|x-x-x-',
        }),
      ),
    );
    const midi = new Midi(midiFileOf(jig));
    expect(midi.header.timeSignatures[0]!.timeSignature).toEqual([6, 8]);
    // 180 eighths a minute are 90 quarters; a bar of 6/8 is three quarters long.
    expect(midi.header.tempos.map(({ bpm, ticks }) => [Math.round(bpm), ticks])).toEqual([
      [90, 0],
      [60, 3 * PPQ],
    ]);
    const snare = midi.tracks[0]!.notes.map(({ ticks, velocity }) => [ticks, Math.round(velocity * 127)]);
    expect(snare.slice(0, 2)).toEqual([
      [0, 82],
      [PPQ, 82],
    ]);
    // The flam's grace note on 1 is written at the end of the loop, 30 ms before it goes round (at 90 quarters a minute).
    const loop = 2 * 3 * PPQ;
    expect(snare.at(-1)).toEqual([loop - Math.round(0.03 * ((90 * PPQ) / 60)), 33]);
    expect(midi.header.meta).toContainEqual({ type: 'marker', text: 'Loop end', ticks: loop });
    const shuffle = new Midi(
      midiFileOf(
        grooveOf({
          ...rockBeat('Shuffle'),
          cells: [
            [
              { steps: 2, beats: 1 },
              { steps: 2, beats: 1 },
              { steps: 2, beats: 1 },
              { steps: 2, beats: 1 },
            ],
          ],
          lines: { ride: [...'xxxxxxxx'] },
          swing: 'eighths',
        }),
      ),
    );
    expect(shuffle.tracks[0]!.notes.slice(0, 2).map(({ ticks }) => ticks)).toEqual([0, (2 / 3) * PPQ]);
  });
});
