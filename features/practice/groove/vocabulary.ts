/**
 * What the kit is, in one place: every drum the groove language writes and every way of striking it, with
 * everything the site says or does about them — the characters an editor types, the names a visitor reads, the
 * place on the staff, the mark in the grid, the limb that plays it and how loud it sounds. The parser, the
 * content check, the editor's fields, the notation, the grid, the drum key and the player all read their part
 * from here, so a new drum or stroke is one row in each table.
 *
 * Plain data, no imports but the kit's names: the content check and the editor load it with the parser.
 */
import { VOICES, type Stroke, type Voice } from './language';

export type Notehead = 'normal' | 'x' | 'diamond' | 'triangle' | 'circlex';

/**
 * One recorded sound of the kit the player sounds with: scripts/render-kit.ts renders each from the FluidR3 GM
 * soundfont's drum kit at three loudness layers into one file, and the player plays it for the strokes that name it.
 */
export interface Recording {
  /** The kit's name for it: where it is in the kit's file (playback/kit-sprite.ts, written by the render). */
  name: string;
  /** The General MIDI drum note FluidR3's kit has it on. */
  note: number;
  /** How long of it is kept. */
  seconds: number;
  /** Damped from this many seconds on: a short sound cut from a longer one (a half-open hi-hat from the open one). */
  dampAfter?: number;
  /** Raised by this many decibels at every layer, to sit with the rest of the kit. */
  boostDb?: number;
  /** The hi-hat's sounds stop one another: one that rings (open, half-open, a foot splash) is cut by the next of them. */
  choke?: { group: 'hihat'; rings: boolean };
}

export interface VoiceEntry {
  /** Its name, in the grid's rows, the text alternative and the editor. */
  name: string;
  /** Hands or feet: the notation writes them as two voices, stems up and down. */
  limb: 'hands' | 'feet';
  /** Where it sits on the staff (a pitch on the treble staff the percussion clef shares), in a reader's words, and its notehead. */
  staff: { key: string; place: string; head: Notehead };
  /** Each character an editor may type on its line, the stroke it means, and how the check and the editor describe it. */
  characters: Record<string, { stroke: Stroke; says: string }>;
  /**
   * The characters a tap (or Space, or Enter) on the builder's grid cycles through, from silence: the strokes a
   * drummer reaches for first. Every other character of the drum is typed as its letter.
   */
  tap: readonly string[];
  /**
   * General MIDI: the note the builder's MIDI file writes for it, and every note an electronic kit may send for it (its
   * pads' General MIDI numbers and the common e-kit additions, such as Roland's rim and edge notes), which play-along
   * reads as this drum. A drum General MIDI has no note for writes the nearest drum's and reads none: a kit learns it.
   */
  midi: { writes: number; reads: readonly number[] };
  /** Its recorded sound, for every stroke that has none of its own. */
  sound: Recording;
}

const hit = { stroke: 'hit', says: 'hit' } as const;
const accent = { stroke: 'accent', says: 'accented' } as const;
const ghost = { stroke: 'ghost', says: 'ghost note' } as const;
const cymbal = { x: hit, X: accent };
/** What a drum (snare or tom) can play: rudiments' flams, drags, ruffs and rolls as well as plain strokes. */
const drum = {
  x: hit,
  X: accent,
  g: ghost,
  f: { stroke: 'flam', says: 'flam' },
  F: { stroke: 'flamaccent', says: 'accented flam' },
  d: { stroke: 'drag', says: 'drag' },
  D: { stroke: 'dragaccent', says: 'accented drag' },
  r: { stroke: 'ruff', says: 'four-stroke ruff' },
  "'": { stroke: 'grace', says: "grace note, before another drum's note at the same step" },
  z: { stroke: 'buzz', says: 'buzz roll' },
  Z: { stroke: 'buzzaccent', says: 'accented buzz roll' },
  '=': { stroke: 'double', says: 'double stroke' },
} as const;

