'use client';

import { fillIn } from '@/lib/format';
import type { PracticeClasses } from './practice.styles';
import type { SpeedTrainerSetup } from './speed-trainer-setup';
import { Folded } from './folded';
import { ToolFields } from './tool-fields';

/** The bars a longer groove loops, from 1, both played. */
export interface Section {
  from: number;
  to: number;
}

/**
 * The choice of bars to loop in a groove of more than one bar, folded away under its name as the speed trainer is:
 * the first and the last bar. The player loops them (groove/timeline-sounds.ts, loopSection).
 */
export function LoopSection({
  classes,
  bars,
  section,
  onChange,
  setup: { words },
  locked,
}: {
  classes: PracticeClasses;
  bars: number;
  section: Section;
  onChange: (section: Section) => void;
  setup: SpeedTrainerSetup;
  /** Playing: the bars are chosen before Play (a run played along is graded against the bars it began with). */
  locked: boolean;
}) {
  const numbers = Array.from({ length: bars }, (_, index) => index + 1);
  const whole = section.from === 1 && section.to === bars;
  const choose = (label: string, value: number, options: number[], change: (bar: number) => Section) => (
    <label className={classes.field}>
      {label}
      <span className={classes.selectArrow}>
        <select
          className={classes.select}
          value={value}
          disabled={locked}
          onChange={(event) => onChange(change(Number(event.target.value)))}
        >
          {options.map((bar) => (
            <option key={bar} value={bar}>
              {bar}
            </option>
          ))}
        </select>
      </span>
    </label>
  );
  return (
    <Folded
      className={classes.trainer}
      data-loop-section
      summary={
        <>
          {words.loopSection}
          {whole ? null : (
            <span className={classes.muted}>
              {' · '}
              {section.from === section.to
                ? fillIn(words.loopSummaryOne, { bar: section.from })
                : fillIn(words.loopSummary, { from: section.from, to: section.to })}
            </span>
          )}
        </>
      }
    >
      <ToolFields unavailable={words.toolUnavailable} className={classes.problem}>
        {(fieldWords) => (
          <fieldset className={classes.fieldset}>
            <legend className={classes.hidden}>{words.loopSection}</legend>
            <div className={classes.row}>
              {choose(fieldWords.loopFrom, section.from, numbers, (from) => ({ from, to: Math.max(from, section.to) }))}
              {choose(fieldWords.loopTo, section.to, numbers, (to) => ({ from: Math.min(section.from, to), to }))}
            </div>
            <p className={classes.hint}>{fieldWords.loopHint}</p>
          </fieldset>
        )}
      </ToolFields>
    </Folded>
  );
}
