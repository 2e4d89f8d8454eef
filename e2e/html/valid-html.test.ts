import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';
import { htmlFiles } from '../../scripts/html-files.mjs';
import { OUT } from './out';

/** The W3C's Nu HTML Checker (the jar the validator.w3.org/nu service runs), from the vnu-jar package. It needs Java 11 or later. */
const VNU = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

/**
 * What the checker reports that is not a fault of the pages, each with why. Matched against the message text.
 */
const ALLOWED: { message: RegExp; why: string }[] = [
  {
    message: /^Attribute “(href|precedence)” not allowed on element “style” at this point\.$/,
    why: "React 19's own style elements (<style href precedence>): React writes the styles a server component renders where it renders them and gathers them into the head as the page hydrates; the attributes are how it knows them.",
  },
  {
    message:
      /^The selector “.*” matches, or might match, an element that comes before the parent of this “style” element\./,
    why: 'The same style elements, read where the HTML puts them: browsers apply a style element in the body to the whole page, as the site needs (the header is styled before React runs, or without JavaScript).',
  },
  {
    message:
      /^Bad value “[^”]*” for attribute “sandbox” on element “iframe”: Setting both “allow-scripts” and “allow-same-origin” is not recommended/,
    why: "A warning the checker reports as an error when asked for errors only. The two together let a framed page undo its sandbox only when it comes from the site's own origin; the frames here are other sites' (the contact form, the news feed, the map, the charity's page), which need their scripts and their own storage to work.",
  },
  {
    message: /^CSS: (“container-type”: Property “container-type” doesn't exist|Unrecognized at-rule “@container”)/,
    why: "Container queries (every current browser since 2023) are not in the checker's CSS grammar yet.",
  },
];

interface Message {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

it('every page of the built site is valid HTML, as the W3C checker reads it', () => {
  const pages = htmlFiles(OUT);
  expect(pages.length).toBeGreaterThan(30);
  // Errors only (the warnings were read and dropped here, 4.5 MB of them), and no guessing each page's language from
  // its text (a warning too, beside the `lang` the layout writes): 21.6 → 16.0 s for 135 pages.
  const run = spawnSync(
    'java',
    ['-jar', VNU, '--format', 'json', '--exit-zero-always', '--errors-only', '--no-langdetect', ...pages],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.error) throw new Error(`The HTML checker needs Java 11 or later on the PATH (${run.error.message}).`);
  const { messages } = JSON.parse(run.stderr) as { messages: Message[] };
  const errors = messages
    .filter((message) => message.type !== 'info')
    .filter((message) => !ALLOWED.some((allowed) => allowed.message.test(message.message)))
    .map(
      (message) => `${path.relative(OUT, new URL(message.url).pathname)}:${message.lastLine ?? '?'} ${message.message}`,
    );
  // One line per kind of error with its count and first page, so a fault in the shared layout reads once, not 40 times.
  const kinds = new Map<string, { count: number; first: string }>();
  for (const error of errors) {
    const kind = error.replace(/^\S+ /, '');
    const seen = kinds.get(kind);
    kinds.set(kind, { count: (seen?.count ?? 0) + 1, first: seen?.first ?? error.split(' ')[0]! });
  }
  expect([...kinds].map(([kind, { count, first }]) => `${kind} (${count}×, first at ${first})`)).toEqual([]);
}, 180_000); // The checker reads every page in one run: about a third of a second each, 120 pages and more.
