import { describe, expect, it } from 'vitest';
import { parseGroove } from '@/features/practice/groove/parse';
import { placesOf } from '@/features/practice/groove/places';
import { STROKE_NAMES, STROKE_TABLE } from '@/features/practice/groove/vocabulary';
import { cellOf, columnsOf, HELD_MARK, stepGridOf } from './step-grid';
import { stepGridTable } from './step-grid-table';

const words = {
  drum: 'Drum',
  bar: 'Bar {number},',
  held: 'held',
  sticking: 'Sticking',
  feet: 'Feet',
  dynamics: 'Dynamics',
};

describe('the step grid', () => {
  it('counts its columns as drummers count, shading each beat and marking where a bar starts', () => {
    const columns = columnsOf(placesOf([Array(4).fill({ steps: 2, beats: 1 }), Array(3).fill({ steps: 3, beats: 1 })]));
    expect(columns.map((column) => column.count).join(' ')).toBe('1 & 2 & 3 & 4 & 1 trip let 2 trip let 3 trip let');
    expect(columns.filter((column) => column.onBeat).map((column) => column.step)).toEqual([0, 2, 4, 6, 8, 11, 14]);
    expect(columns.filter((column) => column.startsBar).map((column) => column.step)).toEqual([0, 8]);
  });

  it('shows a stroke by its mark, a held note by the hold’s, the lines under the notes as written, and a rest as nothing', () => {
    expect(cellOf('snare', 'g')).toMatchObject({ kind: 'stroke', stroke: 'ghost' });
    expect(cellOf('snare', '_')).toEqual({ kind: 'held', char: '_', mark: HELD_MARK });
    expect(cellOf('snare', '-')).toEqual({ kind: 'rest', char: '-', mark: '' });
    expect(cellOf('snare', '.')).toEqual({ kind: 'rest', char: '.', mark: '' });
    expect(cellOf('sticking', 'L')).toEqual({ kind: 'hand', char: 'L', mark: 'L' });
    expect(cellOf('dynamics', 'm')).toEqual({ kind: 'dynamic', char: 'm', mark: 'mf', dynamic: 'mf' });
    // A character the line gives no meaning, in a groove being built: shown as it is.
    expect(cellOf('kick', 'c')).toEqual({ kind: 'other', char: 'c', mark: 'c' });
  });

  it('has a row for each line a groove writes, silent ones too, in the order lessons write them', () => {
    const grid = stepGridOf(
      parseGroove({ title: 'Rows', kick: 'x---', crash: '----', hihat: 'x_x-', sticking: 'R-R-', dynamics: 'f---' }),
    );
    expect(grid.rows.map((row) => row.line)).toEqual(['crash', 'hihat', 'kick', 'sticking', 'dynamics']);
    expect(grid.rows[1]!.cells.map((cell) => cell.kind)).toEqual(['stroke', 'held', 'stroke', 'rest']);
  });

  it('draws one table for the lesson and the editor: marks with their words, steps, beats and bars', () => {
    const grid = stepGridOf(parseGroove({ title: 'Two', snare: 'x_|-g', sticking: 'R-|-L', signature: '2/4' }));
    expect(stepGridTable(grid, { words, hidden: { dataHidden: 'true' }, label: 'Two, step grid' })).toBe(
      [
        '<table aria-label="Two, step grid"><thead><tr><th scope="col"><span data-hidden="true">Drum</span></th>',
        '<th data-step="0" scope="col" data-beat=""><span data-hidden="true">Bar 1, </span>1</th>',
        '<th data-step="1" scope="col" data-beat="">2</th>',
        '<th data-step="2" scope="col" data-beat="" data-bar=""><span data-hidden="true">Bar 2, </span>1</th>',
        '<th data-step="3" scope="col" data-beat="">2</th></tr></thead>',
        '<tbody><tr data-voice="snare"><th scope="row">Snare</th>',
        `<td data-stroke="hit" data-beat=""><span aria-hidden="true">${STROKE_TABLE.hit.mark}</span><span data-hidden="true">hit</span></td>`,
        `<td data-beat=""><span aria-hidden="true">${HELD_MARK}</span><span data-hidden="true">held</span></td>`,
        '<td data-beat="" data-bar=""></td>',
        `<td data-stroke="ghost" data-beat=""><span aria-hidden="true">${STROKE_TABLE.ghost.mark}</span><span data-hidden="true">${STROKE_NAMES.ghost}</span></td></tr>`,
        '<tr><th scope="row">Sticking</th><td data-beat="">R</td><td data-beat=""></td><td data-beat="" data-bar=""></td><td data-beat="">L</td></tr>',
        '</tbody></table>',
      ].join(''),
    );
    // The lesson's: styled through the table's class alone (its cells and words carry none), named by its region.
    const lesson = stepGridTable(grid, { words, className: 't' });
    expect(lesson).toMatch(/^<table class="t"><thead><tr><th scope="col"><span>Drum<\/span>/);
    expect(lesson).toContain('<td data-beat="">R</td>');
    expect(lesson.match(/class=/g)).toHaveLength(1);
  });
});
