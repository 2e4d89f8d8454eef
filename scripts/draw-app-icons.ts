/**
 * `npm run draw:icons`: the installed app's icons, as PNG (what Android, iOS and desktop
 * browsers want for a home screen), drawn from the site's own icon, app/icon.svg:
 * - icon-192.png and icon-512.png: the icon as it is, rounded corners and all;
 * - maskable-512.png: the drum and sticks inside the middle 70% of a full orange square, so
 *   a phone may cut it to a circle, a squircle or a teardrop without cutting into the drawing;
 * - apple-touch-icon.png (180): iOS rounds the corners itself, so a full square too.
 * The PNGs are committed; icons.test.ts fails when one no longer matches this drawing.
 */
import sharp from 'sharp';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ICON_DIR = path.join(root, 'public', 'icons');

/** The icon's background square (its first element) and the drawing on it. */
function iconParts(): { background: string; drawing: string } {
  const svg = readFileSync(path.join(root, 'app', 'icon.svg'), 'utf8');
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const background = inner.match(/<rect[^>]*fill="(#[0-9a-f]{6})"[^>]*\/>/i);
  if (!background) throw new Error('app/icon.svg must start with its background <rect fill="#rrggbb"/>');
  return { background: background[1]!, drawing: inner.replace(background[0], '') };
}

/** A full square of the background colour, with the drawing scaled to `scale` around its centre. */
function squareIcon(scale: number): string {
  const { background, drawing } = iconParts();
  const offset = (64 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${drawing}</g></svg>`;
}

export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, svg: () => readFileSync(path.join(root, 'app', 'icon.svg'), 'utf8') },
  { file: 'icon-512.png', size: 512, svg: () => readFileSync(path.join(root, 'app', 'icon.svg'), 'utf8') },
  // The maskable safe zone is a circle of 80% of the width: the drawing's corners must stay inside it.
  { file: 'maskable-512.png', size: 512, svg: () => squareIcon(0.7) },
  { file: 'apple-touch-icon.png', size: 180, svg: () => squareIcon(0.86) },
] as const;

export async function drawIcon(icon: (typeof APP_ICONS)[number]): Promise<Buffer> {
  return sharp(Buffer.from(icon.svg()), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const icon of APP_ICONS) {
    const png = await drawIcon(icon);
    writeFileSync(path.join(ICON_DIR, icon.file), png);
    console.log(`Wrote public/icons/${icon.file} (${icon.size}×${icon.size}, ${(png.length / 1024).toFixed(1)} KB)`);
  }
}
