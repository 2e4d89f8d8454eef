/**
 * The step grid of a lesson and of the content editor's preview, as one table: a row per line, a column per step.
 * Each column's count at its head carries its step (`data-step`); the player finds the cells under it by their column
 * (play-along/step-cells.ts, beside the marks play-along sets on them) to light the one it sounds, so the hundreds
 * of cells of a long groove need not each carry it. Cells carry `data-beat` / `data-bar` where a beat or a bar
 * starts. Every mark has its words beside it for screen readers.
 *
 * Built as a hast tree (hastscript) and written as one HTML string: a long groove has hundreds of cells, which as
 * React elements were each described again in the page's data and claimed one by one while the page hydrated,
 * though nothing in the grid is React's to change (the player marks the sounding step straight in the DOM).
 * hast-util-to-html escapes every text and attribute value.
 */
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { VOICES, type Voice } from '@/features/practice/groove/language';
import type { GrooveLine } from '@/features/practice/groove/serialize';
import { STROKE_NAMES, VOICE_NAMES } from '@/features/practice/groove/vocabulary';
import { fillIn } from '@/lib/format';
import type { StepCell, StepGrid } from './step-grid';

export interface StepGridWords {
  drum: string;
  /** "Bar {number}, ", before a bar's first count. */
  bar: string;
  held: string;
  sticking: string;
  feet: string;
  dynamics: string;
}

export interface StepGridTableOptions {
  words: StepGridWords;
  /**
   * The table's class, where the page styles the grid through it (a lesson's): its cells, and the words only screen
   * readers read, carry nothing of their own. A long groove has hundreds of cells; a class on each was 1 KB gzipped
   * (29 KB raw) of the heaviest lesson.
   */
  className?: string;
  /** Otherwise, the attribute the page's styles hide the screen-reader words by (the content editor's preview). */
  hidden?: { dataHidden: 'true' };
  /** The table's own name, where the region round it does not name it. */
  label?: string;
}

const isVoice = (line: GrooveLine): line is Voice => (VOICES as readonly string[]).includes(line);

/** The step grid as an HTML table. */
export function stepGridTable(grid: StepGrid, options: StepGridTableOptions): string {
  const { words, className } = options;
  const hidden = (text: string) => h('span', options.hidden ?? {}, text);
  /** The attributes that set a cell apart: the start of a beat, the start of a bar after the first. */
  const marks = (step: number) => ({
    dataBeat: grid.columns[step]!.onBeat ? '' : undefined,
    dataBar: grid.columns[step]!.startsBar && step > 0 ? '' : undefined,
  });
  const strokeCell = (cell: StepCell) =>
    cell.kind === 'stroke'
      ? [h('span', { ariaHidden: 'true' }, cell.mark), hidden(STROKE_NAMES[cell.stroke])]
      : cell.kind === 'held'
        ? [h('span', { ariaHidden: 'true' }, cell.mark), hidden(words.held)]
        : [];
  const table = h('table', { className, ariaLabel: options.label }, [
    h('thead', [
      h('tr', [
        h('th', { scope: 'col' }, hidden(words.drum)),
        ...grid.columns.map(({ step, place, count, startsBar }) =>
          h('th', { dataStep: step, scope: 'col', ...marks(step) }, [
            // Where a bar starts, so a screen reader going along a row of a long groove knows which bar it is in.
            grid.bars > 1 && startsBar ? hidden(`${fillIn(words.bar, { number: place.bar + 1 })} `) : null,
            count,
          ]),
        ),
      ]),
    ]),
    h(
      'tbody',
      grid.rows.map(({ line, cells }) =>
        isVoice(line)
          ? h('tr', { dataVoice: line }, [
              h('th', { scope: 'row' }, VOICE_NAMES[line]),
              ...cells.map((cell, step) =>
                h(
                  'td',
                  {
                    dataStroke: cell.kind === 'stroke' ? cell.stroke : undefined,
                    ...marks(step),
                  },
                  strokeCell(cell),
                ),
              ),
            ])
          : h('tr', [
              h('th', { scope: 'row' }, words[line]),
              ...cells.map((cell, step) => h('td', marks(step), cell.mark)),
            ]),
      ),
    ),
  ]);
  return toHtml(table);
}
