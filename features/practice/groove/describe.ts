/**
 * A groove in words: how each step is counted, note values and tempo changes said aloud, and every note of a
 * groove as the notation's text alternative.
 */
import { VOICES } from './language';
import { DYNAMIC_TABLE, FEET, STROKE_NAMES, STROKE_TABLE, VOICE_NAMES, writtenSticking } from './vocabulary';

/** The drums the hands play: what the sticking is for. */
const HAND_VOICES = VOICES.filter((voice) => !FEET.includes(voice));
import type { Form, Groove, NoteValue, StepPlace, TempoChange } from './groove';
import { jumpWords, repeatFrom, roadMapOrder } from './parse-form';
import { NOTE_VALUES } from './parse-timing';

/**
 * How a step is counted aloud, as drummers do and as the lessons write it: "1 e & a" for
 * sixteenths, "1 trip let" for triplets, "1 &" for eighths; a step between the count's
 * syllables (a quintuplet's) is "·".
 */
export function countOf(place: StepPlace): string {
  if (Number.isInteger(place.beat)) return String(place.beat + 1);
  const syllables: Record<number, string[]> = {
    2: ['', '&'],
    3: ['', 'trip', 'let'],
    4: ['', 'e', '&', 'a'],
    6: ['', 'la', 'li', '&', 'la', 'li'],
    8: ['', 'e', '&', 'a', '', 'e', '&', 'a'],
  };
  if (place.span === 1) return syllables[place.of]?.[place.sub] || '·';
  // Three across two beats: "1 trip let" stretched; anything else across beats has no syllables of its own.
  return place.of === 3 ? syllables[3]![place.sub]! : '·';
}

/** A note value in words: "dotted quarter", "eighth triplet". */
export function noteValueWords({ value, dots, triplet }: NoteValue): string {
  const name = Object.entries(NOTE_VALUES).find(([, each]) => each === value)![0];
  return `${dots ? 'dotted ' : ''}${name}${triplet ? ' triplet' : ''}`;
}

/** A tempo change in words: "bar 3: the dotted quarter of before becomes the new quarter, 53 BPM". */
export function tempoChangeWords(change: TempoChange): string {
  const bpm = `${Math.round(change.tempo)} BPM`;
  if (!change.modulation) return bpm;
  return `the ${noteValueWords(change.modulation.from)} of before becomes the new ${noteValueWords(change.modulation.to)}, ${bpm}`;
}

/**
 * Every note of a groove in words, drum by drum and bar by bar, as a drummer counts them:
 * "Hi-hat: 1, &, 2, &, 3, &, 4, &. Snare: 2 (accent), 4 (accent). Bass drum: 1, 3." It is
 * the notation's text alternative, so a visitor who shows only the notation loses nothing.
 */
