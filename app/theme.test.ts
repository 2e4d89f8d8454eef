import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSystem } from '@chakra-ui/react/preset';
import { describe, expect, test } from 'vitest';
import { system } from './theme';

/** Source files of the site (not tests), for the Chakra components they import. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const kebabToCamel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('the trimmed Chakra theme', () => {
  test('has the recipe of every Chakra component the site imports', () => {
    const imported = new Set(
      ['app', 'components'].flatMap(sourceFiles).flatMap((file) =>
        // Chakra's paths (components/ui mirrors them) and the recipes the *.styles.tsx files use by name.
        [...readFileSync(file, 'utf8').matchAll(/from '@chakra-ui\/react\/([a-z-]+)'|\brecipe\('([a-z-]+)'/g)].map(
          (match) => (match[1] ?? match[2])!,
        ),
      ),
    );
    expect(imported.has('button')).toBe(true);
    const missing = [...imported]
      .map(kebabToCamel)
      .filter((key) => defaultSystem.hasRecipe(key) && !system.hasRecipe(key));
    expect(missing).toEqual([]);
  });

  test('every colour a token refers to exists after the unused palettes were left out', () => {
    const config = JSON.stringify(system._config.theme);
    const references = [...config.matchAll(/\{colors\.([a-zA-Z0-9.]+?)(?:\/\d+)?\}/g)].map((match) => match[1]!);
    expect(references.length).toBeGreaterThan(50);
    const dangling = [...new Set(references)].filter((path) => system.token(`colors.${path}`) === undefined);
    expect(dangling).toEqual([]);
  });

  test('keeps the palettes in use and drops the rest', () => {
    expect(system.token('colors.gray.500')).toBeDefined();
    expect(system.token('colors.red.500')).toBeDefined();
    expect(system.token('colors.brand.solid')).toBeDefined();
    expect(system.token('colors.blue.500')).toBeUndefined();
  });
});
