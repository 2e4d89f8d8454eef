import { describe, expect, it } from 'vitest';
import { engrave } from './engrave';
import { WIDE_AT, wideAtOfLines, wideLinesOf } from './layout';
import { parseGroove } from '../groove/parse';

const bar = 'x-x-x-x-x-x-x-x-';
const fourBars = parseGroove({
  title: 'Four bars',
  hihat: [bar, bar, bar, bar].join(' | '),
  snare: ['----x-------x---', '----x-------x---', '----x-------x---', '----x---x---x-x-'].join(' | '),
  kick: ['x-------x-------', 'x-------x-x-----', 'x-------x-------', 'x-----x-x-------'].join(' | '),
  tempo: '90',
  tempoChange: 'bar 3: 120',
});

describe("a lesson's wide lines, made of its one-bar drawings", () => {
  const [oneALine] = engrave(fourBars, { twoALine: false });
  const lines = wideLinesOf(fourBars, oneALine!);

  it('draws one layout only when asked, each bar with its clef, the bars after the first knowing where it ends', () => {
    expect(engrave(fourBars, { twoALine: false })).toHaveLength(1);
    expect(engrave(fourBars)).toHaveLength(2);
    const systems = oneALine!.systems;
    expect(systems.map((system) => system.bars)).toEqual([1, 1, 1, 1]);
    expect(systems[0]!.clef).toBe(0);
    // The percussion clef's two bars end a little past 20 units in, after the line's barline; the cut is past them.
    for (const system of systems.slice(1)) expect(system.clef).toBeGreaterThan(18);
    for (const system of systems.slice(1)) expect(system.clef).toBeLessThan(26);
    expect(systems.map((system) => system.svg.match(/<svg[^>]*viewBox='0 (-?[\d.]+) /)?.[1])).toEqual(
      systems.map((system) => String(system.top)),
    );
  });

  it('sets the bars two a line, the second without its clef, as tall as the higher reaches and the lower goes', () => {
    const systems = oneALine!.systems;
    expect(lines.map((line) => line.bars.map((each) => each.firstBar))).toEqual([
      [0, 1],
      [2, 3],
    ]);
    const [first, second] = [systems[0]!, systems[1]!];
    // The first up to its barline (its staff's end, inside its drawing), the second from past its clef to its end.
    expect(first.end).toBeLessThan(first.width);
    expect(first.end).toBeGreaterThan(first.width - 4);
    expect(lines[0]!.width).toBeCloseTo(first.end + second.width - second.clef, 5);
    expect(lines[0]!.bars.map(({ cut, to }) => [cut, to])).toEqual([
      [0, first.end],
      [second.clef, second.width],
    ]);
    // The tempo over the first bar and over the third (a change) reaches higher than the bar beside it.
    expect(first.top).toBeLessThan(second.top);
    expect(lines[0]!.top).toBe(first.top);
    expect(lines[0]!.height).toBe(Math.max(first.top + first.height, second.top + second.height) - first.top);
  });

  it('shows two a line from the first width that holds a wide line at 80 % of its size; never for one bar', () => {
    const wideAt = wideAtOfLines(lines)!;
    expect(WIDE_AT).toContain(wideAt);
    const widest = Math.max(...lines.map((line) => line.width));
    expect(widest * 0.8).toBeLessThanOrEqual(wideAt);
    const earlier = WIDE_AT[WIDE_AT.indexOf(wideAt as (typeof WIDE_AT)[number]) - 1];
    if (earlier) expect(widest * 0.8).toBeGreaterThan(earlier);
    const one = parseGroove({ title: 'One bar', hihat: bar });
    const [single] = engrave(one, { twoALine: false });
    expect(wideAtOfLines(wideLinesOf(one, single!))).toBeUndefined();
  });

  it('starts a coda on a line of its own', () => {
    const charted = parseGroove({
      title: 'Chart',
      hihat: [bar, bar, bar, bar].join(' | '),
      form: 'bar 1: |:; bar 2: :| to coda; bar 3: D.C. al coda; bar 4: coda',
    });
    const [drawn] = engrave(charted, { twoALine: false });
    expect(wideLinesOf(charted, drawn!).map((line) => line.bars.map((each) => each.firstBar))).toEqual([
      [0, 1],
      [2],
      [3],
    ]);
  });
});
