/**
 * `npm run build:worklet`: bundles the microphone's onset detector (features/practice/play-along/
 * onset-worklet.ts and what it imports) into one minified ES module at public/<ONSET_WORKLET_URL>, which
 * the page loads with `audioWorklet.addModule`. An AudioWorklet module cannot import the site's
 * chunks, so it is built on its own, before `next build` and from `npm run dev`.
 * The file is left alone when its text is the same, so Next has nothing to reload.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ONSET_WORKLET_URL } from '../features/practice/play-along/worklet-url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'public', ONSET_WORKLET_URL);

const result = await build({
  entryPoints: [path.join(root, 'features/practice/play-along/onset-worklet.ts')],
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2020',
  platform: 'browser',
  legalComments: 'none',
  outfile,
  write: false,
  logLevel: 'warning',
});
const text = result.outputFiles[0]!.text;
if (!existsSync(outfile) || readFileSync(outfile, 'utf8') !== text) {
  mkdirSync(path.dirname(outfile), { recursive: true });
  writeFileSync(outfile, text);
}
console.log(`Worklet: ${path.relative(root, outfile)} (${(text.length / 1024).toFixed(1)} KiB)`);
