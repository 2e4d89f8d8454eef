import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSystem } from '@chakra-ui/react/preset';
import { describe, expect, test } from 'vitest';
import { globalCss } from '@/styles/css';
import { followSystemSetting, system } from './theme';

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
      ['app', 'components', 'features', 'styles'].flatMap(sourceFiles).flatMap((file) =>
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

describe('dark mode', () => {
  test('a colour with a dark value gets the system rule, the chosen-dark rule and the chosen-light rule', () => {
    const tokens = {
      fg: {
        DEFAULT: { value: { _light: '{colors.ink.900}', _dark: '{colors.ink.100}' } },
        inverted: { value: '{colors.cream}' },
      },
      bg: { panel: { value: { base: 'white', _dark: '{colors.ink.900}' }, description: 'cards' } },
    };
    expect(followSystemSetting(tokens)).toEqual({
      fg: {
        DEFAULT: {
          value: {
            base: '{colors.ink.900}',
            _osDark: '{colors.ink.100}',
            _dark: '{colors.ink.100}',
            _chosenLight: '{colors.ink.900}',
          },
        },
        // One value for both themes is left as it is.
        inverted: { value: '{colors.cream}' },
      },
      bg: {
        panel: {
          value: { base: 'white', _osDark: '{colors.ink.900}', _dark: '{colors.ink.900}', _chosenLight: 'white' },
          description: 'cards',
        },
      },
    });
  });

  test("no colour of the theme is left with Chakra's `_light`, which would outrank the system setting", () => {
    expect(JSON.stringify(system._config.theme?.semanticTokens)).not.toContain('"_light"');
  });

  /** The declarations of the first rule whose selector (or at-rule) starts with `prelude`. */
  function declarations(css: string, prelude: string): Record<string, string> {
    const start = css.indexOf(prelude);
    expect(start, `no rule for ${prelude}`).toBeGreaterThanOrEqual(0);
    const body = css.slice(css.indexOf('{', start + prelude.length - 1) + 1);
    const block = (prelude.startsWith('@media') ? body.slice(body.indexOf('{') + 1) : body).split('}')[0]!;
    return Object.fromEntries(
      block
        .split(';')
        .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
        .filter(([name]) => name?.startsWith('--'))
        .map(([name, value]) => [name, value]),
    );
  }

  test('the page canvas and text are light by default, dark on a dark system or by choice, and light again by choice', () => {
    const css = globalCss();
    const canvas = '--chakra-colors-bg-canvas';
    const text = '--chakra-colors-fg';
    expect(declarations(css, ':where(:root,:host){')).toMatchObject({
      [canvas]: 'var(--chakra-colors-cream)',
      [text]: 'var(--chakra-colors-ink-900)',
    });
    expect(declarations(css, '@media (prefers-color-scheme:dark){:where(:root,:host)')).toMatchObject({
      [canvas]: 'var(--chakra-colors-ink-950)',
      [text]: 'var(--chakra-colors-ink-100)',
    });
    expect(declarations(css, '.dark,')).toMatchObject({
      [canvas]: 'var(--chakra-colors-ink-950)',
      [text]: 'var(--chakra-colors-ink-100)',
    });
    expect(declarations(css, '}.light{')).toMatchObject({
      [canvas]: 'var(--chakra-colors-cream)',
      [text]: 'var(--chakra-colors-ink-900)',
    });
  });
});
