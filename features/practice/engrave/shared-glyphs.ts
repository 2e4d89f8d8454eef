/**
 * Each glyph drawn once a groove: VexFlow writes every notehead, rest, clef and flag as a path of its own, the whole
 * outline again at each place (a line of sixteenths on the hi-hat is the same x sixteen times, about 300 bytes each,
 * and each line of each layout draws its clef again). Here a glyph the groove draws twice or more is defined once,
 * at the origin, in its first line's `<defs>`, and each place `<use>`s it, moved there. It looks the same (the
 * outline is the same, to a tenth of a pixel: e2e/notation-glyphs.spec.ts compares them). The first line of the
 * one-bar-a-line layout is in every page that shows the groove, hidden or not (a `<use>` draws from a definition
 * hidden with its SVG, as icon sprites do). Each glyph's id is made from its definition, so every groove on a page
 * that draws the same glyph names it alike, and the build keeps the first of its definitions on each page
 * (scripts/glyph-ids.ts).
 */

import { compactPath } from './svg-markup';

const SVG_NS = 'http://www.w3.org/2000/svg';
/**
 * Two outlines are the same glyph when every number differs by no more than this (in pixels): VexFlow writes each
 * place's absolute numbers to a thousandth, so one glyph's outline moved to the origin differs by a thousandth or two.
 */
const SAME_WITHIN = 0.006;

/** FNV-1a, 32 bits, as base 36: a short name for a glyph, the same every build. */
function nameOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** A glyph's outline moved to the origin: its commands (M, L, Q, C, Z), their numbers, and where it started. */
interface Outline {
  commands: string;
  numbers: number[];
  x: number;
  y: number;
}

/**
 * A glyph's absolute path data moved so that it starts at the origin: VexFlow's glyphs are filled outlines of
 * absolute commands, starting with a move. Undefined for anything else.
 */
function outlineOf(data: string): Outline | undefined {
  const commands = [...data.matchAll(/([MLQCZ])([^MLQCZ]*)/gi)];
  const first = commands[0];
  if (!first || first[1] !== 'M' || commands.some(([, command]) => command !== command!.toUpperCase()))
    return undefined;
  const [x, y] = (first[2] ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number) as [number, number];
  if (!Number.isFinite(x) || !Number.isFinite(y)) return undefined;
  const numbers: number[] = [];
  let letters = '';
  for (const [, command, args] of commands) {
    const values = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    letters += `${command}${values.length}`;
    values.forEach((value, index) => numbers.push(value - (index % 2 === 0 ? x : y)));
  }
  return { commands: letters, numbers, x, y };
}

/** The outline as path data at the origin (the first place's numbers, to a thousandth of a pixel). */
function dataOf({ commands, numbers }: Outline): string {
  let at = 0;
  return [...commands.matchAll(/([MLQCZ])(\d+)/g)]
    .map(([, command, count]) => {
      const values = numbers.slice(at, at + Number(count));
      at += Number(count);
      return `${command}${values.map((value) => Math.round(value * 1000) / 1000).join(' ')}`;
    })
    .join('');
}

const same = (one: Outline, other: Outline) =>
  one.commands === other.commands &&
  one.numbers.every((value, index) => Math.abs(value - other.numbers[index]!) <= SAME_WITHIN);

/**
 * Defines each glyph drawn twice or more in a groove's lines (`svgs`, all its layouts) once, in the first line's
 * `<defs>`, and draws its places with `<use>`.
 */
export function shareGlyphs(svgs: readonly SVGSVGElement[]): void {
  const first = svgs[0];
  if (!first) return;
  const document = first.ownerDocument;
  const found: { outline: Outline; attributes: string; places: { path: Element; x: number; y: number }[] }[] = [];
  for (const path of svgs.flatMap((svg) => [...svg.querySelectorAll('path')])) {
    // A glyph is filled and not stroked; a stave line, a stem, a beam or a curve is drawn otherwise.
    if (path.getAttribute('stroke') !== 'none' || path.hasAttribute('fill')) continue;
    const outline = outlineOf(path.getAttribute('d') ?? '');
    if (!outline) continue;
    const attributes = JSON.stringify(
      [...path.attributes].filter(({ name }) => name !== 'd').map(({ name, value }) => [name, value]),
    );
    const glyph = found.find((each) => each.attributes === attributes && same(each.outline, outline));
    const place = { path, x: outline.x, y: outline.y };
    if (glyph) glyph.places.push(place);
    else found.push({ outline, attributes, places: [place] });
  }
  const shared = found.filter(({ places }) => places.length > 1);
  if (shared.length === 0) return;
  const defs = document.createElementNS(SVG_NS, 'defs');
  const defined = new Set<string>();
  for (const { outline, attributes, places } of shared) {
    const data = dataOf(outline);
    // Named from the glyph as the page writes it (attributes, and its outline to a tenth of a pixel): every groove
    // that draws the same x notehead, rest or clef names it alike, so a page defines it once however many grooves
    // draw it (scripts/glyph-ids.ts). Two outlines of one groove written alike are one glyph.
    const id = `g${nameOf(`${attributes}${compactPath(data)}`)}`;
    if (!defined.has(id)) {
      defined.add(id);
      const definition = document.createElementNS(SVG_NS, 'path');
      definition.setAttribute('id', id);
      for (const [name, value] of JSON.parse(attributes) as [string, string][]) definition.setAttribute(name, value);
      definition.setAttribute('d', data);
      defs.append(definition);
    }
    for (const { path, x, y } of places) {
      const use = document.createElementNS(SVG_NS, 'use');
      use.setAttribute('href', `#${id}`);
      use.setAttribute('x', String(x));
      use.setAttribute('y', String(y));
      path.replaceWith(use);
    }
  }
  first.prepend(defs);
}
