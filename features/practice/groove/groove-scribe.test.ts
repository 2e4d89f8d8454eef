import { describe, expect, it } from 'vitest';
import { writtenGrooves } from '@/features/practice/testing/written-grooves';
import { grooveScribeLink, isGrooveScribeLink, readGrooveScribe } from './groove-scribe';
import { parseGroove, type Groove, type GrooveAttributes } from './parse';

const untitled = 'My groove';

function read(link: string, maxBars?: number) {
  const result = readGrooveScribe(link, { untitled, ...(maxBars ? { maxBars } : {}) });
  if ('problem' in result) throw new Error(result.problem);
  return result;
}

/** A groove's music, without what depends only on its shape. */
const music = (groove: Groove) => ({ ...groove, shapes: undefined, places: undefined });

/**
 * Links as Groove Scribe writes them, each with what Groove Scribe draws for its letters (js/constants.js: the ABC
 * notation of each letter, quoted beside it) and the lines the same groove is written in here, row by row.
 */
const LINKS: { name: string; link: string; draws: string; lines: GrooveAttributes; left?: string[] }[] = [
  {
    name: 'the rock beat, as in its README',
    link: 'https://www.mikeslessons.com/groove/?TimeSig=4/4&Div=16&Tempo=80&Measures=1&H=|x-x-x-x-x-x-x-x-|&S=|----O-------O---|&K=|o-------o-------|',
    draws: 'H x: ^g (hi-hat); S O: !accent!c; K o: F (bass drum)',
    lines: {
      title: untitled,
      tempo: '80',
      hihat: 'x-x-x-x-x-x-x-x-',
      snare: '----X-------X---',
      kick: 'x-------x-------',
    },
  },
  {
    name: 'the hi-hat open, closed (+) and accented, and the hi-hat foot',
    link: 'https://www.mikeslessons.com/gscribe?TimeSig=4/4&Div=8&Title=Open+and+close&Tempo=96&Measures=1&H=|Xxo+Xxo+|&S=|--O---O-|&K=|o-x-o-X-|',
    draws: 'H X: !accent!^g; o: !open!^g; +: !plus!^g (closed); K x: ^d, (hi-hat foot); X: [F^d,] (both)',
    lines: {
      title: 'Open and close',
      tempo: '96',
      hihat: 'XxoxXxox',
      snare: '--X---X-',
      kick: 'x---x-x-',
      hihatfoot: '--x---x-',
    },
  },
  {
    name: 'crash, ride, ride bell and cowbell on the hi-hat row',
    link: 'http://mikeslessons.com/groove/?TimeSig=4/4&Div=8&Tempo=110&Measures=1&H=|crbrmrbr|&S=|--o---o-|&K=|o---o---|',
    draws: "H c: ^c' (crash); r: ^A' (ride); b: ^B' (ride bell); m: ^D' (cowbell)",
    lines: {
      title: untitled,
      tempo: '110',
      crash: 'x-------',
      ride: '-xbx-xbx',
      cowbell: '----x---',
      snare: '--x---x-',
      kick: 'x---x---',
    },
  },
  {
    name: 'every snare stroke',
    link: 'https://www.mikeslessons.com/groove/?TimeSig=4/4&Div=8&Tempo=70&Measures=1&H=|--------|&S=|ogxbfdO-|&K=|--------|',
    draws:
      'S o: c; g: !(.!!).!c (in brackets); x: ^c (cross-stick); b: !///!c (buzz); f: !accent!{/c}c (accented flam); d: {/cc}c (drag)',
    lines: { title: untitled, tempo: '70', snare: 'xgczFdX-' },
  },
  {
    name: 'the two toms Groove Scribe writes, T1 and T4',
    link: 'https://www.mikeslessons.com/groove/?TimeSig=4/4&Div=8&Tempo=90&Measures=1&H=|x-x-x---|&S=|--o-----|&K=|o---o---|&T1=|------o-|&T4=|-------x|',
    draws: 'T1 o: e (high tom); T4 x: A (floor tom)',
    lines: {
      title: untitled,
      tempo: '90',
      hihat: 'x-x-x---',
      hightom: '------x-',
      snare: '--x-----',
      floortom: '-------x',
      kick: 'x---x---',
    },
  },
  {
    name: 'four toms, high to low',
    link: 'https://www.mikeslessons.com/groove/?TimeSig=4/4&Div=8&Tempo=100&Measures=1&H=|--------|&S=|--------|&K=|o-------|&T1=|oo------|&T2=|--oo----|&T3=|----oo--|&T4=|------oo|',
    draws: 'T1 e, T2 d, T3 B, T4 A: four places from the fourth space down to the second',
    lines: {
      title: untitled,
      tempo: '100',
      hightom: 'xx------',
      midtom: '--xx----',
      floortom: '----xx--',
      lowtom: '------xx',
      kick: 'x-------',
    },
  },
  {
    name: 'a paradiddle with its sticking',
    link: 'https://www.mikeslessons.com/groove/?TimeSig=4/4&Div=16&Title=Paradiddles&Tempo=75&Measures=1&H=|----------------|&S=|oooooooooooooooo|&K=|----------------|&Stickings=|RLRRLRLLRLRRLRLL|',
    draws: 'Stickings R: "R"x; L: "L"x (the hand above the note)',
    lines: {
      title: 'Paradiddles',
      tempo: '75',
      snare: 'xxxxxxxxxxxxxxxx',
      sticking: 'RLRRLRLLRLRRLRLL',
    },
  },
  {
    name: 'eighth-note triplets (Div=12) over two bars',
    link: 'https://www.mikeslessons.com/groove/?TimeSig=4/4&Div=12&Title=Triplet%20feel&Tempo=60&Measures=2&H=|x-xx-xx-xx-x|x-xx-xx-xx-x|&S=|---o-----o--|---o-----oog|&K=|o-----o-----|o-----o--o--|',
    draws: 'twelve notes a bar under triplet brackets',
    lines: {
      title: 'Triplet feel',
      tempo: '60',
      hihat: 'x-xx-xx-xx-x | x-xx-xx-xx-x',
      snare: '---x-----x-- | ---x-----xxg',
      kick: 'x-----x----- | x-----x--x--',
    },
  },
  {
    name: 'sextuplets (Div=24) in 2/4',
    link: 'https://www.mikeslessons.com/groove/?TimeSig=2/4&Div=24&Tempo=60&Measures=1&H=|------------|&S=|oooooo-ooooo|&K=|o-----o-----|',
    draws: 'six notes a beat',
    lines: { title: untitled, tempo: '60', signature: '2/4', snare: 'xxxxxx-xxxxx', kick: 'x-----x-----' },
  },
  {
    name: 'thirty-second-note triplets (Div=48): twelve steps a beat',
    link: 'https://www.mikeslessons.com/groove/?TimeSig=1/4&Div=48&Tempo=40&Measures=1&S=|oooooooooooo|&K=|o-----------|',
    draws: 'twelve notes in the beat; the hi-hat row, left out, gets a note on every step',
    lines: {
      title: untitled,
      tempo: '40',
      signature: '1/4',
      subdivision: '12',
      hihat: 'xxxxxxxxxxxx',
      snare: 'xxxxxxxxxxxx',
      kick: 'x-----------',
    },
  },
  {
    name: '6/8 in eighths, from an embed link',
    link: 'GrooveEmbed.html?TimeSig=6/8&Div=8&Tempo=120&Measures=1&H=|xxxxxx|&S=|---O--|&K=|o-----|',
    draws: 'six eighths beamed in two threes',
    lines: { title: untitled, tempo: '120', signature: '6/8', hihat: 'xxxxxx', snare: '---X--', kick: 'x-----' },
  },
  {
    name: 'a swung shuffle (Swing=33 at Div=8)',
    link: 'https://www.mikeslessons.com/groove/?TimeSig=4/4&Div=8&Tempo=120&Swing=33&Measures=1&H=|xxxxxxxx|&S=|--O---O-|&K=|o---o---|',
    draws: 'straight eighths played long-short',
    lines: {
      title: untitled,
      tempo: '120',
      hihat: 'xxxxxxxx',
      snare: '--X---X-',
      kick: 'x---x---',
      swing: 'eighths',
    },
  },
  {
    name: 'thirty-seconds (Div=32), the capital letters and the metronome accent',
    link: 'https://www.mikeslessons.com/groove/?TimeSig=4/4&Div=32&Tempo=50&Measures=1&H=|NRBx----------------------------|&S=|B-------oooooooo--------oooooooo|&K=|o-------------------------------|',
    draws: "H N: ^f' (metronome accent); R: ^A' (ride); B: ^B' (bell); S B: !///!c (buzz)",
    lines: {
      title: untitled,
      tempo: '50',
      ride: '-xb-----------------------------',
      hihat: '---x----------------------------',
      snare: 'z-------xxxxxxxx--------xxxxxxxx',
      kick: 'x-------------------------------',
    },
    left: ['metronome clicks (H "N")'],
  },
  {
    name: 'swing outside 4/4, which Groove Scribe plays on the wrong notes, is left',
    link: '?TimeSig=2/4&Div=8&Tempo=100&Swing=33&Measures=1&H=|xxxx|&S=|--O-|&K=|o---|',
    draws: 'its swing counted on 32 slots of a 4/4 bar: the eighths of 2/4 stay straight',
    lines: { title: untitled, tempo: '100', signature: '2/4', hihat: 'xxxx', snare: '--X-', kick: 'x---' },
    left: ['swing outside 4/4 eighths or sixteenths (33%)'],
  },
  {
    name: 'rows left out: Groove Scribe fills them with its own groove',
    link: '?TimeSig=3/4&Div=16&Tempo=85&Measures=1',
    draws: 'H every step, S O on the even beats (2), K o on the odd ones (1, 3)',
    lines: {
      title: untitled,
      tempo: '85',
      signature: '3/4',
      hihat: 'xxxxxxxxxxxx',
      snare: '----X-------',
      kick: 'x-------x---',
    },
  },
  {
    name: 'codes the site has not got, said',
    link: 'https://www.mikeslessons.com/groove/?TimeSig=4/4&Div=8&Title=Odd+ones&Author=A+Teacher&Comments=Play+it+slowly&Tempo=350&Swing=50&Measures=1&MetronomeFreq=4&H=|xsxnxxxx|&S=|--o---o-|&K=|o---o---|&Stickings=|RBcLR--L|',
    draws: 'H s: ^d\' (stacker); n: ^e\' (metronome click); Stickings B: "R/L"x; c: the count',
    lines: {
      title: 'Odd ones',
      tempo: '300',
      hihat: 'x-x-xxxx',
      snare: '--x---x-',
      kick: 'x---x---',
      sticking: 'R---R--L',
      swing: 'eighths',
    },
    left: [
      'the stacker cymbal (H "s")',
      'metronome clicks (H "n")',
      'sticking for both hands (B)',
      'counts in the sticking row (c)',
      'sticking letters under rests',
      'the tempo 350 BPM, played at 300 (the site plays 30 to 300)',
      'a swing of 50%, played as the triplet swing (two to one, about 33%)',
      'the author',
      'the comments',
      'the metronome setting (the player has its own)',
    ],
  },
  {
    name: 'a sixteenth-note row on an eighth-note grid is thinned, an eighth-note one on sixteenths spread',
    link: 'https://www.mikeslessons.com/groove/?timesig=4/4&div=8&tempo=90&measures=1&h=|x-x-x-x-x-x-x-x-|&s=|--o---o-|&k=|o-o-|',
    draws: 'the rows laid on the grid as Groove Scribe lays them (noteArraysFromURLData)',
    lines: { title: untitled, tempo: '90', hihat: 'xxxxxxxx', snare: '--x---x-', kick: 'x---x---' },
  },
];

