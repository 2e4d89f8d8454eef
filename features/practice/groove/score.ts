/**
 * A groove as a drummer writes it on a five-line staff: which notes, where on the staff, how
 * long, which rests, ties, beams and tuplet brackets, grace notes, rolls and dynamics. Plain
 * data, computed from the groove's steps; engrave.ts draws it with VexFlow at build time.
 *
 * The rules are the ones drum books and Groove Scribe follow:
 * - two voices: hands (stems up) above feet (stems down); a voice that never plays in the
 *   groove is left out, so a snare exercise is one voice;
 * - each beat (or, in x/8 time, each group of eighths: 3+3 in 6/8, 2+2+3 in 7/8, or the groove's
 *   own `beams`) is written on its own, and a note lasts until the next note of its voice but
 *   never past its beat: silence at the start of a beat is a rest. A note held with `_` lasts as
 *   long as it is held, tied over the beat where it crosses one;
 * - a length no single note value (plain or dotted) can write becomes the longest value that
 *   fits, then rests (or, held, tied notes);
 * - each voice is written in the plainest rhythm that holds its notes: a beat of sixteenth steps
 *   played on the eighths is written in eighths, a beat of sextuplet steps played in threes as a
 *   triplet. So a polyrhythm writes itself: hands in threes get triplet brackets while the feet's
 *   twos stay plain. Three notes evenly across two beats (quarter-note triplets) get one bracket
 *   over both beats;
 * - notes are beamed by the beat or group; tuplets carry their 3, 5, 6…
 */
import { barTempos, FEET, VOICES, type Groove, type Voice } from './parse';
import { isHairpin, VOICE_TABLE, writtenSticking } from './vocabulary';
import {
  TICKS_PER_BEAT,
  type Hairpin,
  type Note,
  type Part,
  type PartBar,
  type Score,
  type Tuplet,
} from './score-model';
import { beamsOf, gcd, isPowerOfTwo, pieces, soundingNotes, stepTicks, writingSpans } from './score-rhythm';

export * from './score-model';
export { beatGroups } from './score-rhythm';

