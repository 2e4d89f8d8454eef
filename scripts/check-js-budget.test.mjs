import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTimeCodeIn } from './check-js-budget.mjs';

describe('buildTimeCodeIn', () => {
  it('finds the groove engraver where it does not belong, at any depth, and nothing in clean scripts', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'chunks-'));
    const write = (file, text) => writeFileSync(path.join(root, 'chunks', file), text);
    mkdirSync(path.join(root, 'chunks', 'app'), { recursive: true });
    write('main.js', 'export const play = () => 1;');
    write('app/lesson.js', 'export const lesson = 1;');
    write('builder.js', 'load(["static/chunks/engraver.js"])');
    write('engraver.js', 'const glyphs={noteheadXBlack:{x_min:0}};');
    const routes = [
      { route: '/lessons/[slug]', scripts: ['/_next/static/chunks/main.js', '/_next/static/chunks/app/lesson.js'] },
      { route: '/groove-builder', scripts: ['/_next/static/chunks/main.js', '/_next/static/chunks/builder.js'] },
    ];
    // VexFlow in a script only the builder fetches, after its first paint: allowed.
    expect(buildTimeCodeIn(root, routes)).toEqual([]);
    // What a stray import of engrave.ts into an island would bring: VexFlow's glyph table in a lesson's script.
    write('app/lesson.js', 'const glyphs={noteheadXBlack:{x_min:0}};');
    expect(buildTimeCodeIn(root, routes)).toEqual([
      'chunks/app/lesson.js holds /noteheadXBlack/ and is loaded on a first paint',
    ]);
    write('app/lesson.js', 'export const lesson = 1;');
    // The engraver's script named by a script the lessons load, or loaded on the builder's first paint.
    write('main.js', 'load(["static/chunks/engraver.js"])');
    expect(buildTimeCodeIn(root, routes)).toEqual([
      'chunks/engraver.js holds /noteheadXBlack/ and is reachable from a route other than /groove-builder',
    ]);
    write('main.js', 'export const play = () => 1;');
    routes[1].scripts.push('/_next/static/chunks/engraver.js');
    expect(buildTimeCodeIn(root, routes)).toEqual([
      'chunks/engraver.js holds /noteheadXBlack/ and is loaded on a first paint',
    ]);
    // jsdom, anywhere.
    write('builder.js', 'require("jsdom")');
    expect(buildTimeCodeIn(root, routes)).toContain('chunks/builder.js holds /jsdom/i');
    rmSync(root, { recursive: true, force: true });
  });
});
