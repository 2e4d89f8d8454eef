/**
 * A groove's road map, as charts write it: repeat signs, first and second endings, segno, coda, D.S. and D.C.,
 * Fine, and slash bars ("time"). An editor writes it in `form`, sign by bar:
 *
 *     form="bar 1: |:; bars 3-4: 1. :|; bar 5: 2."
 *
 * Read here into marks by bar (checked, with messages in the attribute's own words) and into the order the bars are
 * played in, which the player follows and the text alternative says.
 */
import { GrooveError, type Form, type FormJump } from './groove';

export const FORM_LEGEND =
  'signs by bar, such as "bar 1: |:; bars 3-4: 1. :|; bar 5: 2." — |: :| 1. 2. segno, to coda, coda, D.S. al coda, D.S. al fine, D.C. al coda, D.C. al fine, fine, time; ; between bars';

/** Each sign as an editor writes it (any case), longest first so "to coda" is not read as "coda". */
const SIGNS = [
  ['d.s. al coda', 'ds-coda'],
  ['d.s. al fine', 'ds-fine'],
  ['d.c. al coda', 'dc-coda'],
  ['d.c. al fine', 'dc-fine'],
  ['to coda', 'to-coda'],
  ['segno', 'segno'],
  ['coda', 'coda'],
  ['fine', 'fine'],
  ['time', 'time'],
  ['|:', 'start'],
  [':|', 'end'],
  ['1.', 'ending-1'],
  ['2.', 'ending-2'],
] as const;
type Sign = (typeof SIGNS)[number][1];

const JUMPS: Partial<Record<Sign, Omit<FormJump, 'bar'>>> = {
  'ds-coda': { from: 'segno', to: 'coda' },
  'ds-fine': { from: 'segno', to: 'fine' },
  'dc-coda': { from: 'start', to: 'coda' },
  'dc-fine': { from: 'start', to: 'fine' },
};

/** The signs written in one entry, read from the left; undefined at the first thing that is not one. */
function signsIn(text: string): Sign[] | undefined {
  const signs: Sign[] = [];
  let rest = text.trim().toLowerCase().replace(/\s+/g, ' ');
  while (rest) {
    const found = SIGNS.find(([written]) => rest.startsWith(written));
    if (!found) return undefined;
    signs.push(found[1]);
    rest = rest.slice(found[0].length).trim();
  }
  return signs;
}

export function parseForm(text: string | undefined, bars: number): Form | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const fail = (got: string): never => {
    throw new GrooveError('form', FORM_LEGEND, got);
  };
  const form: Form = { starts: [], ends: [], endings: [], time: [] };
  const once = (name: 'segno' | 'coda' | 'toCoda' | 'fine', bar: number, written: string) => {
    if (form[name] !== undefined) fail(`a second "${written}" at bar ${bar + 1}: a groove has one`);
    form[name] = bar;
  };
  for (const entry of text
    .split(';')
    .map((each) => each.trim())
    .filter(Boolean)) {
    const match = /^bars?\s+(\d+)(?:\s*-\s*(\d+))?\s*:\s*(.*)$/i.exec(entry) ?? fail(`"${entry}"`);
    const first = Number(match[1]) - 1;
    const last = match[2] === undefined ? first : Number(match[2]) - 1;
    if (first < 0 || last >= bars || last < first) fail(`"${entry}", where the groove has bars 1 to ${bars}`);
    const signs = signsIn(match[3]!) ?? fail(`"${match[3]!.trim()}" in "${entry}"`);
    if (signs.length === 0) fail(`"${entry}" with no sign`);
    // A range is an ending's bars or slash bars; a repeat sign on it stands at the range's end (`bars 3-4: 1. :|`).
    if (last > first && signs.some((sign) => sign !== 'time' && sign !== 'end' && !sign.startsWith('ending')))
      fail(`"${entry}": only an ending, time or :| may take a range of bars`);
    for (const sign of signs) {
      if (sign === 'start') form.starts.push(first);
      else if (sign === 'end') form.ends.push(last);
      else if (sign === 'ending-1' || sign === 'ending-2')
        form.endings.push({ number: sign === 'ending-1' ? 1 : 2, first, last });
      else if (sign === 'time') for (let bar = first; bar <= last; bar += 1) form.time.push(bar);
      else if (sign === 'segno') once('segno', first, 'segno');
      else if (sign === 'coda') once('coda', first, 'coda');
      else if (sign === 'to-coda') once('toCoda', first, 'to coda');
      else if (sign === 'fine') once('fine', first, 'fine');
      else {
        if (form.jump) fail(`a second D.S. or D.C. at bar ${first + 1}: a groove has one`);
        form.jump = { ...JUMPS[sign]!, bar: first };
      }
    }
  }
  for (const list of [form.starts, form.ends, form.time]) list.sort((a, b) => a - b);
  form.endings.sort((a, b) => a.first - b.first);
  check(form, fail);
  return form;
}

