/**
 * A groove as a Standard MIDI File: General MIDI drums on channel 10, with the groove's tempo (and its tempo
 * changes), time signature and title, which a recording program or an electronic kit's module opens. Written
 * with @tonejs/midi (well kept, and its reader is what the tests read the file back with), loaded only when a
 * visitor asks for the file.
 *
 * Each note is what the player plays (engine/stroke-events.ts): a flam's grace note just before its note, a
 * buzz roll's bounces, each at the stroke's loudness and the groove's dynamics as its velocity.
 */
import { Midi } from '@tonejs/midi';
import { barTempos, VOICES, type Groove } from '@/features/practice/groove/parse';
import { swung, timelineOf } from '@/features/practice/groove/timeline';
import { midiNoteOf, STROKE_TABLE } from '@/features/practice/groove/vocabulary';
import { strokeEvents } from '@/features/practice/groove/stroke-events';

/** Ticks per quarter note. */
export const PPQ = 480;

/**
 * The groove's MIDI file: one loop of it, exactly the loop's length (a groove ending in rests loops in a
 * recording program as it does here). A grace note before the loop's first note is written at the loop's end, where
 * it sounds when the loop goes round.
 */
export function midiFileOf(groove: Groove): Uint8Array {
  const midi = new Midi();
  midi.header.name = groove.title;
  const tempos = barTempos(groove);
  /** Quarter notes in a beat of the time signature (half of one in 6/8). */
  const quarters = 4 / groove.signature.unit;
  const barTicks = groove.signature.beats * quarters * PPQ;
  // MIDI's tempo is in quarter notes a minute; the groove's is in beats of its time signature.
  midi.header.tempos = tempos.flatMap((bpm, bar) =>
    bar === 0 || bpm !== tempos[bar - 1] ? [{ ticks: bar * barTicks, bpm: bpm * quarters }] : [],
  );
  midi.header.timeSignatures = [{ ticks: 0, timeSignature: [groove.signature.beats, groove.signature.unit] }];
  midi.header.update();

  const track = midi.addTrack();
  track.name = groove.title;
  // Channel 10, counted from 0: General MIDI's drums.
  track.channel = 9;
  // The bars as written, once: a chart's road map (repeats, D.S.) is not the file's; its loop is the written bars.
  const timeline = timelineOf({ ...groove, form: undefined });
  const loopTicks = groove.bars * barTicks;
  for (let step = 0; step < groove.steps; step += 1) {
    const place = groove.places[step]!;
    const whole = Math.floor(place.beat);
    const start = place.bar * barTicks + (whole + swung(place.beat - whole, groove.swing)) * quarters * PPQ;
    /** Ticks in a second at this bar's tempo. */
    const perSecond = (tempos[place.bar]! * quarters * PPQ) / 60;
    const stepTicks =
      ((groove.places[step + 1]?.bar === place.bar ? groove.places[step + 1]!.beat : groove.signature.beats) -
        place.beat) *
      quarters *
      PPQ;
    for (const voice of VOICES) {
      const stroke = groove.voices[voice]?.[step];
      if (!stroke) continue;
      const gain = timeline.gains?.[step] ?? 1;
      // A roll's length is in beats at the groove's first tempo (timeline.ts), as seconds here.
      const rollSeconds = ((timeline.rolls?.[step] ?? 0) * 60) / tempos[0]!;
      for (const event of strokeEvents(stroke, 0, STROKE_TABLE[stroke].loudness * gain, rollSeconds)) {
        const at = Math.round(start + event.at * perSecond);
        const ticks = at < 0 ? at + loopTicks : at;
        track.addNote({
          midi: midiNoteOf(voice, stroke),
          ticks,
          durationTicks: Math.max(1, Math.round(event.part ? perSecond * 0.02 : stepTicks * 0.9)),
          velocity: Math.min(1, Math.max(1 / 127, event.level)),
        });
      }
    }
  }
  // The file ends where the loop does, not at its last note: a marker there (the writer ends each track at its last event).
  midi.header.meta.push({ type: 'marker', text: 'Loop end', ticks: loopTicks });
  return midi.toArray();
}
