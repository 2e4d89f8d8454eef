/**
 * The groove language's own words: the drums, the strokes, the characters every line shares, the tempo range and
 * the timeline the player receives. Plain data with no imports: the browser's islands import it (and the
 * vocabulary) but never parse.ts, because the bundler keeps one copy of a module per build with every export any
 * importer uses: an island importing the parser's module would pull the whole parser into visitors' scripts.
 */
/**
 * The drums a groove may write, in the order a drum chart stacks them from top to bottom: the
 * grid's rows follow it. Hands play all but the last two, feet those two.
 */
export const VOICES = [
  'china',
  'splash',
  'crash',
  'ride',
  'cowbell',
  'stack',
  'hihat',
  'hightom',
  'midtom',
  'snare',
  'floortom',
  'lowtom',
  'kick',
  'hihatfoot',
] as const;
export type Voice = (typeof VOICES)[number];

/**
 * How a drum is struck: `bell` is the ride's bell, `cross` a cross-stick (rim click) on the snare,
 * `halfopen` a hi-hat played with the cymbals just apart, `splash` the hi-hat pedal pressed and let
 * ring; `flam`, `drag` and `ruff` have one, two and three grace notes before the main note; `grace` is a flam's
 * grace note alone, on another drum than the note it leads into (written ' on its drum's line); `buzz`
 * is a multiple-bounce roll and `double` two even strokes in the note's time.
 */
export type Stroke =
  | 'hit'
  | 'accent'
  | 'ghost'
  | 'open'
  | 'halfopen'
  | 'splash'
  | 'bell'
  | 'cross'
  | 'flam'
  | 'flamaccent'
  | 'drag'
  | 'dragaccent'
  | 'ruff'
  | 'grace'
  | 'buzz'
  | 'buzzaccent'
  | 'double';
/** One step of one drum: a stroke, or null for silence. */
export type Step = Stroke | null;

export const TEMPO_RANGE = { min: 30, max: 300 } as const;

/**
 * What the player's island receives, kept small (a long lesson has dozens of grooves, and this is part of
 * its page data): per step, when it starts; where bars and beats start; each drum's strokes; and only where
 * the groove has them, the dynamics' gain per step and the length of each roll.
 */
export interface Timeline {
  /** The loop's length, in beats at the written tempo. */
  length: number;
  /** Beats in a bar: the count-in's clicks. */
  beatsPerBar: number;
  /** Each step's start, in beats at the written tempo from the loop's start. */
  at: number[];
  /** The steps that start a bar, and those that start a beat. */
  barStarts: number[];
  beatStarts: number[];
  /** Each drum's stroke at each step, as the groove writes it. */
  drums: Partial<Record<Voice, Step[]>>;
  /** The dynamics' gain at each step (0 to 1), when the groove has dynamics. */
  gains?: number[];
  /** How long each roll lasts, in beats at the written tempo, by its step. */
  rolls?: Record<number, number>;
  /**
   * A chart whose road map (repeats, endings, D.S.) plays bars again or out of their written order is played bar by
   * bar in that order, so its steps are the steps played: this is the written step each one is (the one its notation
   * and grid mark). Absent when the bars are played as written.
   */
  steps?: number[];
}

/** The characters of the groove language that are silence on every line: `-` and `.`. */
export const GROOVE_RESTS = ['-', '.'] as const;
/** The character that holds the note before it through its step: written as a longer or tied note, never struck. */
export const GROOVE_HOLD = '_';
/** What separates bars in a line of the groove language. */
export const GROOVE_BAR_LINE = '|';
