import { describe, expect, it } from 'vitest';
import { countOf, GrooveError, parseGroove, parseSignature, parseTempo, type GrooveAttributes } from './parse';

const rock = {
  title: 'Basic rock beat',
  tempo: '70',
  hihat: 'x-x-x-x-x-x-x-x-',
  snare: '----x-------x---',
  kick: 'x-------x-------',
};

function errorOf(attributes: Parameters<typeof parseGroove>[0]): GrooveError {
  try {
    parseGroove(attributes);
  } catch (error) {
    if (error instanceof GrooveError) return error;
    throw error;
  }
  throw new Error('parseGroove accepted it');
}

describe('parseGroove', () => {
  it('reads a one-bar groove: sixteen steps of 4/4 are sixteenth notes', () => {
    const groove = parseGroove(rock);
    expect(groove).toMatchObject({
      title: 'Basic rock beat',
      tempo: 70,
      signature: { beats: 4, unit: 4 },
      bars: 1,
      steps: 16,
    });
    expect(groove.shapes).toEqual([
      { first: 0, steps: 16, cells: Array.from({ length: 4 }, () => ({ steps: 4, beats: 1 })) },
    ]);
    expect(groove.voices.hihat!.filter(Boolean)).toHaveLength(8);
    expect(groove.voices.snare!.flatMap((step, index) => (step ? [index] : []))).toEqual([4, 12]);
    expect(groove.voices.kick!.flatMap((step, index) => (step ? [index] : []))).toEqual([0, 8]);
  });

  it('splits bars at | and ignores spaces, and reads accents, ghost notes and open hi-hats', () => {
    const groove = parseGroove({
      title: 'Two bars',
      hihat: '|X x x o | x x x x|',
      snare: '- g x - | - - x g',
      kick: 'x - . - | x x - -',
    });
    expect(groove).toMatchObject({ bars: 2, steps: 8, tempo: 80 });
    expect(groove.shapes.map((shape) => shape.first)).toEqual([0, 4]);
    expect(groove.voices.hihat!.slice(0, 4)).toEqual(['accent', 'hit', 'hit', 'open']);
    expect(groove.voices.snare!.slice(0, 3)).toEqual([null, 'ghost', 'hit']);
    expect(groove.voices.kick).toEqual(['hit', null, null, null, 'hit', 'hit', null, null]);
  });

  it('takes triplets and odd time signatures when the steps divide into the beats', () => {
    expect(
      parseGroove({ ...rock, signature: '4/4', hihat: 'x--'.repeat(4), snare: '---'.repeat(4), kick: 'x--'.repeat(4) })
        .shapes[0]!.cells[0],
    ).toEqual({ steps: 3, beats: 1 });
    const sevenEight = parseGroove({ ...rock, signature: '7/8', hihat: 'xxxxxxx', snare: '--x--x-', kick: 'x--x---' });
    expect(sevenEight).toMatchObject({ signature: { beats: 7, unit: 8 }, steps: 7 });
    expect(sevenEight.shapes[0]!.cells.every((cell) => cell.steps === 1)).toBe(true);
  });

  it('says which drum has a different number of steps, and how many it needs', () => {
    const error = errorOf({ ...rock, snare: '----x-------x--' });
    expect(error.attribute).toBe('snare');
    expect(error.expected).toContain('16 steps');
    expect(error.got).toBe('15 steps');
  });

  it('names the bar that is too short when there are several', () => {
    const error = errorOf({ title: 'x', hihat: 'xxxx|xxxx', snare: '----|---', kick: 'x---|x---' });
    expect(error.attribute).toBe('snare');
    expect(error.expected).toContain('in bar 2');
  });

  it('refuses a character a drum does not know, and lists the ones it does', () => {
    const error = errorOf({ ...rock, kick: 'x---o---x-------' });
    expect(error.attribute).toBe('kick');
    expect(error.got).toContain('"o"');
    expect(error.expected).toContain('x (hit), X (accented), g (ghost');
    expect(errorOf({ ...rock, hihat: 'x-x-x-x-x-g-x-x-' }).expected).toContain('o (open)');
  });

  it('refuses steps that do not divide into the beats of the bar', () => {
    const error = errorOf({ ...rock, hihat: 'x-x-x-x-x-', snare: '----x-----', kick: 'x---------' });
    expect(error.expected).toContain('divides evenly into the 4 beats of 4/4 (4, 8, 12, 16, 24, 32), or a subdivision');
    expect(error.got).toBe('10 steps');
  });

  it('writes only the drums given, in the order of a drum chart, and reads the full kit', () => {
    const groove = parseGroove({
      title: 'Jazz',
      kick: 'x-- --- x-- ---',
      ride: 'x-- x-x x-- x-b',
      hihatfoot: '--- x-- --- x--',
      snare: '--- --- --- c--',
      hightom: 'g-- --- --- ---',
    });
    expect(Object.keys(groove.voices)).toEqual(['ride', 'hightom', 'snare', 'kick', 'hihatfoot']);
    expect(groove.voices.ride!.slice(9)).toEqual(['hit', null, 'bell']);
    expect(groove.voices.snare![9]).toBe('cross');
    expect(groove.voices.hightom![0]).toBe('ghost');
    expect(groove.steps).toBe(12);
    expect(errorOf({ title: 'x', ride: 'xxxo' })).toMatchObject({
      attribute: 'ride',
      expected: expect.stringContaining('b (bell)'),
    });
  });

  it('reads sticking under the hands, and refuses a letter where no hand plays', () => {
    const groove = parseGroove({ title: 'Paradiddle', snare: 'xxxx xxxx', kick: 'x--- x---', sticking: 'RLRR LRLL' });
    expect(groove.sticking).toEqual(['R', 'L', 'R', 'R', 'L', 'R', 'L', 'L']);
    // A small letter is a grace note in drum books ("lR" is a flam): refused, not read as a stroke of its own.
    expect(errorOf({ title: 'x', snare: 'xxxx xxxx', sticking: 'lRLR rLRL' })).toMatchObject({
      attribute: 'sticking',
      got: '"l" in "lRLR rLRL"',
    });
    expect(errorOf({ title: 'x', snare: 'x-x-', kick: 'xxxx', sticking: 'RLRL' })).toMatchObject({
      attribute: 'sticking',
      got: '"L" at step 2, where no hand drum plays',
    });
    expect(errorOf({ title: 'x', snare: 'xxxx', sticking: 'RLRB' })).toMatchObject({
      attribute: 'sticking',
      got: '"B" in "RLRB"',
    });
    expect(errorOf({ title: 'x', snare: 'xxxx', sticking: 'RLR' })).toMatchObject({
      attribute: 'sticking',
      got: '3 steps',
    });
  });

  it('refuses a groove with no drum, a missing title and a different number of bars', () => {
    expect(errorOf({ title: 'Nothing', tempo: '70' })).toMatchObject({ attribute: 'drums', got: 'no drum' });
    expect(errorOf({ title: 'Nothing', tempo: '70' }).expected).toContain(
      'china, splash, crash, ride, cowbell, stack, hihat, hightom, midtom, snare, floortom, lowtom, kick, hihatfoot',
    );
    expect(errorOf({ ...rock, title: '  ' }).attribute).toBe('title');
    expect(errorOf({ ...rock, snare: '--------|x-------' })).toMatchObject({
      attribute: 'snare',
      expected: '1 bar, like hihat',
      got: '2',
    });
    expect(errorOf({ ...rock, snare: '' })).toMatchObject({ attribute: 'snare', got: 'an empty line' });
  });
});

