'use client';

import type { GapPlan } from '@/features/practice/playback/audio-engine';
import { fillIn } from '@/lib/format';
import type { PracticeClasses } from './practice.styles';
import { NumberField } from './speed-trainer';
import type { SpeedTrainerSetup } from './speed-trainer-setup';
import { Folded } from './folded';
import { ToolFields } from './tool-fields';

/** The gap click as the learner sets it: whether it is on, and its bars with sound and silent. */
export interface GapSettings {
  enabled: boolean;
  on: number;
  off: number;
}

export const GAP_DEFAULT: GapSettings = { enabled: false, on: 4, off: 4 };
/** The stretches teachers set most: long, even, then a bar to come in on. */
const PRESETS = [
  { on: 4, off: 4 },
  { on: 2, off: 2 },
  { on: 1, off: 3 },
] as const;

/** The player's gap, from the settings and the bars of count-in before it. */
export function gapPlan(settings: GapSettings, afterBars: number): GapPlan | undefined {
  return settings.enabled ? { on: settings.on, off: settings.off, afterBars } : undefined;
}

/**
 * The gap click's settings, folded away under its name as the speed trainer's are: on or off, the bars with sound
 * and the bars silent, and three presets. The player runs it.
 */
export function GapClick({
  classes,
  settings,
  onChange,
  setup: { words, gapLimits },
}: {
  classes: PracticeClasses;
  settings: GapSettings;
  onChange: (settings: GapSettings) => void;
  setup: SpeedTrainerSetup;
}) {
  const set = (change: Partial<GapSettings>) => onChange({ ...settings, ...change });
  return (
    <Folded
      className={classes.trainer}
      data-gap-click
      summary={
        <>
          {words.gapClick}
          {settings.enabled ? (
            <span className={classes.muted}> · {fillIn(words.gapSummary, { on: settings.on, off: settings.off })}</span>
          ) : null}
        </>
      }
    >
      <ToolFields unavailable={words.toolUnavailable} className={classes.problem}>
        {(fieldWords) => (
          <fieldset className={classes.fieldset}>
            <legend className={classes.hidden}>{words.gapClick}</legend>
            <label className={classes.check}>
              <input
                type="checkbox"
                checked={settings.enabled}
                onChange={(event) => set({ enabled: event.target.checked })}
              />
              {fieldWords.gapOn}
            </label>
            <div className={classes.row}>
              <NumberField
                label={fieldWords.gapBarsOn}
                value={settings.on}
                range={gapLimits}
                onChange={(on) => set({ on })}
                classes={classes}
              />
              <NumberField
                label={fieldWords.gapBarsOff}
                value={settings.off}
                range={gapLimits}
                onChange={(off) => set({ off })}
                classes={classes}
              />
            </div>
            <div className={classes.row} role="group" aria-label={fieldWords.gapPresets}>
              {PRESETS.map((preset) => (
                <button
                  key={`${preset.on}-${preset.off}`}
                  type="button"
                  className={classes.secondary}
                  onClick={() => onChange({ enabled: true, ...preset })}
                >
                  {fillIn(fieldWords.gapPreset, preset)}
                </button>
              ))}
            </div>
            <p className={classes.hint}>{fieldWords.gapHint}</p>
          </fieldset>
        )}
      </ToolFields>
    </Folded>
  );
}
