'use client';

import { memo, useEffect, useMemo, useRef, useState, type Dispatch, type KeyboardEvent } from 'react';
import { VOICES } from '@/features/practice/groove/language';
import { placesOf } from '@/features/practice/groove/places';
import { WRITTEN_REST as REST } from '@/features/practice/groove/serialize';
import { cellOf, columnsOf, type StepColumn } from '@/features/practice/ui/step-grid';
import { fillIn } from '@/lib/format';
import type { BuilderClasses, BuilderPracticeWords, BuilderWords } from './builder-props';
import { charactersOf, ROWS, type Draft, type Row } from './draft';
import type { BuilderAction } from './reducer';
import { cellName, rowName, saidWordsOf, type SaidWords } from './said';

interface RowProps {
  row: Row;
  name: string;
  /** The row's characters, one a step: a string, so a row whose steps did not change is not drawn again. */
  line: string;
  columns: StepColumn[];
  bars: number;
  active: number | undefined;
  classes: BuilderClasses;
  words: SaidWords;
}

/** One row of the grid: memoised on its characters, so a tap redraws one row, not the kit. */
const GridRow = memo(function GridRow({ row, name, line, columns, bars, active, classes, words }: RowProps) {
  return (
    <tr data-voice={(VOICES as readonly string[]).includes(row) ? row : undefined} data-row={row}>
      <th scope="row" className={classes.name}>
        {name}
      </th>
      {[...line].map((char, step) => {
        const column = columns[step]!;
        const cell = cellOf(row, char);
        return (
          <td
            key={step}
            className={classes.cell}
            tabIndex={active === step ? 0 : -1}
            data-step={step}
            data-cell={`${row}:${step}`}
            data-char={cell.kind === 'rest' ? undefined : char}
            data-beat={column.onBeat ? '' : undefined}
            data-bar={column.startsBar && step > 0 ? '' : undefined}
            aria-label={cellName(row, cell, column.place, bars, words)}
          >
            <span aria-hidden="true">{cell.mark}</span>
          </td>
        );
      })}
    </tr>
  );
});

/** The row and step a grid cell stands for (its `data-cell`). */
function cellAt(target: EventTarget): { row: number; step: number } | undefined {
  const cell = (target as HTMLElement).closest<HTMLElement>('[data-cell]');
  if (!cell) return undefined;
  const [row, step] = cell.dataset.cell!.split(':');
  return { row: ROWS.indexOf(row as Row), step: Number(step) };
}

/** The grace stroke's character (groove/vocabulary.ts): a grace note on its own, before another drum's note. */
const GRACE_KEY = "'";

/**
 * The whole kit as a WAI-ARIA grid, one row per drum and per line under the notes, one column per step: arrows move
 * between cells (one of them in the page's tab order), a tap, Space or Enter cycles a cell's stroke, a letter writes
 * it, Delete silences it (the hint under the grid, `${id}-hint`, says so). The rows and the count are the lessons' grid's (ui/step-grid.ts), drawn from the draft
 * itself so the grid shows while the groove breaks a rule.
 */
