/**
 * What a drummer played, written down as a drum book writes it: hits (each a drum, a moment and a velocity) in, a
 * groove's lines out, one character a step. Pure, so every rule is tested on made-up takes without a kit.
 *
 * - **Ornaments first:** hits on one drum closer together than ORNAMENT_S are one stroke. Two are a flam (the
 *   later is the note, the earlier its grace note), three a drag, four in a moment a four-stroke ruff, more a buzz
 *   roll held until its last hit. On a cymbal or a foot they are one hit played twice by the pad (a double trigger).
 * - **Levels:** each stroke's velocity is a ghost note, a normal stroke or an accent, with lines learnt from the
 *   take itself (levels.ts).
 * - **The grid:** the one asked for, or found: the simplest that every stroke (and, overdubbing, every note already
 *   written) falls near. Swing is a grid of its own, tried before triplets, so a swung groove is written as swung
 *   eighths, not as triplets with rests.
 * - **Each stroke's offset** from its step is kept, in milliseconds, to show where the learner was early or late.
 */
import { type Voice } from '@/features/practice/groove/language';
import type { Swing, TimeSignature } from '@/features/practice/groove/groove';
import { swung } from '@/features/practice/groove/timeline';
import { VOICE_TABLE } from '@/features/practice/groove/vocabulary';
import { FIRST_LEVELS, learnLevels, levelOf, type Level, type Levels, type Velocity } from './levels';

/** One hit, as an input heard it. */
export interface TakenHit {
  /** Seconds from the take's first downbeat (before it: negative), on the clock the learner heard the click on. */
  time: number;
  voice: Voice;
  velocity: Velocity;
  /** A stroke the pad names by its own note: the open hi-hat `o`, the ride's bell `b`, the snare's cross-stick `c`. */
  character?: string;
}

export interface TakeShape {
  /** Beats a minute, in the time signature's beat (eighths in 6/8). */
  tempo: number;
  signature: TimeSignature;
  bars: number;
}

/** How a beat is divided: steps per beat, and swing. */
export interface Feel {
  perBeat: number;
  swing?: Swing;
}

/** The grids the builder writes, by steps per beat: eighths, triplets, sixteenths, sextuplets, thirty-seconds. */
export const GRIDS = [2, 3, 4, 6, 8] as const;
export type GridChoice = 'found' | (typeof GRIDS)[number];

export interface RecordedNote {
  step: number;
  voice: Voice;
  character: string;
  level: Level;
  /** How far from its step it was played: positive late, negative early. */
  offsetMs: number;
}

export interface Transcription {
  feel: Feel;
  /** Each drum played, one character a step over the take's bars (`-` a rest, `_` a roll held on). */
  lines: Partial<Record<Voice, string[]>>;
  notes: RecordedNote[];
  /** Hits not written: outside the bars, or a second stroke on a drum's step (the softer is left). */
  dropped: number;
  /** Whether the grid held the take (all but a stray in ten near a step); if not, each went on its nearest step. */
  fits: boolean;
  levels: Levels;
}

/**
 * Hits on one drum closer than this are one stroke with grace notes (or a roll): 50 ms, or at a fast tempo less
 * (0.6 of a thirty-second note), so that thirty-seconds played fast stay single strokes.
 */
export const ORNAMENT_S = 0.05;
const ORNAMENT_SHARE = 0.6;
/** On a cymbal or a foot, hits closer than this are a pad sounding one stroke twice (a double trigger). */
const DOUBLE_TRIGGER_S = 0.02;
/** Closer than this, two hits are one: a flam this tight is heard as one note ("flat"). */
const UNISON_S = 0.015;
/** A grace note is played low: at most this share of its note's velocity (else the two are one stroke sounded twice). */
const GRACE_SHARE = 0.85;
/** Four hits within this are a ruff, not a short roll. */
const RUFF_S = 0.12;
/**
 * How far from a step a stroke may be and still be on it: a fifth of the grid's smallest gap. A backbeat 60 ms late
 * at 70 BPM is still on its quarter note (and marked late); a sixteenth is never an eighth played late, nor a triplet.
 * A grid holds a take when all but one stroke in ten are that near, and none more than twice as far (a stray note
 * played late is marked late, and does not move the whole take onto a finer grid).
 */
