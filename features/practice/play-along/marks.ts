/**
 * Play-along's marks on a groove's grid and notation, written straight into the server's markup as the player's
 * sounding step is: each graded note's cell gets `data-verdict` (on-time, early, late, missed), which the grid's and
 * the notation's styles show as a sign and a colour, and the cell's words for screen readers ("late by 40 ms").
 * An extra hit marks the count of the step nearest it. A mark stays until that note is graded again on the next
 * time round, and the marks of a run stay after it, until the next run starts.
 */
import type { Graded, Verdict } from './match';
import { drumCell } from './step-cells';
import { fillIn } from '@/lib/format';

export const VERDICT_ATTRIBUTE = 'data-verdict';
const TEXT_ATTRIBUTE = 'data-verdict-text';
const SIGN_ATTRIBUTE = 'data-verdict-sign';
/** The sign drawn on the notation beside a graded note (the grid's come from its styles). */
export const VERDICT_SIGNS: Record<Verdict, string> = { 'on-time': '✓', early: '◂', late: '▸', missed: '×' };
const WORSE: Verdict[] = ['on-time', 'early', 'late', 'missed'];

export interface MarkWords {
  onTimeMark: string;
  earlyMark: string;
  lateMark: string;
  missedMark: string;
  extraMark: string;
}

export function verdictWords(grade: Pick<Graded, 'verdict' | 'offsetMs'>, words: MarkWords): string {
  const ms = Math.round(Math.abs(grade.offsetMs ?? 0));
  return {
    'on-time': words.onTimeMark,
    early: fillIn(words.earlyMark, { ms }),
    late: fillIn(words.lateMark, { ms }),
    missed: words.missedMark,
  }[grade.verdict];
}

function say(cell: Element, text: string, hiddenClass: string) {
  let words = cell.querySelector(`[${TEXT_ATTRIBUTE}]`);
  if (!words) {
    words = cell.ownerDocument.createElement('span');
    words.setAttribute(TEXT_ATTRIBUTE, '');
    words.className = hiddenClass;
    cell.append(words);
  }
  words.textContent = ` ${text}`;
}

/**
 * Draws the verdict's sign beside a note of the notation (an SVG group), in its colour: above the hands' notes, and
 * below the feet's (drawn apart, stems down, under the hands' at the same step), so neither sits inside the staff.
 */
function sign(note: SVGGraphicsElement, verdict: Verdict) {
  const svg = note.ownerSVGElement;
  if (!svg) return;
  let text = note.querySelector<SVGTextElement>(`[${SIGN_ATTRIBUTE}]`);
  if (!text) {
    const box = note.getBBox();
    const step = note.getAttribute('data-step');
    const lower = [...svg.querySelectorAll<SVGGraphicsElement>(`[data-step="${step}"]`)].some(
      (other) => other !== note && other.getBBox().y < box.y,
    );
    text = note.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'text');
    text.setAttribute(SIGN_ATTRIBUTE, '');
    text.setAttribute('x', String(box.x + box.width / 2));
    text.setAttribute('y', String(lower ? box.y + box.height + 11 : Math.max(box.y - 3, 9)));
    text.setAttribute('text-anchor', 'middle');
    text.setAttribute('font-size', '11');
    // Its own weight: the notation's letters write theirs once, on the SVG, for all its text to inherit.
    text.setAttribute('font-weight', 'normal');
    text.setAttribute('fill', 'currentColor');
    text.setAttribute('aria-hidden', 'true');
    note.append(text);
  }
  text.textContent = VERDICT_SIGNS[verdict];
}

/** Marks one graded note in `figure` (the groove's figure): its grid cells and its notes in the notation. */
export function markGrade(figure: Element, grade: Graded, words: MarkWords, hiddenClass: string) {
  const { step, loop, voices } = grade.note;
  const text = verdictWords(grade, words);
  for (const voice of voices) {
    const cell = drumCell(figure, step, voice);
    if (!cell) continue;
    cell.setAttribute(VERDICT_ATTRIBUTE, grade.verdict);
    if (grade.offsetMs === undefined) cell.removeAttribute('data-offset');
    else cell.setAttribute('data-offset', String(grade.offsetMs));
    // Early or late, the grid shows by how much beside the sign.
    if (grade.verdict === 'early' || grade.verdict === 'late')
      cell.setAttribute('data-ms', String(Math.round(Math.abs(grade.offsetMs ?? 0))));
    else cell.removeAttribute('data-ms');
    say(cell, text, hiddenClass);
  }
  markStep(figure, grade, text, hiddenClass);
  // The notation draws a step's drums as one chord: it shows the worst of this time round's grades.
  for (const note of figure.querySelectorAll<SVGGraphicsElement>(`[data-notation] [data-step="${step}"]`)) {
    const previous = note.getAttribute(VERDICT_ATTRIBUTE) as Verdict | null;
    const sameLoop = note.getAttribute('data-loop') === String(loop);
    if (sameLoop && previous && WORSE.indexOf(previous) > WORSE.indexOf(grade.verdict)) continue;
    note.setAttribute(VERDICT_ATTRIBUTE, grade.verdict);
    note.setAttribute('data-loop', String(loop));
    sign(note, grade.verdict);
  }
}

/**
 * Marks one graded note on elements that stand for its step outside a grid (the metronome's beat dots carry
 * `data-play-along-step`).
 */
function markStep(figure: Element, grade: Graded, text: string, hiddenClass: string) {
  for (const element of figure.querySelectorAll(`[data-play-along-step="${grade.note.step}"]`)) {
    element.setAttribute(VERDICT_ATTRIBUTE, grade.verdict);
    say(element, text, hiddenClass);
  }
}

/** Marks the count of `step` with an extra hit near it. */
export function markExtra(figure: Element, step: number, words: MarkWords, hiddenClass: string) {
  const count = figure.querySelector(`th[data-step="${step}"]`);
  if (!count) return;
  count.setAttribute('data-extra', '');
  say(count, words.extraMark, hiddenClass);
}

/** Takes every play-along mark off the figure. */
export function clearMarks(figure: Element) {
  for (const marked of figure.querySelectorAll(`[${VERDICT_ATTRIBUTE}], [data-extra]`)) {
    marked.removeAttribute(VERDICT_ATTRIBUTE);
    marked.removeAttribute('data-extra');
    marked.removeAttribute('data-loop');
    marked.removeAttribute('data-offset');
    marked.removeAttribute('data-ms');
  }
  for (const added of figure.querySelectorAll(`[${TEXT_ATTRIBUTE}], [${SIGN_ATTRIBUTE}]`)) added.remove();
}
