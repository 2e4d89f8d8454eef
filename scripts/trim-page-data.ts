/**
 * After `next build`: takes out of every page's inline page data the styles that its `<head>` already
 * holds; the insides and attributes of kept blocks (components/kept-block.tsx: a groove's notation, grid and caption, a
 * policy's text, the footer's fixed parts) that its body already holds; its own inline scripts and structured data
 * that the HTML holds as written; and what its `<noscript>` elements say.
 *
 * Why. Every page carries its styles twice: once in `<style>` elements in the `<head>` (the site's
 * stylesheet, inlined by `experimental.inlineCss`, and the rules styles/sx.tsx computes for the page's
 * elements), and again inside the page data React hydrates from (the `self.__next_f.push(…)` scripts at
 * the end of the body), where the stylesheet even comes twice. On /privacy that was 146 KB of the page
 * data's 185 KB. Besides the text, every element styled by styles/sx.tsx has a `<style>` element beside it
 * in the data, most of them written as a path to another's props (`"$69:1:props:children:0:props"`):
 * 28 KB on the heaviest lesson. The browser parses and runs those scripts before its first paint, so on a
 * slow phone that work sits between the HTML's arrival and the first paint (README, Performance).
 *
 * Why it is safe. Those elements are React's hoisted styles (`<style href precedence>`). They have no place
 * in the body: React puts them in the `<head>`, where the server already has, and while it hydrates it
 * passes over the `<head>`'s `<style data-precedence>` elements and never removes them. An element whose
 * style the head holds (by `href` and precedence, with the very same text) is replaced with `null`: an
 * empty place, so the elements after it keep their places and keys. Should the data be drawn again (back
 * to the page within the site), the styles are still in the head; a later page's data, fetched for a link
 * (the `.txt` files), is not touched, and React finds the head's element for each of its styles by `href`.
 * A path that leads into a removed element (other than to its props, which only removed elements use)
 * stops the build.
 *
 * The `<head>`'s own inline scripts (the theme and the groove view chosen before the first paint, app/document.tsx)
 * are the same in kind too: they have run by the time React hydrates, and React does not read the inside it is given
 * whole (`dangerouslySetInnerHTML`) while hydrating, so the data's copy of a script the head holds as it is written
 * is emptied. Should React ever draw the head again, an emptied script runs nothing (a script put in by setting its
 * inside never runs). So is the data's copy of the structured data (`application/ld+json`: a lesson's Course,
 * the FAQ) the HTML holds as written: it is for search engines, which read the HTML, and no script reads it.
 *
 * Kept blocks are the same in kind: React does not read the inside of an element whose markup it is given
 * whole (`dangerouslySetInnerHTML`) while it hydrates, which is how a block whose inside went is drawn, nor the
 * attributes of any element it hydrates (it only attaches to it), so a kept block's attributes go with its inside;
 * the block keeps both as first shown, should React draw it again from this data (back to the page within the
 * site). On a lesson with many grooves that was most of the page data: the notation's SVG and the grid's table,
 * each sent twice. A block with anything inside that runs in the browser (a client component, a `next/link`) is
 * left whole, and so is one that another part of the data refers into.
 *
 * A `<noscript>`'s inside goes too: React never draws it in the browser (it keeps a noscript empty there, whatever it
 * is given), so the data's copy is read by no one: on a lesson, a line for each groove's player.
 *
 * The page data is React's wire format: rows `id:json` ending in a newline (hints have no id), and text rows
 * `id:T<length in UTF-8 bytes, hex>,<text>`, split over the scripts at any point. The script takes the
 * rows apart, takes out the styles, kept blocks' insides and attributes, scripts and noscripts' insides, and puts them
 * back over the same scripts. Anything it does not
 * expect (binary chunks, a script it cannot read back as it was written) stops the build rather than
 * risk a page that cannot hydrate; e2e/first-paint.spec.ts checks pages hydrate, keep their styles and
 * get a new page's styles after a link.
 *
 * Usage: tsx scripts/trim-page-data.ts [export folder, default out]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineGlyphsOnce } from './glyph-ids';
import { htmlFiles } from './html-files.mjs';

/** Next's escape for JSON in a script (next/dist/server/htmlescape): what it writes, this writes back. */
const HTML_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const escapeForScript = (json: string) => json.replace(/[&><\u2028\u2029]/g, (char) => HTML_ESCAPES[char]!);

