/**
 * After `next build` and scripts/trim-page-data.ts: takes out of the site's stylesheet the theme's CSS variables
 * that nothing on the site reads.
 *
 * Why. Chakra writes every token of the theme as a CSS variable (`--chakra-sizes-9xl`, `--chakra-z-index-toast`,
 * each cursor, blur and aspect ratio…), and the stylesheet is inlined into every page's `<head>`
 * (`experimental.inlineCss`): half of its variables were read by no rule, no element and no script, and sent on
 * every page before its first paint (14 KB raw, 1.7 KB gzipped of each page).
 *
 * Which are read is known only once every page is built: a variable stays when any page's own rules, an element's
 * `style`, a page's data or the site's JavaScript names it in `var(--…)`, or when one of the stylesheet's own rules
 * (a property, or a variable that stays) reads it. The list is the whole site's, not each page's: a link within the
 * site brings a new page's rules and keeps the first page's stylesheet.
 *
 * PostCSS takes those declarations out and leaves the rest of the text as it was (Lightning CSS, which wrote the
 * sheet, writes it anew when it reads it: vendor prefixes doubled or dropped, depending on its targets). The sheet's
 * file under `_next/static` is written the same (its name is still the hash of the unpruned sheet). The page data
 * fetched for links keeps an unpruned copy, which React never applies: it finds the inlined sheet by its address.
 * The editor imports the unpruned sheet (.generated/chakra-global.css), and e2e/html/pages.test.ts checks every page
 * defines each token its styles read.
 *
 * Each page's own rules (styles/sx.tsx) go through the same: a recipe's colour palette sets all eleven numbered
 * shades on its element and its rules read none of them (about 1 KB raw a button style; 2-9 KB raw, 0.1-0.2 KB
 * gzipped a page). Their copy in the data fetched for links keeps them, unread.
 *
 * Usage: tsx scripts/prune-tokens.ts [export folder, default out]
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { htmlFiles } from './html-files.mjs';

/** The site's stylesheet as Next inlines it: its text, and the file it was read from. */
export const SITE_STYLESHEET = /<style data-precedence="next" data-href="([^"]+)">([\s\S]*?)<\/style>/g;

/** A page's own rules (styles/sx.tsx), which React gathers into one element: their classes, and their text. */
export const PAGE_STYLESHEET = /<style data-precedence="sx" data-href="([^"]+)">([\s\S]*?)<\/style>/g;

/**
 * Every variable a text reads with `var(--…)`: in CSS, in an element's style, in script or page data. A name may
 * hold an escaped character (`--chakra-spacing-1\.5`), whose backslash is doubled in JSON and script.
 */