function partBar(groove: Groove, part: Part, bar: number, sounding: ReturnType<typeof soundingNotes>): PartBar {
  const T = TICKS_PER_BEAT;
  const { signature } = groove;
  const barFrom = sounding.barStart[bar]!;
  const barLength = signature.beats * T;
  const barTo = barFrom + barLength;
  const shape = groove.shapes[bar]!;
  const notes: Note[] = [];
  const beams: number[][] = [];
  const tuplets: Tuplet[] = [];
  const stepAt = (tick: number) => {
    const index = sounding.starts.findIndex((start) => start >= barFrom + tick);
    return index < 0 ? shape.first : Math.min(index, shape.first + shape.steps - 1);
  };

  // Notes that sound in this bar (struck here, or held over from before), in bar ticks.
  const mine = sounding.notes.filter(
    (note) => note.start < barTo && (note.start >= barFrom || (note.heldTo ?? 0) > barFrom),
  );
  if (mine.length === 0) {
    return {
      part,
      notes: [{ step: shape.first, ticks: barLength, value: 1, dots: 0, heads: [], accent: false, wholeBar: true }],
      beams,
      tuplets,
    };
  }
  const onsets = mine.filter((note) => note.start >= barFrom).map((note) => note.start - barFrom);
  const heldEnds = mine.flatMap((note) =>
    note.heldTo !== undefined && note.heldTo < barTo ? [note.heldTo - barFrom] : [],
  );
  const events = [...onsets, ...heldEnds];

  for (const [from, to] of writingSpans(groove, bar, events)) {
    const beats = (to - from) / T;
    writeSpan(from, to, beats);
  }
  return { part, notes, beams, tuplets };

  /** Writes what `write` writes, then beams its notes as one group in place of the groups it made. */
  function underOneBeam(write: () => void) {
    const firstNote = notes.length;
    const beamCount = beams.length;
    write();
    beams.splice(beamCount);
    beams.push(
      ...beamsOf(
        notes,
        Array.from({ length: notes.length - firstNote }, (_, index) => firstNote + index),
      ),
    );
  }

  function writeSpan(from: number, to: number, beats: number) {
    const length = to - from;
    const inside = events.filter((tick) => tick > from && tick < to).map((tick) => tick - from);
    // The coarsest even division of a beat that holds every note and rest boundary, and of the whole span.
    const perBeat = T / inside.reduce(gcd, T);
    const tuplet = !isPowerOfTwo(perBeat);
    let divisions = tuplet ? length / inside.reduce(gcd, length) : perBeat * beats;
    if (tuplet && beats <= 1 && inside.includes(length / 2)) {
      // A beat whose one half is a tuplet and whose other half is not (a ratamacue's sixteenth-note triplet and its
      // eighth): each half written on its own, under one beam, as drum books write it, not the whole beat as a sextuplet.
      const halfIsTuplet = (start: number, end: number) =>
        !isPowerOfTwo(
          T /
            inside
              .filter((tick) => tick > start && tick < end)
              .map((tick) => tick - start)
              .reduce(gcd, length / 2),
        );
      if (halfIsTuplet(0, length / 2) !== halfIsTuplet(length / 2, length)) {
        underOneBeam(() => {
          writeSpan(from, from + length / 2, beats / 2);
          writeSpan(from + length / 2, to, beats / 2);
        });
        return;
      }
    }
    if (tuplet && beats > 1 && divisions % beats === 0) {
      // Each beat has a whole number of divisions: a tuplet (or plain notes) beat by beat.
      const eachBeat = () => {
        for (let beat = 0; beat < beats; beat += 1) writeSpan(from + beat * T, from + (beat + 1) * T, 1);
      };
      // Eighth-note beats are beamed by their group (3 + 3 in 6/8), a beat's tuplet included.
      if (signature.unit >= 8) underOneBeam(eachBeat);
      else eachBeat();
      return;
    }
    // Written as `occupied` plain notes' worth: three in the time of two, six of four, five of four, two of three (a duplet in 6/8).
    // At least one division: an empty span, or half a beat with nothing inside.
    if (!tuplet) divisions = Math.max(divisions, 1);
    const occupied = tuplet ? Math.max(1, beats * 2 ** Math.floor(Math.log2(divisions / beats))) : divisions;
    const perWhole = (signature.unit * occupied) / beats;
    const division = length / divisions;
    const indexes: number[] = [];
    const add = (note: Note) => {
      indexes.push(notes.length);
      notes.push(note);
    };
    const fill = (
      tick: number,
      ticks: number,
      note: (
        piece: { value: number; dots: 0 | 1 },
        index: number,
        last: boolean,
      ) => Omit<Note, 'value' | 'dots' | 'ticks' | 'step'> & { step?: number },
    ) => {
      let at = tick;
      const list = pieces(Math.round(ticks / division), perWhole);
      list.forEach((piece, index) => {
        const made = note(piece, index, index === list.length - 1);
        add({ step: stepAt(at), ...made, value: piece.value, dots: piece.dots, ticks: piece.length * division });
        at += piece.length * division;
      });
    };
    const rest = (tick: number, ticks: number) => {
      if (ticks > 0) fill(tick, ticks, () => ({ heads: [], accent: false }));
    };

    // A note held over from before this span: tied on at its start.
    const over = mine.find((note) => note.start < barFrom + from && (note.heldTo ?? 0) > barFrom + from);
    let at = from;
    if (over) {
      const end = Math.min(over.heldTo! - barFrom, to);
      const ties = over.heldTo! - barFrom > to;
      fill(from, end - from, (_, __, last) => ({
        heads: over.struck.heads,
        accent: false,
        held: true,
        ...(ties || !last ? { tie: true } : {}),
      }));
      at = end;
    }
    const starting = mine.filter((note) => note.start - barFrom >= from && note.start - barFrom < to);
    if (starting.length === 0) rest(at, to - at);
    else rest(at, starting[0]!.start - barFrom - at);
    starting.forEach((note, index) => {
      const start = note.start - barFrom;
      const next = starting[index + 1] ? starting[index + 1]!.start - barFrom : to;
      const held = note.heldTo !== undefined ? Math.min(note.heldTo - barFrom, next) : undefined;
      const hand = part === 'hands' ? groove.sticking?.[note.step] : undefined;
      const sticking = part === 'hands' ? hand && writtenSticking(hand, note.struck).written : groove.feet?.[note.step];
      const dynamic = groove.dynamics?.[note.step];
      const struck = {
        heads: note.struck.heads,
        accent: note.struck.accent,
        ...(note.struck.ring ? { ring: note.struck.ring } : {}),
        ...(note.struck.graces ? { graces: note.struck.graces, graceKeys: note.struck.graceKeys! } : {}),
        ...(note.struck.roll ? { roll: note.struck.roll } : {}),
        ...(sticking ? { sticking } : {}),
        ...(dynamic && !isHairpin(dynamic) ? { dynamic } : {}),
      };
      if (held !== undefined) {
        // Held: as long as it is held, tied where one value cannot write it, and on into the next span if it goes on.
        const goesOn = note.heldTo! - barFrom > to;
        fill(start, held - start, (_, piece, last) => ({
          ...(piece === 0 ? struck : { heads: note.struck.heads, accent: false, held: true }),
          ...(goesOn || !last ? { tie: true } : {}),
        }));
        rest(held, next - held);
        return;
      }
      // Not held: the longest value up to the next note, then rests.
      const [first] = pieces(Math.round((next - start) / division), perWhole);
      add({ step: note.step, ...struck, value: first!.value, dots: first!.dots, ticks: first!.length * division });
      rest(start + first!.length * division, next - start - first!.length * division);
    });
    // A tuplet span that is one note or one rest needs no bracket: it is written as the span's own value.
    if (tuplet && indexes.length > 1)
      tuplets.push({ first: indexes[0]!, count: indexes.length, notes: divisions, occupied });
    beams.push(...beamsOf(notes, indexes));
  }
}