const NEAR_SHARE = 0.2;
const STRAYS = 0.1;
/**
 * Swing is heard from where the "&" falls: from 0.57 of the way through the beat on (straight eighths are played up to
 * about 0.55, a hard shuffle near 0.75). It is written as the site's swing (the triplet's two thirds), and each note's
 * offset is measured from there.
 */
const SWING_FROM = 0.57;
const SWING_TO = 0.8;
const WRITTEN_SWING = 2 / 3;

type Ornament = 'flam' | 'drag' | 'ruff' | 'roll';

interface Stroke {
  voice: Voice;
  /** In beats from the first downbeat. */
  at: number;
  velocity: Velocity;
  ornament?: Ornament;
  /** A roll's last hit, in beats. */
  until?: number;
  character?: string;
}

/** A feel with where its swung notes fall as played (the share of the beat, or of the eighth, the long note takes). */
interface Grid extends Feel {
  ratio: number;
}

/** Where a point of a beat (0 to 1) falls with the long note of each pair taking `ratio` of it. */
function swungAt(fraction: number, swing: Swing | undefined, ratio: number): number {
  if (!swing) return fraction;
  const pair = (within: number) => (within < 0.5 ? within * 2 * ratio : ratio + (within - 0.5) * 2 * (1 - ratio));
  if (swing === 'eighths') return pair(fraction);
  const half = Math.floor(fraction * 2);
  return (half + pair(fraction * 2 - half)) / 2;
}

/** Where each step of a beat falls in it (0 to 1), and the beat's end. */
function stepsInBeat(grid: Grid): number[] {
  return [...Array.from({ length: grid.perBeat }, (_, sub) => swungAt(sub / grid.perBeat, grid.swing, grid.ratio)), 1];
}

/** The step nearest a moment (beats from the start), and how far it is from that step (positive: after it). */
function nearestStep(at: number, grid: Grid): { step: number; off: number } {
  const beat = Math.floor(at);
  let best = { step: 0, off: Infinity };
  stepsInBeat(grid).forEach((place, sub) => {
    const off = at - (beat + place);
    if (Math.abs(off) < Math.abs(best.off)) best = { step: beat * grid.perBeat + sub, off };
  });
  return best;
}

/** Where a step is written to sound (swing as the site plays it), in beats. */
function writtenAt(step: number, feel: Feel): number {
  const beat = Math.floor(step / feel.perBeat);
  return beat + swung((step % feel.perBeat) / feel.perBeat, feel.swing);
}

/** Where the long note of the swung pairs ends, as played: the middle "&" (or "e" and "a") moment, or none swung. */
function playedSwing(moments: readonly number[], swing: Swing): number | undefined {
  const late = moments
    .map((at) => {
      const fraction = at - Math.floor(at);
      return swing === 'eighths' ? fraction : (fraction * 2) % 1;
    })
    .filter((within) => within > 0.5 && within < 0.9)
    .sort((a, b) => a - b);
  const middle = late[Math.floor(late.length / 2)];
  return middle !== undefined && middle >= SWING_FROM ? Math.min(middle, SWING_TO) : undefined;
}

/** The straight grid of `perBeat` steps a beat, and its swung ones where the take swings (only where the beat is a quarter). */
function variants(perBeat: number, moments: readonly number[], signature: TimeSignature): Grid[] {
  const grids: Grid[] = [{ perBeat, ratio: WRITTEN_SWING }];
  if (signature.unit !== 4) return grids;
  for (const swing of ['eighths', 'sixteenths'] as const) {
    if (perBeat % (swing === 'eighths' ? 2 : 4) !== 0) continue;
    const ratio = playedSwing(moments, swing);
    if (ratio !== undefined) grids.push({ perBeat, swing, ratio });
  }
  return grids;
}

const spreadOf = (moments: readonly number[], grid: Grid) =>
  moments.reduce((sum, at) => sum + nearestStep(at, grid).off ** 2, 0);

