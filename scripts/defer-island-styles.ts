/**
 * After scripts/prune-tokens.ts: takes out of each page's `<head>` the rules of classes that only its islands write,
 * once they run in the browser, and serves them in one stylesheet the whole site shares, named at the end of the body.
 *
 * Why. The islands (the player's speed trainer and play-along panel, the metronome's settings, the phone menu, the
 * "lesson done" tick, the update prompt) get their class names from their server parent, which computes their rules
 * on the server (styles/sx.tsx, practice.styles.tsx): so every page sent those rules in its `<head>`, before its
 * first paint, for elements that are not in its HTML and appear only after hydration. On a lesson they were a quarter
 * of its own rules: 18 KB raw, 1.6 KB gzipped, the same on every lesson.
 *
 * Which. A rule (or an `@media`, `@layer` block) that names one of the page's own classes (the names its style
 * element lists in `data-href`) goes when none of the classes it names is in the page's HTML: not on an element, not
 * in a `<noscript>`. A rule for a class the HTML holds stays where it was, so the first paint, reading without
 * JavaScript and print are as before. The page's `data-href` list loses the classes that went: a link within the
 * site to a page that has such a class in its HTML brings its rule with that page's data, as for any class the first
 * page did not have.
 *
 * Where they go. Every page's deferred rules, each once, in `/_next/static/chunks/islands-<hash>.css` (immutable,
 * cached once for the whole site; the service worker keeps it). Each page that lost rules names it in a
 * `<link rel="stylesheet">` after its content, just before the first script of its page data (`self.__next_f.push`):
 * there it holds back nothing above it (the page paints without it), while every browser runs an inline script only
 * once the stylesheets before it have come, so React gets the page's data, and an island draws, only with its rules
 * there. A page without JavaScript, which draws no island, merely fetches it.
 *
 * Usage: tsx scripts/defer-island-styles.ts [export folder, default out]
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss, { type ChildNode } from 'postcss';
import { htmlFiles } from './html-files.mjs';
import { PAGE_STYLESHEET } from './prune-tokens';

/** The folder the shared stylesheet is written to, under the export folder, and its address. */
const ISLAND_STYLES_DIR = '_next/static/chunks';
const ISLAND_STYLES = /<link rel="stylesheet" href="(\/_next\/static\/chunks\/islands-[\w-]+\.css)"\/>/;

/**
 * Every class name on an element of the page (its `<style>` elements' text left out), `<noscript>`s and SVG included:
 * a class attribute in double quotes, single quotes or none.
 */
export function classesInHtml(html: string): Set<string> {
  const markup = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  return new Set(
    Array.from(markup.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s"'>=`]+))/g), (match) =>
      (match[1] ?? match[2] ?? match[3]!).split(/\s+/).filter(Boolean),
    ).flat(),
  );
}

/** The class names a rule, or every rule inside an at-rule, selects. */
function classesNamed(node: ChildNode): Set<string> {
  const names = new Set<string>();
  const read = (selector: string) => {
    for (const [, name] of selector.matchAll(/\.((?:[\w-]|\\.)+)/g)) names.add(name!);
  };
  if (node.type === 'rule') read(node.selector);
  if (node.type === 'atrule') node.walkRules((rule) => read(rule.selector));
  return names;
}

/**
 * One page's own stylesheet split in two: what its HTML needs (`kept`, byte for byte as it was, less what went) and
 * the rules only its islands need (`deferred`, each top-level rule or block as its own text), and the `data-href`
 * list without the classes that went.
 */
export function splitPageRules(
  css: string,
  hrefs: string[],
  used: Set<string>,
): { kept: string; deferred: string[]; hrefs: string[] } {
  const own = new Set(hrefs);
  const sheet = postcss.parse(css);
  const deferred: string[] = [];
  const gone = new Set<string>();
  for (const node of [...(sheet.nodes ?? [])]) {
    const named = [...classesNamed(node)].filter((name) => own.has(name));
    if (named.length === 0 || named.some((name) => used.has(name))) continue;
    node.raws.before = '';
    deferred.push(node.toString());
    named.forEach((name) => gone.add(name));
    node.remove();
  }
  return { kept: sheet.toString(), deferred, hrefs: hrefs.filter((href) => used.has(href) || !gone.has(href)) };
}

/** A page with its island-only rules taken out of its `<head>`, and those rules. */
export function deferPage(html: string): { html: string; deferred: string[] } {
  const used = classesInHtml(html);
  const deferred: string[] = [];
  const out = html.replace(PAGE_STYLESHEET, (whole, href: string, css: string) => {
    const split = splitPageRules(css, href.split(' '), used);
    if (split.deferred.length === 0) return whole;
    deferred.push(...split.deferred);
    return `<style data-precedence="sx" data-href="${split.hrefs.join(' ')}">${split.kept}</style>`;
  });
  return { html: out, deferred };
}

/** The shared stylesheet's text, each rule once in the order first met, and its address. */
export function islandStylesheet(rules: Iterable<string>): { css: string; href: string } {
  const css = [...new Set(rules)].join('\n') + '\n';
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 12).toLowerCase();
  return { css, href: `/${ISLAND_STYLES_DIR}/islands-${hash}.css` };
}

/** Names the shared stylesheet after a page's content, before its page data's first script (or its body's end). */
export function linkIslandStyles(html: string, href: string): string {
  const data = html.indexOf('<script>self.__next_f.push(');
  const at = data >= 0 ? data : html.lastIndexOf('</body>');
  if (at < 0) throw new Error('a page without </body>: where would its island styles go?');
  return `${html.slice(0, at)}<link rel="stylesheet" href="${href}"/>${html.slice(at)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  const pages = htmlFiles(outDir).map((file) => {
    const original = readFileSync(file, 'utf8');
    if (ISLAND_STYLES.test(original)) throw new Error(`${file} already names the island styles: build again first.`);
    return { file, original, ...deferPage(original) };
  });
  const { css, href } = islandStylesheet(pages.flatMap(({ deferred }) => deferred));
  writeFileSync(path.join(outDir, href), css);
  let saved = 0;
  let linked = 0;
  for (const { file, original, html, deferred } of pages) {
    if (deferred.length === 0) continue;
    const final = linkIslandStyles(html, href);
    saved += original.length - final.length;
    linked += 1;
    writeFileSync(file, final);
  }
  console.log(
    `Moved the rules only islands use out of the <head> of ${linked} of ${pages.length} pages (${Math.round(saved / 1024)} KB raw in all) into ${href} (${Math.round(css.length / 1024)} KB)`,
  );
}