export function BuilderGrid({
  id,
  draft,
  dispatch,
  classes,
  hidden,
  words,
  practice,
}: {
  id: string;
  draft: Draft;
  dispatch: Dispatch<BuilderAction>;
  classes: BuilderClasses;
  /** The class of what only screen readers read. */
  hidden: string;
  words: BuilderWords;
  practice: BuilderPracticeWords;
}) {
  const [active, setActive] = useState<{ row: number; step: number }>({ row: ROWS.indexOf('snare'), step: 0 });
  const grid = useRef<HTMLTableElement>(null);
  const focusCell = useRef(false);
  const columns = useMemo(() => columnsOf(placesOf(draft.cells)), [draft.cells]);
  const said = useMemo(() => saidWordsOf(words, practice), [words, practice]);
  const steps = columns.length;
  const bars = draft.cells.length;

  // Focus follows the active cell when the keyboard moved it.
  useEffect(() => {
    if (!focusCell.current) return;
    focusCell.current = false;
    const cell = grid.current?.querySelector<HTMLElement>(`[data-cell="${ROWS[active.row]}:${active.step}"]`);
    if (!cell) return;
    cell.focus({ preventScroll: true });
    cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    // Never under the drum names pinned at the grid's left edge.
    const region = cell.closest<HTMLElement>('[data-grid]');
    const names = region?.querySelector('th[scope="row"]')?.getBoundingClientRect().right;
    const left = cell.getBoundingClientRect().left;
    if (region && names !== undefined && left < names) region.scrollLeft -= names - left;
  }, [active]);
  /** The active cell's step, inside a groove made shorter since. */
  const activeStep = Math.min(active.step, steps - 1);

  const move = (row: number, step: number) => {
    focusCell.current = true;
    setActive({ row: Math.max(0, Math.min(ROWS.length - 1, row)), step: Math.max(0, Math.min(steps - 1, step)) });
  };
  const cycle = (row: number, step: number) => dispatch({ type: 'cycle', row: ROWS[row]!, step });
  const write = (row: number, step: number, char: string) => dispatch({ type: 'write', row: ROWS[row]!, step, char });
  const onKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const at = cellAt(event.target);
    if (!at) return;
    const { row, step } = at;
    const control = event.ctrlKey || event.metaKey;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => move(row, step - 1),
      ArrowRight: () => move(row, step + 1),
      ArrowUp: () => move(row - 1, step),
      ArrowDown: () => move(row + 1, step),
      Home: () => move(control ? 0 : row, 0),
      End: () => move(control ? ROWS.length - 1 : row, steps - 1),
      ' ': () => cycle(row, step),
      Enter: () => cycle(row, step),
      Delete: () => write(row, step, REST),
      Backspace: () => write(row, step, REST),
      [REST]: () => write(row, step, REST),
    };
    const action = keys[event.key];
    if (action && !(control && event.key !== 'Home' && event.key !== 'End')) {
      event.preventDefault();
      action();
      return;
    }
    // On a keyboard where ' is a dead key (US International and others), its key says "Dead" until a second key
    // completes it: the ' key on its own is the grace stroke all the same.
    const typed = event.key === 'Dead' && event.code === 'Quote' ? GRACE_KEY : event.key;
    if (!control && !event.altKey && typed.length === 1 && charactersOf(ROWS[row]!).includes(typed)) {
      event.preventDefault();
      write(row, step, typed);
    }
  };

  return (
    <div className={classes.grid} role="region" aria-labelledby={`${id}-grid`} data-grid>
      <table
        ref={grid}
        role="grid"
        id={`${id}-grid`}
        aria-label={fillIn(words.grid, { title: draft.title })}
        aria-describedby={`${id}-hint`}
        className={classes.table}
        onKeyDown={onKey}
        onClick={(event) => {
          const at = cellAt(event.target);
          if (!at) return;
          setActive(at);
          cycle(at.row, at.step);
        }}
      >
        <thead>
          <tr>
            <th scope="col" className={classes.corner}>
              <span className={hidden}>{practice.drum}</span>
            </th>
            {columns.map(({ step, place, count, onBeat, startsBar }) => (
              <th
                key={step}
                scope="col"
                className={classes.count}
                data-step={step}
                data-beat={onBeat ? '' : undefined}
                data-bar={startsBar && step > 0 ? '' : undefined}
              >
                {bars > 1 && startsBar ? (
                  <span className={hidden}>{fillIn(practice.bar, { number: place.bar + 1 })} </span>
                ) : null}
                {count}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row, index) => (
            <GridRow
              key={row}
              row={row}
              name={rowName(row, practice)}
              line={(draft.lines[row] ?? Array<string>(steps).fill(REST)).join('')}
              columns={columns}
              bars={bars}
              active={active.row === index ? activeStep : undefined}
              classes={classes}
              words={said}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