/** A script with a piece of the page data (type 1: text). */
const DATA_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

interface Row {
  start: number;
  end: number;
  /** A text row's text, or a model row's JSON. */
  kind: 'text' | 'model';
  id: string;
  body: string;
}

/** The number of UTF-16 units in `data` from `from` that make `bytes` bytes of UTF-8. */
function unitsForBytes(data: string, from: number, bytes: number): number {
  let at = from;
  let left = bytes;
  while (left > 0) {
    if (at >= data.length) throw new Error('a text row runs past the end of the page data');
    const code = data.codePointAt(at)!;
    left -= code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    at += code >= 0x10000 ? 2 : 1;
  }
  if (left < 0) throw new Error('a text row ends inside a character');
  return at - from;
}

function parseRows(data: string): Row[] {
  const rows: Row[] = [];
  let at = 0;
  while (at < data.length) {
    const colon = data.indexOf(':', at);
    const id = data.slice(at, colon);
    if (colon < 0 || !/^[0-9a-f]*$/.test(id))
      throw new Error(`unexpected page data at ${at}: ${JSON.stringify(data.slice(at, at + 40))}`);
    const text = /^T([0-9a-f]+),/.exec(data.slice(colon + 1, colon + 20));
    if (text) {
      const bodyStart = colon + 1 + text[0].length;
      const end = bodyStart + unitsForBytes(data, bodyStart, parseInt(text[1]!, 16));
      rows.push({ start: at, end, kind: 'text', id, body: data.slice(bodyStart, end) });
      at = end;
    } else {
      const newline = data.indexOf('\n', colon);
      if (newline < 0) throw new Error(`a row of the page data has no end: ${JSON.stringify(data.slice(at, at + 40))}`);
      rows.push({ start: at, end: newline + 1, kind: 'model', id, body: data.slice(colon + 1, newline) });
      at = newline + 1;
    }
  }
  return rows;
}

/** The `<head>`'s hoisted styles: for each href, its precedence and the text of the element that holds it. */
function headStyles(html: string): Map<string, { precedence: string; css: string }> {
  const head = html.slice(0, html.indexOf('</head>'));
  const styles = new Map<string, { precedence: string; css: string }>();
  for (const [, attributes, css] of head.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)) {
    const precedence = /\bdata-precedence="([^"]*)"/.exec(attributes!)?.[1];
    const hrefs = /\bdata-href="([^"]*)"/.exec(attributes!)?.[1];
    if (precedence === undefined || hrefs === undefined) continue;
    for (const href of hrefs.split(' ')) styles.set(href, { precedence, css: css! });
  }
  return styles;
}

type StyleElement = ['$', 'style', unknown, { href?: unknown; precedence?: unknown; children?: unknown } | string];

interface Found<T> {
  element: T;
  /** The array or object that holds it, and where. */
  parent: unknown[] | Record<string, unknown>;
  at: number | string;
}

/** Every `<style>` element (`["$","style",key,props]`, props written in or a reference to another's) in a model row's value. */
function* styleElements(value: unknown): Generator<Found<StyleElement>> {
  if (value === null || typeof value !== 'object') return;
  for (const [at, child] of Object.entries(value)) {
    const index = Array.isArray(value) ? Number(at) : at;
    if (Array.isArray(child) && child[0] === '$' && child[1] === 'style' && child.length === 4)
      yield { element: child as StyleElement, parent: value as unknown[], at: index };
    else yield* styleElements(child);
  }
}

type ScriptElement = [
  '$',
  'script',
  unknown,
  { dangerouslySetInnerHTML?: { __html?: unknown }; src?: unknown; type?: unknown },
];

/** Every inline `<script>` element written with its text (`dangerouslySetInnerHTML`) in a model row's value. */
function* inlineScripts(value: unknown): Generator<ScriptElement> {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value) && value[0] === '$' && value[1] === 'script' && value.length === 4) {
    const props = value[3] as ScriptElement[3] | null;
    if (
      props &&
      typeof props === 'object' &&
      props.src === undefined &&
      typeof props.dangerouslySetInnerHTML?.__html === 'string'
    )
      yield value as ScriptElement;
    return;
  }
  for (const child of Object.values(value)) yield* inlineScripts(child);
}

type NoscriptElement = ['$', 'noscript', unknown, { children?: unknown }];

