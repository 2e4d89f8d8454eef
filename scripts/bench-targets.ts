/**
 * What `npm run bench` measures the site against, each served on its own port:
 *
 * - the no-JS limit: a copy of out/ whose HTML has every script removed (script tags and the
 *   scripts they preload, the inline page data included). The same markup and styles, without
 *   what only scripts need: as fast as these pages can be with the scripts they have now gone.
 * - the framework floor: a bare Next page (a heading and 30 paragraphs) built with the
 *   project's own Next and React, as a static export. Its first paint is what Next itself
 *   allows on this machine; its blocking time is what React's hydration costs at the least.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './html-files.mjs';
import { serveConfig } from './security-headers.mjs';

const root = process.cwd();
const CACHE = path.join(root, 'node_modules', '.cache', 'drum-school');
/** Inside the project so that Node and Turbopack resolve the project's own next and react. */
const BARE_APP = path.join(root, '.bench', 'bare');

/** Removes every script a browser would run or fetch for one HTML document. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*>/g, (tag) =>
      /\bas="script"|modulepreload/.test(tag) ? '' : tag,
    );
}

/** Copies a built site and strips the scripts from its pages; returns the copy's folder. */
export function writeNoScriptCopy(outDir: string, name: string): string {
  const copy = path.join(CACHE, `bench-${name}-no-js`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(outDir, copy, { recursive: true });
  // A service worker would serve later rounds from its cache; the copy has none.
  rmSync(path.join(copy, 'sw.js'), { force: true });
  for (const file of htmlFiles(copy)) writeFileSync(file, stripScripts(readFileSync(file, 'utf8')));
  return copy;
}

const PARAGRAPH =
  'A steady groove starts with a steady count. Play quarter notes on the hi-hat, count out loud, and let the snare answer on two and four while the bass drum holds one and three.';

const BARE_FILES: Record<string, string> = {
  'next.config.mjs': "export default { output: 'export', images: { unoptimized: true } };\n",
  'app/layout.jsx': [
    "export const metadata = { title: 'Bare Next page', description: 'The framework floor for npm run bench.' };",
    'export default function RootLayout({ children }) {',
    '  return (',
    '    <html lang="en">',
    '      <body>{children}</body>',
    '    </html>',
    '  );',
    '}',
    '',
  ].join('\n'),
  'app/page.jsx': [
    `const PARAGRAPH = ${JSON.stringify(PARAGRAPH)};`,
    'export default function Page() {',
    '  return (',
    '    <main>',
    '      <h1>Your first rock beat</h1>',
    '      {Array.from({ length: 30 }, (_, index) => <p key={index}>{PARAGRAPH}</p>)}',
    '    </main>',
    '  );',
    '}',
    '',
  ].join('\n'),
};

/** Builds the bare page once per Next version; returns its exported folder. */
export function buildBarePage(): string {
  const nextVersion = JSON.parse(readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8'))
    .version as string;
  const stamp = path.join(BARE_APP, 'out', '.next-version');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === nextVersion) return path.join(BARE_APP, 'out');
  rmSync(BARE_APP, { recursive: true, force: true });
  for (const [name, text] of Object.entries(BARE_FILES)) {
    mkdirSync(path.dirname(path.join(BARE_APP, name)), { recursive: true });
    writeFileSync(path.join(BARE_APP, name), text);
  }
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build', BARE_APP], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('The bare Next page did not build.');
  writeFileSync(stamp, nextVersion);
  return path.join(BARE_APP, 'out');
}

/** Serves a folder as `npm start` serves out/ (same headers and clean URLs). */
export function serveFolder(dir: string, port: number): ChildProcess {
  mkdirSync(CACHE, { recursive: true });
  const configFile = path.join(CACHE, `serve-bench-${port}.json`);
  writeFileSync(configFile, JSON.stringify(serveConfig(), null, 2));
  return spawn(
    path.join(root, 'node_modules', '.bin', 'serve'),
    [dir, '--config', configFile, '--listen', `tcp://0.0.0.0:${port}`, '--no-clipboard', '--no-port-switching'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

export async function waitForServer(server: ChildProcess, origin: string) {
  // Up to five minutes: `npm start` rebuilds first when the sources are newer than out/.
  for (let attempt = 0; attempt < 1500; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`The static server for ${origin} stopped before it answered.`);
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Nothing answered on ${origin}.`);
}
