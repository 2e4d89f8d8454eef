/**
 * A draft as the `<Groove … />` an editor pastes into a lesson: one attribute a line, as the lessons are
 * written, each drum's steps grouped by beat and its bars split by `|`, so the text reads like drum tab.
 * The content check reads it as it is (tested).
 */
import type { GrooveAttributes } from '@/features/practice/groove/parse';
import { GROOVE_BAR_LINE } from '@/features/practice/groove/language';
import { attributesOf } from '@/features/practice/groove/serialize';
import { ROWS, type Draft } from './draft';

/** A line of steps with a space between beats and ` | ` between bars. */
function spaced(draft: Draft, line: string): string {
  return line
    .split(GROOVE_BAR_LINE)
    .map((bar, index) => {
      let at = 0;
      return draft.cells[index]!.map((cell) => {
        const beat = bar.slice(at, at + cell.steps);
        at += cell.steps;
        return beat;
      }).join(' ');
    })
    .join(` ${GROOVE_BAR_LINE} `);
}

/** An attribute's value between quotes MDX reads as written: double quotes, or single ones around a title that has double quotes. */
function quoted(value: string): string {
  if (!value.includes('"')) return `"${value}"`;
  return value.includes("'") ? `"${value.replace(/"/g, '”')}"` : `'${value}'`;
}

export function lessonTextOf(draft: Draft): string {
  const attributes = attributesOf(draft);
  const lines = (Object.keys(attributes) as (keyof GrooveAttributes)[]).map((key) => {
    const value = attributes[key]!;
    const stepped = (ROWS as readonly string[]).includes(key) ? spaced(draft, value) : value;
    return `  ${key}=${quoted(stepped)}`;
  });
  return ['<Groove', ...lines, '/>'].join('\n');
}