describe('a Groove Scribe link', () => {
  it.each(LINKS)('opens as the groove it encodes: $name', ({ link, lines, left = [] }) => {
    expect(isGrooveScribeLink(link)).toBe(true);
    const opened = read(link);
    expect(opened.left).toEqual(left);
    // Row by row, as this site writes them (bar lines and spaces aside).
    const text = (attributes: GrooveAttributes) =>
      Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, value!.replace(/[\s|]/g, '')]));
    expect(text(opened.attributes)).toEqual(text(lines));
    expect(music(parseGroove(opened.attributes))).toEqual(music(parseGroove(lines)));
  });

  it('covers every letter Groove Scribe writes', () => {
    const letters = (row: string) =>
      new Set(
        LINKS.flatMap(({ link }) => {
          const value = new RegExp(`[?&]${row}=([^&]*)`, 'i').exec(link)?.[1] ?? '';
          return [...value.replace(/[|-]/g, '')];
        }),
      );
    expect([...letters('H')].sort()).toEqual([...'+BNRXbcmnorsx'].sort());
    expect([...letters('S')].sort()).toEqual([...'BObdfgox'].sort());
    expect([...letters('K')].sort()).toEqual(['X', 'o', 'x']);
    expect([...letters('Stickings')].sort()).toEqual(['B', 'L', 'R', 'c']);
    for (const tom of ['T1', 'T2', 'T3', 'T4']) expect(letters(tom).size).toBeGreaterThan(0);
  });

  it('is not one without its rows or time signature; a division it does not write is said', () => {
    expect(isGrooveScribeLink('https://example.com/?q=drums')).toBe(false);
    expect(isGrooveScribeLink('v=1&title=Rock&snare=x---')).toBe(false);
    expect(readGrooveScribe('?TimeSig=4/4&Div=20&H=|x|', { untitled })).toEqual({
      problem: 'the division Div=20 in 4/4, which Groove Scribe does not write',
    });
  });

  it('opens as many bars as the builder holds, and says which it left', () => {
    const opened = read(
      `?TimeSig=4/4&Div=4&Measures=10&H=|${'xxxx|'.repeat(10)}&S=|${'-o-o|'.repeat(10)}&K=|${'o-o-|'.repeat(10)}`,
      8,
    );
    expect(parseGroove(opened.attributes).bars).toBe(8);
    expect(opened.left).toEqual(['bars 9 to 10 (the builder holds 8)']);
  });
});