/** Every `<noscript>` element with something inside it, in a model row's value. */
function* noscripts(value: unknown): Generator<NoscriptElement> {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value) && value[0] === '$' && value[1] === 'noscript' && value.length === 4) {
    const props = value[3] as NoscriptElement[3] | null;
    if (props && typeof props === 'object' && props.children != null) yield value as NoscriptElement;
    return;
  }
  for (const child of Object.values(value)) yield* noscripts(child);
}

/** A reference to another row's value, or to a part of it (`$1f`, `$1f:1:props:children:0:props`). */
const REFERENCE = /^\$([0-9a-f]+)(?::(.+))?$/;

/**
 * What a reference points to, in the rows' values as React reads them: an element (`["$", type, key, props]`)
 * has its `type`, `key` and `props` at 1, 2 and 3. A reference to a text row is itself the answer (text rows
 * hold no elements). Undefined when the path leads nowhere.
 */
function resolve(values: Map<string, unknown>, reference: string, depth = 0): unknown {
  const match = REFERENCE.exec(reference);
  if (!match || depth > 50) return undefined;
  if (!values.has(match[1]!)) return match[2] ? undefined : reference;
  let value = values.get(match[1]!);
  for (const key of match[2]?.split(':') ?? []) {
    if (typeof value === 'string' && REFERENCE.test(value)) value = resolve(values, value, depth + 1);
    if (value === null || typeof value !== 'object') return undefined;
    const element = Array.isArray(value) && value[0] === '$' && value.length === 4;
    const index = element ? { type: 1, key: 2, props: 3 }[key] : undefined;
    value = index !== undefined ? (value as unknown[])[index] : (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' && REFERENCE.test(value) ? resolve(values, value, depth + 1) : value;
}

/** Every path reference (`$1f:…`) in a value. */
function* pathReferences(value: unknown): Generator<string> {
  if (typeof value === 'string') {
    if (REFERENCE.exec(value)?.[2]) yield value;
  } else if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) yield* pathReferences(child);
  }
}

/** Client components by their row's id (`I[module, chunks, name]`), with the name of their export. */
function clientComponents(rows: Row[], values: Map<string, unknown>): Map<string, string> {
  const names = new Map<string, string>();
  for (const row of rows) {
    if (row.kind !== 'model' || !row.body.startsWith('I[')) continue;
    let name: unknown;
    try {
      name = (JSON.parse(row.body.slice(1)) as unknown[])[2];
    } catch {
      throw new Error(`a client component's row cannot be read: ${row.body.slice(0, 80)}`);
    }
    // A name sent before is written as a reference to it.
    if (typeof name === 'string' && REFERENCE.test(name)) name = resolve(values, name);
    names.set(row.id, typeof name === 'string' ? name : '');
  }
  return names;
}

/** A kept block (components/kept-block.tsx): `["$", "$L<KeptBlock's row>", key, { keep, children | dangerouslySetInnerHTML, … }]`. */
type KeptBlockElement = ['$', string, unknown, Record<string, unknown> & { keep: string }];

function* keptBlocks(value: unknown, type: Set<string>): Generator<KeptBlockElement> {
  if (value === null || typeof value !== 'object') return;
  if (
    Array.isArray(value) &&
    value[0] === '$' &&
    typeof value[1] === 'string' &&
    type.has(value[1]) &&
    value[3] !== null &&
    typeof value[3] === 'object' &&
    typeof (value[3] as { keep?: unknown }).keep === 'string'
  ) {
    yield value as KeptBlockElement;
    return;
  }
  for (const child of Object.values(value)) yield* keptBlocks(child, type);
}

/** Values the page data writes with a `$` that are neither references nor anything run in the browser (`"$"` starts an element). */
const PLAIN_VALUE = /^\$(?:|undefined|NaN|Infinity|-Infinity|-0|S[\w.-]+|\$[\s\S]*|D.*|n-?\d+)$/;

/**
 * What a block's inside refers to: the rows it names, and whether any of it is a client component (or anything this
 * script does not know), which React must hydrate, so the inside must stay.
 */
