/**
 * The import rules (`npm run check:imports`, .dependency-cruiser.mjs) fail on what they forbid:
 * each case writes a tiny tree in a temporary folder, laid out like the project, and cruises it
 * with the project's own rules.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';
import config from '../.dependency-cruiser.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Writes the files (path → source) and returns the names of the rules they break. */
async function brokenRules(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'imports-'));
  roots.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  const { forbidden } = config;
  const result = await cruise(
    Object.keys(files)
      .map((file) => file.split('/')[0]!)
      .filter((top, i, all) => all.indexOf(top) === i),
    {
      baseDir: root,
      ruleSet: { forbidden },
      validate: true,
    },
  );
  if (typeof result.output === 'string') throw new Error(result.output);
  return [...new Set(result.output.summary.violations.map((violation) => violation.rule.name))].sort();
}

describe('the import rules', () => {
  it('pass a tree that follows them', async () => {
    expect(
      await brokenRules({
        'app/page.ts':
          "import { card } from '../features/lessons/index';\nimport { content } from '../lib/content';\nexport const page = [card, content];\n",
        'features/lessons/index.ts': "export { card } from './card';\n",
        'features/lessons/card.ts': "import { box } from '../../components/box';\nexport const card = box;\n",
        'components/box.ts': "import { theme } from '../styles/theme';\nexport const box = theme;\n",
        'styles/theme.ts': 'export const theme = 1;\n',
        'lib/content.ts': 'export const content = 1;\n',
      }),
    ).toEqual([]);
  });

  it('fail on a cycle', async () => {
    expect(
      await brokenRules({
        'features/lessons/card.ts': "import { banner } from './banner';\nexport const card = () => banner;\n",
        'features/lessons/banner.ts': "import { card } from './card';\nexport const banner = () => card;\n",
      }),
    ).toEqual(['no-cycles']);
  });

  it('fail when a shared component imports a feature, or a feature reads content', async () => {
    expect(
      await brokenRules({
        'components/box.ts': "import { card } from '../features/lessons/index';\nexport const box = card;\n",
        'features/lessons/index.ts': "import { content } from '../../lib/content';\nexport const card = content;\n",
        'lib/content.ts': 'export const content = 1;\n',
      }),
    ).toEqual(['components-are-shared', 'data-only-in-pages']);
  });

  it("fail when a page reaches past a feature's index, or a feature into another's insides", async () => {
    expect(
      await brokenRules({
        'app/page.ts': "import { card } from '../features/lessons/card';\nexport const page = card;\n",
        'features/lessons/card.ts': "import { box } from '../search/box';\nexport const card = box;\n",
        'features/search/box.ts': 'export const box = 1;\n',
      }),
    ).toEqual(['features-use-each-other-through-the-front-door', 'pages-use-a-feature-through-its-front-door']);
  });

  it('fail when the content model reaches into a feature beyond its mdx.ts', async () => {
    expect(
      await brokenRules({
        'content-model/mdx-components.ts':
          "import { x } from '../features/practice/mdx';\nimport { y } from '../features/practice/playback/timing';\nexport const all = [x, y];\n",
        'features/practice/mdx.ts': 'export const x = 1;\n',
        'features/practice/playback/timing.ts': 'export const y = 1;\n',
      }),
    ).toEqual(['model-reaches-only-mdx-declarations']);
  });

  it('fail when the groove core imports anything of the site', async () => {
    expect(
      await brokenRules({
        'features/practice/groove/parse.ts':
          "import { grooveKey } from '../../progress/client';\nexport const parse = grooveKey;\n",
        'features/progress/client.ts': 'export const grooveKey = 1;\n',
      }),
    ).toEqual(['groove-core-stands-alone']);
  });

  it('fail when the sound engine or play-along reaches up to an island, or takes the parser into the browser', async () => {
    expect(
      await brokenRules({
        'features/practice/playback/drums.ts': "import { view } from '../ui/view';\nexport const drums = view;\n",
        'features/practice/ui/view.ts': 'export const view = 1;\n',
        'features/practice/play-along/run.ts':
          "import { parseGroove } from '../groove/parse';\nimport type { Groove } from '../groove/groove';\nimport { VOICES } from '../groove/language';\nexport const run = [parseGroove, VOICES] as unknown as Groove;\n",
        'features/practice/groove/parse.ts': 'export const parseGroove = 1;\n',
        'features/practice/groove/groove.ts': 'export interface Groove { title: string }\n',
        'features/practice/groove/language.ts': 'export const VOICES = [];\n',
      }),
    ).toEqual(['players-below-the-ui', 'players-read-the-browser-safe-core']);
  });

  it('fail when the core, the engraver, the sound engine or play-along uses React', async () => {
    expect(
      await brokenRules({
        'features/practice/playback/drums.ts': "import { useState } from 'react';\nexport const drums = useState;\n",
        'node_modules/react/package.json': '{ "name": "react", "main": "index.js" }\n',
        'node_modules/react/index.js': 'exports.useState = 1;\n',
      }),
    ).toEqual(['only-ui-uses-react']);
  });

  it("fail when the practice feature's views import the groove builder", async () => {
    expect(
      await brokenRules({
        'features/practice/ui/groove.ts':
          "import { searchOf } from '../builder/address';\nexport const editLink = searchOf;\n",
        'features/practice/builder/address.ts': 'export const searchOf = 1;\n',
      }),
    ).toEqual(['practice-views-stay-below-the-builder']);
  });
});
