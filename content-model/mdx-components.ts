import { fields } from '@keystatic/core';
import { block, type ContentComponent } from '@keystatic/core/content-components';
import { GrooveError, parseGroove, parseSignature, parseTempo, VOICE_NAMES } from '../lib/groove';

/**
 * Components an editor may place in a lesson's MDX text, by name. Nothing else is allowed in
 * lesson text: no imports, no exports, no {expressions} and no other tags. The content check
 * refuses anything else with a message, the editor offers exactly these, and
 * components/mdx-content.tsx renders them. Their values are plain text ("70", not {70}).
 */
export const MDX_COMPONENTS: Record<string, ContentComponent> = {
  Groove: block({
    label: 'Groove',
    description: 'A drum pattern shown as a grid and played at a tempo visitors can change.',
    schema: {
      title: fields.text({ label: 'Title', description: 'A short name, e.g. "Basic rock beat".' }),
      tempo: fields.text({ label: 'Tempo', description: 'Beats per minute to start at, 30 to 300.', defaultValue: '80' }),
      signature: fields.text({ label: 'Time signature', description: 'e.g. 4/4, 3/4, 6/8.', defaultValue: '4/4' }),
      hihat: fields.text({
        label: VOICE_NAMES.hihat,
        description: 'One character per step: x closed, X accented, o open, - silent. | between bars.',
      }),
      snare: fields.text({ label: VOICE_NAMES.snare, description: 'x hit, X accented, g ghost note, - silent.' }),
      kick: fields.text({ label: VOICE_NAMES.kick, description: 'x hit, - silent.' }),
    },
  }),
  Metronome: block({
    label: 'Metronome',
    description: 'A metronome visitors can start, set and tap, starting at this tempo.',
    schema: {
      tempo: fields.text({ label: 'Tempo', description: 'Beats per minute to start at, 30 to 300.', defaultValue: '60' }),
      signature: fields.text({ label: 'Time signature', description: 'e.g. 4/4, 3/4, 6/8.', defaultValue: '4/4' }),
    },
  }),
};

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
    if (name === 'Groove') parseGroove(values);
    if (name === 'Metronome') {
      parseTempo(values.tempo, 'tempo', 60);
      parseSignature(values.signature);
    }
  } catch (error) {
    if (error instanceof GrooveError) return { attribute: error.attribute, expected: error.expected, got: error.got };
    throw error;
  }
  return undefined;
}
