/**
 * `npm run draw:pictures`: writes each lesson's picture to public/images/lessons/<slug>.svg,
 * and the home page's hero, from the drawings in scripts/lesson-pictures/. Run it after changing a drawing; the lesson
 * files point at the pictures with `image:` and describe them with `imageAlt:`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { heroTall, heroWide } from './lesson-pictures/hero';
import { LESSON_PICTURES } from './lesson-pictures/lessons';

const folder = path.join(process.cwd(), 'public/images/lessons');
mkdirSync(folder, { recursive: true });
for (const [slug, draw] of Object.entries(LESSON_PICTURES)) {
  const svg = draw();
  writeFileSync(path.join(folder, `${slug}.svg`), svg);
  console.log(`public/images/lessons/${slug}.svg  ${(svg.length / 1024).toFixed(1)} KB`);
}

// The home page's hero: a wide picture, and a tall one for phones.
for (const [name, draw] of [
  ['hero.svg', heroWide],
  ['hero-tall.svg', heroTall],
] as const) {
  const svg = draw();
  writeFileSync(path.join(process.cwd(), 'public/images', name), svg);
  console.log(`public/images/${name}  ${(svg.length / 1024).toFixed(1)} KB`);
}
