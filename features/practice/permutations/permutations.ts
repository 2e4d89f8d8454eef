import type { GrooveAttributes } from '../groove/parse';

/**
 * Sticking permutations, as hand-technique books drill them (Stick Control and its heirs): a family of stickings,
 * each played in turn in a subdivision the learner chooses. A family is a rule, not a list, so its set is complete
 * by construction; permutations.test.ts holds each against the list a teacher writes by hand.
 */

export type Hand = 'R' | 'L';

/** One permutation: the notes of one cycle (the group, and its mirror when the lead changes hands), in order. */
export interface Permutation {
  hands: readonly Hand[];
  /** Which notes are accented, by place in the cycle: none in the sticking families. */
  accents: readonly boolean[];
}

export const PERMUTATION_FAMILIES = [
  'singles-and-doubles-in-fours',
  'singles-and-doubles-in-threes',
  'paradiddle-inversions',
  'one-accent-in-fours',
  'one-accent-in-threes',
] as const;
export type PermutationFamily = (typeof PERMUTATION_FAMILIES)[number];

export const PERMUTATION_SUBDIVISIONS = ['eighths', 'triplets', 'sixteenths'] as const;
export type PermutationSubdivision = (typeof PERMUTATION_SUBDIVISIONS)[number];

/** Notes in a beat of 4/4, and the tempo a learner starts at: about four notes a second in each. */
export const SUBDIVISION_STEPS: Record<PermutationSubdivision, { perBeat: number; tempo: number }> = {
  eighths: { perBeat: 2, tempo: 100 },
  triplets: { perBeat: 3, tempo: 80 },
  sixteenths: { perBeat: 4, tempo: 60 },
};

export const DEFAULT_PERMUTATIONS = { family: 'singles-and-doubles-in-fours', subdivision: 'sixteenths' } as const;

/** Every choice but the default: each has a page of its own beside the study's (which shows the default). */
export const OTHER_PERMUTATION_CHOICES = PERMUTATION_FAMILIES.flatMap((family) =>
  PERMUTATION_SUBDIVISIONS.filter(
    (subdivision) => family !== DEFAULT_PERMUTATIONS.family || subdivision !== DEFAULT_PERMUTATIONS.subdivision,
  ).map((subdivision) => ({ family, subdivision })),
);

const other = (hand: Hand): Hand => (hand === 'R' ? 'L' : 'R');
const mirror = (hands: readonly Hand[]) => hands.map(other);

/**
 * Every group of `size` notes built from single strokes (one note) and doubles (two notes on one hand), the hands
 * alternating from one unit to the next and the first unit on the right hand: the compositions of `size` into ones
 * and twos. Where the units' count is odd, the group ends on the hand it started with and the next starts from the
 * other hand, so the cycle is the group and its mirror (R L R R, L R L L).
 */
function singlesAndDoubles(size: number): Permutation[] {
  const units: number[][] = [];
  const compose = (left: number, sofar: number[]) => {
    if (left === 0) units.push(sofar);
    for (const unit of [1, 2]) if (unit <= left) compose(left - unit, [...sofar, unit]);
  };
  compose(size, []);
  return units.map((parts) => {
    const group: Hand[] = parts.flatMap((length, index) =>
      Array.from({ length }, () => (index % 2 === 0 ? 'R' : 'L') as Hand),
    );
    const hands = parts.length % 2 === 1 ? [...group, ...mirror(group)] : group;
    return { hands, accents: hands.map(() => false) };
  });
}

/** The paradiddle (R L R R L R L L) started on each of its first four notes, each turned to start on the right hand. */
function paradiddleInversions(): Permutation[] {
  const paradiddle: Hand[] = ['R', 'L', 'R', 'R', 'L', 'R', 'L', 'L'];
  return [0, 1, 2, 3].map((start) => {
    const turned = [...paradiddle.slice(start), ...paradiddle.slice(0, start)];
    const hands = turned[0] === 'R' ? turned : mirror(turned);
    return { hands, accents: hands.map(() => false) };
  });
}

/** Alternating strokes in groups of `size`, one accent moved through the group's notes, one place at a time. */
function oneAccent(size: number): Permutation[] {
  // An odd group's alternation starts its repeat on the left hand: the cycle is two groups long.
  const length = size % 2 === 0 ? size : size * 2;
  return Array.from({ length: size }, (_, place) => {
    const hands = Array.from({ length }, (_, index) => (index % 2 === 0 ? 'R' : 'L') as Hand);
    return { hands, accents: hands.map((_, index) => index % size === place) };
  });
}

export function permutationsOf(family: PermutationFamily): Permutation[] {
  switch (family) {
    case 'singles-and-doubles-in-fours':
      return singlesAndDoubles(4);
    case 'singles-and-doubles-in-threes':
      return singlesAndDoubles(3);
    case 'paradiddle-inversions':
      return paradiddleInversions();
    case 'one-accent-in-fours':
      return oneAccent(4);
    case 'one-accent-in-threes':
      return oneAccent(3);
  }
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** How many bars of 4/4 a permutation fills before its cycle and the bar line meet again. */
export function barsOf(permutation: Permutation, subdivision: PermutationSubdivision): number {
  const bar = SUBDIVISION_STEPS[subdivision].perBeat * 4;
  const cycle = permutation.hands.length;
  return cycle / gcd(cycle, bar);
}

/**
 * The family's permutations as one groove on the snare, one after another, each repeated until its cycle ends on a
 * bar line, with the sticking under every note and accents written as accents.
 */
export function permutationGroove(
  family: PermutationFamily,
  subdivision: PermutationSubdivision,
  title: string,
): GrooveAttributes {
  const { perBeat, tempo } = SUBDIVISION_STEPS[subdivision];
  const snare: string[] = [];
  const sticking: string[] = [];
  for (const permutation of permutationsOf(family)) {
    const notes = barsOf(permutation, subdivision) * perBeat * 4;
    const steps = Array.from({ length: notes }, (_, index) => index % permutation.hands.length);
    snare.push(
      ...bars(
        steps.map((at) => (permutation.accents[at] ? 'X' : 'x')),
        perBeat,
      ),
    );
    sticking.push(
      ...bars(
        steps.map((at) => permutation.hands[at]!),
        perBeat,
      ),
    );
  }
  return { title, tempo: String(tempo), snare: snare.join(' | '), sticking: sticking.join(' | ') };
}

/** Steps cut into bars of four beats, a space between beats: "xxxx xxxx xxxx xxxx". */
function bars(steps: string[], perBeat: number): string[] {
  const out: string[] = [];
  for (let start = 0; start < steps.length; start += perBeat * 4) {
    const bar = steps.slice(start, start + perBeat * 4);
    out.push(
      Array.from({ length: 4 }, (_, beat) => bar.slice(beat * perBeat, (beat + 1) * perBeat).join('')).join(' '),
    );
  }
  return out;
}