/** Whether a grid holds a take: all but a stray in ten near a step, and none far. */
function holds(moments: readonly number[], grid: Grid): boolean {
  const at = stepsInBeat(grid);
  const near = NEAR_SHARE * Math.min(...at.slice(1).map((each, index) => each - at[index]!));
  const offs = moments.map((moment) => Math.abs(nearestStep(moment, grid).off));
  const strays = offs.filter((off) => off > near + 1e-9).length;
  return strays <= Math.floor(moments.length * STRAYS) && offs.every((off) => off <= 2 * near + 1e-9);
}

/** Of the grids that hold the take, the one it lies nearest; undefined if none does. */
function nearest(grids: readonly Grid[], moments: readonly number[]): Grid | undefined {
  return grids
    .filter((grid) => holds(moments, grid))
    .reduce<Grid | undefined>(
      (best, grid) => (!best || spreadOf(moments, grid) < spreadOf(moments, best) - 1e-12 ? grid : best),
      undefined,
    );
}

/** The steps a beat a found grid is chosen from, simplest first. */
const FOUND_FROM = [1, ...GRIDS];

/**
 * The grid a take is written in: asked for (straight or swung, as it was played), or found (the simplest that holds
 * it). When none holds it, the one it lies nearest.
 */
function gridOf(
  choice: GridChoice,
  moments: readonly number[],
  signature: TimeSignature,
): { grid: Grid; fits: boolean } {
  const each = choice === 'found' ? FOUND_FROM : [choice];
  for (const perBeat of each) {
    const grid = nearest(variants(perBeat, moments, signature), moments);
    if (grid) return { grid, fits: true };
  }
  const all = each.flatMap((perBeat) => variants(perBeat, moments, signature));
  return {
    grid: all.reduce((best, grid) => (spreadOf(moments, grid) < spreadOf(moments, best) - 1e-12 ? grid : best)),
    fits: false,
  };
}

/** The grid found for moments (beats from the start), as written: its steps a beat and its swing. */
export function findFeel(moments: readonly number[], signature: TimeSignature): { feel: Feel; fits: boolean } {
  const { grid, fits } = gridOf('found', moments, signature);
  return { feel: feelOf(grid), fits };
}

const feelOf = ({ perBeat, swing }: Grid): Feel => (swing ? { perBeat, swing } : { perBeat });

/** A drum's hits as strokes: grace notes and rolls joined to their note. */
function strokesOf(hits: readonly TakenHit[], beatS: number): Stroke[] {
  const byVoice = new Map<Voice, TakenHit[]>();
  for (const hit of hits) byVoice.set(hit.voice, [...(byVoice.get(hit.voice) ?? []), hit]);
  const ornamentS = Math.min(ORNAMENT_S, (ORNAMENT_SHARE * beatS) / 8);
  const strokes: Stroke[] = [];
  for (const [voice, played] of byVoice) {
    played.sort((a, b) => a.time - b.time);
    const ornamented = 'f' in VOICE_TABLE[voice].characters;
    const apart = ornamented ? ornamentS : DOUBLE_TRIGGER_S;
    for (let first = 0; first < played.length;) {
      let last = first;
      while (last + 1 < played.length && played[last + 1]!.time - played[last]!.time < apart) last += 1;
      const group = played.slice(first, last + 1);
      first = last + 1;
      const main = group[group.length - 1]!;
      const graces = group.slice(0, -1);
      const span = main.time - group[0]!.time;
      const loudest = Math.max(...group.map((each) => each.velocity));
      const stroke = (hit: TakenHit, velocity: Velocity, ornament?: Ornament, until?: number): Stroke => ({
        voice,
        at: hit.time / beatS,
        velocity,
        ...(ornament ? { ornament } : {}),
        ...(until !== undefined ? { until: until / beatS } : {}),
        ...(hit.character ? { character: hit.character } : {}),
      });
      const rolled = group.length > 4 || (group.length === 4 && span > RUFF_S);
      const graced = graces.every((grace) => grace.velocity <= GRACE_SHARE * main.velocity);
      if (group.length === 1 || !ornamented || span < UNISON_S || (!rolled && !graced)) {
        // One hit, or one stroke sounded twice (a pad's double trigger, a flat flam): the note, where it began.
        strokes.push(stroke(group[0]!, loudest));
      } else if (rolled) strokes.push(stroke(group[0]!, loudest, 'roll', main.time));
      else
        strokes.push(stroke(main, main.velocity, group.length === 2 ? 'flam' : group.length === 3 ? 'drag' : 'ruff'));
    }
  }
  return strokes.sort((a, b) => a.at - b.at);
}

