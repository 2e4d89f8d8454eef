'use client';

import { useState } from 'react';
import type { GrooveRecord, TrainerSettings } from '@/features/progress/client';
import { TEMPO_RANGE } from '@/features/practice/groove/language';
import { fillIn } from '@/lib/format';
import type { PracticeClasses } from './practice.styles';
import type { SpeedTrainerSetup } from './speed-trainer-setup';
import { Folded } from './folded';
import { ToolFields } from './tool-fields';

interface NumberFieldProps {
  label: string;
  value: number;
  range: { min: number; max: number };
  onChange: (value: number) => void;
  classes: PracticeClasses;
}

/**
 * A whole number the visitor types. Each keystroke that makes a number in range takes effect (so
 * "12", on the way to "120", is not one); leaving the box puts any other number back in range.
 */
export function NumberField({ label, value, range, onChange, classes }: NumberFieldProps) {
  const [text, setText] = useState<string>();
  return (
    <label className={classes.field}>
      {label}
      <input
        className={classes.small}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        value={text ?? String(value)}
        onChange={(event) => {
          setText(event.target.value);
          const typed = event.target.valueAsNumber;
          if (Number.isInteger(typed) && typed >= range.min && typed <= range.max) onChange(typed);
        }}
        onBlur={() => {
          const typed = Math.round(Number(text));
          if (text && Number.isFinite(typed)) onChange(Math.min(range.max, Math.max(range.min, typed)));
          setText(undefined);
        }}
      />
    </label>
  );
}

interface SpeedTrainerProps {
  classes: PracticeClasses;
  settings: TrainerSettings;
  onChange: (settings: TrainerSettings) => void;
  /** The groove player offers a bar of clicks before the groove; for the metronome it would be more of the same. */
  offerCountIn: boolean;
  setup: SpeedTrainerSetup;
}

/**
 * The speed trainer's settings, folded away under its name (a native disclosure, so it opens
 * from the keyboard and without JavaScript): on or off, start and target tempo, how much to
 * raise and how often, and for a groove a count-in bar. The player runs the plan.
 */
export function SpeedTrainer({
  classes,
  settings,
  onChange,
  offerCountIn,
  setup: { words, limits },
}: SpeedTrainerProps) {
  const set = (change: Partial<TrainerSettings>) => onChange({ ...settings, ...change });
  const field = (
    key: 'start' | 'target' | 'step' | 'everyBars',
    label: string,
    range: { min: number; max: number },
  ) => (
    <NumberField
      label={label}
      value={settings[key]}
      range={range}
      onChange={(value) => set({ [key]: value })}
      classes={classes}
    />
  );
  return (
    <Folded
      className={classes.trainer}
      data-speed-trainer
      summary={
        <>
          {words.speedTrainer}
          {settings.on ? (
            <span className={classes.muted}>
              {' '}
              · {fillIn(words.trainerSummary, { start: settings.start, target: settings.target })}
            </span>
          ) : null}
        </>
      }
    >
      <ToolFields unavailable={words.toolUnavailable} className={classes.problem}>
        {(fieldWords) => (
          <fieldset className={classes.fieldset}>
            {/* The summary above shows the name; the legend gives it to the group, as a fieldset's name should come. */}
            <legend className={classes.hidden}>{words.speedTrainer}</legend>
            <label className={classes.check}>
              <input type="checkbox" checked={settings.on} onChange={(event) => set({ on: event.target.checked })} />
              {fieldWords.trainerOn}
            </label>
            <div className={classes.row}>
              {field('start', fieldWords.trainerStart, TEMPO_RANGE)}
              {field('target', fieldWords.trainerTarget, TEMPO_RANGE)}
              {field('step', fieldWords.trainerStep, limits.step)}
              {field('everyBars', fieldWords.trainerEvery, limits.everyBars)}
            </div>
            {offerCountIn ? (
              <label className={classes.check}>
                <input
                  type="checkbox"
                  checked={settings.countIn}
                  onChange={(event) => set({ countIn: event.target.checked })}
                />
                {fieldWords.countIn}
              </label>
            ) : null}
            <p className={classes.hint}>{fieldWords.trainerHint}</p>
          </fieldset>
        )}
      </ToolFields>
    </Folded>
  );
}

/**
 * The last and fastest tempo this device played a groove at, on a line of its own whose height
 * the server already keeps (empty for a first visit), so nothing below moves when it fills in.
 */
export function TempoRecord({
  record,
  words,
  className,
}: {
  record: GrooveRecord | undefined;
  words: SpeedTrainerSetup['words'];
  className: string;
}) {
  return (
    <p className={className} data-tempo-record>
      {record?.last ? fillIn(words.tempoRecord, { last: record.last, fastest: record.fastest ?? record.last }) : null}
    </p>
  );
}
