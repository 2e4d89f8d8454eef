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
  /** Whether every stroke fell near a step of the grid; if not, the finest grid held them nearest. */
  fits: boolean;
  levels: Levels;
}

/** Hits on one drum closer than this are one stroke with grace notes (or a roll). */
export const ORNAMENT_S = 0.05;
/** Closer than this, two hits are one: a flam this tight is heard as one note ("flat"). */
const UNISON_S = 0.015;
/** Four hits within this are a ruff, not a short roll. */
const RUFF_S = 0.12;
/**
 * How far from a step a stroke may be and still be on it: a fifth of the grid's smallest gap. A backbeat 60 ms late
 * at 70 BPM is still on its quarter note (and marked late); a sixteenth is never an eighth played late, nor a triplet.
 */
const NEAR_SHARE = 0.2;

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

/** The grids a found grid is chosen from, simplest first. Swing only where the beat is a quarter note. */
function candidates(signature: TimeSignature): Feel[] {
  const swings = signature.unit === 4;
  return [
    { perBeat: 1 },
    { perBeat: 2 },
    ...(swings ? [{ perBeat: 2, swing: 'eighths' as const }] : []),
    { perBeat: 3 },
    { perBeat: 4 },
    ...(swings
      ? [
          { perBeat: 4, swing: 'eighths' as const },
          { perBeat: 4, swing: 'sixteenths' as const },
        ]
      : []),
    { perBeat: 6 },
    { perBeat: 8 },
  ];
}

/** Where each step of a beat falls in it (0 to 1), and the beat's end. */
function stepsInBeat(feel: Feel): number[] {
  return [...Array.from({ length: feel.perBeat }, (_, sub) => swung(sub / feel.perBeat, feel.swing)), 1];
}

/** How near a step a stroke must be, in beats. */
function nearIn(feel: Feel): number {
  const at = stepsInBeat(feel);
  return NEAR_SHARE * Math.min(...at.slice(1).map((each, index) => each - at[index]!));
}

/** The step nearest a moment (beats from the start), and how far it is from it (positive: after the step). */
function nearestStep(at: number, feel: Feel): { step: number; off: number } {
  const inBeat = stepsInBeat(feel);
  const beat = Math.floor(at);
  let best = { step: 0, off: Infinity };
  inBeat.forEach((place, sub) => {
    const off = at - (beat + place);
    if (Math.abs(off) < Math.abs(best.off)) best = { step: beat * feel.perBeat + sub, off };
  });
  return best;
}

/** The grid whose steps lie nearest the moments: the first that holds them all, or else the one that holds them nearest. */
export function findFeel(moments: readonly number[], signature: TimeSignature): { feel: Feel; fits: boolean } {
  const all = candidates(signature);
  const worst = (feel: Feel) => Math.max(0, ...moments.map((at) => Math.abs(nearestStep(at, feel).off)));
  const fitting = all.find((feel) => worst(feel) <= nearIn(feel) + 1e-9);
  if (fitting) return { feel: fitting, fits: true };
  const spread = (feel: Feel) => moments.reduce((sum, at) => sum + nearestStep(at, feel).off ** 2, 0);
  return { feel: all.reduce((best, feel) => (spread(feel) < spread(best) - 1e-12 ? feel : best)), fits: false };
}

/**
 * A grid asked for by steps a beat, swung when swing is nearer what was played: swung eighths on a grid of eighths or
 * finer, swung sixteenths on sixteenths or thirty-seconds (in 4/4 and the like, where the beat is a quarter note).
 */
function chosenFeel(perBeat: number, moments: readonly number[], signature: TimeSignature): Feel {
  const swings: Feel[] =
    signature.unit !== 4
      ? []
      : [
          ...(perBeat % 2 === 0 ? [{ perBeat, swing: 'eighths' as const }] : []),
          ...(perBeat % 4 === 0 ? [{ perBeat, swing: 'sixteenths' as const }] : []),
        ];
  const spread = (feel: Feel) => moments.reduce((sum, at) => sum + nearestStep(at, feel).off ** 2, 0);
  return swings.reduce((best, feel) => (spread(feel) < spread(best) - 1e-9 ? feel : best), { perBeat } as Feel);
}

/** A drum's hits as strokes: grace notes and rolls joined to their note. */
function strokesOf(hits: readonly TakenHit[], beatS: number): Stroke[] {
  const byVoice = new Map<Voice, TakenHit[]>();
  for (const hit of hits) byVoice.set(hit.voice, [...(byVoice.get(hit.voice) ?? []), hit]);
  const strokes: Stroke[] = [];
  for (const [voice, played] of byVoice) {
    played.sort((a, b) => a.time - b.time);
    const ornamented = 'f' in VOICE_TABLE[voice].characters;
    for (let first = 0; first < played.length;) {
      let last = first;
      while (last + 1 < played.length && played[last + 1]!.time - played[last]!.time < ORNAMENT_S) last += 1;
      const group = played.slice(first, last + 1);
      first = last + 1;
      const main = group[group.length - 1]!;
      const span = main.time - group[0]!.time;
      const stroke = (hit: TakenHit, ornament?: Ornament, until?: number): Stroke => ({
        voice,
        at: hit.time / beatS,
        velocity: Math.max(...group.map((each) => each.velocity)),
        ...(ornament ? { ornament } : {}),
        ...(until !== undefined ? { until: until / beatS } : {}),
        ...(hit.character ? { character: hit.character } : {}),
      });
      if (group.length === 1 || !ornamented || span < UNISON_S) {
        // One hit, or a pad (or a drummer) sounding one note twice: the note, where it began.
        strokes.push({ ...stroke(group[0]!), velocity: Math.max(...group.map((each) => each.velocity)) });
      } else if (group.length === 2) strokes.push({ ...stroke(main, 'flam'), velocity: main.velocity });
      else if (group.length === 3) strokes.push({ ...stroke(main, 'drag'), velocity: main.velocity });
      else if (group.length === 4 && span <= RUFF_S) strokes.push({ ...stroke(main, 'ruff'), velocity: main.velocity });
      else strokes.push(stroke(group[0]!, 'roll', main.time));
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
  const { feel, fits } =
    grid === 'found'
      ? findFeel(moments, shape.signature)
      : { feel: chosenFeel(grid, moments, shape.signature), fits: true };
  const levels = learnLevels(
    strokes.map((stroke) => stroke.velocity),
    before,
  );
  const total = beats * feel.perBeat;
  const lines: Partial<Record<Voice, string[]>> = {};
  const velocities: Partial<Record<Voice, Velocity[]>> = {};
  const notes: RecordedNote[] = [];
  let dropped = 0;
  for (const stroke of strokes) {
    const { step, off } = nearestStep(stroke.at, feel);
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
    const level = levelOf(stroke.velocity, levels);
    const character = characterOf(stroke, level);
    line[step] = character;
    loudness[step] = stroke.velocity;
    notes.push({ step, voice: stroke.voice, character, level, offsetMs: Math.round(off * beatS * 1000) });
    if (stroke.until !== undefined) {
      // A roll is held until its last hit's step, as long as nothing else on the drum comes first.
      const end = Math.min(total - 1, nearestStep(stroke.until, feel).step);
      for (let held = step + 1; held <= end && line[held] === '-'; held += 1) line[held] = '_';
    }
  }
  notes.sort((a, b) => a.step - b.step || a.voice.localeCompare(b.voice));
  return { feel, lines, notes, dropped, fits, levels };
}
