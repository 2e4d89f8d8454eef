/**
 * The lines of a groove: each drum's strokes and holds, the sticking and feet letters under them, and the
 * dynamics; each checked in its own words.
 */
import { GROOVE_HOLD, VOICES, type Step, type Voice } from './language';
import {
  DYNAMIC_CHARACTERS,
  DYNAMIC_LEVELS,
  DYNAMICS_LEGEND,
  FEET,
  isHairpin,
  LEGEND,
  STROKES,
  type Dynamic,
  type DynamicMark,
} from './vocabulary';
import { GrooveError, type Groove, type GrooveAttributes, type Hand } from './groove';
import { DRUM_LIST, parseLine, REST, stepWords } from './parse-bars';

export const STICKING_LEGEND =
  'R (right hand), L (left hand), in capitals, or - (no letter), under a step a hand plays';
export const FEET_LEGEND =
  'R (right foot), L (left foot), in capitals, or - (no letter), under a bass drum note: for double bass';

type Shaped = Pick<Groove, 'bars' | 'shapes' | 'places'>;
type Struck = Pick<Groove, 'voices'>;

/** Each drum's line the groove writes, as bars of characters; at least one. */
export function drumLines(attributes: GrooveAttributes): [Voice, string[]][] {
  const lines = VOICES.flatMap((voice) => {
    const line = attributes[voice];
    if (line === undefined) return [];
    const allowed = (char: string) => char === GROOVE_HOLD || Object.hasOwn(STROKES[voice], char);
    return [[voice, parseLine(voice, line, allowed, LEGEND[voice])] as [Voice, string[]]];
  });
  if (lines.length === 0) {
    throw new GrooveError('drums', `a line of steps for at least one drum (${DRUM_LIST})`, 'no drum');
  }
  return lines;
}

/** The lines under the drums the groove writes (sticking, feet, dynamics), as bars of characters. */
export function markLines(attributes: GrooveAttributes): ['sticking' | 'feet' | 'dynamics', string[]][] {
  const marks = {
    // Capitals only: in drum books a small letter is a grace note (the "l" of "lR" is a flam's), written here as f on the drum's line.
    sticking: [(char: string) => char === 'R' || char === 'L', STICKING_LEGEND],
    feet: [(char: string) => char === 'R' || char === 'L', FEET_LEGEND],
    dynamics: [(char: string) => Object.hasOwn(DYNAMIC_CHARACTERS, char), DYNAMICS_LEGEND],
  } as const;
  return (Object.keys(marks) as (keyof typeof marks)[]).flatMap((name) => {
    const line = attributes[name];
    if (line === undefined) return [];
    const [allowed, legend] = marks[name];
    return [[name, parseLine(name, line, allowed, legend)] as ['sticking' | 'feet' | 'dynamics', string[]]];
  });
}

/** Each drum's strokes step by step, and where a `_` holds the note before it. */
export function strokesOf(lines: [Voice, string[]][], shaped: Shaped): Pick<Groove, 'voices' | 'holds'> {
  const voices: Partial<Record<Voice, Step[]>> = {};
  const holds: Partial<Record<Voice, boolean[]>> = {};
  for (const [voice, lineBars] of lines) {
    const chars = [...lineBars.join('')];
    voices[voice] = chars.map((char) => (REST.has(char) || char === GROOVE_HOLD ? null : STROKES[voice][char]!));
    if (chars.includes(GROOVE_HOLD)) {
      holds[voice] = chars.map((char) => char === GROOVE_HOLD);
      chars.forEach((char, step) => {
        if (char === GROOVE_HOLD && (step === 0 || (!voices[voice]![step - 1] && !holds[voice]![step - 1]))) {
          throw new GrooveError(
            voice,
            `_ only straight after a note (or another _), to hold it`,
            `_ at ${stepWords(shaped, step)}, after a rest`,
          );
        }
      });
    }
  }
  // A grace note on its own leads into another drum's note at the same step: that note must be there.
  for (const [voice, line] of Object.entries(voices) as [Voice, Step[]][]) {
    line.forEach((stroke, step) => {
      if (stroke !== 'grace') return;
      const led = (Object.entries(voices) as [Voice, Step[]][]).some(
        ([other, strokes]) => other !== voice && !FEET.includes(other) && strokes[step] && strokes[step] !== 'grace',
      );
      if (!led)
        throw new GrooveError(
          voice,
          `' only where another drum the hands play has a note at the same step: the grace note leads into it`,
          `' at ${stepWords(shaped, step)}, with no other drum's note there`,
        );
    });
  }
  return { voices, holds };
}

/** The sticking (under the hands' notes) or the feet (under the bass drum's): a letter only where one plays. */
export function lettersOf(
  attribute: 'sticking' | 'feet',
  line: string | undefined,
  { voices }: Struck,
  shaped: Shaped,
): (Hand | null)[] | undefined {
  if (line === undefined) return undefined;
  const [under, what] =
    attribute === 'feet'
      ? [['kick'] as Voice[], 'the bass drum']
      : [VOICES.filter((voice) => !FEET.includes(voice)), 'a hand'];
  const hands = [...line].map((char) => (REST.has(char) ? null : (char as Hand)));
  const lonely = hands.findIndex((hand, step) => hand && !under.some((voice) => voices[voice]?.[step]));
  if (lonely >= 0) {
    throw new GrooveError(
      attribute,
      `a letter only under a step ${what} plays (${attribute === 'feet' ? FEET_LEGEND : STICKING_LEGEND})`,
      `"${hands[lonely]}" at ${stepWords(shaped, lonely)}, where no ${what === 'a hand' ? 'hand drum' : 'bass drum'} plays`,
    );
  }
  return hands;
}

/** The dynamics: a level under a step that plays, a hairpin from one level to a louder or softer one. */
export function dynamicsOf(
  line: string | undefined,
  { voices }: Struck,
  shaped: Shaped,
): (DynamicMark | null)[] | undefined {
  if (line === undefined) return undefined;
  const dynamics = [...line].map((char) => (REST.has(char) ? null : DYNAMIC_CHARACTERS[char]!));
  let level: Dynamic | undefined;
  dynamics.forEach((mark, step) => {
    if (!mark) return;
    const fail = (expected: string, got: string) => {
      throw new GrooveError('dynamics', expected, `"${line[step]}" at ${stepWords(shaped, step)}${got}`);
    };
    if (isHairpin(mark)) {
      const goal = dynamics.slice(step + 1).find((each) => each && !isHairpin(each)) as Dynamic | undefined;
      if (!level) fail('a level (p, m or f) before a < or > that changes it', ', with no level before it');
      if (!goal) fail('a level (p, m or f) after a < or >, where it arrives', ', with no level after it');
      const rise = DYNAMIC_LEVELS.indexOf(goal!) - DYNAMIC_LEVELS.indexOf(level!);
      if (mark === 'crescendo' ? rise <= 0 : rise >= 0) {
        fail(
          `a ${mark === 'crescendo' ? '< that arrives at a louder' : '> that arrives at a softer'} level than the one before it`,
          `, from ${level} to ${goal}`,
        );
      }
      return;
    }
    if (!VOICES.some((voice) => voices[voice]?.[step]))
      fail(`a level under a step that plays (${DYNAMICS_LEGEND})`, ', where nothing plays');
    level = mark;
  });
  return dynamics;
}
