/**
 * How hard a recorded hit was, as a drummer writes it: a ghost note, a normal stroke or an accent. The lines between
 * them are learnt from the learner's own playing, not fixed: one kit's "normal" is another's accent, and a soft
 * player's backbeat is a loud one's ghost note. Pure: velocities in, levels out.
 */

/** A hit's loudness on MIDI's velocity scale, 1 to 127 (a microphone's loudness is brought onto it too). */
export type Velocity = number;

export type Level = 'ghost' | 'normal' | 'accent';

/** Below `ghostBelow` a hit is a ghost note; from `accentFrom` on, an accent. */
export interface Levels {
  ghostBelow: Velocity;
  accentFrom: Velocity;
}

/**
 * Before anything is learnt: about pianissimo and fortissimo on a kit's scale, where most e-kits put a light tap
 * and a hard stroke.
 */
export const FIRST_LEVELS: Levels = { ghostBelow: 56, accentFrom: 106 };

/**
 * Two levels are apart by a gap of this much between the loudest of one and the softest of the other, and by this
 * much between their averages: hits closer than that are one level played unevenly (a hand's normal stroke wanders
 * by ten or more).
 */
const LEVEL_GAP = 10;
const LEVELS_APART = 24;
/** A group of hits whose middle lies here is the learner's normal stroke (a ghost's or an accent's lies outside). */
const NORMAL_MIDDLE = { min: 45, max: 105 } as const;
/** With nothing played below (or above) the normal stroke: how far under (over) it a ghost (an accent) starts. */
const MARGIN = { below: 16, above: 12 } as const;

export const levelOf = (velocity: Velocity, levels: Levels): Level =>
  velocity < levels.ghostBelow ? 'ghost' : velocity >= levels.accentFrom ? 'accent' : 'normal';

/**
 * The levels a take teaches: its velocities fall into groups (a gap of LEVEL_GAP or more between two neighbours
 * starts a new group, unless its average is within LEVELS_APART of the group before), and the biggest group whose
 * middle is a normal stroke's is the learner's normal. Its lines
 * are set halfway to the groups on either side, or a margin beyond it when nothing was played there. Hits all at one
 * level are that learner's normal stroke. A take with no normal stroke (only ghost notes and accents on a snare)
 * teaches nothing: the levels learnt before stay.
 */
export function learnLevels(velocities: readonly Velocity[], before: Levels = FIRST_LEVELS): Levels {
  const sorted = [...velocities].sort((a, b) => a - b);
  const groups: Velocity[][] = [];
  for (const velocity of sorted) {
    const group = groups[groups.length - 1];
    if (group && velocity - group[group.length - 1]! < LEVEL_GAP) group.push(velocity);
    else groups.push([velocity]);
  }
  const mean = (group: Velocity[]) => group.reduce((sum, each) => sum + each, 0) / group.length;
  for (let index = 1; index < groups.length;) {
    if (mean(groups[index]!) - mean(groups[index - 1]!) >= LEVELS_APART) index += 1;
    else groups.splice(index - 1, 2, [...groups[index - 1]!, ...groups[index]!]);
  }
  const middle = (group: Velocity[]) => (group[0]! + group[group.length - 1]!) / 2;
  // One level throughout is the learner's normal stroke, however loud or soft.
  let normal = groups.length === 1 ? 0 : -1;
  groups.forEach((group, index) => {
    if (groups.length === 1) return;
    const at = middle(group);
    if (at < NORMAL_MIDDLE.min || at > NORMAL_MIDDLE.max) return;
    if (normal < 0 || group.length > groups[normal]!.length) normal = index;
  });
  if (normal < 0) return before;
  const group = groups[normal]!;
  const lowest = group[0]!;
  const highest = group[group.length - 1]!;
  const below = groups[normal - 1];
  const above = groups[normal + 1];
  return {
    ghostBelow: below ? (below[below.length - 1]! + lowest) / 2 : lowest - MARGIN.below,
    accentFrom: above ? (highest + above[0]!) / 2 : Math.min(127, highest + MARGIN.above),
  };
}

/**
 * A microphone's hit (its peak, 0 to 1) on the velocity scale: its loudness in decibels, from 48 dB below full
 * scale (1) to full scale (127), so that twice as loud is about 16 higher, as on a kit's pad.
 */
export function velocityOfPeak(peak: number): Velocity {
  if (!(peak > 0)) return 1;
  const db = 20 * Math.log10(Math.min(1, peak));
  return Math.max(1, Math.min(127, Math.round(127 * (1 + db / 48))));
}
