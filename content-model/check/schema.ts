import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Field, Fields } from '../fields';
import { describeField } from './describe';
import { describeValue } from './problem';

/** Where a field problem sits inside one document, before lines are added. */
export interface FieldProblem {
  path: (string | number)[];
  expected: string;
  got: string;
}

/** A web address another site can be reached at: https, with a real host name. */
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
}

function publicFileExists(publicDir: string, value: string): boolean {
  if (!value.startsWith('/') || value.includes('..')) return false;
  const file = path.join(publicDir, value);
  return existsSync(file) && statSync(file).isFile();
}

const MISSING_FILE = 'missing-public-file';

/** Every required {name} once, each optional one at most once, and no other braces. */
function hasPlaceholders(text: string, required: readonly string[], optional: readonly string[]): boolean {
  const found = [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!);
  const strayBraces = text.replace(/\{[^{}]*\}/g, '').match(/[{}]/);
  const count = (name: string) => found.filter((word) => word === name).length;
  return (
    !strayBraces &&
    found.every((name) => required.includes(name) || optional.includes(name)) &&
    required.every((name) => count(name) === 1) &&
    optional.every((name) => count(name) <= 1)
  );
}

function fieldSchema(field: Field, publicDir: string): z.ZodType {
  let schema: z.ZodType;
  switch (field.type) {
    case 'string': {
      let text = z.string().trim().min(1);
      if (field.maxLength) text = text.max(field.maxLength);
      if (field.format === 'url') schema = text.refine(isHttpsUrl);
      else if (field.format === 'email') schema = z.email();
      else if (field.format === 'date') schema = z.iso.date();
      else if (field.format === 'public-file') {
        schema = text.refine((value) => publicFileExists(publicDir, value), { params: { reason: MISSING_FILE } });
      } else if (field.placeholders || field.optionalPlaceholders) {
        const required = Object.keys(field.placeholders ?? {});
        const optional = Object.keys(field.optionalPlaceholders ?? {});
        schema = text.refine((value) => hasPlaceholders(value, required, optional));
      } else schema = text;
      break;
    }
    case 'number':
      schema = z.number().int().min(field.min).max(field.max);
      break;
    case 'boolean':
      schema = z.boolean();
      break;
    case 'enum':
      schema = z.enum(field.options as [string, ...string[]]);
      break;
    case 'object':
      schema = objectSchema(field.fields, publicDir);
      break;
    case 'list': {
      let list = z.array(fieldSchema({ ...field.of, optional: false }, publicDir));
      if (field.length !== undefined) list = list.length(field.length);
      if (field.min !== undefined) list = list.min(field.min);
      if (field.max !== undefined) list = list.max(field.max);
      schema = list;
      break;
    }
  }
  return field.optional ? schema.optional() : schema;
}

function objectSchema(fields: Fields, publicDir: string) {
  return z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldSchema(field, publicDir)])),
  );
}

/** The field definition found at a path in a document, if the path is part of the model. */
function fieldAt(fields: Fields, fieldPath: readonly PropertyKey[]): Field | undefined {
  let current: Field | undefined;
  let scope: Fields | undefined = fields;
  for (const key of fieldPath) {
    if (typeof key === 'number') {
      if (current?.type !== 'list') return undefined;
      current = current.of as Field;
    } else {
      current = scope?.[String(key)];
    }
    scope = current?.type === 'object' ? current.fields : undefined;
  }
  return current;
}

function valueAt(data: unknown, fieldPath: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of fieldPath) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * A model's schema, built once per model and folder: zod compiles a schema as it builds it, which was half the time
 * of checking a document.
 */
const schemas = new WeakMap<Fields, Map<string, z.ZodType>>();
function documentSchema(fields: Fields, publicDir: string): z.ZodType {
  const byFolder = schemas.get(fields) ?? new Map<string, z.ZodType>();
  schemas.set(fields, byFolder);
  const schema = byFolder.get(publicDir) ?? objectSchema(fields, publicDir);
  byFolder.set(publicDir, schema);
  return schema;
}

/** Checks one document's fields against its model; every problem is returned, not just the first. */
export function checkFields(fields: Fields, data: unknown, publicDir: string): FieldProblem[] {
  const result = documentSchema(fields, publicDir).safeParse(data ?? {});
  if (result.success) return [];
  const problems: FieldProblem[] = [];
  for (const issue of result.error.issues) {
    const issuePath = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      const parent = issuePath.length === 0 ? undefined : fieldAt(fields, issuePath);
      const known = Object.keys(parent?.type === 'object' ? parent.fields : fields);
      for (const key of issue.keys) {
        problems.push({
          path: [...issuePath, key],
          expected: `only the fields ${known.join(', ')} (check the spelling, or remove it)`,
          got: `a field named "${key}"`,
        });
      }
      continue;
    }
    const field = fieldAt(fields, issuePath);
    const value = valueAt(data, issuePath);
    if (issue.code === 'custom' && issue.params?.reason === MISSING_FILE) {
      problems.push({
        path: issuePath,
        expected: 'a file that exists in the public/ folder',
        got: `${describeValue(value)}, which is not there`,
      });
      continue;
    }
    problems.push({
      path: issuePath,
      expected: field ? describeField(field) : issue.message,
      got: describeValue(value),
    });
  }
  return problems;
}