describe('tempo and time signature', () => {
  it('accepts whole tempos from 30 to 300 and defaults to 80', () => {
    expect(parseTempo('30')).toBe(30);
    expect(parseTempo(' 300 ')).toBe(300);
    expect(parseTempo(undefined)).toBe(80);
    for (const wrong of ['29', '301', '72.5', 'fast']) expect(() => parseTempo(wrong)).toThrow('from 30 to 300');
  });

  it('reads signatures like 3/4 and 6/8 and refuses impossible ones', () => {
    expect(parseSignature('3/4')).toEqual({ beats: 3, unit: 4 });
    expect(parseSignature(' 6 / 8 ')).toEqual({ beats: 6, unit: 8 });
    expect(parseSignature(undefined)).toEqual({ beats: 4, unit: 4 });
    for (const wrong of ['4/3', '0/4', '4', 'four/four']) expect(() => parseSignature(wrong)).toThrow(GrooveError);
  });
});

describe('countOf', () => {
  it('counts steps as drummers say them', () => {
    const counts = (attributes: Omit<GrooveAttributes, 'title'>) =>
      parseGroove({ title: 'Count', ...attributes }).places.map(countOf);
    expect(counts({ snare: 'xxxxx---' + '-'.repeat(8) }).slice(0, 5)).toEqual(['1', 'e', '&', 'a', '2']);
    expect(counts({ snare: 'xxxx' })).toEqual(['1', '2', '3', '4']);
    expect(counts({ snare: 'x-x-x-x-' }).slice(0, 4)).toEqual(['1', '&', '2', '&']);
    expect(counts({ snare: 'x--'.repeat(4) }).slice(0, 4)).toEqual(['1', 'trip', 'let', '2']);
    expect(counts({ signature: '7/8', snare: 'xxxxxxx' })[6]).toBe('7');
    // A bar that mixes them: sixteenths, then a sextuplet; and quarter-note triplets across two beats.
    expect(counts({ subdivision: '4 4 4 6', snare: 'x'.repeat(18) }).slice(11)).toEqual([
      'a',
      '4',
      'la',
      'li',
      '&',
      'la',
      'li',
    ]);
    expect(counts({ subdivision: '3/2 3/2', snare: 'xxxxxx' })).toEqual(['1', 'trip', 'let', '3', 'trip', 'let']);
  });
});
