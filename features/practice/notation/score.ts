/**
 * A groove as a drummer writes it on a five-line staff: which notes, where on the staff, how
 * long, which rests, which beams and which triplet brackets. Plain data, computed from the
 * groove's steps; engrave.ts draws it with VexFlow at build time.
 *
 * The rules are the ones drum books and Groove Scribe follow:
 * - two voices: hands (stems up) above feet (stems down); a voice that never plays in the
 *   groove is left out, so a snare exercise is one voice;
 * - a note lasts until the next note of its voice, but never past its beat (or, in x/8 time,
 *   its group of eighths): each beat is written on its own, and silence at the start of a beat
 *   is a rest;
 * - a length no single note value (plain or dotted) can write becomes the longest value that
 *   fits, then rests;
 * - notes are beamed by the beat (x/8 time: 3+3 in 6/8, 2+2+3 in 7/8);
 * - triplets and sextuplets carry their 3 or 6, except a beat that is one note or one rest.
 */
import { FEET, VOICES, type Groove, type Hand, type Stroke, type TimeSignature, type Voice } from './groove';
import { STROKE_TABLE, VOICE_TABLE, type Notehead, type VoiceEntry } from './vocabulary';

/** Where a drum sits on the staff (the key the reading lesson teaches) and its notehead. */
export type StaffPlace = VoiceEntry['staff'];

export const DRUM_KEY = Object.fromEntries(VOICES.map((voice) => [voice, VOICE_TABLE[voice].staff])) as Record<Voice, StaffPlace>;

/** Strokes that change a drum's notehead: the ride's bell is a diamond, a cross-stick an x on the snare. */
export const HEAD_FOR_STROKE = Object.fromEntries(
  Object.entries(STROKE_TABLE).flatMap(([stroke, { head }]) => (head ? [[stroke, head]] : [])),
) as Partial<Record<Stroke, Notehead>>;

export type Part = 'hands' | 'feet';

export interface Head {
  drum: Voice;
  key: string;
  head: StaffPlace['head'];
  /** A ghost note: the notehead in brackets. */
  ghost: boolean;
}

export interface Note {
  /** The step (of the whole groove) the note or rest starts on. */
  step: number;
  /** How many steps it lasts. */
  steps: number;
  /** The written note value: 1 whole, 2 half, 4 quarter, 8 eighth, 16 sixteenth, 32 thirty-second. */
  value: number;
  dots: 0 | 1;
  /** No heads: a rest. */
  heads: Head[];
  accent: boolean;
  /** An open hi-hat: `o` above the note. */
  open: boolean;
  sticking?: Hand;
  /** A rest that fills a whole bar: drawn as a whole rest in the middle of the bar, whatever the time. */
  wholeBar?: boolean;
}

export interface Tuplet {
  /** The first note (index into the part's notes) and how many notes it holds. */
  first: number;
  count: number;
  /** `3` notes in the time of `2`, `6` in the time of `4`. */
  notes: number;
  occupied: number;
}

export interface PartBar {
  part: Part;
  notes: Note[];
  /** Runs of notes joined by a beam, as indexes into notes. */
  beams: number[][];
  tuplets: Tuplet[];
}

export interface ScoreBar {
  index: number;
  parts: PartBar[];
}

export interface Score {
  signature: TimeSignature;
  parts: Part[];
  bars: ScoreBar[];
}

const isPowerOfTwo = (value: number) => (value & (value - 1)) === 0;
const floorPowerOfTwo = (value: number) => 2 ** Math.floor(Math.log2(value));

/**
 * The groups a bar's beats are written and beamed in, as numbers of beats. Quarter- and
 * half-note beats go one by one; eighth (and sixteenth) beats go in threes when the top number
 * is a multiple of three (6/8, 9/8, 12/8), otherwise in twos with a three at the end (7/8: 2+2+3,
 * 5/8: 2+3).
 */
export function beatGroups({ beats, unit }: TimeSignature): number[] {
  if (unit <= 4 || beats <= 3) return unit <= 4 ? Array.from({ length: beats }, () => 1) : [beats];
  if (beats % 3 === 0) return Array.from({ length: beats / 3 }, () => 3);
  const groups = Array.from({ length: Math.floor(beats / 2) }, () => 2);
  if (beats % 2 === 1) groups[groups.length - 1] = 3;
  return groups;
}

/** Lengths (in steps) one note value can write, longest first, given the steps in a whole note. */
function pieces(length: number, stepsPerWhole: number): { steps: number; value: number; dots: 0 | 1 }[] {
  const out: { steps: number; value: number; dots: 0 | 1 }[] = [];
  let left = length;
  while (left > 0) {
    let best: { steps: number; value: number; dots: 0 | 1 } | undefined;
    for (let value = 1; value <= stepsPerWhole; value *= 2) {
      const plain = stepsPerWhole / value;
      if (!Number.isInteger(plain)) continue;
      const dotted = plain * 1.5;
      if (Number.isInteger(dotted) && dotted <= left && (!best || dotted > best.steps)) best = { steps: dotted, value, dots: 1 };
      if (plain <= left && (!best || plain > best.steps)) best = { steps: plain, value, dots: 0 };
    }
    // A step is always a written value, so something fits.
    out.push(best!);
    left -= best!.steps;
  }
  return out;
}