/** The character a stroke is written with on its drum's line. */
function characterOf(stroke: Stroke, level: Level): string {
  const has = (character: string) => character in VOICE_TABLE[stroke.voice].characters;
  const accent = level === 'accent';
  switch (stroke.ornament) {
    case 'roll':
      return accent ? 'Z' : 'z';
    case 'flam':
      return accent ? 'F' : 'f';
    case 'drag':
      return accent ? 'D' : 'd';
    case 'ruff':
      return 'r';
  }
  if (stroke.character && has(stroke.character)) return stroke.character;
  if (accent && has('X')) return 'X';
  if (level === 'ghost' && has('g')) return 'g';
  return 'x';
}

/**
 * Writes a take down. `grid`: the steps a beat to write it in, or `found`. `kept`: overdubbing, the moments (in
 * beats, as played) of the notes already written, which the grid must hold too. `levels`: what was learnt before.
 */
export function transcribe(
  hits: readonly TakenHit[],
  shape: TakeShape,
  {
    grid = 'found',
    kept = [],
    levels: before = FIRST_LEVELS,
  }: { grid?: GridChoice; kept?: readonly number[]; levels?: Levels } = {},
): Transcription {
  const beatS = 60 / shape.tempo;
  const beats = shape.bars * shape.signature.beats;
  const strokes = strokesOf(hits, beatS);
  const moments = [...strokes.map((stroke) => stroke.at), ...kept];
  const { grid: played, fits } = gridOf(grid, moments, shape.signature);
  const feel = feelOf(played);
  // The take's levels (kept for the next take), and each drum's own: a kick is played louder than a hi-hat, and each
  // drum's normal stroke is its own. A drum played at one level throughout is played at its normal stroke.
  const levels = learnLevels(
    strokes.map((stroke) => stroke.velocity),
    before,
  );
  const drumLevels = new Map<Voice, Levels>();
  const levelsOf = (voice: Voice) => {
    let learnt = drumLevels.get(voice);
    if (!learnt) {
      learnt = learnLevels(
        strokes.filter((stroke) => stroke.voice === voice).map((stroke) => stroke.velocity),
        levels,
      );
      drumLevels.set(voice, learnt);
    }
    return learnt;
  };
  const total = beats * feel.perBeat;
  const lines: Partial<Record<Voice, string[]>> = {};
  const velocities: Partial<Record<Voice, Velocity[]>> = {};
  const notes: RecordedNote[] = [];
  let dropped = 0;
  for (const stroke of strokes) {
    const { step } = nearestStep(stroke.at, played);
    const off = stroke.at - writtenAt(step, feel);
    if (step < 0 || step >= total) {
      dropped += 1;
      continue;
    }
    const line = (lines[stroke.voice] ??= Array<string>(total).fill('-'));
    const loudness = (velocities[stroke.voice] ??= []);
    if (line[step] !== '-' && line[step] !== '_') {
      // Two strokes on one drum's step: the louder is the note meant.
      dropped += 1;
      if ((loudness[step] ?? 0) >= stroke.velocity) continue;
      const at = notes.findIndex((note) => note.voice === stroke.voice && note.step === step);
      notes.splice(at, 1);
    }
    const level = levelOf(stroke.velocity, levelsOf(stroke.voice));
    const character = characterOf(stroke, level);
    line[step] = character;
    loudness[step] = stroke.velocity;
    notes.push({ step, voice: stroke.voice, character, level, offsetMs: Math.round(off * beatS * 1000) });
    if (stroke.until !== undefined) {
      // A roll is held until its last hit's step, as long as nothing else on the drum comes first.
      const end = Math.min(total - 1, nearestStep(stroke.until, played).step);
      for (let held = step + 1; held <= end && line[held] === '-'; held += 1) line[held] = '_';
    }
  }
  notes.sort((a, b) => a.step - b.step || a.voice.localeCompare(b.voice));
  return { feel, lines, notes, dropped, fits, levels };
}
