import { describe, expect, it } from 'vitest';
import { parseGroove, type GrooveAttributes } from './parse';
import { beatGroups, scoreOf, type Note, type PartBar } from './score';

const score = (attributes: Omit<GrooveAttributes, 'title'>) => scoreOf(parseGroove({ title: 'Test', ...attributes }));

/** A note as a drummer reads it: "8 g/5x" is an eighth on the hi-hat's place with an x head; "4r" a quarter rest. */
function read(note: Note): string {
  const value = `${note.value}${note.dots ? '.' : ''}`;
  if (note.heads.length === 0) return `${value}r`;
  const heads = [...note.heads]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map(
      ({ key, head, ghost }) =>
        `${ghost ? '(' : ''}${key}${head === 'normal' ? '' : head === 'x' ? 'x' : '◇'}${ghost ? ')' : ''}`,
    );
  return `${value} ${heads.join('+')}${note.accent ? ' >' : ''}${note.ring === 'open' ? ' o' : ''}${note.sticking ? ` ${note.sticking}` : ''}`;
}
const notesOf = (part: PartBar) => part.notes.map(read);

describe('scoreOf', () => {
  it('writes the rock beat as drummers do: hi-hat eighths with the snare on 2 and 4 above, bass drum quarters on 1 and 3 below', () => {
    const { parts, bars } = score({ hihat: 'x-x-x-x-x-x-x-x-', snare: '----x-------x---', kick: 'x-------x-------' });
    expect(parts).toEqual(['hands', 'feet']);
    const [hands, feet] = bars[0]!.parts;
    expect(notesOf(hands!)).toEqual([
      '8 g/5x',
      '8 g/5x',
      '8 c/5+g/5x',
      '8 g/5x',
      '8 g/5x',
      '8 g/5x',
      '8 c/5+g/5x',
      '8 g/5x',
    ]);
    expect(hands!.notes[2]!.heads.map(({ drum }) => drum)).toEqual(['hihat', 'snare']);
    expect(hands!.beams).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
    ]);
    expect(notesOf(feet!)).toEqual(['4 f/4', '4r', '4 f/4', '4r']);
    expect(feet!.beams).toEqual([]);
    expect(feet!.notes.map(({ step }) => step)).toEqual([0, 4, 8, 12]);
  });

  it('writes sixteenths with dotted values, rests where a beat starts silent, and one beam per beat', () => {
    const { bars } = score({ hihat: 'xxxx -xxx xxxx -xxx', snare: '---- x--- ---- x---', kick: 'x--- ---x --x- ----' });
    const [hands, feet] = bars[0]!.parts;
    expect(notesOf(hands!).slice(0, 8)).toEqual([
      '16 g/5x',
      '16 g/5x',
      '16 g/5x',
      '16 g/5x',
      '16 c/5',
      '16 g/5x',
      '16 g/5x',
      '16 g/5x',
    ]);
    expect(hands!.beams.slice(0, 2)).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
    ]);
    // Bass drum on 1 (a quarter: it never crosses its beat), the a of 2, the & of 3.
    expect(notesOf(feet!)).toEqual(['4 f/4', '8.r', '16 f/4', '8r', '8 f/4', '4r']);
    expect(feet!.beams).toEqual([]);
  });

  it('writes accents, ghost notes in brackets and the open hi-hat', () => {
    const { bars } = score({ hihat: 'x-x- x-x- x-x- x-xo', snare: '---g X--- -g-g X---', kick: 'x--- ---- ---- ----' });
    const [hands] = bars[0]!.parts;
    expect(notesOf(hands!).slice(0, 3)).toEqual(['8 g/5x', '16 g/5x', '16 (c/5)']);
    expect(notesOf(hands!)[3]).toBe('8 c/5+g/5x >');
    expect(notesOf(hands!).at(-1)).toBe('16 g/5x o');
  });

  it('writes a triplet shuffle as quarter–eighth pairs under a 3, and a beat of one note as a plain quarter', () => {
    const { bars } = score({ hihat: 'x-x x-x x-x x-x', snare: '--- x-- --- x--', kick: 'x-- --- x-- ---' });
    const [hands, feet] = bars[0]!.parts;
    expect(notesOf(hands!)).toEqual([
      '4 g/5x',
      '8 g/5x',
      '4 c/5+g/5x',
      '8 g/5x',
      '4 g/5x',
      '8 g/5x',
      '4 c/5+g/5x',
      '8 g/5x',
    ]);
    expect(hands!.tuplets).toEqual([0, 2, 4, 6].map((first) => ({ first, count: 2, notes: 3, occupied: 2 })));
    // A quarter and an eighth cannot share a beam.
    expect(hands!.beams).toEqual([]);
    expect(notesOf(feet!)).toEqual(['4 f/4', '4r', '4 f/4', '4r']);
    expect(feet!.tuplets).toEqual([]);
  });

  it('beams three triplet eighths together under one 3', () => {
    const { bars } = score({ snare: 'xxx xxx' + ' xxx xxx'.repeat(1), signature: '4/4' });
    const [hands] = bars[0]!.parts;
    expect(hands!.beams).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
      [9, 10, 11],
    ]);
    expect(hands!.tuplets[0]).toEqual({ first: 0, count: 3, notes: 3, occupied: 2 });
  });

  it('groups 7/8 as 2+2+3 and gives a silent group one rest', () => {
    expect(beatGroups({ beats: 7, unit: 8 })).toEqual([2, 2, 3]);
    expect(beatGroups({ beats: 6, unit: 8 })).toEqual([3, 3]);
    expect(beatGroups({ beats: 5, unit: 8 })).toEqual([2, 3]);
    expect(beatGroups({ beats: 3, unit: 4 })).toEqual([1, 1, 1]);
    const { bars } = score({ signature: '7/8', hihat: 'xxxxxxx', snare: '--x--x-', kick: 'x--x---' });
    const [hands, feet] = bars[0]!.parts;
    expect(hands!.beams).toEqual([
      [0, 1],
      [2, 3],
      [4, 5, 6],
    ]);
    // The bass drum on 1 lasts its group of two eighths: a quarter.
    expect(notesOf(feet!)).toEqual(['4 f/4', '8r', '8 f/4', '4.r']);
  });

  it('puts toms and the crash in their places, and a voice that is silent for a bar gets a whole-bar rest', () => {
    const { bars, parts } = score({
      crash: 'x--- ---- ---- ---- | ---- ---- ---- ----',
      hihat: '---- x-x- x-x- x-x- | x-x- x-x- ---- ----',
      hightom: '---- ---- ---- ---- | ---- ---- xxxx ----',
      midtom: '---- ---- ---- ---- | ---- ---- ---- xx--',
      snare: '---- x--- ---- x--- | ---- x--- ---- ----',
      floortom: '---- ---- ---- ---- | ---- ---- ---- --xx',
      kick: 'x--- ---- x--- ---- | ---- ---- ---- ----',
    });
    expect(parts).toEqual(['hands', 'feet']);
    const fill = bars[1]!.parts[0]!;
    expect(notesOf(fill).slice(-8)).toEqual([
      '16 e/5',
      '16 e/5',
      '16 e/5',
      '16 e/5',
      '16 d/5',
      '16 d/5',
      '16 a/4',
      '16 a/4',
    ]);
    expect(fill.beams.slice(-2)).toEqual([
      [4, 5, 6, 7],
      [8, 9, 10, 11],
    ]);
    expect(notesOf(bars[0]!.parts[0]!)[0]).toBe('4 a/5x');
    expect(bars[1]!.parts[1]!.notes).toEqual([expect.objectContaining({ wholeBar: true, heads: [], value: 1 })]);
  });

  it('writes the ride, its bell, the hi-hat foot, the cross-stick and sticking', () => {
    const { bars } = score({
      ride: 'x-- x-x x-- x-b',
      snare: '--- --- --- c--',
      hihatfoot: '--- x-- --- x--',
      kick: 'x-- --- --- ---',
      sticking: 'R-- R-R R-- L-R',
    });
    const [hands, feet] = bars[0]!.parts;
    expect(notesOf(hands!)).toEqual(['4 f/5x R', '4 f/5x R', '8 f/5x R', '4 f/5x R', '4 c/5x+f/5x L', '8 f/5◇ R']);
    expect(notesOf(feet!)).toEqual(['4 f/4', '4 d/4x', '4r', '4 d/4x']);
  });

  it('leaves out a voice that never plays: a snare exercise is written on one voice', () => {
    const { parts, bars } = score({ hihat: '---- ----', snare: 'Xxxx Xxxx', kick: '---- ----', signature: '2/4' });
    expect(parts).toEqual(['hands']);
    expect(bars[0]!.parts).toHaveLength(1);
  });
});
