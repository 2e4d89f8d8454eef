import { collection, config, fields, singleton, type ComponentSchema } from '@keystatic/core';
import type { ContentComponent } from '@keystatic/core/content-components';
import type { ReactNode } from 'react';
import type { CollectionModel, Field, Fields, Model, SingletonModel, StringField } from './fields';
import { models } from './index';
import { EDITOR_COMPONENTS } from './mdx-components';

/**
 * Derives the Keystatic editor's collections and singletons from the content model, the
 * same definitions Contentlayer's types and the content check come from. A field added to
 * the model appears in the editor, the build and the check at once.
 */

/** "imageAlt" → "Image alt": field names as editors read them. */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Checks the editor runs as an editor types; the content check runs the same ones at build time. */
const PATTERNS: Record<NonNullable<StringField['format']>, { regex: RegExp; message: string }> = {
  url: { regex: /^https:\/\/\S+$/, message: 'A full web address starting with https://' },
  email: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'An email address such as name@example.org' },
  'public-file': { regex: /^\/\S+$/, message: 'A file in the public folder, written as /images/…' },
  date: { regex: /^\d{4}-\d{2}-\d{2}$/, message: 'A date written YYYY-MM-DD' },
};

function stringField(label: string, field: StringField) {
  // A date picker; it writes YYYY-MM-DD, as the model asks.
  if (field.format === 'date') {
    return fields.date({ label, description: field.description, validation: { isRequired: !field.optional } });
  }
  const holes = Object.entries(field.placeholders ?? {}).map(([name, what]) => `{${name}} stands for ${what}`);
  const may = Object.entries(field.optionalPlaceholders ?? {}).map(([name, what]) => `{${name}} for ${what}`);
  const hint =
    holes.length > 0 ? ` Keep ${holes.join('; ')}.` : may.length > 0 ? ` You may write ${may.join(' or ')}.` : '';
  return fields.text({
    label,
    description: `${field.description}${hint}`,
    multiline: field.multiline,
    validation: {
      isRequired: !field.optional,
      length: { min: field.optional ? 0 : 1, max: field.maxLength },
      ...(field.format ? { pattern: PATTERNS[field.format] } : {}),
    },
  });
}

function toKeystaticField(key: string, field: Field): ComponentSchema {
  const label = labelOf(key);
  switch (field.type) {
    case 'string':
      return stringField(label, field);
    case 'number':
      return fields.integer({
        label: field.unit ? `${label} (${field.unit})` : label,
        description: field.description,
        validation: { isRequired: !field.optional, min: field.min, max: field.max },
      });
    case 'boolean':
      return fields.checkbox({ label, description: field.description });
    case 'enum':
      return fields.select({
        label,
        description: field.description,
        options: field.options.map((option) => ({ label: option, value: option })),
        defaultValue: field.options[0]!,
      });
    case 'object':
      return fields.object(toKeystaticFields(field.fields), { label, description: field.description });
    case 'list': {
      const first = field.of.type === 'object' ? Object.keys(field.of.fields)[0] : undefined;
      return fields.array(toKeystaticField(key, field.of), {
        label,
        description: field.description,
        validation: { length: { min: field.length ?? field.min, max: field.length ?? field.max } },
        itemLabel: (props) => {
          const value = first
            ? (props as { fields: Record<string, { value: unknown }> }).fields[first]?.value
            : (props as { value: unknown }).value;
          return String(value ?? '') || label;
        },
      });
    }
  }
}

function toKeystaticFields(modelFields: Fields): Record<string, ComponentSchema> {
  return Object.fromEntries(Object.entries(modelFields).map(([key, field]) => [key, toKeystaticField(key, field)]));
}

/**
 * A block's live preview in the editor (Keystatic's `ContentView`), given the block's values. The model cannot hold
 * one: it is React, which the content check must not load, so whoever assembles the editor passes them in
 * (keystatic.config.ts).
 */
