import { describe, expect, test } from 'vitest';
import { parseGroove } from '../groove/parse';
import {
  barsOf,
  PERMUTATION_FAMILIES,
  PERMUTATION_SUBDIVISIONS,
  permutationGroove,
  permutationsOf,
  type PermutationFamily,
} from './permutations';

/** Each family as a teacher writes it out, accents as capitals over "x" for the unaccented notes. */
const BY_HAND: Record<PermutationFamily, { sticking: string; accents?: string }[]> = {
  'singles-and-doubles-in-fours': [
    { sticking: 'RLRL' },
    { sticking: 'RLRRLRLL' },
    { sticking: 'RLLRLRRL' },
    { sticking: 'RRLRLLRL' },
    { sticking: 'RRLL' },
  ],
  'singles-and-doubles-in-threes': [{ sticking: 'RLRLRL' }, { sticking: 'RLL' }, { sticking: 'RRL' }],
  'paradiddle-inversions': [
    { sticking: 'RLRRLRLL' },
    { sticking: 'RLLRLRRL' },
    { sticking: 'RRLRLLRL' },
    { sticking: 'RLRLLRLR' },
  ],
  'one-accent-in-fours': [
    { sticking: 'RLRL', accents: 'Xxxx' },
    { sticking: 'RLRL', accents: 'xXxx' },
    { sticking: 'RLRL', accents: 'xxXx' },
    { sticking: 'RLRL', accents: 'xxxX' },
  ],
  'one-accent-in-threes': [
    { sticking: 'RLRLRL', accents: 'XxxXxx' },
    { sticking: 'RLRLRL', accents: 'xXxxXx' },
    { sticking: 'RLRLRL', accents: 'xxXxxX' },
  ],
};

describe('sticking permutations', () => {
  test.each(PERMUTATION_FAMILIES)('%s: exactly the set a teacher writes out, in its order', (family) => {
    const made = permutationsOf(family).map(({ hands, accents }) => ({
      sticking: hands.join(''),
      accents: accents.some(Boolean) ? accents.map((on) => (on ? 'X' : 'x')).join('') : undefined,
    }));
    expect(made).toEqual(BY_HAND[family].map(({ sticking, accents }) => ({ sticking, accents })));
  });

  test('no permutation twice in a family, and every one starts on the right hand', () => {
    for (const family of PERMUTATION_FAMILIES) {
      const stickings = permutationsOf(family).map(({ hands, accents }) => `${hands.join('')}/${accents.join()}`);
      expect(new Set(stickings).size, family).toBe(stickings.length);
      expect(permutationsOf(family).every(({ hands }) => hands[0] === 'R')).toBe(true);
    }
  });

  test('a permutation fills the bars its cycle needs to end on a bar line: three over four takes three bars', () => {
    const [rlr] = permutationsOf('singles-and-doubles-in-threes');
    const [rlrl] = permutationsOf('singles-and-doubles-in-fours');
    const [paradiddle] = permutationsOf('paradiddle-inversions');
    expect(barsOf(rlr!, 'sixteenths')).toBe(3); // six notes against sixteen
    expect(barsOf(rlr!, 'triplets')).toBe(1);
    expect(barsOf(rlrl!, 'triplets')).toBe(1);
    expect(barsOf(paradiddle!, 'triplets')).toBe(2); // eight notes against twelve
    expect(barsOf(paradiddle!, 'eighths')).toBe(1);
  });

  test.each(PERMUTATION_SUBDIVISIONS)(
    'in %s, each family is one groove the site reads: every note on the snare with its hand, in order',
    (subdivision) => {
      for (const family of PERMUTATION_FAMILIES) {
        const attributes = permutationGroove(family, subdivision, 'Permutations');
        const groove = parseGroove(attributes);
        const permutations = permutationsOf(family);
        const expected = permutations.flatMap((permutation) => {
          const notes = barsOf(permutation, subdivision) * (groove.steps / groove.bars);
          return Array.from({ length: notes }, (_, index) => {
            const at = index % permutation.hands.length;
            return `${permutation.hands[at]}${permutation.accents[at] ? '>' : ''}`;
          });
        });
        const played = groove.voices.snare!.map(
          (stroke, step) => `${groove.sticking![step]}${stroke === 'accent' ? '>' : ''}`,
        );
        expect(played, `${family} in ${subdivision}`).toEqual(expected);
        expect(groove.signature).toEqual({ beats: 4, unit: 4 });
      }
    },
  );
});
