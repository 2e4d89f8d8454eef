// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseGroove } from '@/features/practice/groove/parse';
import { STROKE_NAMES } from '@/features/practice/groove/vocabulary';
import { stepGridOf } from '@/features/practice/ui/step-grid';
import { drumCell, stepCells } from './step-cells';
import { stepGridTable } from '@/features/practice/ui/step-grid-table';

/** The grid's words, which these tests do not read: each its own name. */
const words = {
  drum: 'drum',
  bar: 'bar {number}',
  held: 'held',
  sticking: 'sticking',
  feet: 'feet',
  dynamics: 'dynamics',
};

/** A figure as a lesson draws it: notation notes that carry their step, and the grid's table. */
function figure() {
  const grid = stepGridOf(
    parseGroove({
      title: 'Two',
      hihat: 'x-x-|x-x-',
      snare: '--x-|--gx',
      kick: 'x---|-x--',
      sticking: 'R-L-|R-LR',
      signature: '2/4',
    }),
  );
  const element = document.createElement('figure');
  element.innerHTML = `<div data-notation><svg><g data-step="6"></g></svg></div>${stepGridTable(grid, { words, hidden: { dataHidden: 'true' } })}`;
  return element;
}

const textOf = (cells: Element[]) =>
  cells.map((cell) => cell.querySelector('[data-hidden]')?.textContent ?? cell.textContent);

describe("a step's cells, found under its count", () => {
  it("are the drums' cells of the step's column, top to bottom, not the notation's notes", () => {
    const cells = stepCells(figure(), 6);
    expect(cells.map((cell) => cell.closest('tr')!.getAttribute('data-voice'))).toEqual(['hihat', 'snare', 'kick']);
    expect(textOf(cells)).toEqual(['hit', STROKE_NAMES.ghost, '']);
    // The next column: the snare's hit after its ghost note.
    expect(textOf(stepCells(figure(), 7))).toEqual(['', 'hit', '']);
  });

  it("are every line's with the lines under the notes, for the editor's preview", () => {
    expect(stepCells(figure(), 7, 'all').map((cell) => cell.textContent)).toEqual(['', expect.any(String), '', 'R']);
  });

  it('are one drum’s cell by its row, or none for a step or drum the grid does not have', () => {
    expect(drumCell(figure(), 1, 'kick')?.closest('tr')?.getAttribute('data-voice')).toBe('kick');
    expect(textOf([drumCell(figure(), 5, 'kick')!])).toEqual(['hit']);
    expect(drumCell(figure(), 5, 'crash')).toBeNull();
    expect(drumCell(figure(), 8, 'kick')).toBeNull();
    expect(stepCells(figure(), 8)).toEqual([]);
  });
});
