'use client';

import { useId, type Dispatch } from 'react';
import { noteValueWords, type Swing, type TimeSignature } from '@/features/practice/groove/parse';
import type { PracticeClasses } from '@/features/practice/ui/practice.styles';
import { fillIn } from '@/lib/format';
import { openSearch } from './address';
import type { BuilderClasses, BuilderWords } from './builder-props';
import { MAX_BARS, perBeatOf, STEPS_PER_BEAT, type Draft } from './draft';
import type { BuilderAction } from './reducer';

/** The time signatures the menu offers; a copied groove in another keeps its own. */
const SIGNATURES = ['2/2', '2/4', '3/4', '4/4', '5/4', '6/4', '7/4', '3/8', '5/8', '6/8', '7/8', '9/8', '12/8'];

/** A note value's name for a number of steps per beat: 4 in 4/4 are sixteenth notes, 3 eighth-note triplets. */
export function stepName(perBeat: number, unit: number): string {
  const triplet = perBeat % 3 === 0;
  const value = unit * (triplet ? (perBeat / 3) * 2 : perBeat);
  if (![1, 2, 4, 8, 16, 32, 64].includes(value)) return '';
  const names: Record<number, string> = {
    1: 'whole',
    2: 'half',
    4: 'quarter',
    8: 'eighth',
    16: 'sixteenth',
    32: 'thirty-second',
    64: 'sixty-fourth',
  };
  const name = value <= 16 ? noteValueWords({ value, dots: 0, triplet: false }) : names[value]!;
  return triplet ? `${name}-note triplets` : `${name} notes`;
}

interface ToolbarProps {
  draft: Draft;
  dispatch: Dispatch<BuilderAction>;
  classes: BuilderClasses;
  player: PracticeClasses;
  words: BuilderWords;
}

/** The groove's settings: its title, time signature, steps per beat, bars, feel and road map. */
export function BuilderSettings({
  draft,
  dispatch,
  classes,
  player,
  words,
  problem,
  problemId,
}: ToolbarProps & { problem: string | undefined; problemId: string }) {
  const formHint = useId();
  const formWrong = problem?.startsWith('form:') ?? false;
  const perBeat = perBeatOf(draft);
  const signature = `${draft.signature.beats}/${draft.signature.unit}`;
  const signatures = SIGNATURES.includes(signature) ? SIGNATURES : [...SIGNATURES, signature];
  const canSwing = draft.signature.unit === 4;
  return (
    <div className={classes.toolbar} role="group" aria-label={words.settings} data-builder-controls>
      <label className={player.field}>
        {words.title}
        <input
          className={player.input}
          style={{ width: '16rem', maxWidth: '100%' }}
          value={draft.title}
          maxLength={80}
          onChange={(event) => dispatch({ type: 'title', title: event.target.value })}
          onBlur={() => dispatch({ type: 'titleLeft', untitled: words.untitled })}
        />
      </label>
      <label className={player.field}>
        {words.signature}
        <span className={player.selectArrow}>
          <select
            className={player.select}
            value={signature}
            onChange={(event) => {
              const [beats, unit] = event.target.value.split('/').map(Number) as [number, number];
              const next: TimeSignature = { beats, unit };
              dispatch({ type: 'reshape', shape: { signature: next } });
            }}
          >
            {signatures.map((each) => (
              <option key={each}>{each}</option>
            ))}
          </select>
        </span>
      </label>
      <label className={player.field}>
        {words.perBeat}
        <span className={player.selectArrow}>
          <select
            className={player.select}
            value={perBeat ?? ''}
            onChange={(event) => dispatch({ type: 'reshape', shape: { perBeat: Number(event.target.value) } })}
          >
            {perBeat === undefined ? <option value="">—</option> : null}
            {STEPS_PER_BEAT.map((count) => (
              <option key={count} value={count}>
                {fillIn(words.perBeatOption, { count, name: stepName(count, draft.signature.unit) })}
              </option>
            ))}
          </select>
        </span>
      </label>
      <label className={player.field}>
        {words.bars}
        <span className={player.selectArrow}>
          <select
            className={player.select}
            value={draft.cells.length}
            onChange={(event) => dispatch({ type: 'reshape', shape: { bars: Number(event.target.value) } })}
          >
            {Array.from({ length: MAX_BARS }, (_, index) => (
              <option key={index}>{index + 1}</option>
            ))}
          </select>
        </span>
      </label>
      <label className={player.field}>
        {words.swing}
        <span className={player.selectArrow}>
          <select
            className={player.select}
            value={canSwing ? (draft.swing ?? '') : ''}
            disabled={!canSwing}
            onChange={(event) =>
              dispatch({ type: 'swing', swing: (event.target.value || undefined) as Swing | undefined })
            }
          >
            <option value="">{words.straight}</option>
            <option value="eighths">{words.swingEighths}</option>
            <option value="sixteenths">{words.swingSixteenths}</option>
          </select>
        </span>
      </label>
      {/* No wider than the screen: the box narrows on a phone rather than push the page sideways. */}
      <div className={player.field} style={{ maxWidth: '100%' }}>
        <label htmlFor={`${formHint}-box`}>{words.form}</label>
        <input
          id={`${formHint}-box`}
          className={player.input}
          style={{ width: '22rem', maxWidth: '100%' }}
          value={draft.form ?? ''}
          maxLength={300}
          spellCheck={false}
          // A road map the language refuses: the box says so, and points at the message saying why.
          aria-invalid={formWrong || undefined}
          aria-describedby={formWrong ? `${formHint} ${problemId}` : formHint}
          onChange={(event) => dispatch({ type: 'form', form: event.target.value })}
        />
        <span id={formHint} className={player.note}>
          {words.formHint}
        </span>
      </div>
    </div>
  );
}

/**
 * Undo, Redo, Clear, a rock beat to start from, and the last groove the device kept (`last`, an address), unless it
 * is the one open (`search`).
 */
export function BuilderEdits({
  canUndo,
  canRedo,
  dispatch,
  classes,
  player,
  words,
  last,
  search,
}: Omit<ToolbarProps, 'draft'> & { canUndo: boolean; canRedo: boolean; last: string | undefined; search: string }) {
  return (
    <div className={classes.toolbar} role="group" aria-label={words.edit} data-builder-controls>
      {/* aria-disabled, not disabled: a button pressed to its end keeps the focus. */}
      <button
        type="button"
        className={player.secondary}
        onClick={() => dispatch({ type: 'undo' })}
        aria-disabled={!canUndo}
      >
        {words.undo}
      </button>
      <button
        type="button"
        className={player.secondary}
        onClick={() => dispatch({ type: 'redo' })}
        aria-disabled={!canRedo}
      >
        {words.redo}
      </button>
      <button type="button" className={player.secondary} onClick={() => dispatch({ type: 'clear' })}>
        {words.clear}
      </button>
      <button type="button" className={player.secondary} onClick={() => dispatch({ type: 'rockBeat' })}>
        {words.rockBeat}
      </button>
      {last ? (
        <button
          type="button"
          className={player.secondary}
          aria-disabled={last === search}
          onClick={() => {
            const opened = last === search ? undefined : openSearch(last, words);
            if (opened && 'draft' in opened) dispatch({ type: 'open', draft: opened.draft });
          }}
        >
          {words.lastGroove}
        </button>
      ) : null}
    </div>
  );
}
