/**
 * `npm run build:styles`: writes Chakra's global CSS (reset, global styles, token variables)
 * from styles/theme.ts to .generated/chakra-global.css, which the site's chrome imports as a
 * stylesheet. Runs before `next build`, and from `npm run dev` whenever the theme changes.
 * The file is left alone when its text is the same, so Next has nothing to reload.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { globalCss } from '../styles/css';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GLOBAL_CSS_FILE = path.join(root, '.generated', 'chakra-global.css');

const HEADER = '/* Written by scripts/build-styles.ts from styles/theme.ts. Do not edit: change the theme. */\n';

const text = HEADER + globalCss() + '\n';
if (!existsSync(GLOBAL_CSS_FILE) || readFileSync(GLOBAL_CSS_FILE, 'utf8') !== text) {
  mkdirSync(path.dirname(GLOBAL_CSS_FILE), { recursive: true });
  writeFileSync(GLOBAL_CSS_FILE, text);
  console.log(`Wrote ${path.relative(root, GLOBAL_CSS_FILE)} (${Math.round(text.length / 1024)} KB)`);
}