/**
 * Whether the hands' drums (snare, toms) are written with the feet, stems down, leaving the cymbals a voice of
 * their own, as drum books do when the cymbal's rhythm cannot share stems with them: quarter-note triplets on
 * the ride over a backbeat (one bracket across two beats, which the snare on 2 would split), or a held cymbal
 * note a snare would cut short. Not with sticking, which belongs under the hands' voice.
 */
function drumsWithFeet(groove: Groove): boolean {
  if (groove.sticking) return false;
  const hands = VOICES.filter((voice) => !FEET.includes(voice) && groove.voices[voice]?.some(Boolean));
  const cymbals = hands.filter((voice) => VOICE_TABLE[voice].staff.head !== 'normal');
  const drums = hands.filter((voice) => VOICE_TABLE[voice].staff.head === 'normal');
  if (cymbals.length === 0 || drums.length === 0) return false;
  const strikes = (voices: Voice[], step: number) => voices.some((voice) => groove.voices[voice]![step]);
  if (cymbals.some((voice) => groove.holds[voice]?.some((held, step) => held && strikes(drums, step)))) return true;
  if (groove.signature.unit > 4 || groove.beams) return false;
  const T = TICKS_PER_BEAT;
  return groove.shapes.some((_, bar) => {
    const { starts } = stepTicks(groove, bar);
    const first = groove.shapes[bar]!.first;
    const at = (voices: Voice[]) => starts.flatMap((tick, offset) => (strikes(voices, first + offset) ? [tick] : []));
    const [alone, together] = [at(cymbals), at(hands)];
    for (let beat = 0; beat + 2 <= groove.signature.beats; beat += 2) {
      const divisions = (ticks: number[]) => {
        const inside = ticks.filter((tick) => tick >= beat * T && tick < (beat + 2) * T).map((tick) => tick - beat * T);
        return (2 * T) / inside.reduce(gcd, 2 * T);
      };
      if (divisions(alone) % 2 === 1 && divisions(alone) > 1 && divisions(together) % 2 === 0) return true;
    }
    return false;
  });
}

/** The whole groove as notation: one entry per bar, each with the parts that play in the groove. */
export function scoreOf(groove: Groove): Score {
  const down = drumsWithFeet(groove);
  const partOf = (voice: Voice): Part =>
    FEET.includes(voice) || (down && VOICE_TABLE[voice].staff.head === 'normal') ? 'feet' : 'hands';
  const plays = (part: Part) => VOICES.some((voice) => partOf(voice) === part && groove.voices[voice]?.some(Boolean));
  // A groove with nothing in it yet (the builder's blank bar) is written as a bar's rest for the hands.
  const playing = (['hands', 'feet'] as const).filter(plays);
  const parts: Part[] = playing.length ? playing : ['hands'];
  const sounding = Object.fromEntries(
    parts.map((part) => [
      part,
      soundingNotes(
        groove,
        VOICES.filter((voice) => groove.voices[voice] && partOf(voice) === part),
      ),
    ]),
  ) as Record<Part, ReturnType<typeof soundingNotes>>;
  const hairpins: Hairpin[] = [];
  groove.dynamics?.forEach((mark, step) => {
    if (!mark || !isHairpin(mark)) return;
    const to = groove.dynamics!.findIndex((each, at) => at > step && each && !isHairpin(each));
    hairpins.push({ kind: mark, from: step, to });
  });
  // A slash bar writes only its kicks: the crash cymbal's notes, in their rhythm, and no sticking or dynamics.
  const time = new Set(groove.form?.time);
  const kicks: Groove | undefined = time.size
    ? {
        ...groove,
        voices: { crash: groove.voices.crash ?? Array<null>(groove.steps).fill(null) },
        holds: { ...(groove.holds.crash ? { crash: groove.holds.crash } : {}) },
        sticking: undefined,
        feet: undefined,
        dynamics: undefined,
      }
    : undefined;
  const kickNotes = kicks && soundingNotes(kicks, ['crash']);
  const barParts = (index: number): PartBar[] => {
    if (!time.has(index)) return parts.map((part) => partBar(groove, part, index, sounding[part]));
    const kick = partBar(kicks!, 'hands', index, kickNotes!);
    return kick.notes.some((note) => note.heads.length) ? [kick] : [];
  };
  return {
    signature: groove.signature,
    parts,
    bars: Array.from({ length: groove.bars }, (_, index) => ({
      index,
      parts: barParts(index),
      ...(time.has(index) ? { time: true } : {}),
      ...(groove.changes.some((change) => change.bar === index)
        ? { change: groove.changes.find((change) => change.bar === index)! }
        : {}),
    })),
    hairpins,
    ...(groove.swing ? { swing: groove.swing } : {}),
    ...(groove.changes.length ? { tempo: barTempos(groove)[0] } : {}),
  };
}