export type BlockPreview = (props: { value: Readonly<Record<string, unknown>> }) => ReactNode;

/** The lesson-text components the editor offers, with their previews, by component name. */
function editorComponents(previews: Readonly<Record<string, BlockPreview>>): Record<string, ContentComponent> {
  return Object.fromEntries(
    Object.entries(EDITOR_COMPONENTS).map(([name, component]) => {
      const preview = previews[name];
      if (!preview) return [name, component];
      if (component.kind !== 'block')
        throw new Error(`${name}: a preview is for a block component, and this is a ${component.kind}`);
      return [name, { ...component, ContentView: preview }];
    }),
  );
}

function toCollection(model: CollectionModel, components: Record<string, ContentComponent>) {
  const schema: Record<string, ComponentSchema> = toKeystaticFields(model.fields);
  const nameField = model.fields[model.nameField];
  if (nameField?.type !== 'string') throw new Error(`${model.name}: nameField ${model.nameField} must be a text field`);
  // The name field also makes the file name of a new document: "First Rock Beat" → first-rock-beat.
  schema[model.nameField] = fields.slug({
    name: {
      label: labelOf(model.nameField),
      description: nameField.description,
      validation: { length: { min: 1, max: nameField.maxLength } },
    },
    slug: { label: 'File name', description: 'Lowercase words joined by hyphens; also the end of the page address.' },
  });
  if (model.body) {
    schema.body = fields.mdx({
      label: model.body.label,
      description: model.body.description,
      extension: model.format === 'md' ? 'md' : 'mdx',
      // Only what the site renders: no pictures (the check refuses them too), tables or strikethrough
      // (the build has no GitHub-flavoured Markdown, so ~~text~~ would show literally).
      options: { image: false, table: false, strikethrough: false },
      components: model.format === 'mdx' ? components : {},
    });
  }
  return collection({
    label: model.label,
    path: `content/${model.directory}/*`,
    // Keystatic types these from a literal schema; this one is built from the model at run time.
    slugField: model.nameField as never,
    format: model.body ? { contentField: 'body' } : { data: 'yaml' },
    entryLayout: model.body ? 'content' : 'form',
    columns: [model.nameField] as never,
    schema,
  });
}

function toSingleton(model: SingletonModel) {
  return singleton({
    label: model.label,
    path: `content/${model.file.replace(/\.yaml$/, '')}`,
    format: { data: 'yaml' },
    schema: toKeystaticFields(model.fields),
  });
}

/** Local files under `npm run dev`; a GitHub repository (saves become branches and pull requests) when configured. */
function storage() {
  const repo = process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO;
  if (process.env.NEXT_PUBLIC_KEYSTATIC_STORAGE === 'github' && repo) {
    const [owner, name] = repo.split('/');
    return { kind: 'github', repo: { owner: owner!, name: name! }, branchPrefix: 'content/' } as const;
  }
  return { kind: 'local' } as const;
}

/** The editor's name for a model (its address in the editor): Lesson → lesson, Site → site. */
export function keystaticKey(model: Model): string {
  return model.name.charAt(0).toLowerCase() + model.name.slice(1);
}

export function toKeystaticConfig(
  all: readonly Model[] = models,
  previews: Readonly<Record<string, BlockPreview>> = {},
) {
  const unknown = Object.keys(previews).find((name) => !Object.hasOwn(EDITOR_COMPONENTS, name));
  if (unknown)
    throw new Error(`A preview for ${unknown}, which is no lesson-text component (content-model/mdx-components.ts)`);
  const components = editorComponents(previews);
  return config({
    storage: storage(),
    ui: { brand: { name: 'Backbeat content' } },
    collections: Object.fromEntries(
      all
        .filter((model) => model.kind === 'collection')
        .map((model) => [keystaticKey(model), toCollection(model, components)]),
    ),
    singletons: Object.fromEntries(
      all.filter((model) => model.kind === 'singleton').map((model) => [keystaticKey(model), toSingleton(model)]),
    ),
  });
}
