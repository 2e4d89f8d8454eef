import { readFileSync } from 'node:fs';
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
    for (const draw of Object.values(LESSON_PICTURES)) {
      const svg = draw();
      expect(svg.length).toBeLessThan(10_000);
      expect(svg).toMatch(/viewBox="0 0 800 500"/);
      expect(svg).not.toMatch(/<rect width="800" height="500"/);
    }
  });
});