export function readVariables(text: string): Set<string> {
  return new Set(
    Array.from(text.replaceAll('\\\\', '\\').matchAll(/var\(\s*(--(?:[\w-]|\\.)+)/g), (match) => match[1]!),
  );
}

/**
 * The stylesheet without the variables nothing reads. `readElsewhere`: the variables read outside it. A variable
 * stays if it is read there, by one of the sheet's properties, or by a variable that stays; the others go, in
 * every rule that sets them (a dark theme's too), and a rule left empty goes with them. The rest of the text is
 * kept as it was, byte for byte.
 */
export function pruneVariables(css: string, readElsewhere: Set<string>): { css: string; removed: string[] } {
  const sheet = postcss.parse(css);
  const reads = new Map<string, Set<string>>();
  const needed = new Set(readElsewhere);
  sheet.walkDecls((declaration) => {
    if (!declaration.prop.startsWith('--')) readVariables(declaration.value).forEach((name) => needed.add(name));
    else
      reads.set(
        declaration.prop,
        new Set([...(reads.get(declaration.prop) ?? []), ...readVariables(declaration.value)]),
      );
  });
  // What a needed variable reads is needed too, and so on.
  const pending = [...needed];
  while (pending.length > 0)
    for (const read of reads.get(pending.pop()!) ?? [])
      if (!needed.has(read)) {
        needed.add(read);
        pending.push(read);
      }
  const removed = [...reads.keys()].filter((name) => !needed.has(name));
  sheet.walkDecls(/^--/, (declaration) => {
    if (needed.has(declaration.prop)) return;
    const parent = declaration.parent;
    declaration.remove();
    if (parent?.type === 'rule' && parent.nodes?.length === 0) parent.remove();
  });
  return { css: sheet.toString(), removed };
}

/**
 * A stylesheet without the variables nothing reads, as pruneVariables, where `read` is what the site's pages, data,
 * scripts and other sheets read. Chakra's script makes a name without writing var() round it: `currentBg` is
 * --bg-currentcolor, built from its name at run time; so a variable whose name the scripts hold anywhere stays too.
 */
export function pruneUnread(css: string, read: Set<string>, scripts: string): { css: string; removed: string[] } {
  const kept = new Set(read);
  for (const [, name] of css.matchAll(/(?<=[{;])--((?:[\w-]|\\.)+):/g))
    if (scriptsHold(scripts, name!)) kept.add(`--${name}`);
  return pruneVariables(css, kept);
}

/**
 * Whether the scripts hold a name, remembered: the pages' rules set the same few hundred variables again and again,
 * and looking for each in megabytes of script once a page was 11 of the build's 13 s here.
 */
const heldNames = new Map<string, Map<string, boolean>>();
function scriptsHold(scripts: string, name: string): boolean {
  let held = heldNames.get(scripts);
  if (!held) heldNames.set(scripts, (held = new Map()));
  let answer = held.get(name);
  if (answer === undefined) held.set(name, (answer = scripts.includes(name)));
  return answer;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  const pages = htmlFiles(outDir).map((file) => ({ file, html: readFileSync(file, 'utf8') }));
  const sheets = new Map<string, string>();
  for (const { file, html } of pages)
    for (const [, href, css] of html.matchAll(SITE_STYLESHEET)) {
      if (sheets.has(href!) && sheets.get(href!) !== css)
        throw new Error(`${file} inlines ${href} with another text than the pages before it: which to prune?`);
      sheets.set(href!, css!);
    }
  if (sheets.size === 0) throw new Error(`No page in ${outDir} inlines the site's stylesheet: nothing to prune.`);

  // Read elsewhere: every page but the sheet, the page data fetched for links (which holds the sheet again, as a
  // text row, unpruned: React keeps the inlined copy), and the site's scripts and other style files.
  const readElsewhere = new Set<string>();
  const add = (text: string) => readVariables(text).forEach((name) => readElsewhere.add(name));
  const copies = [...sheets.values()].flatMap((css) => [css, JSON.stringify(css).slice(1, -1)]);
  for (const { html } of pages) add(html.replace(SITE_STYLESHEET, ''));
  const otherFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return otherFiles(file);
      return /\.(txt|js|css)$/.test(entry.name) ? [file] : [];
    });
  const sheetFiles = new Set([...sheets.keys()].map((href) => path.join(outDir, href)));
  let scripts = '';
  for (const file of otherFiles(outDir)) {
    if (sheetFiles.has(file)) continue;
    let text = readFileSync(file, 'utf8');
    if (file.endsWith('.js')) scripts += text;
    for (const copy of copies) text = text.replaceAll(copy, '');
    add(text);
  }

  let before = 0;
  let after = 0;
  const pruned = new Map<string, string>();
  const removed = new Set<string>();
  for (const [href, css] of sheets) {
    const result = pruneUnread(css, readElsewhere, scripts);
    pruned.set(href, result.css);
    result.removed.forEach((name) => removed.add(name));
    before += css.length;
    after += result.css.length;
    writeFileSync(path.join(outDir, href), result.css);
  }
  // A page's own rules set variables nothing reads too: a recipe's colour palette sets every shade on its element
  // (--chakra-colors-color-palette-50 … -950, about 1 KB a button style), and its rules read two or three of them.
  // The site's stylesheet reads some of them (a focus ring's colour, say): what it still reads counts.
  const readByAll = new Set(readElsewhere);
  for (const css of pruned.values()) readVariables(css).forEach((name) => readByAll.add(name));
  let pageBefore = 0;
  let pageAfter = 0;
  for (const { file, html } of pages)
    writeFileSync(
      file,
      html
        .replace(
          SITE_STYLESHEET,
          (_, href: string) => `<style data-precedence="next" data-href="${href}">${pruned.get(href)}</style>`,
        )
        .replace(PAGE_STYLESHEET, (_, href: string, css: string) => {
          const own = pruneUnread(css, readByAll, scripts).css;
          pageBefore += css.length;
          pageAfter += own.length;
          return `<style data-precedence="sx" data-href="${href}">${own}</style>`;
        }),
    );
  console.log(
    `Took ${removed.size} CSS variables nothing reads out of the site's stylesheet (${Math.round(before / 1024)} -> ${Math.round(after / 1024)} KB) in ${pages.length} pages, and ${Math.round((pageBefore - pageAfter) / 1024)} KB of them out of the pages' own rules`,
  );
}