function insideOf(values: Map<string, unknown>, clients: Map<string, string>, inside: unknown) {
  const rows = new Set<string>();
  const seen = new Set<string>();
  let runs = false;
  const visit = (value: unknown) => {
    if (runs) return;
    if (typeof value === 'string') {
      if (!value.startsWith('$') || PLAIN_VALUE.test(value)) return;
      const reference = /^\$[L@]?([0-9a-f]+)(:.+)?$/.exec(value);
      if (!reference || clients.has(reference[1]!)) {
        runs = true;
        return;
      }
      if (seen.has(value)) return;
      seen.add(value);
      if (!reference[2]) rows.add(reference[1]!);
      const target = reference[2] ? resolve(values, `$${reference[1]}${reference[2]}`) : values.get(reference[1]!);
      visit(target);
    } else if (value !== null && typeof value === 'object') {
      for (const child of Object.values(value)) visit(child);
    }
  };
  visit(inside);
  return { rows, runs };
}

/** The rows a value names, by id (`$1f`, `$L1f`, `$@1f`, `$1f:…`). */
function* namedRows(value: unknown): Generator<string> {
  if (typeof value === 'string') {
    const reference = /^\$[L@]?([0-9a-f]+)(?::|$)/.exec(value);
    if (reference) yield reference[1]!;
  } else if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) yield* namedRows(child);
  }
}

export interface Trimmed {
  html: string;
  /** Characters of style text taken out of the page data. */
  removed: number;
  /** Characters of the head's inline scripts and the structured data taken out of the page data. */
  removedScripts: number;
  /**
   * Characters of kept blocks' insides and attributes (components/kept-block.tsx) and of noscripts' insides taken out
   * of the page data, rows they alone named included.
   */
  removedBlocks: number;
  /** Kept blocks left whole: something inside them runs in the browser, or another part of the data refers into them. */
  blocksLeftWhole: number;
}

