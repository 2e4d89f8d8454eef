import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTimeCodeIn } from './check-js-budget.mjs';

describe('buildTimeCodeIn', () => {
  it('finds the groove engraver in a browser script, at any depth, and nothing in clean ones', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'chunks-'));
    mkdirSync(path.join(root, 'chunks', 'app'), { recursive: true });
    writeFileSync(path.join(root, 'chunks', 'main.js'), 'export const play = () => 1;');
    expect(buildTimeCodeIn(root)).toEqual([]);
    // What a stray import of engrave.ts into an island would bring: VexFlow's glyph table.
    writeFileSync(path.join(root, 'chunks', 'app', 'lesson.js'), 'const glyphs={noteheadXBlack:{x_min:0}};');
    expect(buildTimeCodeIn(root)).toEqual([`${path.join('chunks', 'app', 'lesson.js')} holds /noteheadXBlack/`]);
    rmSync(root, { recursive: true, force: true });
  });
});
