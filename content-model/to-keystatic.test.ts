import { createReader } from '@keystatic/core/reader';
import { describe, expect, test } from 'vitest';
import keystaticConfig from '../keystatic.config';
import { models } from './index';
import { keystaticKey, labelOf, toKeystaticConfig } from './to-keystatic';

describe('the editor configuration derived from the content model', () => {
  test('offers every kind of content, with every field of the model', () => {
    const config = toKeystaticConfig();
    for (const model of models) {
      const entry =
        model.kind === 'collection'
          ? config.collections?.[keystaticKey(model)]
          : config.singletons?.[keystaticKey(model)];
      expect(entry, model.name).toBeDefined();
      const fields = Object.keys(entry!.schema);
      expect(fields, model.name).toEqual(expect.arrayContaining(Object.keys(model.fields)));
      if (model.kind === 'collection' && model.body) expect(fields).toContain('body');
    }
  });

  test('opens every real content file without a validation error', async () => {
    const reader = createReader(process.cwd(), keystaticConfig);
    const lessons = await reader.collections.lesson!.all();
    expect(lessons.length).toBe(24);
    for (const model of models) {
      if (model.kind === 'collection') {
        const entries = await reader.collections[keystaticKey(model)]!.all();
        expect(entries.length, model.name).toBeGreaterThan(0);
      } else {
        expect(await reader.singletons[keystaticKey(model)]!.readOrThrow(), model.name).toBeTruthy();
      }
    }
  });

  test('labels fields the way editors read them', () => {
    expect(labelOf('imageAlt')).toBe('Image alt');
    expect(labelOf('charityUrl')).toBe('Charity url');
    expect(labelOf('title')).toBe('Title');
  });
});