/** What a tap cycles through on a drum (a tom): the plain strokes, the ghost note, and the first ornaments. */
const DRUM_TAP = ['x', 'X', 'g', 'f', 'd', 'z'];

/** The drums, top to bottom as a drum chart stacks them (language.ts keeps the order, for the islands). */
export const VOICE_TABLE: Record<Voice, VoiceEntry> = {
  china: {
    name: 'China',
    limb: 'hands',
    staff: { key: 'd/6', place: 'space above the second ledger line', head: 'x' },
    characters: cymbal,
    tap: ['x', 'X'],
    midi: { writes: 52, reads: [52] },
    sound: { name: 'china', note: 52, seconds: 1.3 },
  },
  splash: {
    name: 'Splash',
    limb: 'hands',
    staff: { key: 'c/6', place: 'second ledger line above the staff', head: 'x' },
    characters: cymbal,
    tap: ['x', 'X'],
    midi: { writes: 55, reads: [55] },
    sound: { name: 'splash', note: 55, seconds: 1 },
  },
  crash: {
    name: 'Crash',
    limb: 'hands',
    staff: { key: 'a/5', place: 'ledger line above the staff', head: 'x' },
    characters: cymbal,
    tap: ['x', 'X'],
    midi: { writes: 49, reads: [49, 57] },
    sound: { name: 'crash', note: 49, seconds: 1.6 },
  },
  ride: {
    name: 'Ride',
    limb: 'hands',
    staff: { key: 'f/5', place: 'top line', head: 'x' },
    characters: { ...cymbal, b: { stroke: 'bell', says: 'bell' } },
    tap: ['x', 'X', 'b'],
    midi: { writes: 51, reads: [51, 59, 53] },
    sound: { name: 'ride', note: 51, seconds: 1, boostDb: 3 },
  },
  cowbell: {
    name: 'Cowbell',
    limb: 'hands',
    staff: { key: 'b/5', place: 'space above the ledger line, a triangle', head: 'triangle' },
    characters: cymbal,
    tap: ['x', 'X'],
    midi: { writes: 56, reads: [56] },
    sound: { name: 'cowbell', note: 56, seconds: 0.35 },
  },
  // Two cymbals stacked, usually by the hi-hat: a short, trashy "chh" for accents and ostinatos.
  stack: {
    name: 'Stack',
    limb: 'hands',
    staff: { key: 'e/6', place: 'third ledger line above the staff, a circled x', head: 'circlex' },
    characters: cymbal,
    // General MIDI has no stack: a MIDI file writes it as the China (what a General MIDI kit plays it with), and
    // play-along reads a kit's stack pad once the kit has learnt it.
    tap: ['x', 'X'],
    midi: { writes: 52, reads: [] },
    // The FluidR3 China, damped soon after the stroke: stacked cymbals choke each other.
    sound: { name: 'stack', note: 52, seconds: 0.45, dampAfter: 0.09 },
  },
  hihat: {
    name: 'Hi-hat',
    limb: 'hands',
    staff: { key: 'g/5', place: 'space above the staff', head: 'x' },
    characters: {
      x: { stroke: 'hit', says: 'closed' },
      X: accent,
      o: { stroke: 'open', says: 'open' },
      h: { stroke: 'halfopen', says: 'half-open' },
    },
    tap: ['x', 'X', 'o', 'h'],
    midi: { writes: 42, reads: [42, 46, 22, 26] },
    sound: { name: 'hihat', note: 42, seconds: 0.25, boostDb: 4, choke: { group: 'hihat', rings: false } },
  },
  hightom: {
    name: 'High tom',
    limb: 'hands',
    staff: { key: 'e/5', place: 'top space', head: 'normal' },
    characters: drum,
    tap: DRUM_TAP,
    midi: { writes: 50, reads: [50, 48] },
    sound: { name: 'hightom', note: 48, seconds: 0.7 },
  },
  midtom: {
    name: 'Mid tom',
    limb: 'hands',
    staff: { key: 'd/5', place: 'fourth line', head: 'normal' },
    characters: drum,
    tap: DRUM_TAP,
    midi: { writes: 47, reads: [47, 45] },
    sound: { name: 'midtom', note: 45, seconds: 0.7 },
  },
  snare: {
    name: 'Snare',
    limb: 'hands',
    staff: { key: 'c/5', place: 'third space', head: 'normal' },
    characters: { ...drum, c: { stroke: 'cross', says: 'cross-stick' } },
    // The cross-stick straight after the ghost note: a groove uses it far more than a drag or a buzz roll.
    tap: ['x', 'X', 'g', 'c', 'f', 'd', 'z'],
    midi: { writes: 38, reads: [37, 38, 40] },
    sound: { name: 'snare', note: 38, seconds: 0.5 },
  },
  floortom: {
    name: 'Floor tom',
    limb: 'hands',
    staff: { key: 'a/4', place: 'second space', head: 'normal' },
    characters: drum,
    tap: DRUM_TAP,
    midi: { writes: 43, reads: [43, 58] },
    sound: { name: 'floortom', note: 43, seconds: 0.8 },
  },
  lowtom: {
    name: 'Low floor tom',
    limb: 'hands',
    staff: { key: 'g/4', place: 'second line', head: 'normal' },
    characters: drum,
    tap: DRUM_TAP,
    midi: { writes: 41, reads: [41] },
    sound: { name: 'lowtom', note: 41, seconds: 0.8 },
  },
  // A ghost note on the bass drum is jazz's feathered kick: felt more than heard.
  kick: {
    name: 'Bass drum',
    limb: 'feet',
    staff: { key: 'f/4', place: 'bottom space', head: 'normal' },
    characters: { x: hit, X: accent, g: { stroke: 'ghost', says: 'ghost: very soft, like a feathered bass drum' } },
    tap: ['x', 'X', 'g'],
    midi: { writes: 36, reads: [35, 36] },
    sound: { name: 'kick', note: 36, seconds: 0.5 },
  },
  hihatfoot: {
    name: 'Hi-hat foot',
    limb: 'feet',
    staff: { key: 'd/4', place: 'space below the staff', head: 'x' },
    characters: {
      x: { stroke: 'hit', says: 'hi-hat closed with the foot' },
      o: { stroke: 'splash', says: 'foot splash: pressed and let ring' },
    },
    tap: ['x', 'o'],
    midi: { writes: 44, reads: [44] },
    sound: { name: 'hihatfoot', note: 44, seconds: 0.25, boostDb: 4, choke: { group: 'hihat', rings: false } },
  },
};

