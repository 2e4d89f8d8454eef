import {
  defineDocumentType,
  defineNestedType,
  type DocumentType,
  type FieldDef,
  type ListFieldDefItem,
} from 'contentlayer2/source-files';
import type { Field, Fields, ListItemField, Model } from './fields';

/** Derives the Contentlayer2 document type of a model, so the two can never drift apart. */
export function toDocumentType(model: Model): DocumentType {
  const contentType = model.format === 'yaml' ? 'data' : model.format === 'md' ? 'markdown' : 'mdx';
  return defineDocumentType(() => ({
    name: model.name,
    description: model.description,
    filePathPattern: model.kind === 'singleton' ? model.file : `${model.directory}/*.${model.format}`,
    contentType,
    isSingleton: model.kind === 'singleton',
    fields: toFieldDefs(model.fields),
    computedFields:
      model.kind === 'collection'
        ? {
            slug: {
              type: 'string',
              description: 'The file name without its extension; the last part of the page address.',
              resolve: (doc) => doc._raw.sourceFileName.replace(/\.[^.]+$/, ''),
            },
          }
        : undefined,
  }));
}

function toFieldDefs(fields: Fields): Record<string, FieldDef> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, toFieldDef(field)]));
}

function toFieldDef(field: Field): FieldDef {
  const base = { description: field.description, required: !field.optional };
  switch (field.type) {
    case 'string':
      return { ...base, type: 'string' };
    case 'number':
      return { ...base, type: 'number' };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'enum':
      return { ...base, type: 'enum', options: field.options };
    case 'object':
      return { ...base, type: 'nested', of: toNestedType(field.name, field.description, field.fields) };
    case 'list':
      return { ...base, type: 'list', of: toListItem(field.of) };
  }
}

function toListItem(item: ListItemField): ListFieldDefItem.Item {
  switch (item.type) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'enum':
      return { type: 'enum', options: item.options };
    case 'object':
      return toNestedType(item.name, item.description, item.fields);
  }
}

function toNestedType(name: string, description: string, fields: Fields) {
  return defineNestedType(() => ({ name, description, fields: toFieldDefs(fields) }));
}