export function describeNotes(groove: Groove, words: { bar: (bar: number) => string; sticking: string }): string {
  const bars = groove.shapes.map((shape, bar) => {
    const steps = Array.from({ length: shape.steps }, (_, offset) => shape.first + offset);
    const count = (step: number) => countOf(groove.places[step]!);
    const beatOf = (step: number) => Math.floor(groove.places[step]!.beat);
    const lines = VOICES.flatMap((voice) => {
      const line = groove.voices[voice];
      let previous: number | undefined;
      const notes = steps.flatMap((step) => {
        const stroke = line?.[step];
        if (!stroke) return [];
        // An offbeat says its beat unless the note before it in the list is in the same beat: "1, &, a", but "& of 3".
        const offbeat = !Number.isInteger(groove.places[step]!.beat);
        const said =
          offbeat && (previous === undefined || beatOf(previous) !== beatOf(step))
            ? `${count(step)} of ${beatOf(step) + 1}`
            : count(step);
        previous = step;
        let held = step;
        while (groove.holds[voice]?.[held + 1] && groove.places[held + 1]?.bar === bar) held += 1;
        const until =
          !Number.isInteger(groove.places[held]!.beat) && beatOf(held) !== beatOf(step)
            ? `${count(held)} of ${beatOf(held) + 1}`
            : count(held);
        const details = [
          ...(stroke === 'hit' ? [] : [STROKE_NAMES[stroke]]),
          ...(held > step ? [`held through ${until}`] : []),
        ];
        return [details.length ? `${said} (${details.join(', ')})` : said];
      });
      return notes.length ? [`${VOICE_NAMES[voice]}: ${notes.join(', ')}.`] : [];
    });
    const hands = steps.flatMap((step) => {
      const hand = groove.sticking?.[step];
      if (!hand) return [];
      // The step's grace notes and roll, whichever of the hands' drums has them.
      const entries = HAND_VOICES.flatMap((voice) => {
        const stroke = groove.voices[voice]?.[step];
        return stroke ? [STROKE_TABLE[stroke]] : [];
      });
      const graces = Math.max(0, ...entries.map((entry) => entry.graces ?? 0));
      const roll = entries.find((entry) => entry.roll)?.roll;
      return [writtenSticking(hand, { graces, ...(roll ? { roll } : {}) }).said];
    });
    if (hands.length) lines.push(`${words.sticking}: ${hands.join(' ')}.`);
    const feet = steps.map((step) => groove.feet?.[step]).filter(Boolean);
    if (feet.length) lines.push(`Feet: ${feet.join(' ')}.`);
    const marks = steps.flatMap((step) =>
      groove.dynamics?.[step] ? [`${count(step)} ${DYNAMIC_TABLE[groove.dynamics[step]].words}`] : [],
    );
    if (marks.length) lines.push(`Dynamics: ${marks.join(', ')}.`);
    const change = groove.changes.find((each) => each.bar === bar);
    if (change) lines.unshift(`New tempo: ${tempoChangeWords(change)}.`);
    if (bar === 0 && groove.swing) lines.unshift(`Swung ${groove.swing}.`);
    const form = groove.form;
    if (form?.time.includes(bar)) {
      const kicks = steps.flatMap((step) => {
        const stroke = groove.voices.crash?.[step];
        return stroke ? [`${count(step)}${stroke === 'hit' ? '' : ` (${STROKE_NAMES[stroke]})`}`] : [];
      });
      lines.unshift(`Slash bar: play time${kicks.length ? `, kicks on ${kicks.join(', ')}` : ''}. Written out:`);
    }
    if (form) lines.unshift(...roadMapWords(form, bar).starts);
    if (form) lines.push(...roadMapWords(form, bar).ends);
    const text = lines.join(' ') || 'Rest.';
    return groove.bars > 1 ? `${words.bar(bar + 1)} ${text}` : text;
  });
  const order = roadMapOrder(groove.form, groove.bars);
  if (order) bars.push(`Played in this order: bars ${order.map((bar) => bar + 1).join(', ')}.`);
  return bars.join(' ');
}

/** A chart's signs at a bar's start and end, said as a reader names them. */
function roadMapWords(form: Form, bar: number): { starts: string[]; ends: string[] } {
  const ending = form.endings.find((each) => each.first === bar);
  const starts = [
    ...(form.segno === bar ? ['Segno.'] : []),
    ...(form.coda === bar ? ['Coda.'] : []),
    ...(form.starts.includes(bar) ? ['Repeat from here.'] : []),
    ...(ending ? [`${ending.number === 1 ? '1st' : '2nd'} ending.`] : []),
  ];
  const back = repeatFrom(form, bar);
  const jump = form.jump?.bar === bar ? form.jump : undefined;
  const ends = [
    ...(form.toCoda === bar ? ['To Coda.'] : []),
    ...(form.fine === bar ? ['Fine.'] : []),
    ...(form.ends.includes(bar) ? [`Repeat back to bar ${back + 1}.`] : []),
    ...(jump ? [`${jumpWords(jump)}.`] : []),
  ];
  return { starts, ends };
}