export function trimPageData(html: string): Trimmed {
  if (html.includes('self.__next_f.push([3,'))
    throw new Error('the page data has binary pieces, which this script does not read');
  const scripts = [...html.matchAll(DATA_SCRIPT)];
  const pushes = html.split('self.__next_f.push(').length - 1;
  // Besides the one that starts the array ("(self.__next_f=self.__next_f||[]).push([0])"), every one is a data script.
  if (scripts.length !== pushes)
    throw new Error(`expected every page data script to be of the form <script>self.__next_f.push([1,"…"])</script>`);
  if (scripts.length === 0) return { html, removed: 0, removedScripts: 0, removedBlocks: 0, blocksLeftWhole: 0 };
  const pieces = scripts.map((match) => (JSON.parse(match[1]!) as [1, string])[1]);
  for (const [index, piece] of pieces.entries()) {
    if (escapeForScript(JSON.stringify([1, piece])) !== scripts[index]![1])
      throw new Error('a page data script does not read back as it was written');
  }
  const data = pieces.join('');
  const rows = parseRows(data);
  const inHead = headStyles(html);
  /** The style is in the head, by its href, with the same precedence and text: React will use that element. */
  const alreadyInHead = (href: string, precedence: string, css: string) => {
    const held = inHead.get(href);
    return held !== undefined && held.precedence === precedence && css !== '' && held.css.includes(css);
  };

  const textRows = new Map(rows.filter((row) => row.kind === 'text').map((row) => [row.id, row]));
  const textOf = (children: string) => {
    const reference = /^\$([0-9a-f]+)$/.exec(children);
    return reference ? textRows.get(reference[1]!) : undefined;
  };
  // Each model row's value (a row with a tag, I, HL, E…, is not JSON and holds no elements).
  const values = new Map<string, unknown>();
  for (const row of rows) {
    if (row.kind !== 'model' || !/^[[{"]/.test(row.body)) continue;
    try {
      values.set(row.id, JSON.parse(row.body));
    } catch {
      continue;
    }
  }
  const blank = new Set<string>();
  const changed = new Set<string>();
  let removed = 0;

  // Hoisted styles the head holds, with their text, go: the element as well as its text (see above).
  const dropped: { id: string; found: Found<StyleElement> }[] = [];
  for (const [id, value] of values) {
    for (const found of styleElements({ value })) {
      const written = found.element[3];
      const props = typeof written === 'string' ? resolve(values, written) : written;
      if (props === null || typeof props !== 'object') continue;
      const { href, precedence, children } = props as Record<string, unknown>;
      if (typeof href !== 'string' || typeof precedence !== 'string' || typeof children !== 'string') continue;
      const text = textOf(children);
      const css = text ? text.body : children;
      if (!alreadyInHead(href, precedence, css)) continue;
      dropped.push({ id, found });
      // The text is counted once: where it is written, not where another element refers to it.
      if (text && !blank.has(text.id)) {
        blank.add(text.id);
        removed += css.length;
      } else if (!text && typeof written === 'object') removed += css.length;
    }
  }
  // Every path reference left must lead where it led (to a dropped element itself, it now leads to nothing).
  const references = [...values.values()].flatMap((value) => [...pathReferences(value)]);
  const leads = new Set(references.filter((reference) => resolve(values, reference) !== undefined));
  for (const { id, found } of dropped) {
    if (Array.isArray(found.parent)) found.parent[found.at as number] = null;
    else found.parent[found.at] = null;
    if (found.at === 'value' && !Array.isArray(found.parent) && values.get(id) === found.element) values.set(id, null);
    changed.add(id);
  }
  for (const value of values.values()) {
    for (const reference of pathReferences(value)) {
      if (leads.has(reference) && resolve(values, reference) === undefined)
        throw new Error(`the page data refers into a style element this script takes out (${reference})`);
    }
  }

  // The head's inline scripts, as the head holds them, go from the data (see above).
  const head = html.slice(0, html.indexOf('</head>'));
  const document = html.slice(0, html.indexOf('<script>self.__next_f'));
  let removedScripts = 0;
  for (const [id, value] of values) {
    for (const [, , , props] of inlineScripts(value)) {
      const text = props.dangerouslySetInnerHTML!.__html as string;
      const held =
        head.includes(`<script>${text}</script>`) ||
        // Structured data (a lesson's Course, the FAQ): for search engines, which read the HTML; no script reads it.
        (props.type === 'application/ld+json' &&
          document.includes(`<script type="application/ld+json">${text}</script>`));
      if (text === '' || !held) continue;
      props.dangerouslySetInnerHTML!.__html = '';
      removedScripts += text.length;
      changed.add(id);
    }
  }

  const body = html.slice(html.indexOf('<body'));
  // Kept blocks' insides and attributes go, where the body holds the block and nothing inside it runs in the browser;
  // and noscripts' insides.
  const clients = clientComponents(rows, values);
  const keptBlockTypes = new Set([...clients].filter(([, name]) => name === 'KeptBlock').map(([id]) => `$L${id}`));
  const pathsNow = () => [...values.values()].flatMap((value) => [...pathReferences(value)]);
  const ledBefore = new Set(pathsNow().filter((reference) => resolve(values, reference) !== undefined));
  const named = new Set<string>();
  let removedBlocks = 0;
  let blocksLeftWhole = 0;
  for (const [id, value] of values) {
    for (const [, , , props] of keptBlocks(value, keptBlockTypes)) {
      if (props.children == null && props.dangerouslySetInnerHTML == null) continue;
      if (!body.includes(`data-keep="${props.keep}"`)) continue;
      // The inside and the attributes (class, style, label…) go; the key and the element stay.
      const inside = Object.fromEntries(Object.entries(props).filter(([name]) => name !== 'keep' && name !== 'as'));
      const { rows: itNames, runs } = insideOf(values, clients, inside);
      if (runs) {
        blocksLeftWhole += 1;
        continue;
      }
      for (const name of Object.keys(inside)) delete props[name];
      // A reference elsewhere that led into the block would now lead nowhere: the block stays whole.
      if (pathsNow().some((reference) => ledBefore.has(reference) && resolve(values, reference) === undefined)) {
        Object.assign(props, inside);
        blocksLeftWhole += 1;
        continue;
      }
      removedBlocks += JSON.stringify(inside).length;
      for (const row of itNames) named.add(row);
      changed.add(id);
    }
    // What a <noscript> holds is for a browser without scripts: React never draws it in the browser (it leaves a
    // noscript empty there), so its copy in the data goes, the element staying in its place.
    for (const [, , , props] of noscripts(value)) {
      const inside = { children: props.children };
      const { rows: itNames, runs } = insideOf(values, clients, inside);
      if (runs) continue;
      delete props.children;
      if (pathsNow().some((reference) => ledBefore.has(reference) && resolve(values, reference) === undefined)) {
        Object.assign(props, inside);
        continue;
      }
      removedBlocks += JSON.stringify(inside).length;
      for (const row of itNames) named.add(row);
      changed.add(id);
    }
  }
  // The rows only the insides named go too (text rows are emptied, other rows dropped), and then those only they named.
  const droppedRows = new Set<string>();
  for (let more = named.size > 0; more;) {
    more = false;
    const stillNamed = new Set<string>();
    for (const [id, value] of values) if (!droppedRows.has(id)) for (const row of namedRows(value)) stillNamed.add(row);
    for (const row of rows)
      if (row.kind === 'model' && !values.has(row.id))
        for (const match of row.body.matchAll(/"\$[L@]?([0-9a-f]+)[":]/g)) stillNamed.add(match[1]!);
    for (const row of named) {
      if (stillNamed.has(row) || droppedRows.has(row) || blank.has(row)) continue;
      if (textRows.has(row)) {
        blank.add(row);
        removedBlocks += textRows.get(row)!.body.length;
      } else if (values.has(row)) {
        droppedRows.add(row);
        removedBlocks += JSON.stringify(values.get(row)).length;
        for (const next of namedRows(values.get(row))) named.add(next);
        more = true;
      }
    }
  }
  const rewritten = new Map<Row, string>();
  for (const row of rows) {
    if (row.kind === 'model' && droppedRows.has(row.id)) rewritten.set(row, '');
    else if (row.kind === 'model' && changed.has(row.id))
      rewritten.set(row, `${row.id}:${JSON.stringify(values.get(row.id))}\n`);
  }

  // The rows again, trimmed; each script's piece now starts where the row it started in starts.
  let trimmed = '';
  const rowStarts = new Map<number, number>();
  for (const row of rows) {
    rowStarts.set(row.start, trimmed.length);
    if (row.kind === 'text' && blank.has(row.id)) trimmed += `${row.id}:T0,`;
    else trimmed += rewritten.get(row) ?? data.slice(row.start, row.end);
  }
  const starts = rows.map((row) => row.start);
  const rowStartOf = (offset: number) => starts.findLast((start) => start <= offset) ?? 0;
  let offset = 0;
  const bounds = pieces.map((piece) => {
    const at = offset;
    offset += piece.length;
    return rowStarts.get(rowStartOf(at))!;
  });
  bounds[0] = 0;
  let index = 0;
  const result = html.replace(DATA_SCRIPT, () => {
    const piece = trimmed.slice(bounds[index], index + 1 < bounds.length ? bounds[index + 1] : trimmed.length);
    index += 1;
    return `<script>self.__next_f.push(${escapeForScript(JSON.stringify([1, piece]))})</script>`;
  });
  return { html: result, removed, removedScripts, removedBlocks, blocksLeftWhole };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  let before = 0;
  let removed = 0;
  let removedGlyphs = 0;
  let removedScripts = 0;
  let removedBlocks = 0;
  let blocksLeftWhole = 0;
  const files = htmlFiles(outDir);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    let result: Trimmed;
    try {
      result = trimPageData(html);
    } catch (error) {
      throw new Error(`${path.relative(outDir, file)}: ${(error as Error).message}`, { cause: error });
    }
    // Every page has the site's stylesheet in its head and its data: none left is a sign the format changed.
    if (result.removed === 0 && html.includes('self.__next_f.push([1,'))
      throw new Error(`${path.relative(outDir, file)}: no style text found in its page data to take out`);
    before += html.length;
    removed += result.removed;
    removedScripts += result.removedScripts;
    removedBlocks += result.removedBlocks;
    blocksLeftWhole += result.blocksLeftWhole;
    // Then, in the body alone (the data's copy of it is gone), each shared glyph defined once a page.
    let glyphs: ReturnType<typeof defineGlyphsOnce>;
    try {
      glyphs = defineGlyphsOnce(result.html);
    } catch (error) {
      throw new Error(`${path.relative(outDir, file)}: ${(error as Error).message}`, { cause: error });
    }
    removedGlyphs += glyphs.removed;
    writeFileSync(file, glyphs.html);
  }
  console.log(
    `Took ${Math.round(removed / 1024)} KB of style text the <head> already holds out of ${files.length} pages' data (${Math.round((100 * removed) / before)} % of their HTML)`,
  );
  console.log(
    `Took ${Math.round(removedBlocks / 1024)} KB of kept blocks' insides (notation, grids, captions, policies, the footer) and <noscript> contents out of the same (${Math.round((100 * removedBlocks) / before)} %); ${blocksLeftWhole} left whole (something in them runs in the browser, or the data refers into them)`,
  );
  console.log(
    `Took ${Math.round(removedScripts / 1024)} KB of the head's inline scripts and the structured data out of the same`,
  );
  console.log(`Took ${Math.round(removedGlyphs / 1024)} KB of glyphs defined again on their page out of the same`);
}
