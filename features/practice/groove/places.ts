/**
 * Where each step of a groove falls, from its bars' cells alone: what the builder's grid counts by while the groove
 * it edits breaks a rule the parser would refuse, and what the parser places a groove's steps with.
 */
import type { Cell, StepPlace } from './groove';

/** Steps in a bar. */
export const stepsOf = (cells: readonly Cell[]) => cells.reduce((sum, cell) => sum + cell.steps, 0);

/** Steps in every bar together. */
export const totalSteps = (written: { cells: readonly (readonly Cell[])[] }) =>
  written.cells.reduce((sum, bar) => sum + stepsOf(bar), 0);

/** Each step's place in the count, bar after bar. */
export function placesOf(cells: readonly (readonly Cell[])[]): StepPlace[] {
  return cells.flatMap((bar, index) => {
    let beat = 0;
    return bar.flatMap((cell, cellIndex) => {
      const from = beat;
      beat += cell.beats;
      return Array.from({ length: cell.steps }, (_, sub) => ({
        bar: index,
        cell: cellIndex,
        sub,
        of: cell.steps,
        span: cell.beats,
        beat: from + (sub * cell.beats) / cell.steps,
      }));
    });
  });
}