function headsAt(groove: Groove, drums: Voice[], step: number): { heads: Head[]; accent: boolean; open: boolean } {
  const heads: Head[] = [];
  let accent = false;
  let open = false;
  for (const drum of drums) {
    const stroke = groove.voices[drum]?.[step];
    if (!stroke) continue;
    const place = DRUM_KEY[drum];
    heads.push({ drum, key: place.key, head: HEAD_FOR_STROKE[stroke] ?? place.head, ghost: stroke === 'ghost' });
    accent ||= stroke === 'accent';
    open ||= stroke === 'open';
  }
  return { heads, accent, open };
}

/** Beams: runs of two or more notes shorter than a quarter inside one group, rests only between them. */
function beamsOf(notes: Note[], group: number[]): number[][] {
  const beams: number[][] = [];
  let run: number[] = [];
  const close = () => {
    while (run.length && notes[run[run.length - 1]!]!.heads.length === 0) run.pop();
    if (run.filter((index) => notes[index]!.heads.length > 0).length >= 2) beams.push(run);
    run = [];
  };
  for (const index of group) {
    const note = notes[index]!;
    if (note.value < 8) {
      close();
      continue;
    }
    if (run.length === 0 && note.heads.length === 0) continue;
    run.push(index);
  }
  close();
  return beams;
}

function partBar(groove: Groove, part: Part, bar: number): PartBar {
  const drums = VOICES.filter((voice) => groove.voices[voice] && FEET.includes(voice) === (part === 'feet'));
  const { stepsPerBeat, stepsPerBar, signature } = groove;
  const tuplet = !isPowerOfTwo(stepsPerBeat);
  // The written value of one step: in 4/4, four steps a beat are sixteenths; three (a triplet) are eighths under a 3.
  const stepsPerWhole = signature.unit * (tuplet ? floorPowerOfTwo(stepsPerBeat) : stepsPerBeat);
  const first = bar * stepsPerBar;
  const notes: Note[] = [];
  const beams: number[][] = [];
  const tuplets: Tuplet[] = [];

  const sounds = (step: number) => headsAt(groove, drums, step).heads.length > 0;
  if (!Array.from({ length: stepsPerBar }, (_, offset) => sounds(first + offset)).some(Boolean)) {
    return {
      part,
      notes: [{ step: first, steps: stepsPerBar, value: 1, dots: 0, heads: [], accent: false, open: false, wholeBar: true }],
      beams,
      tuplets,
    };
  }

  // Tuplets are written beat by beat; other bars in the beat groups of their time signature.
  const groups = tuplet ? Array.from({ length: signature.beats }, () => 1) : beatGroups(signature);
  let start = first;
  for (const beats of groups) {
    const length = beats * stepsPerBeat;
    const end = start + length;
    const indexes: number[] = [];
    const onsets = Array.from({ length }, (_, offset) => start + offset).filter(sounds);
    const add = (note: Note) => {
      indexes.push(notes.length);
      notes.push(note);
    };
    const rest = (step: number, steps: number) => {
      if (steps <= 0) return;
      let at = step;
      for (const piece of pieces(steps, stepsPerWhole)) {
        add({ step: at, ...piece, heads: [], accent: false, open: false });
        at += piece.steps;
      }
    };
    // A triplet beat that is one note or one rest needs no bracket: it is written as the beat's own value.
    const whole = tuplet && (onsets.length === 0 || (onsets.length === 1 && onsets[0] === start));
    const wholeBeat = { steps: length, value: signature.unit, dots: 0 as const };
    if (whole && onsets.length === 0) add({ step: start, ...wholeBeat, heads: [], accent: false, open: false });
    else if (onsets[0] !== start) rest(start, (onsets[0] ?? end) - start);
    onsets.forEach((step, index) => {
      const until = onsets[index + 1] ?? end;
      const [note] = whole ? [wholeBeat] : pieces(until - step, stepsPerWhole);
      const sticking = part === 'hands' ? groove.sticking?.[step] ?? undefined : undefined;
      add({ step, ...note!, ...headsAt(groove, drums, step), ...(sticking ? { sticking } : {}) });
      rest(step + note!.steps, until - step - note!.steps);
    });
    if (tuplet && !whole) {
      tuplets.push({ first: indexes[0]!, count: indexes.length, notes: stepsPerBeat, occupied: floorPowerOfTwo(stepsPerBeat) });
    }
    beams.push(...beamsOf(notes, indexes));
    start = end;
  }
  return { part, notes, beams, tuplets };
}

/** The whole groove as notation: one entry per bar, each with the parts that play in the groove. */
export function scoreOf(groove: Groove): Score {
  const plays = (part: Part) =>
    VOICES.some((voice) => FEET.includes(voice) === (part === 'feet') && groove.voices[voice]?.some(Boolean));
  const parts = (['hands', 'feet'] as const).filter(plays);
  return {
    signature: groove.signature,
    parts,
    bars: Array.from({ length: groove.bars }, (_, index) => ({ index, parts: parts.map((part) => partBar(groove, part, index)) })),
  };
}
