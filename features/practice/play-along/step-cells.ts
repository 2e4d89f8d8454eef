/**
 * The cells of one step in a step grid (ui/step-grid-table.ts). The count at the head of the step's column names it
 * (`thead th[data-step]`); the cells below it are found by their column, so that the hundreds of cells of a long
 * groove need not each carry their step in the page.
 */

/** The step's column in the grid in `root` (a groove's figure, or the grid itself), or undefined. */
function columnOf(root: ParentNode, step: number) {
  const count = root.querySelector<HTMLTableCellElement>(`thead th[data-step="${step}"]`);
  const table = count?.closest('table');
  return count && table ? { table, index: count.cellIndex } : undefined;
}

const bodyRows = (table: HTMLTableElement) => [...table.tBodies].flatMap((body) => [...body.rows]);

/**
 * The cells of `step` under its count: the drums' (the rows with `data-voice`), or every line's (the sticking, feet
 * and dynamics under the notes too).
 */
export function stepCells(root: ParentNode, step: number, lines: 'drums' | 'all' = 'drums'): HTMLTableCellElement[] {
  const column = columnOf(root, step);
  if (!column) return [];
  return bodyRows(column.table)
    .filter((row) => lines === 'all' || row.hasAttribute('data-voice'))
    .flatMap((row) => row.cells[column.index] ?? []);
}

/** The cell of `step` in the row of one drum, or null. */
export function drumCell(root: ParentNode, step: number, voice: string): HTMLTableCellElement | null {
  const column = columnOf(root, step);
  const row = column && bodyRows(column.table).find((candidate) => candidate.getAttribute('data-voice') === voice);
  return (column && row?.cells[column.index]) ?? null;
}