/** The rules a chart keeps, each said as the mistake an editor made. */
function check(form: Form, fail: (got: string) => never) {
  const said = (bar: number) => `bar ${bar + 1}`;
  // Each repeat's end goes back to a start before it (or bar 1), and no start is left without an end.
  form.starts.forEach((start, index) => {
    const next = form.starts[index + 1] ?? Infinity;
    if (!form.ends.some((end) => end >= start && end < next))
      fail(`|: at ${said(start)} with no :| after it, where the repeat ends`);
  });
  const [first, second, ...more] = form.endings;
  if (more.length) fail(`more than one 1st and 2nd ending`);
  if (first && first.number !== 1) fail(`a 2nd ending at ${said(first.first)} with no 1st ending before it`);
  if (first) {
    if (!second || second.number !== 2) fail(`a 1st ending at ${said(first.first)} with no 2nd ending after it`);
    if (!form.ends.includes(first.last)) fail(`a 1st ending ending at ${said(first.last)} without :| there`);
    if (second!.first !== first.last + 1)
      fail(`a 2nd ending at ${said(second!.first)}, where it starts right after the 1st (at ${said(first.last + 1)})`);
    if (form.ends.some((end) => end >= second!.first && end <= second!.last))
      fail(`:| in the 2nd ending (${said(second!.first)}): the 2nd ending goes on`);
    const inFirst = (bar: number | undefined) => bar !== undefined && bar >= first.first && bar <= first.last;
    if (form.starts.some(inFirst)) fail(`|: in the 1st ending (${said(first.first)}), which the repeat leaves`);
    // After a D.S. or D.C. the 1st ending is skipped: a sign in it would never be reached.
    if (inFirst(form.toCoda)) fail(`"to coda" in the 1st ending (${said(form.toCoda!)}), skipped after a D.S. or D.C.`);
    if (inFirst(form.fine)) fail(`"fine" in the 1st ending (${said(form.fine!)}), skipped after a D.S. or D.C.`);
  }
  const jump = form.jump;
  if (!jump) {
    for (const [name, bar] of [
      ['segno', form.segno],
      ['to coda', form.toCoda],
      ['coda', form.coda],
      ['fine', form.fine],
    ] as const)
      if (bar !== undefined) fail(`"${name}" at ${said(bar)} with no D.S. or D.C. to send the player there`);
    return;
  }
  const from = jump.from === 'segno' ? form.segno : 0;
  if (from === undefined) fail(`D.S. at ${said(jump.bar)} with no segno to go back to`);
  if (from! > jump.bar) fail(`the segno at ${said(from!)} after the D.S. at ${said(jump.bar)}`);
  if (jump.to === 'coda') {
    if (form.toCoda === undefined) fail(`"al coda" at ${said(jump.bar)} with no "to coda" to leave from`);
    if (form.coda === undefined) fail(`"al coda" at ${said(jump.bar)} with no "coda" to go to`);
    if (form.toCoda! < from! || form.toCoda! > jump.bar)
      fail(`"to coda" at ${said(form.toCoda!)}, where it must be between ${said(from!)} and ${said(jump.bar)}`);
    if (form.coda! <= jump.bar) fail(`the coda at ${said(form.coda!)}, where it must come after ${said(jump.bar)}`);
    if (form.fine !== undefined) fail(`"fine" at ${said(form.fine)} in a chart that ends with its coda`);
  } else {
    if (form.fine === undefined) fail(`"al fine" at ${said(jump.bar)} with no "fine" to end at`);
    if (form.fine! < from! || form.fine! > jump.bar)
      fail(`"fine" at ${said(form.fine!)}, where it must be between ${said(from!)} and ${said(jump.bar)}`);
    if (form.toCoda !== undefined || form.coda !== undefined)
      fail(`a coda in a chart that ends at "fine" (D.S. or D.C. al fine)`);
  }
}

/** The order a road map plays the bars in, when it is not simply bar 1 to the last (slash bars alone are not). */
export function roadMapOrder(form: Form | undefined, bars: number): number[] | undefined {
  const order = playOrder(form, bars);
  return order.length !== bars || order.some((bar, at) => bar !== at) ? order : undefined;
}

