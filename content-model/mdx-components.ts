import { fields } from '@keystatic/core';
import { block, type ContentComponent } from '@keystatic/core/content-components';
import { DEFAULT_TEMPO, GrooveError, LEGEND, parseGroove, VOICE_NAMES } from '../lib/groove';
import { CLICK_OPTIONS } from '../lib/kit';
import { DEFAULT_METRONOME_TEMPO, parseMetronome } from '../lib/metronome-settings';

const tempo = (start: number) =>
  fields.text({ label: 'Tempo', description: 'Beats per minute to start at, 30 to 300.', defaultValue: String(start) });
const signature = () => fields.text({ label: 'Time signature', description: 'e.g. 4/4, 3/4, 6/8.', defaultValue: '4/4' });

/**
 * Components an editor may place in a lesson's MDX text, by name. Nothing else is allowed in
 * lesson text: no imports, no exports, no {expressions} and no other tags. The content check
 * refuses anything else with a message, the editor offers exactly these, and
 * components/mdx-content.tsx renders them. Their values are plain text ("70", not {70}).
 */
export const MDX_COMPONENTS: Record<string, ContentComponent> = {
  Groove: block({
    label: 'Groove',
    description: 'A drum pattern shown as a grid and played at a tempo visitors can change. One character per step, | between bars.',
    schema: {
      title: fields.text({ label: 'Title', description: 'A short name, e.g. "Basic rock beat".' }),
      tempo: tempo(DEFAULT_TEMPO),
      signature: signature(),
      hihat: fields.text({ label: VOICE_NAMES.hihat, description: LEGEND.hihat }),
      snare: fields.text({ label: VOICE_NAMES.snare, description: LEGEND.snare }),
      kick: fields.text({ label: VOICE_NAMES.kick, description: LEGEND.kick }),
    },
  }),
  Metronome: block({
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
};

/** How each component reads its values: the page renders with the same functions, so what passes here renders. */
const PARSERS: Record<string, (values: Record<string, string>) => unknown> = { Groove: parseGroove, Metronome: parseMetronome };

/**
 * What each component's values must be. Returns the mistake as the content check words it
 * (attribute, expected, got), or undefined when the values are fine.
 */
export function checkComponentValues(
  name: string,
  values: Record<string, string>,
): { attribute: string; expected: string; got: string } | undefined {
  const component = MDX_COMPONENTS[name];
  if (!component) return undefined;
  const known = Object.keys(component.schema);
  const unknown = Object.keys(values).find((key) => !known.includes(key));
  if (unknown) return { attribute: unknown, expected: `only ${known.join(', ')}`, got: `an unknown value "${unknown}"` };
  try {
    PARSERS[name]?.(values);
  } catch (error) {
    if (error instanceof GrooveError) return { attribute: error.attribute, expected: error.expected, got: error.got };
    throw error;
  }
  return undefined;
}