export interface StrokeEntry {
  /** Its name, in the grid's hidden words and the notation's text alternative. */
  name: string;
  /** How the grid shows it (a screen reader hears `name` instead). */
  mark: string;
  /** How loud the player sounds it, from 0 to 1, before the groove's dynamics. */
  loudness: number;
  /** Written with an accent (>). */
  accent?: true;
  /** Written in brackets, a ghost note. */
  ghost?: true;
  /** A notehead of its own, whatever the drum's. */
  head?: Notehead;
  /** The mark above a hi-hat note: o open, a circle with a line through it half-open, o under the foot's note a splash. */
  ring?: 'open' | 'halfopen' | 'splash';
  /** Grace notes played just before the main note: 1 a flam, 2 a drag (a double from one hand), 3 a four-stroke ruff (singles). */
  graces?: 1 | 2 | 3;
  /** Only the grace notes, on this drum, before another drum's note at the same step (a flam split between two drums). */
  graceOnly?: true;
  /** A roll in the note's time: multiple bounces (z on the stem), or two even strokes (one slash on the stem). */
  roll?: 'buzz' | 'double';
  /** A recorded sound of its own, where it has one (an open hi-hat, the ride's bell); otherwise the drum's. */
  sound?: Recording;
  /** The General MIDI note the MIDI file writes for it, where it has one of its own (a cross-stick is 37); otherwise the drum's. */
  midi?: number;
  /** Its entry in the drum key, when it changes how a note is written: on which drum it is shown, and where the mark goes. */
  key?: { drum: Voice; name: string; place: string };
}

