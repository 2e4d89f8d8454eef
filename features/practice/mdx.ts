import { fields } from '@keystatic/core';
import { block } from '@keystatic/core/content-components';
import {
  BEAMS_LEGEND,
  DEFAULT_TEMPO,
  DYNAMICS_LEGEND,
  FEET_LEGEND,
  FORM_LEGEND,
  GrooveError,
  LEGEND,
  parseGroove,
  STICKING_LEGEND,
  SUBDIVISION_LEGEND,
  SWING_LEGEND,
  TEMPO_CHANGE_LEGEND,
  VOICE_NAMES,
} from './groove/parse';
import { VOICES } from './groove/language';
import { CLICK_OPTIONS } from './groove/clicks';
import { DEFAULT_METRONOME_TEMPO, parseMetronome } from './groove/metronome-settings';

/**
 * The practice tools as components an editor places in a lesson's text: what the editor offers
 * for each (fields, labels, help) and how its written values are checked. The check reads
 * values with the same parsers the page renders with, so what passes the check renders.
 * content-model/mdx-components.ts lists these beside any other feature's.
 */

const tempo = (start: number) =>
  fields.text({ label: 'Tempo', description: 'Beats per minute to start at, 30 to 300.', defaultValue: String(start) });
const signature = () =>
  fields.text({ label: 'Time signature', description: 'e.g. 4/4, 3/4, 6/8.', defaultValue: '4/4' });

/** A wrong value as the content check words it: attribute, what was expected, what was written. */
function mistakeIn(parse: (values: Record<string, string>) => unknown) {
  return (values: Record<string, string>) => {
    try {
      parse(values);
      return undefined;
    } catch (error) {
      if (error instanceof GrooveError) return { attribute: error.attribute, expected: error.expected, got: error.got };
      throw error;
    }
  };
}

/**
 * The words of the Groove block's live preview in the editor (features/practice/editor/groove-preview.tsx, attached
 * in keystatic.config.ts): the editor's own interface, like the labels above, written here beside them. `{…}` is
 * filled in by the preview.
 */
export const GROOVE_PREVIEW_WORDS = {
  play: 'Play',
  stop: 'Stop',
  playGroove: 'Play {title}',
  bpm: '{tempo} BPM',
  notation: '{title} in drum notation. {notes}',
  drawing: 'Drawing the notation…',
  grid: '{title}, step grid',
  drum: 'Drum',
  bar: 'Bar {number},',
  held: 'held',
  sticking: 'Sticking',
  feet: 'Feet',
  dynamics: 'Dynamics',
  problem: 'The content check refuses this groove, so the lesson cannot show it: {detail}',
  noSound: 'This browser would not start the sound. Check that the page may play audio, then try again.',
};

export const PRACTICE_COMPONENTS = {
  Groove: {
    editor: block({
      label: 'Groove',
      description:
        'A drum pattern shown as drum notation and a grid, and played at a tempo visitors can change. One character per step, | between bars. Fill in only the drums it plays; the fields after the drums are optional.',
      schema: {
        title: fields.text({ label: 'Title', description: 'A short name, e.g. "Basic rock beat".' }),
        tempo: tempo(DEFAULT_TEMPO),
        signature: signature(),
        ...Object.fromEntries(
          VOICES.map((voice) => [voice, fields.text({ label: VOICE_NAMES[voice], description: LEGEND[voice] })]),
        ),
        sticking: fields.text({ label: 'Sticking', description: `Optional, for rudiments: ${STICKING_LEGEND}.` }),
        feet: fields.text({ label: 'Feet', description: `Optional: ${FEET_LEGEND}.` }),
        dynamics: fields.text({
          label: 'Dynamics',
          description: `Optional, one character per step: ${DYNAMICS_LEGEND}.`,
        }),
        subdivision: fields.text({
          label: 'Subdivision',
          description: `Optional, for a bar that mixes subdivisions: ${SUBDIVISION_LEGEND}.`,
        }),
        beams: fields.text({ label: 'Beams', description: `Optional: ${BEAMS_LEGEND}.` }),
        swing: fields.text({ label: 'Swing', description: `Optional: ${SWING_LEGEND}.` }),
        tempoChange: fields.text({ label: 'Tempo change', description: `Optional: ${TEMPO_CHANGE_LEGEND}.` }),
        form: fields.text({
          label: 'Form (repeats, endings, D.S.)',
          description: `Optional, for a chart: ${FORM_LEGEND}.`,
        }),
      },
    }),
    check: mistakeIn(parseGroove),
  },
  StickingPermutations: {
    editor: block({
      label: 'Sticking permutations',
      description:
        'A tool for a study of the Hands track: visitors choose a family of stickings and a subdivision, and see every permutation written out and played one after another. It takes no values; place it once, in a study.',
      schema: {},
    }),
    check: () => undefined,
    onlyIn: 'studies',
  },
  DrumKey: {
    editor: block({
      label: 'Drum key',
      description:
        'Where each drum and cymbal sits on the staff, with its name: the key every groove on the site is written in.',
      schema: {},
    }),
    check: () => undefined,
  },
  Metronome: {
    editor: block({
      label: 'Metronome',
      description: 'A metronome visitors can start, set and tap, starting at this tempo.',
      schema: {
        tempo: tempo(DEFAULT_METRONOME_TEMPO),
        signature: signature(),
        clicks: fields.select({
          label: 'Clicks',
          description: 'What it clicks at first. "Beats 2 and 4 only" needs 2/4 or 4/4.',
          options: CLICK_OPTIONS.map(({ value, label }) => ({ value, label })),
          defaultValue: 'beats',
        }),
      },
    }),
    check: mistakeIn(parseMetronome),
  },
};
