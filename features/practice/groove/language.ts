/**
 * The drums and tempo range the practice tools share. The browser's islands import this and
 * nothing from groove.ts: the bundler keeps one copy of a module per build with every
 * export any importer uses, so if an island imported the notation parser's module, the editor's
 * use of it would pull the whole parser into visitors' scripts (the editor-cost check saw it).
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
 * ring; `flam`, `drag` and `ruff` have one, two and three grace notes before the main note; `buzz`
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
}

/** The characters of the groove language that are silence on every line: `-` and `.`. */
export const GROOVE_RESTS = ['-', '.'] as const;
/** The character that holds the note before it through its step: written as a longer or tied note, never struck. */
export const GROOVE_HOLD = '_';
/** What separates bars in a line of the groove language. */
export const GROOVE_BAR_LINE = '|';

/**
 * Set on a practice tool's root while it makes sound, so the rest of the page can tell without
 * loading its code: the donation pop-up waits for the music to stop.
 */
export const SOUNDING_ATTRIBUTE = 'data-sounding';

/**
 * What the metronome clicks: the Clicks menu offers these, and an editor writes the value in
 * `<Metronome clicks="2 and 4" />`. Clicks on 2 and 4 alone (as jazz and funk drummers practice)
 * need a bar with those beats and no more: 2/4 or 4/4.
 */
export const CLICK_OPTIONS = [
  { value: 'beats', label: 'Beats only', perBeat: 1 },
  { value: '2 and 4', label: 'Beats 2 and 4 only', perBeat: 1 },
  { value: 'eighths', label: 'Eighth notes', perBeat: 2 },
  { value: 'triplets', label: 'Triplets', perBeat: 3 },
  { value: 'sixteenths', label: 'Sixteenth notes', perBeat: 4 },
] as const;
export type Clicks = (typeof CLICK_OPTIONS)[number]['value'];
export const BACKBEAT: Clicks = '2 and 4';

export function backbeatFits(beats: number, unit: number): boolean {
  return unit === 4 && (beats === 2 || beats === 4);
}

/** How a visitor may see a groove: both notation and grid (the default), or one of them. */
export const GROOVE_VIEWS = ['both', 'notation', 'grid'] as const;
export type GrooveView = (typeof GROOVE_VIEWS)[number];
/** Marks the radio buttons that choose a groove's view, for the player to remember the choice. */
export const VIEW_ATTRIBUTE = 'data-view';
/** Where the choice is kept on the visitor's device. */
export const VIEW_STORAGE_KEY = 'groove-view';
/** Set on <html> to a remembered choice other than both, so grooves show it from the first paint. */
export const VIEW_ROOT_ATTRIBUTE = 'data-groove-view';

/**
 * Inlined in every page's <head> (app/layout.tsx), so the Notation / Grid / Both choice works the
 * same before and after the player's script loads, and on pages reached by a link inside the site:
 * - a remembered choice other than both marks <html> (VIEW_ROOT_ATTRIBUTE) before the first paint,
 *   and CSS shows grooves that way at once (nothing moves when the player checks its radio buttons);
 * - a choice made on any groove applies to every groove on the page, moves the mark and is kept
 *   on the device.
 * Storage that is refused leaves the default, both, and the choice still applies to the page.
 */
export const APPLY_GROOVE_VIEW = `(function(){var r=document.documentElement,k=${JSON.stringify(VIEW_STORAGE_KEY)},a=${JSON.stringify(VIEW_ROOT_ATTRIBUTE)},d=${JSON.stringify(VIEW_ATTRIBUTE)};try{var v=localStorage.getItem(k);if(v==="grid"||v==="notation")r.setAttribute(a,v)}catch(e){}document.addEventListener("change",function(e){var v=e.target&&e.target.getAttribute&&e.target.getAttribute(d);if(!v)return;if(v==="both")r.removeAttribute(a);else r.setAttribute(a,v);document.querySelectorAll("input["+d+"=\\""+v+"\\"]").forEach(function(i){i.checked=true});try{localStorage.setItem(k,v)}catch(e){}})})()`;