/** The strokes, in the order the grid's legend lists them; the drum key lists those with a `key`, in this order too. */
export const STROKE_TABLE: Record<Stroke, StrokeEntry> = {
  hit: { name: 'hit', mark: '●', loudness: 0.65 },
  accent: {
    name: 'accent',
    mark: '▲',
    loudness: 1,
    accent: true,
    key: { drum: 'snare', name: 'Accent', place: '> above the note' },
  },
  // In parentheses, as drum parts write a ghost note: a faint small circle was hard to see at arm's length.
  ghost: {
    name: 'ghost note',
    mark: '(•)',
    loudness: 0.25,
    ghost: true,
    key: { drum: 'snare', name: 'Ghost note', place: 'the note in brackets' },
  },
  open: {
    name: 'open',
    mark: '○',
    loudness: 0.65,
    ring: 'open',
    key: { drum: 'hihat', name: 'Open hi-hat', place: 'o above the note' },
    sound: { name: 'hihatopen', note: 46, seconds: 0.8, boostDb: 4, choke: { group: 'hihat', rings: true } },
    midi: 46,
  },
  halfopen: {
    name: 'half-open',
    mark: '◐',
    loudness: 0.65,
    ring: 'halfopen',
    key: { drum: 'hihat', name: 'Half-open hi-hat', place: 'ø above the note' },
    sound: {
      name: 'hihathalf',
      note: 46,
      seconds: 0.35,
      dampAfter: 0.08,
      boostDb: 4,
      choke: { group: 'hihat', rings: true },
    },
    midi: 46,
  },
  splash: {
    name: 'foot splash',
    mark: '✳',
    loudness: 0.6,
    ring: 'splash',
    key: { drum: 'hihatfoot', name: 'Foot splash', place: 'o under the pedal’s x' },
    sound: {
      name: 'hihatsplash',
      note: 46,
      seconds: 0.6,
      dampAfter: 0.15,
      boostDb: 4,
      choke: { group: 'hihat', rings: true },
    },
  },
  bell: {
    name: 'bell',
    mark: '◆',
    loudness: 0.65,
    head: 'diamond',
    key: { drum: 'ride', name: 'Ride bell', place: 'diamond on the top line' },
    sound: { name: 'bell', note: 53, seconds: 1.1, boostDb: 3 },
    midi: 53,
  },
  cross: {
    name: 'cross-stick',
    mark: '⊗',
    loudness: 0.65,
    head: 'x',
    key: { drum: 'snare', name: 'Cross-stick', place: 'x in the snare’s space' },
    sound: { name: 'cross', note: 37, seconds: 0.2 },
    midi: 37,
  },
  flam: {
    name: 'flam',
    mark: '•●',
    loudness: 0.65,
    graces: 1,
    key: { drum: 'snare', name: 'Flam', place: 'one small slashed note before it' },
  },
  flamaccent: { name: 'accented flam', mark: '•▲', loudness: 1, accent: true, graces: 1 },
  drag: {
    name: 'drag',
    mark: '••●',
    loudness: 0.65,
    graces: 2,
    key: { drum: 'snare', name: 'Drag', place: 'two small notes before it' },
  },
  dragaccent: { name: 'accented drag', mark: '••▲', loudness: 1, accent: true, graces: 2 },
  ruff: {
    name: 'four-stroke ruff',
    mark: '•••●',
    loudness: 0.8,
    graces: 3,
    key: { drum: 'snare', name: 'Four-stroke ruff', place: 'three small notes before it' },
  },
  grace: { name: 'grace note', mark: '•', loudness: 0.65, graces: 1, graceOnly: true },
  buzz: {
    name: 'buzz roll',
    mark: '≋',
    loudness: 0.55,
    roll: 'buzz',
    key: { drum: 'snare', name: 'Buzz roll', place: 'z on the stem' },
  },
  buzzaccent: { name: 'accented buzz roll', mark: '≋▲', loudness: 0.9, accent: true, roll: 'buzz' },
  double: {
    name: 'double stroke',
    mark: '●●',
    loudness: 0.65,
    roll: 'double',
    key: { drum: 'snare', name: 'Double stroke', place: 'one slash on the stem' },
  },
};

