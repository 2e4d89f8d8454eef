/**
 * The groove language beyond plain strokes: how each construct is read, written as notation,
 * drawn and played. One test per construct, from the text an editor types to what the visitor
 * sees and hears.
 */
import { describe, expect, it } from 'vitest';
import { engrave } from '../engrave/engrave';
import { barTempos, describeNotes, GrooveError, parseGroove, type GrooveAttributes } from './parse';
import { scoreOf, type Note, type PartBar } from './score';
import { loopSection, soundsAt } from './timeline-sounds';
import { swung, timelineOf } from './timeline';
import { DYNAMIC_TABLE } from './vocabulary';

const groove = (attributes: Omit<GrooveAttributes, 'title'>) => parseGroove({ title: 'Test', ...attributes });
const score = (attributes: Omit<GrooveAttributes, 'title'>) => scoreOf(groove(attributes));

function errorOf(attributes: Omit<GrooveAttributes, 'title'>): GrooveError {
  try {
    groove(attributes);
  } catch (error) {
    if (error instanceof GrooveError) return error;
    throw error;
  }
  throw new Error('parseGroove accepted it');
}

/** A note as a drummer reads it: "8." a dotted eighth, "4r" a quarter rest, "~" tied on, "*" held from before. */
const read = (note: Note) =>
  `${note.held ? '*' : ''}${note.value}${note.dots ? '.' : ''}${note.heads.length ? '' : 'r'}${note.tie ? '~' : ''}`;
const rhythm = (part: PartBar) => part.notes.map(read).join(' ');
const svgOf = (attributes: Omit<GrooveAttributes, 'title'>) =>
  engrave(groove(attributes))[0]!
    .systems.map((system) => system.svg)
    .join('');

describe('grace notes and rolls', () => {
  it('reads flams, drags, ruffs and rolls on the snare and toms, and an accented flam is an accent', () => {
    const { voices } = groove({ snare: 'fFdD rzZ= ---- ----', floortom: '---- ---- fdz= ----' });
    expect(voices.snare!.slice(0, 8)).toEqual([
      'flam',
      'flamaccent',
      'drag',
      'dragaccent',
      'ruff',
      'buzz',
      'buzzaccent',
      'double',
    ]);
    expect(voices.floortom!.slice(8, 12)).toEqual(['flam', 'drag', 'buzz', 'double']);
    // Cymbals and feet have no flams.
    expect(errorOf({ ride: 'f---' })).toMatchObject({ attribute: 'ride', got: '"f" in "f---"' });
    expect(errorOf({ kick: 'z---' }).attribute).toBe('kick');
  });

  it('writes a flam as one slashed grace note on its drum, a drag as two, a ruff as three, and keeps the accent', () => {
    const [hands] = score({ snare: 'F-x- d-x- r--- ----', floortom: '---- ---- ---- f---' }).bars[0]!.parts;
    const ornaments = hands!.notes
      .filter((note) => note.graces)
      .map((note) => [note.graces, note.graceKeys, note.accent]);
    expect(ornaments).toEqual([
      [1, ['c/5'], true],
      [2, ['c/5'], false],
      [3, ['c/5'], false],
      [1, ['a/4'], false],
    ]);
  });

  it('plays grace notes just before their note, softer, and a roll as a roll over the length of its written note', () => {
    const timeline = timelineOf(groove({ snare: '=-=-X--- z_______', tempo: '60' }));
    // A double stroke on an eighth: two sixteenths. A buzz held as a half note lasts its two beats (not held, one: never past its beat).
    expect(soundsAt(timelineOf(groove({ snare: 'z-------' })), 0)[0]!.length).toBe(1);
    expect(soundsAt(timeline, 0)).toEqual([{ voice: 'snare', stroke: 'double', gain: 1, length: 0.5 }]);
    expect(soundsAt(timeline, 8)).toEqual([{ voice: 'snare', stroke: 'buzz', gain: 1, length: 2 }]);
    expect(soundsAt(timeline, 4)).toEqual([{ voice: 'snare', stroke: 'accent', gain: 1 }]);
  });

  it('draws a flam’s grace note, a buzz roll’s z and a double stroke’s slash', () => {
    const plain = svgOf({ snare: 'x-x-x-x-' });
    const flams = svgOf({ snare: 'f-f-f-f-' });
    expect(flams.match(/<path/g)!.length).toBeGreaterThanOrEqual(plain.match(/<path/g)!.length + 8);
    expect(svgOf({ snare: 'z-z-x-x-' })).toMatch(/>z<\/text>/);
    expect(svgOf({ snare: '=-=-x-x-' }).match(/<path/g)!.length).toBeGreaterThan(plain.match(/<path/g)!.length);
  });
});

