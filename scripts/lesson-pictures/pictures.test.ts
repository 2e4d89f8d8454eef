import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heroTall, heroWide } from './hero';
import { LESSON_PICTURES } from './lessons';

const folder = path.join(process.cwd(), 'public/images/lessons');

describe('lesson pictures', () => {
  it.each(Object.keys(LESSON_PICTURES))('%s: the file in public/ is the current drawing', (slug) => {
    const drawn = LESSON_PICTURES[slug]!();
    // After changing a drawing, run `npm run draw:pictures` to write the files again.
    expect(readFileSync(path.join(folder, `${slug}.svg`), 'utf8')).toBe(drawn);
  });

  it.each([
    ['hero.svg', heroWide],
    ['hero-tall.svg', heroTall],
  ])('%s: the hero in public/ is the current drawing', (name, draw) => {
    expect(readFileSync(path.join(process.cwd(), 'public/images', name), 'utf8')).toBe(draw());
  });

  it('draws light pictures with no background of their own, so either theme shows through', () => {
    for (const [slug, draw] of Object.entries(LESSON_PICTURES)) {
      const svg = draw();
      expect(svg.length, slug).toBeLessThan(10_000);
      expect(svg, slug).toMatch(/viewBox="0 0 800 500"/);
      // Nothing opaque that covers the whole picture: every full-size shape is see-through.
      for (const [shape] of svg.matchAll(/<(rect|path|circle|ellipse)\b[^>]*>/g)) {
        const fullWidth = /width="800"/.test(shape) && /height="500"/.test(shape);
        expect(fullWidth && !/opacity=/.test(shape), `${slug}: ${shape}`).toBe(false);
      }
    }
  });

  it('draws for lessons that exist: a renamed or removed lesson takes its drawing with it', () => {
    const lessonFiles = readdirSync(path.join(process.cwd(), 'content/lessons')).filter((file) =>
      file.endsWith('.mdx'),
    );
    const slugs = lessonFiles.map((file) => file.replace(/\.mdx$/, ''));
    for (const slug of Object.keys(LESSON_PICTURES)) expect(slugs, slug).toContain(slug);
  });
});