describe('a groove written as a Groove Scribe link', () => {
  it('reads back as the same groove, for every link above and every groove of the site Groove Scribe can hold', () => {
    const grooves = [
      ...LINKS.filter(({ left }) => !left).map(({ lines }) => parseGroove(lines)),
      ...writtenGrooves.map(({ attributes }) => parseGroove(attributes)),
    ];
    let held = 0;
    for (const groove of grooves) {
      const written = grooveScribeLink(groove);
      if (!('link' in written)) continue;
      held += 1;
      expect(written.link.startsWith('https://www.mikeslessons.com/groove/?TimeSig=')).toBe(true);
      const back = read(written.link);
      expect(back.left, groove.title).toEqual([]);
      expect(music(parseGroove(back.attributes)), groove.title).toEqual(music(groove));
    }
    expect(held).toBeGreaterThan(40);
  });

  it('writes Groove Scribe’s own letters, and says what it cannot hold', () => {
    const rock = parseGroove(LINKS[0]!.lines);
    expect(grooveScribeLink(rock)).toEqual({
      link: 'https://www.mikeslessons.com/groove/?TimeSig=4/4&Div=16&Title=My%20groove&Tempo=80&Measures=1&H=|x-x-x-x-x-x-x-x-|&S=|----O-------O---|&K=|o-------o-------|',
    });
    const busy = parseGroove({
      title: 'Too much',
      tempo: '90',
      hihat: 'xxxxxxxh',
      ride: 'x-------',
      snare: 'f---x_--',
      kick: 'X-------',
      dynamics: 'p-------',
    });
    expect(grooveScribeLink(parseGroove({ title: 'Low', tempo: '90', lowtom: 'x-x-' }))).toEqual({
      cannot: ['the low floor tom without the floor tom'],
    });
    expect(grooveScribeLink(busy)).toEqual({
      cannot: [
        'two of the hi-hat, ride, crash and cowbell at once',
        'half-open on the hi-hat',
        'flam on the snare',
        'held notes',
        'accent on the bass drum',
        'dynamics',
      ],
    });
  });
});
