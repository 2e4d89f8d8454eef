import { describe, expect, it } from 'vitest';
import { compactPath, engrave } from './engrave';
import { glyphDefinitionsOf } from './layout';
import { parseGroove, type Groove } from '../groove/parse';

const rock = parseGroove({
  title: 'Rock',
  hihat: 'x-x-x-x-x-x-x-x-',
  snare: '----x-------x---',
  kick: 'x-------x-------',
});

/** The absolute points a path visits, from either form of path data, in tenths of a pixel, segment by segment. */
function points(data: string): number[][] {
  const out: number[][] = [];
  let [x, y] = [0, 0];
  let start = [0, 0];
  for (const [, command, args] of data.matchAll(/([MLHVQCAZ])([^MLHVQCAZ]*)/gi)) {
    const numbers = (args!.match(/-?(\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const upper = command!.toUpperCase();
    const relative = command === command!.toLowerCase();
    // Closing a path puts the pen back where the path began.
    if (upper === 'Z') {
      [x, y] = start as [number, number];
      continue;
    }
    // A level or upright line moves the pen along one axis, once for each length.
    if (upper === 'H' || upper === 'V') {
      for (const length of numbers) {
        if (upper === 'H') x = Math.round(((relative ? x : 0) + length) * 10) / 10;
        else y = Math.round(((relative ? y : 0) + length) * 10) / 10;
        out.push([Math.round(x * 10), Math.round(y * 10)]);
      }
      continue;
    }
    const pairs =
      upper === 'A'
        ? [numbers.slice(5, 7)]
        : Array.from({ length: numbers.length / 2 }, (_, at) => numbers.slice(at * 2, at * 2 + 2));
    const size = upper === 'C' ? 3 : upper === 'Q' ? 2 : 1;
    for (let at = 0; at < pairs.length; at += size) {
      // Each segment is relative to where the one before it ended.
      const [baseX, baseY] = relative ? [x, y] : [0, 0];
      const absolute = pairs
        .slice(at, at + size)
        .map(([px, py]) => [Math.round((baseX + px!) * 10), Math.round((baseY + py!) * 10)]);
      out.push(...absolute);
      [x, y] = [absolute.at(-1)![0]! / 10, absolute.at(-1)![1]! / 10];
      if (upper === 'M' && at === 0) start = [x, y];
    }
  }
  return out;
}

describe('compactPath', () => {
  it('writes the same points relative to the pen, a tenth of a pixel apart at most', () => {
    const data =
      'M12.458 109.491L12.458 90.509C12.458 90.172,12.234 89.891,11.897 89.891L6.562 89.891Z M78.826 95.5 A2 2 0 0 0 74.826 95.5';
    const compact = compactPath(data);
    expect(compact.length).toBeLessThan(data.length * 0.6);
    expect(points(compact)).toEqual(points(data));
  });

  it('moves the pen along a command with several segments, and draws lines after a first M with several points', () => {
    expect(compactPath('M1 1L2 2 3 3')).toBe('M1 1l1 1 1 1');
    expect(compactPath('M1 1 2 2 3 4')).toBe('M1 1l1 1 1 2');
    const curves = 'M10 10C11 11,12 12,13 13 14 14,15 15,16 16Q17 17,18 18 19 19,20 20';
    expect(points(compactPath(curves))).toEqual(points(curves));
  });

  it('writes a level or upright line by its one length', () => {
    expect(compactPath('M1 1L1 4L3 4L5 6')).toBe('M1 1v3h2l2 2');
    expect(compactPath('M0 0L0 2 0 5 3 5')).toBe('M0 0v2 3h3');
    const stems = 'M97 71L97 40.8M118.1 71L118.1 40.8';
    expect(compactPath(stems)).toBe('M97 71v-30.2m21.1 30.2v-30.2');
    expect(points(compactPath(stems))).toEqual(points(stems));
  });

  it('keeps numbers apart where a dot would join them', () => {
    // 12 then .5 must not read as 12.5.
    expect(compactPath('M0 0L12 0.5')).toBe('M0 0l12 .5');
    expect(compactPath('M0 0L1.5 1')).toBe('M0 0l1.5 1');
    expect(compactPath('M0 0L1.5 1.5L1 1')).toBe('M0 0l1.5 1.5l-.5-.5');
  });
});

describe('engrave', () => {
  it('leaves out the groups that change nothing, keeping each note in the group that names its step', () => {
    const flams = parseGroove({ title: 'Flams', snare: 'Fxx Fxx Fxx Fxx', sticking: 'RLR LRL RLR LRL' });
    for (const groove of [rock, flams]) {
      const svg = engrave(groove)[0]!
        .systems.map((system) => system.svg)
        .join('');
      expect(svg).not.toContain('<g>');
      // Every played step is still a group of its own, with what draws it inside.
      const steps = [...svg.matchAll(/<g data-step='(\d+)'>(.*?)<\/g>/g)];
      expect(new Set(steps.map(([, step]) => step)).size).toBe(
        groove.places.filter((_, step) => Object.values(groove.voices).some((line) => line[step])).length,
      );
      expect(steps.every(([, , inside]) => /<(path|rect|use)/.test(inside!))).toBe(true);
    }
  });

  it('draws a one-bar groove as one line of SVG, each note marked with its step, in the theme colour', () => {
    const layouts = engrave(rock);
    expect(layouts.map((layout) => layout.barsPerSystem)).toEqual([1]);
    const [system] = layouts[0]!.systems;
    const svg = system!.svg;
    expect(svg.startsWith('<svg')).toBe(true);
    // Every hi-hat eighth (hands) and the bass drum on 1 and 3 (feet): one marked group per note, none for rests.
    const steps = [...svg.matchAll(/data-step='(\d+)'/g)].map((match) => Number(match[1]));
    expect(steps.sort((a, b) => a - b)).toEqual([0, 0, 2, 4, 6, 8, 8, 10, 12, 14]);
    // No ids but those of the glyphs drawn once and used at each note (shared-glyphs.ts), each used.
    const ids = [...svg.matchAll(/ id='([^']+)'/g)].map((match) => match[1]!);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect(id).toMatch(/^g[0-9a-z]+$/);
      expect(svg).toContain(`href='#${id}'`);
    }
    expect(
      [...svg.matchAll(/ (?:fill|stroke)='([^']+)'/g)]
        .map((match) => match[1])
        .filter((colour) => colour !== 'currentColor' && colour !== 'none'),
    ).toEqual([]);
    expect(svg).toMatch(/viewBox='0 -?\d+ \d+ \d+'/);
    // Single quotes only: the markup travels again inside the page's React payload, where double quotes are escaped twice.
    expect(svg).not.toContain('"');
    expect(system!.width).toBeGreaterThan(200);
  });

  it('draws each glyph once a groove, in its first line, and uses it in every line of both layouts', () => {
    const fill = parseGroove({
      title: 'Two bars',
      hihat: 'x-x-x-x-x-x-x-x-|x-x-x-x-x-x-x-x-',
      snare: '----x-------x---|----x-------x---',
      kick: 'x-------x-------|x-------x-------',
    });
    const [narrow, wide] = engrave(fill);
    const [first, ...others] = [...narrow!.systems, ...wide!.systems].map((system) => system.svg);
    expect(first).toContain('<defs>');
    const defined = [...first!.matchAll(/<path id='([^']+)'/g)].map((match) => match[1]!);
    // The x notehead, the filled notehead and the clef, at least.
    expect(defined.length).toBeGreaterThanOrEqual(3);
    for (const line of others) {
      expect(line).not.toContain('<defs>');
      const used = [...line.matchAll(/<use href='#([^']+)'/g)].map((match) => match[1]!);
      expect(used.length).toBeGreaterThan(8);
      for (const id of used) expect(defined).toContain(id);
    }
    // A drawing of another layout's lines alone (a notation file, a printed line) takes the definitions from here.
    const definitions = glyphDefinitionsOf(engrave(fill));
    expect(definitions).toMatch(/^<defs>.*<\/defs>$/);
    expect([...definitions.matchAll(/<path id='([^']+)'/g)].map((match) => match[1]!)).toEqual(defined);
    expect(glyphDefinitionsOf([])).toBe('');
    // Drawn without sharing, every glyph is a path of its own, and the drawing is much longer.
    const unshared = engrave(fill, { share: false }).flatMap((layout) => layout.systems.map((system) => system.svg));
    expect(unshared.join('')).not.toContain('<use ');
    expect([first, ...others].join('').length).toBeLessThan(unshared.join('').length * 0.65);
  });

  it('names a glyph from what it draws, so two different grooves name the x notehead and the clef alike', () => {
    const defined = (groove: Groove) => {
      const svg = engrave(groove)[0]!.systems[0]!.svg;
      return new Map([...svg.matchAll(/<path id='([^']+)'[^>]* d='([^']+)'/g)].map((match) => [match[1]!, match[2]!]));
    };
    const eighths = defined(rock);
    const sixteenths = defined(
      parseGroove({
        title: 'Sixteenths',
        hihat: 'xxxxxxxxxxxxxxxx|xxxxxxxxxxxxxxxx',
        snare: '----x-------x---|----x-------x---',
        kick: 'x-----x-x-------|x-----x-x-------',
      }),
    );
    const both = [...eighths.keys()].filter((id) => sixteenths.has(id));
    // At least the x notehead and the filled one; and a name names one glyph, drawn alike, in both.
    expect(both.length).toBeGreaterThanOrEqual(2);
    for (const id of both) expect(sixteenths.get(id)).toBe(eighths.get(id));
    // What differs (a sixteenth's beams are not glyphs; the eighth groove's rests are) has names of its own.
    expect(new Set([...eighths.keys(), ...sixteenths.keys()]).size).toBeGreaterThan(both.length);
  });

  it('lays a longer groove out one bar a line and two bars a line, full lines of one layout the same width', () => {
    const fill = parseGroove({
      title: 'Four bars',
      hihat: 'x-x-x-x-|x-x-x-x-|x-x-x-x-|x-x-----',
      snare: '--x---x-|--x---x-|--x---x-|--x-xxxx',
      kick: 'x---x---|x---x---|x---x---|x-------',
    });
    const [one, two] = engrave(fill);
    expect(one!.systems.map((system) => [system.firstBar, system.bars])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    expect(two!.systems.map((system) => [system.firstBar, system.bars])).toEqual([
      [0, 2],
      [2, 2],
    ]);
    // The first line also holds the time signature; the others give their bars that room, so notes are one size on a narrow screen.
    expect(new Set(one!.systems.map((system) => system.width)).size).toBe(1);
    expect(new Set(two!.systems.map((system) => system.width)).size).toBe(1);
    // Sixteenth-note steps of the last bar are marked in both layouts.
    for (const layout of [one!, two!]) expect(layout.systems.at(-1)!.svg).toContain("data-step='31'");
  });

  it('gives a last line with fewer bars its own width, and each line its own height', () => {
    const three = parseGroove({
      title: 'Three bars',
      snare: 'x-x-x-x-|x-x-x-x-|xxxxxxxx',
      sticking: 'R-R-R-R-|R-R-R-R-|--------',
    });
    const [, two] = engrave(three);
    const [full, last] = two!.systems;
    expect(last!.bars).toBe(1);
    expect(last!.width).toBeLessThan(full!.width * 0.75);
    // The line with sticking needs room for its letters under the staff.
    expect(full!.height).toBeGreaterThan(last!.height);
  });

  it("draws a groove with nothing in it yet (the builder's blank bar) as a bar's rest on the staff", () => {
    const [layout] = engrave(parseGroove({ title: 'Blank', snare: '-'.repeat(16) }));
    const svg = layout!.systems[0]!.svg;
    expect(svg).toContain('<svg');
    // A rest, no note: nothing for the player to light.
    expect(svg).not.toContain('data-step');
    expect(svg).not.toMatch(/vf-stem/);
  });

  it('writes the sticking under the notes', () => {
    const [layout] = engrave(parseGroove({ title: 'Paradiddle', snare: 'xxxx xxxx', sticking: 'RLRR LRLL' }));
    const letters = [...layout!.systems[0]!.svg.matchAll(/<text[^>]*>([RL])<\/text>/g)]
      .map((match) => match[1])
      .join('');
    expect(letters).toBe('RLRRLRLL');
  });

  it("writes a chart's road map over its bars, sets its coda apart, and writes a slash bar's kicks alone", () => {
    const chart = parseGroove({
      title: 'Chart',
      hihat: 'x-x-x-x- | x-x-x-x- | x-x-x-x- | x-x-x-x- | x-x-x--- | x-x-x-x-',
      crash: '-------- | -------- | -------- | -------- | -----X-- | X-------',
      snare: '--x---x- | --x---x- | --x---x- | --x---x- | --x-x--- | --------',
      kick: 'x---x--- | x---x--- | x---x--- | x---x--- | x----x-- | x-------',
      form: 'bar 2: 1. :|; bar 3: 2.; bar 4: segno; bar 5: time to coda; bar 5: D.S. al coda; bar 6: coda',
    });
    const [one, two] = engrave(chart);
    const words = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((match) => match[1]);
    expect(one!.systems.map((system) => words(system.svg))).toEqual([
      [],
      ['1.'],
      ['2.'],
      [],
      ['To Coda · D.S. al Coda'],
      ['Coda'],
    ]);
    // Two bars a line, but the coda on a line of its own.
    expect(two!.systems.map((system) => [system.firstBar, system.bars])).toEqual([
      [0, 2],
      [2, 2],
      [4, 1],
      [5, 1],
    ]);
    // The slash bar writes the crash's kick on the & of 3 and nothing else it plays.
    const steps = [...one!.systems[4]!.svg.matchAll(/data-step='(\d+)'/g)].map((match) => Number(match[1]));
    expect(steps).toEqual([37]);
  });
});