/**
 * Where a repeat that ends after `bar` goes back to: its `|:`, or, without one since the repeat before it ended, the
 * bar after that repeat (or bar 1), as charts are read.
 */
export function repeatFrom(form: Form, bar: number): number {
  const start = Math.max(-1, ...form.starts.filter((each) => each <= bar));
  const previous = Math.max(-1, ...form.ends.filter((each) => each < bar));
  return Math.max(start, previous + 1, 0);
}

/** A D.S. or D.C. as a chart writes it over its bar: "D.S. al Coda". */
export const jumpWords = (jump: Omit<FormJump, 'bar'>) =>
  `${jump.from === 'segno' ? 'D.S.' : 'D.C.'} al ${jump.to === 'coda' ? 'Coda' : 'Fine'}`;

/**
 * The bars in the order they are played: each repeat once more (the first time through its 1st ending, the second
 * its 2nd), then, at a D.S. or D.C., back to the segno or bar 1 and on, taking no repeat again and skipping the 1st
 * ending, to "to coda" (then the coda) or to "fine".
 */
export function playOrder(form: Form | undefined, bars: number): number[] {
  const all = Array.from({ length: bars }, (_, bar) => bar);
  if (!form) return all;
  const order: number[] = [];
  const taken = new Set<number>();
  const [firstEnding, secondEnding] = form.endings;
  let jumped = false;
  let bar = 0;
  // A chart is finite: every bar is played at most three times (twice in a repeat, once more after a D.S.).
  while (bar < bars && order.length <= bars * 3) {
    if (firstEnding && bar === firstEnding.first && (jumped || taken.has(firstEnding.last))) {
      bar = secondEnding!.first;
      continue;
    }
    order.push(bar);
    if (jumped && bar === form.fine) break;
    if (jumped && bar === form.toCoda) {
      bar = form.coda!;
      continue;
    }
    if (!jumped && form.ends.includes(bar) && !taken.has(bar)) {
      taken.add(bar);
      bar = repeatFrom(form, bar);
      continue;
    }
    if (!jumped && bar === form.jump?.bar) {
      jumped = true;
      bar = form.jump.from === 'segno' ? form.segno! : 0;
      continue;
    }
    bar += 1;
  }
  return order;
}

/** A form as `form` writes it, bar by bar in order: what parseForm reads back as the same road map. */
export function formText(form: Form): string {
  const entries = new Map<string, string[]>();
  const add = (first: number, last: number, sign: string) => {
    const key = first === last ? `bar ${first + 1}` : `bars ${first + 1}-${last + 1}`;
    entries.set(key, [...(entries.get(key) ?? []), sign]);
  };
  // Signs at a bar's start, then its endings and slashes, then those at its end.
  const at: [number, number, string][] = [
    ...form.starts.map((bar) => [bar, bar, '|:'] as [number, number, string]),
    ...(form.segno !== undefined ? [[form.segno, form.segno, 'segno'] as [number, number, string]] : []),
    ...(form.coda !== undefined ? [[form.coda, form.coda, 'coda'] as [number, number, string]] : []),
    ...form.endings.map(({ number, first, last }) => [first, last, `${number}.`] as [number, number, string]),
    ...runs(form.time).map(([first, last]) => [first, last, 'time'] as [number, number, string]),
    ...(form.toCoda !== undefined ? [[form.toCoda, form.toCoda, 'to coda'] as [number, number, string]] : []),
    ...(form.fine !== undefined ? [[form.fine, form.fine, 'fine'] as [number, number, string]] : []),
    ...form.ends.map((bar) => [bar, bar, ':|'] as [number, number, string]),
    ...(form.jump
      ? [
          [form.jump.bar, form.jump.bar, `${form.jump.from === 'segno' ? 'D.S.' : 'D.C.'} al ${form.jump.to}`] as [
            number,
            number,
            string,
          ],
        ]
      : []),
  ];
  at.sort((a, b) => a[0] - b[0] || a[1] - b[1]).forEach(([first, last, sign]) => add(first, last, sign));
  return [...entries].map(([key, signs]) => `${key}: ${signs.join(' ')}`).join('; ');
}

/** Runs of consecutive bars, as [first, last]. */
function runs(bars: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const bar of bars) {
    const last = out[out.length - 1];
    if (last && last[1] === bar - 1) last[1] = bar;
    else out.push([bar, bar]);
  }
  return out;
}
