/**
 * VexFlow's SVG made small and safe for the page: paths written relative and to a tenth of a pixel (level and upright
 * lines by their one length), groups that change nothing taken out, colours as `currentColor`, single quotes.
 */
/** A coordinate or size rounded to a tenth of a pixel, as the drawings write them. */
export const toTenth = (x: number) => Math.round(x * 10) / 10;

/** A number in tenths of a pixel, written as short as SVG allows: 12, 1.5, -.5. */
export function short(tenths: number): string {
  const text = String(tenths / 10);
  return text.replace(/^(-?)0\./, '$1.');
}

/**
 * Joins numbers as path data reads them: a minus sign always starts a new number, and so does
 * a dot after a number that has one already (`1.5.5` is 1.5 and .5); anything else needs a space.
 */
export function joined(values: number[]): string {
  let path = '';
  let previous = '';
  for (const value of values.map(short)) {
    const joins = path === '' || value.startsWith('-') || (value.startsWith('.') && previous.includes('.'));
    path += joins ? value : ` ${value}`;
    previous = value;
  }
  return path;
}

/**
 * VexFlow's absolute path data, rewritten relative to the pen and rounded to a tenth of a
 * pixel: a third the size, and every copy of a glyph (each x notehead, each rest) becomes the
 * same text, which the page's compression then sends once.
 */
export function compactPath(data: string): string {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let out = '';
  const tenths = (value: number) => Math.round(value * 10);
  for (const [, command, args] of data.matchAll(/([MLQCAZ])([^MLQCAZ]*)/gi)) {
    const numbers = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const upper = command!.toUpperCase();
    if (upper === 'Z') {
      out += 'z';
      x = startX;
      y = startY;
      continue;
    }
    if (upper === 'A') {
      const [rx, ry, rotation, large, sweep, toX, toY] = numbers as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      const [nextX, nextY] = [tenths(toX), tenths(toY)];
      out += `a${joined([tenths(rx), tenths(ry), rotation * 10, large * 10, sweep * 10, nextX - x, nextY - y])}`;
      [x, y] = [nextX, nextY];
      continue;
    }
    const points: number[] = [];
    for (let at = 0; at + 1 < numbers.length; at += 2) points.push(tenths(numbers[at]!), tenths(numbers[at + 1]!));
    // A command may repeat its arguments: each segment (one pair for M and L, two for Q, three for C) is
    // relative to where the one before it ended. Pairs after a first M are lines.
    const size = { M: 2, L: 2, Q: 4, C: 6 }[upper as 'M' | 'L' | 'Q' | 'C'];
    let letter = upper.toLowerCase();
    const relative: number[] = [];
    for (let at = 0; at < points.length; at += size) {
      const segment = points.slice(at, at + size);
      if (upper === 'M' && out === '' && at === 0) {
        out += `M${joined(segment)}`;
        letter = 'l';
      } else {
        relative.push(...segment.map((value, index) => value - (index % 2 === 0 ? x : y)));
      }
      [x, y] = [segment[segment.length - 2]!, segment[segment.length - 1]!];
      if (upper === 'M' && at === 0) [startX, startY] = [x, y];
    }
    if (letter === 'l') out += lines(relative);
    else if (relative.length) out += `${letter}${joined(relative)}`;
  }
  return out;
}

/** Relative lines, each level or upright one written by its one length (`h`, `v`): a stem is `v-30.2`, not `l0-30.2`. */
function lines(relative: number[]): string {
  let out = '';
  let letter = '';
  let values: number[] = [];
  const flush = () => {
    if (values.length) out += `${letter}${joined(values)}`;
    values = [];
  };
  for (let at = 0; at + 1 < relative.length; at += 2) {
    const [dx, dy] = [relative[at]!, relative[at + 1]!];
    const [next, lengths] = dx === 0 ? ['v', [dy]] : dy === 0 ? ['h', [dx]] : ['l', [dx, dy]];
    if (next !== letter) flush();
    letter = next;
    values.push(...lengths);
  }
  flush();
  return out;
}

/** A group with no attributes, holding no group: it changes nothing drawn, but is one more element for the page to lay out. */
const BARE_GROUP = /<g>((?:(?!<\/?g[ >]).)*)<\/g>/gs;

/** Takes out the groups that change nothing (VexFlow wraps every stem, head and flag in one), innermost first. */
export function unwrapBareGroups(markup: string): string {
  let previous: string;
  let out = markup;
  do {
    previous = out;
    out = out.replace(BARE_GROUP, '$1');
  } while (out !== previous);
  return out;
}

/**
 * What VexFlow writes on every SVG it draws (a font, no dashes) and the drawing does not need: each of its texts names
 * its own font size and weight. (What the letters share is then written there again, by compact-svg.ts.)
 */
const VEXFLOW_DEFAULTS = ['style', 'stroke-dasharray', 'font-family', 'font-size', 'font-weight', 'font-style'];

/** Takes VexFlow's defaults off its SVG, before anything of the drawing's own is written there. */
export function withoutDefaults(svg: Element): void {
  for (const name of VEXFLOW_DEFAULTS) svg.removeAttribute(name);
}

/**
 * Turns VexFlow's markup into the page's: theme colours, no ids but shared glyphs', notes marked with their step, short paths, and
 * no groups that change nothing (a third of its elements: a page of forty rudiments had six thousand in its notation).
 */
export function clean(markup: string): string {
  return (
    unwrapBareGroups(
      markup
        .replace(/ id="vf-step-(\d+)"/g, ' data-step="$1"')
        // VexFlow's ids and classes go; a shared glyph's id (shared-glyphs.ts: `g<name>`) stays for its uses.
        .replace(/ (id|class|pointer-events)="(?!g[0-9a-z]+")[^"]*"/g, ''),
    )
      .replace(/ (fill|stroke)="(?!none)[^"]*"/g, ' $1="currentColor"')
      .replace(/ d="([^"]*)"/g, (_, data: string) => ` d="${compactPath(data)}"`)
      .replace(
        / (x|y|width|height)="(-?\d+\.\d+)"/g,
        (_, name: string, value: string) => ` ${name}="${short(Math.round(Number(value) * 10))}"`,
      )
      // Single quotes: the page also carries the markup inside its React payload, a JSON string in a script, where
      // every double quote is escaped twice over; a single quote costs nothing there.
      .replace(/="([^"]*)"/g, "='$1'")
      // An empty element closed in its start tag, as SVG in an HTML page may be: `<use …/>` for `<use …></use>`.
      .replace(/><\/(path|use|rect)>/g, '/>')
  );
}
