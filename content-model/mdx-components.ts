import type { ContentComponent } from '@keystatic/core/content-components';
import { PRACTICE_COMPONENTS } from '../features/practice/mdx';

/** A value of a component that it cannot use, as the content check words it. */
export interface ValueMistake {
  attribute: string;
  expected: string;
  got: string;
}

/** A component editors may place in lesson text: what the editor offers, and what its values must be. */
export interface LessonTextComponent {
  editor: ContentComponent;
  /** The mistake in the written values, or undefined when the page can render them. */
  check(values: Record<string, string>): ValueMistake | undefined;
  /** The one folder of content whose texts may hold it (e.g. studies), where it needs pages only there. */
  onlyIn?: string;
}

/**
 * Components an editor may place in a lesson's MDX text, by name. Nothing else is allowed in
 * lesson text: no imports, no exports, no {expressions} and no other tags. The content check
 * refuses anything else with a message, the editor offers exactly these, and the lesson page
 * (app/(site)/lessons/[slug]/lesson-body.tsx) renders them. Their values are plain text ("70", not {70}).
 * Each feature declares its own in its `mdx.ts`; this is the only place the model reaches into
 * a feature, and only into that file.
 */
export const MDX_COMPONENTS: Readonly<Record<string, LessonTextComponent>> = { ...PRACTICE_COMPONENTS };

/** The components as the editor (Keystatic) takes them. */
export const EDITOR_COMPONENTS: Record<string, ContentComponent> = Object.fromEntries(
  Object.entries(MDX_COMPONENTS).map(([name, component]) => [name, component.editor]),
);

/** What each component's values must be: the mistake, or undefined when the values are fine. */
export function checkComponentValues(name: string, values: Record<string, string>): ValueMistake | undefined {
  const component = MDX_COMPONENTS[name];
  if (!component) return undefined;
  const known = Object.keys(component.editor.schema);
  const unknown = Object.keys(values).find((key) => !known.includes(key));
  if (unknown)
    return { attribute: unknown, expected: `only ${known.join(', ')}`, got: `an unknown value "${unknown}"` };
  return component.check(values);
}