describe('subdivisions, tuplets and polyrhythms', () => {
  it('reads a bar that mixes subdivisions, and bars of different subdivisions', () => {
    const mixed = groove({ subdivision: '4 4 4 6', snare: 'x-x- x-x- x-x- xxxxxx', kick: 'x--- ---- x--- ------' });
    expect(mixed.steps).toBe(18);
    expect(mixed.places[12]).toMatchObject({ beat: 3, of: 6, sub: 0 });
    const [hands] = scoreOf(mixed).bars[0]!.parts;
    expect(hands!.tuplets).toEqual([{ first: 6, count: 6, notes: 6, occupied: 4 }]);
    const twoBars = groove({ snare: 'x-x-x-x-x-x-x-x- | x--x--x--x--' });
    expect(twoBars.shapes.map((shape) => shape.cells[0])).toEqual([
      { steps: 4, beats: 1 },
      { steps: 3, beats: 1 },
    ]);
    expect(errorOf({ subdivision: '4 4 6', snare: 'x'.repeat(14) })).toMatchObject({
      attribute: 'subdivision',
      got: '"4 4 6", 3 beats',
    });
    expect(errorOf({ subdivision: '4 4 4 6', snare: 'x'.repeat(16) })).toMatchObject({
      attribute: 'snare',
      got: '16 steps',
    });
  });

  it('writes a beat that is half a triplet and half not as drum books do: a sixteenth-note triplet and an eighth under one beam', () => {
    // The single ratamacue: a dragged triplet on the first half of each beat, an accented eighth on its "&".
    const ratamacue = score({ signature: '2/4', snare: 'dxxX__ dxxX__', sticking: 'RLRL-- LRLR--' });
    const [hands] = ratamacue.bars[0]!.parts;
    expect(rhythm(hands!)).toBe('16 16 16 8 16 16 16 8');
    expect(hands!.tuplets).toEqual([
      { first: 0, count: 3, notes: 3, occupied: 2 },
      { first: 4, count: 3, notes: 3, occupied: 2 },
    ]);
    expect(hands!.beams).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
    ]);
    // A beat that is a tuplet all through stays one: six sextuplets under one bracket.
    expect(
      score({ signature: '2/4', snare: 'xxxxxx xxxxxx' }).bars[0]!.parts[0]!.tuplets.map((tuplet) => tuplet.notes),
    ).toEqual([6, 6]);
    // In 6/8 the eighth-note beats of a group are beamed together, a beat's triplet included.
    const [double] = score({ signature: '6/8', subdivision: '1 3 1 1 3 1', snare: 'd dxx X d dxx X' }).bars[0]!.parts;
    expect(double!.beams).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
    ]);
  });

  it('brackets quarter-note triplets once over two beats, and writes a 3:2 polyrhythm as triplets over plain quarters', () => {
    const [hands, feet] = score({ ride: 'x-x-x- x-x-x-', kick: 'x--x-- x--x--' }).bars[0]!.parts;
    expect(rhythm(hands!)).toBe('4 4 4 4 4 4');
    expect(hands!.tuplets).toEqual([
      { first: 0, count: 3, notes: 3, occupied: 2 },
      { first: 3, count: 3, notes: 3, occupied: 2 },
    ]);
    expect(rhythm(feet!)).toBe('4 4 4 4');
    expect(feet!.tuplets).toEqual([]);
  });

  it('gives the cymbal a voice of its own when the drums would split its rhythm: quarter-note triplets over a backbeat', () => {
    const [cymbal, below] = score({ ride: 'x-x-x- x-x-x-', snare: '---x-- ---x--', kick: 'x----- x-----' }).bars[0]!
      .parts;
    expect(rhythm(cymbal!)).toBe('4 4 4 4 4 4');
    expect(cymbal!.tuplets.map((tuplet) => [tuplet.count, tuplet.notes, tuplet.occupied])).toEqual([
      [3, 3, 2],
      [3, 3, 2],
    ]);
    expect(below!.notes.flatMap((note) => note.heads.map((head) => head.drum))).toEqual([
      'kick',
      'snare',
      'kick',
      'snare',
    ]);
    // A plain backbeat groove keeps the snare with the cymbals, stems up.
    const [hands] = score({ hihat: 'x-x-x-x-', snare: '--x---x-', kick: 'x---x---' }).bars[0]!.parts;
    expect(hands!.notes.some((note) => note.heads.some((head) => head.drum === 'snare'))).toBe(true);
  });

  it('holds a note with _ and ties it over the beat: 4 against 3 as dotted eighths', () => {
    const fourThree = groove({ signature: '3/4', snare: 'x___ x___ x___', kick: 'x__x __x_ _x__' });
    const [hands, feet] = scoreOf(fourThree).bars[0]!.parts;
    expect(rhythm(hands!)).toBe('4 4 4');
    expect(rhythm(feet!)).toBe('8. 16~ *8 8~ *16 8.');
    expect(errorOf({ snare: '-_x-' })).toMatchObject({ attribute: 'snare', got: '_ at step 2, after a rest' });
  });

  it('beams 7/8 as the groove says: 3+2+2, and refuses groups that do not add up', () => {
    const [hands] = score({ signature: '7/8', beams: '3+2+2', hihat: 'xxxxxxx' }).bars[0]!.parts;
    expect(hands!.beams).toEqual([
      [0, 1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(errorOf({ signature: '7/8', beams: '3+3+2', hihat: 'xxxxxxx' })).toMatchObject({
      attribute: 'beams',
      got: '"3+3+2", which adds up to 8, not 7',
    });
  });
});

describe('dynamics', () => {
  it('reads p, mf and f with hairpins, plays them as loudness and writes them under the notes', () => {
    const quiet = groove({ snare: 'xxxx xxxx xxxx xxxx', dynamics: 'p--- <--- ---- f---' });
    const timeline = timelineOf(quiet);
    const levels = timeline.at.map((_, step) => soundsAt(timeline, step)[0]!.gain);
    expect(levels[0]).toBeCloseTo(DYNAMIC_TABLE.p.gain!, 3);
    expect(levels[12]).toBeCloseTo(DYNAMIC_TABLE.f.gain!, 3);
    // Getting louder, step by step, through the hairpin.
    for (let step = 5; step <= 12; step += 1) expect(levels[step]).toBeGreaterThan(levels[step - 1]!);
    const { bars, hairpins } = scoreOf(quiet);
    expect(bars[0]!.parts[0]!.notes.filter((note) => note.dynamic).map((note) => [note.step, note.dynamic])).toEqual([
      [0, 'p'],
      [12, 'f'],
    ]);
    expect(hairpins).toEqual([{ kind: 'crescendo', from: 4, to: 12 }]);
    const svg = svgOf({ snare: 'xxxx xxxx xxxx xxxx', dynamics: 'p--- <--- ---- f---' });
    expect(svg).toMatch(/>p<\/text>/);
    expect(svg).toMatch(/>f<\/text>/);
  });

  it('refuses a hairpin with no level before or after it, one that goes the wrong way, and a level where nothing plays', () => {
    expect(errorOf({ snare: 'xxxx', dynamics: '<--f' }).got).toContain('with no level before it');
    expect(errorOf({ snare: 'xxxx', dynamics: 'p--<' }).got).toContain('with no level after it');
    expect(errorOf({ snare: 'xxxx', dynamics: 'f<-p' }).got).toContain('from f to p');
    expect(errorOf({ snare: 'x-x-', dynamics: '-p--' }).got).toContain('where nothing plays');
  });
});

describe('the kit', () => {
  it('reads the half-open hi-hat, the foot splash, China, splash, cowbell and the low floor tom, each in its own place', () => {
    const kit = groove({
      china: 'x---',
      splash: '-x--',
      cowbell: '--x-',
      lowtom: '---x',
      hihat: 'h---',
      hihatfoot: '-o--',
    });
    expect(kit.voices.hihat![0]).toBe('halfopen');
    expect(kit.voices.hihatfoot![1]).toBe('splash');
    const heads = scoreOf(kit).bars[0]!.parts[0]!.notes.flatMap((note) =>
      note.heads.map((head) => `${head.drum} ${head.key}${head.head === 'normal' ? '' : ` ${head.head}`}`),
    );
    expect(heads).toEqual(['china d/6 x', 'hihat g/5 x', 'splash c/6 x', 'cowbell b/5 triangle', 'lowtom g/4']);
    expect(scoreOf(kit).bars[0]!.parts[0]!.notes[0]!.ring).toBe('halfopen');
  });

  it('reads which foot plays each bass drum note, and refuses a foot where the bass drum is silent', () => {
    const gallop = groove({ kick: 'x-xx x-xx', feet: 'R-RL R-RL', signature: '2/4' });
    expect(gallop.feet).toEqual(['R', null, 'R', 'L', 'R', null, 'R', 'L']);
    expect(
      scoreOf(gallop)
        .bars[0]!.parts[0]!.notes.filter((note) => note.sticking)
        .map((note) => note.sticking),
    ).toEqual(['R', 'R', 'L', 'R', 'R', 'L']);
    expect(errorOf({ kick: 'x-x-', feet: 'RL--' })).toMatchObject({
      attribute: 'feet',
      got: '"L" at step 2, where no bass drum plays',
    });
    expect(errorOf({ kick: 'xxxx', feet: 'rlrl' })).toMatchObject({ attribute: 'feet', got: '"r" in "rlrl"' });
  });
});

describe('tempo changes and swing', () => {
  it('reads a metric modulation: the old dotted quarter becomes the new quarter, and the bars after it last longer', () => {
    const modulated = groove({
      tempo: '90',
      snare: 'x-x-x-x- | x-x-x-x-',
      tempoChange: 'bar 2: dotted quarter = quarter',
    });
    expect(barTempos(modulated)).toEqual([90, 60]);
    expect(modulated.changes[0]).toMatchObject({
      bar: 1,
      tempo: 60,
      modulation: { from: { value: 4, dots: 1 }, to: { value: 4, dots: 0 } },
    });
    const { at, length } = timelineOf(modulated);
    // Bar 2 at 60 BPM lasts one and a half times bar 1 at 90, counted in bar 1's beats.
    expect(at[8]).toBe(4);
    expect(at[9]).toBeCloseTo(4.75, 6);
    expect(length).toBeCloseTo(10, 6);
    expect(scoreOf(modulated).bars[1]!.change).toMatchObject({ tempo: 60 });
    expect(
      svgOf({ tempo: '90', snare: 'x-x-x-x- | x-x-x-x-', tempoChange: 'bar 2: dotted quarter = quarter' }),
    ).toMatch(/= 90/);
    expect(
      barTempos(
        groove({
          tempo: '80',
          signature: '1/4',
          snare: 'x | x | x',
          tempoChange: 'bar 2: 120; bar 3: eighth triplet = eighth',
        }),
      ),
    ).toEqual([80, 120, 180]);
  });

  it('refuses a tempo change it cannot read, at a bar the groove has not, or out of order', () => {
    const base = { signature: '1/4', snare: 'x | x | x' };
    expect(errorOf({ ...base, tempoChange: 'bar 2: faster' }).got).toBe('"faster"');
    expect(errorOf({ ...base, tempoChange: 'bar 4: 100' }).got).toContain('bar 4, where the groove has bars 2 to 3');
    expect(errorOf({ ...base, tempoChange: 'bar 3: 100; bar 2: 90' }).got).toContain('changes go in order');
    expect(errorOf({ ...base, tempo: '210', tempoChange: 'bar 2: quarter = dotted quarter' }).got).toContain(
      'takes 210 BPM to 315',
    );
  });

  it('swings eighths long-short as a triplet, and sixteenths within each eighth, in play and not in print', () => {
    expect(swung(0.5, 'eighths')).toBeCloseTo(2 / 3, 6);
    expect(swung(0.25, 'sixteenths')).toBeCloseTo(1 / 3, 6);
    expect(swung(0.75, 'sixteenths')).toBeCloseTo(0.5 + 1 / 3, 6);
    const swingGroove = groove({ swing: 'eighths', ride: 'x-xxx-xx', hihatfoot: '--x---x-' });
    expect(timelineOf(swingGroove).at.map((at) => Math.round(at * 1000) / 1000)).toEqual([
      0, 0.667, 1, 1.667, 2, 2.667, 3, 3.667,
    ]);
    expect(rhythm(scoreOf(swingGroove).bars[0]!.parts[0]!)).toBe('4 8 8 4 8 8');
    expect(svgOf({ swing: 'eighths', ride: 'x-xx-xx-' })).toMatch(/Swing/);
    expect(errorOf({ swing: 'eighths', signature: '6/8', ride: 'xxxxxx' }).attribute).toBe('swing');
  });
});

describe('the notation in words', () => {
  const words = { bar: (bar: number) => `Bar ${bar}:`, sticking: 'Sticking' };
  it('says which beat a lone offbeat belongs to, how long a held note lasts, the feet, the dynamics and a tempo change', () => {
    expect(describeNotes(groove({ kick: 'x-x- --x- ---x ----' }), words)).toBe('Bass drum: 1, &, & of 2, a of 3.');
    expect(describeNotes(groove({ signature: '3/4', ride: 'x__x __x_ _x__' }), words)).toBe(
      'Ride: 1 (held through &), a (held through e of 2), & of 2 (held through 3), e of 3 (held through a).',
    );
    const levels = describeNotes(
      groove({
        tempo: '90',
        kick: 'x-x- | x-x-',
        feet: 'R-L- | R-L-',
        dynamics: 'p-<- | f---',
        tempoChange: 'bar 2: 120',
        signature: '2/4',
      }),
      words,
    );
    expect(levels).toBe(
      'Bar 1: Bass drum: 1, 2. Feet: R L. Dynamics: 1 p (soft), 2 getting louder. Bar 2: New tempo: 120 BPM. Bass drum: 1, 2. Feet: R L. Dynamics: 1 f (loud).',
    );
  });

  it("writes a grace note on another drum on that drum's line, sounds it there just before the note, and asks for the note", () => {
    // Flam taps split between floor tom and snare: each flam's grace note on the other drum.
    const split = groove({ signature: '2/4', floortom: "Xx'- Xx'-", snare: "'-Xx '-Xx", sticking: 'RRLL RRLL' });
    const first = scoreOf(split).bars[0]!.parts[0]!.notes[0]!;
    expect(first.heads.map((head) => head.drum)).toEqual(['floortom']);
    expect(first.graces).toBe(1);
    expect(first.graceKeys).toHaveLength(1);
    expect(first.graceKeys![0]).not.toBe(first.heads[0]!.key);
    expect(first.sticking).toBe('lR');
    expect(soundsAt(timelineOf(split), 0).flat()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ voice: 'floortom', stroke: 'accent' }),
        expect.objectContaining({ voice: 'snare', stroke: 'grace' }),
      ]),
    );
    expect(svgOf({ signature: '2/4', floortom: "Xx'- Xx'-", snare: "'-Xx '-Xx" })).toContain('<svg');
    const alone = errorOf({ snare: "'--- x---", kick: 'x--- ----' });
    expect(alone.attribute).toBe('snare');
    expect(alone.message).toMatch(/only where another drum the hands play has a note at the same step/);
  });

  it('writes sticking as drum books do: the grace notes’ hand before the note, both strokes of a double', () => {
    const flamAccent = groove({ signature: '2/4', snare: 'Fxx Fxx', sticking: 'RLR LRL' });
    // Said apart from the note: a screen reader reads "lR" as two letters, two strokes.
    expect(describeNotes(flamAccent, words)).toContain(
      'Sticking: R (after a left grace note) L R L (after a right grace note) R L.',
    );
    expect(describeNotes(groove({ signature: '2/4', snare: 'd-r-', sticking: 'R-L-' }), words)).toContain(
      'Sticking: R (after two left grace notes) L (after grace notes right, left, right).',
    );
    const stickingOf = (attributes: Partial<GrooveAttributes>) =>
      scoreOf(groove(attributes))
        .bars.flatMap((bar) => bar.parts.flatMap((part) => part.notes))
        .flatMap((note) => (note.sticking ? [note.sticking] : []));
    expect(stickingOf({ signature: '2/4', snare: 'Fxx Fxx', sticking: 'RLR LRL' })).toEqual([
      'lR',
      'L',
      'R',
      'rL',
      'R',
      'L',
    ]);
    // The five-stroke roll: two doubles and a note.
    const fiveStroke = { signature: '2/4', snare: '==X-', sticking: 'RLR-' };
    expect(stickingOf(fiveStroke)).toEqual(['RR', 'LL', 'R']);
    expect(describeNotes(groove(fiveStroke), words)).toMatch(/Sticking: R R L L R\./);
    // A drag's two graces are one hand's double; a four-stroke ruff's three are singles.
    expect(stickingOf({ signature: '2/4', snare: 'd-r-', sticking: 'R-L-' })).toEqual(['llR', 'rlrL']);
  });
});

describe('looping a section', () => {
  it('plays bars a to b as a loop of their own, its steps the whole groove’s from an offset', () => {
    const whole = timelineOf(
      groove({
        hihat: 'x-x-x-x- | x-x-x-x- | xxxxxxxx',
        snare: '--x---x- | --x---x- | ----x-xx',
        kick: 'x---x--- | x-x-x--- | x-------',
      }),
    );
    const { timeline, offset } = loopSection(whole, 2, 3);
    expect(offset).toBe(8);
    expect(timeline.length).toBe(8);
    expect(timeline.at).toEqual(whole.at.slice(8).map((beat) => beat - 4));
    expect(timeline.barStarts).toEqual([0, 8]);
    expect(soundsAt(timeline, 2)).toEqual(soundsAt(whole, 10));
    expect(soundsAt(timeline, 12)).toEqual(soundsAt(whole, 20));
    // Out of range, or the whole groove: brought into range, and the groove itself.
    expect(loopSection(whole, 3, 9).offset).toBe(16);
    expect(loopSection(whole, 0, 3).timeline).toBe(whole);
  });
});