/** A stroke's name where it stands alone (the grid's legend): "open hi-hat", not "open". */
export const strokeLegend = (stroke: Stroke) =>
  STROKE_TABLE[stroke].key?.name.toLowerCase() ?? STROKE_TABLE[stroke].name;

/** Each drum's characters and the strokes they mean. */
export const STROKES = Object.fromEntries(
  VOICES.map((voice) => [
    voice,
    Object.fromEntries(Object.entries(VOICE_TABLE[voice].characters).map(([char, { stroke }]) => [char, stroke])),
  ]),
) as Record<Voice, Record<string, Stroke>>;

/** What each drum's characters mean, as the check and the editor say it: "x (hit), X (accented), _ (holds the note before it) or - (silent)". */
export const LEGEND = Object.fromEntries(
  VOICES.map((voice) => [
    voice,
    `${Object.entries(VOICE_TABLE[voice].characters)
      .map(([char, { says }]) => `${char} (${says})`)
      .join(', ')}, _ (holds the note before it) or - (silent)`,
  ]),
) as Record<Voice, string>;

export const VOICE_NAMES = Object.fromEntries(VOICES.map((voice) => [voice, VOICE_TABLE[voice].name])) as Record<
  Voice,
  string
>;

export const STROKE_NAMES = Object.fromEntries(
  Object.entries(STROKE_TABLE).map(([stroke, { name }]) => [stroke, name]),
) as Record<Stroke, string>;

/** The feet's drums; every other drum is played by the hands. */
export const FEET: readonly Voice[] = VOICES.filter((voice) => VOICE_TABLE[voice].limb === 'feet');

/** A level of the dynamics line, softest first. */
export type Dynamic = 'p' | 'mf' | 'f';
/** A mark of the dynamics line: a level from this step on, or a hairpin from here to the next level. */
export type DynamicMark = Dynamic | 'crescendo' | 'decrescendo';

export interface DynamicEntry {
  /** What an editor types on the dynamics line. */
  character: string;
  /** How the grid and the notation write it. */
  sign: string;
  /** What it means, as the check and the editor say it after the character. */
  says: string;
  /** What the text alternative and a screen reader say for it. */
  words: string;
  /** How loud a level plays, against the strokes' own loudness (a groove without dynamics plays at full); a hairpin has none. */
  gain?: number;
}

/** The dynamics, levels softest first, then the hairpins that move between them. */
export const DYNAMIC_TABLE: Record<DynamicMark, DynamicEntry> = {
  p: { character: 'p', sign: 'p', says: 'soft', words: 'p (soft)', gain: 0.45 },
  mf: { character: 'm', sign: 'mf', says: 'medium loud, mf', words: 'mf (medium loud)', gain: 0.7 },
  f: { character: 'f', sign: 'f', says: 'loud', words: 'f (loud)', gain: 1 },
  crescendo: { character: '<', sign: '<', says: 'getting louder', words: 'getting louder' },
  decrescendo: { character: '>', sign: '>', says: 'getting softer', words: 'getting softer' },
};

/** The dynamic levels, softest first. */
export const DYNAMIC_LEVELS = (Object.keys(DYNAMIC_TABLE) as DynamicMark[]).filter(
  (mark): mark is Dynamic => DYNAMIC_TABLE[mark].gain !== undefined,
);

/** A hairpin (crescendo or decrescendo) rather than a level. */
export const isHairpin = (mark: DynamicMark): mark is 'crescendo' | 'decrescendo' =>
  DYNAMIC_TABLE[mark].gain === undefined;

/** Each character of the dynamics line and the mark it writes. */
export const DYNAMIC_CHARACTERS: Readonly<Record<string, DynamicMark>> = Object.fromEntries(
  (Object.keys(DYNAMIC_TABLE) as DynamicMark[]).map((mark) => [DYNAMIC_TABLE[mark].character, mark]),
);

/** What the dynamics line's characters mean, as the check and the editor say it. */
export const DYNAMICS_LEGEND = `${DYNAMIC_LEVELS.map((level) => `${DYNAMIC_TABLE[level].character} (${DYNAMIC_TABLE[level].says})`).join(', ')} under a step that plays, ${DYNAMIC_TABLE.crescendo.character} (${DYNAMIC_TABLE.crescendo.says}) or ${DYNAMIC_TABLE.decrescendo.character} (${DYNAMIC_TABLE.decrescendo.says}) up to the next letter, or - (no change)`;

/** The recording a stroke of a drum plays: the stroke's own (an open hi-hat) or the drum's. */
export const recordingOf = (voice: Voice, stroke: Stroke): Recording =>
  STROKE_TABLE[stroke].sound ?? VOICE_TABLE[voice].sound;

/** Every recording of the kit, once each: the drums' in chart order, then the strokes' own. */
export const RECORDINGS: readonly Recording[] = [
  ...VOICES.map((voice) => VOICE_TABLE[voice].sound),
  ...Object.values(STROKE_TABLE).flatMap((entry) => (entry.sound ? [entry.sound] : [])),
];

/** The General MIDI note the MIDI file writes for a stroke of a drum: the stroke's own (a cross-stick) or the drum's. */
export const midiNoteOf = (voice: Voice, stroke: Stroke): number =>
  STROKE_TABLE[stroke].midi ?? VOICE_TABLE[voice].midi.writes;

/** The drum each note an electronic kit sends is read as, before a kit's own learnt pads. */
export const GENERAL_MIDI: Readonly<Record<number, Voice>> = Object.fromEntries(
  VOICES.flatMap((voice) => VOICE_TABLE[voice].midi.reads.map((note) => [note, voice])),
);

/**
 * A note's sticking as drum books write it under the note (`written`) and as its words say it (`said`): the hand
 * of its grace notes in small letters before the main note's hand (a flam lR, a drag llR, a four-stroke ruff lrlR,
 * its three graces single strokes ending on the other hand; said "R (after a left grace note)"), and both strokes
 * of a double stroke (written RR, said R R), so the strokes of a five-stroke roll read R R L L R.
 */
export function writtenSticking(
  hand: 'R' | 'L',
  how: { graces?: number; roll?: StrokeEntry['roll'] } = {},
): { written: string; said: string } {
  if (how.roll === 'double') return { written: `${hand}${hand}`, said: `${hand} ${hand}` };
  const other = hand === 'R' ? 'l' : 'r';
  const own = hand.toLowerCase();
  const graces = how.graces ?? 0;
  // Counted back from the main note: the other hand just before it; a drag's two both from that hand.
  const before = Array.from({ length: graces }, (_, index) =>
    graces === 2 || (graces - index) % 2 === 1 ? other : own,
  ).join('');
  return { written: `${before}${hand}`, said: graces ? `${hand} (${graceWords(before)})` : hand };
}

/**
 * Grace notes' hands in words, for the text alternative: a screen reader says "lR" as two letters, which sound like
 * two strokes, so the graces are said apart from the note they lead into.
 */
function graceWords(hands: string): string {
  const name = (hand: string) => (hand === 'l' ? 'left' : 'right');
  if (hands.length === 1) return `after a ${name(hands)} grace note`;
  if (new Set(hands).size === 1) return `after two ${name(hands[0]!)} grace notes`;
  return `after grace notes ${[...hands].map(name).join(', ')}`;
}
