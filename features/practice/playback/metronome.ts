/**
 * The timing behind the metronome and groove playback, free of Web Audio so it can be tested.
 *
 * Sounds are scheduled ahead on the audio clock, as in Chris Wilson's "A Tale of Two Clocks":
 * a timer wakes every few tens of milliseconds and queues every click due before a short
 * horizon. Each click's time is computed from its index (start + index × interval), never by
 * adding intervals up, so no rounding error builds up however long it plays.
 */

export interface ClickPattern {
  /** Beats per minute. */
  bpm: number;
  /** Beats in a bar; beat one is accented. */
  beatsPerBar: number;
  /** Clicks per beat: 1 plays beats only, 2 eighths, 3 triplets, 4 sixteenths. */
  subdivision: number;
  /**
   * Beats felt as one pulse, in compound time: 3 in 6/8, 9/8 and 12/8, where the first beat of
   * each group of three eighths gets a lighter accent. Unset: every beat is its own pulse.
   */
  beatsPerGroup?: number;
  /** Clicks that are not evenly spaced (a groove's steps), in place of `subdivision`. */
  grid?: ClickGrid;
}

/**
 * A groove's steps as clicks: a groove that mixes subdivisions, swings or changes tempo has
 * steps of different lengths. Each click's time is still computed from its index alone.
 */
export interface ClickGrid {
  /** Clicks before the loop, one a beat (a count-in bar), or none. */
  lead: number;
  /** Where each step of the loop starts, in beats at the pattern's tempo from the loop's start. */
  at: number[];
  /** The loop's length in beats. */
  length: number;
  /** The steps that start a bar, and those that start a beat. */
  barStarts: number[];
  beatStarts: number[];
}

/** Each step's beat in its bar, whether it is on the beat, and its bar in the loop: worked out once per grid. */
const counted = new WeakMap<ClickGrid, { beat: number[]; onBeat: boolean[]; bar: number[] }>();
function stepCounts(grid: ClickGrid) {
  let count = counted.get(grid);
  if (count) return count;
  const bars = new Set(grid.barStarts);
  const beats = new Set(grid.beatStarts);
  count = { beat: [], onBeat: [], bar: [] };
  let beat = 0;
  let bar = -1;
  for (let step = 0; step < grid.at.length; step += 1) {
    if (bars.has(step)) {
      bar += 1;
      beat = -1;
    }
    if (beats.has(step)) beat += 1;
    count.beat.push(Math.max(beat, 0));
    count.onBeat.push(beats.has(step));
    count.bar.push(Math.max(bar, 0));
  }
  counted.set(grid, count);
  return count;
}

/** The grooves' grid: what a step is, for a click at `index`. */
function gridPlace(
  grid: ClickGrid,
  index: number,
): { at: number; beat: number; sub: number; barStart: boolean; bar: number } {
  if (index < grid.lead) return { at: index, beat: index, sub: 0, barStart: index === 0, bar: 0 };
  const steps = grid.at.length;
  const loop = Math.floor((index - grid.lead) / steps);
  const within = (index - grid.lead) % steps;
  const count = stepCounts(grid);
  return {
    at: grid.lead + loop * grid.length + grid.at[within]!,
    beat: count.beat[within]!,
    sub: count.onBeat[within] ? 0 : 1,
    barStart: grid.barStarts.includes(within),
    bar: (grid.lead ? 1 : 0) + loop * grid.barStarts.length + count.bar[within]!,
  };
}

/** Where click `index` falls, in beats from the start. */
function beatsAt(pattern: ClickPattern, index: number): number {
  return pattern.grid ? gridPlace(pattern.grid, index).at : index / pattern.subdivision;
}

/** Whether click `index` starts a bar, and which bar it is in (from 0). */
export function barAt(pattern: ClickPattern, index: number): { start: boolean; bar: number } {
  if (pattern.grid) {
    const place = gridPlace(pattern.grid, index);
    return { start: place.barStart, bar: place.bar };
  }
  const perBar = pattern.beatsPerBar * pattern.subdivision;
  return { start: index % perBar === 0, bar: Math.floor(index / perBar) };
}

export interface Click {
  /** Index since the start: 0, 1, 2… */
  index: number;
  /** When it sounds, in seconds on the clock the start time was given in. */
  time: number;
  /** Beat in the bar, from 0. */
  beat: number;
  /** Position within the beat, from 0 (the beat itself). */
  sub: number;
  /** Beat one of a bar, the first beat of a later group (compound time), any other beat, or a subdivision between beats. */
  kind: 'bar' | 'group' | 'beat' | 'sub';
  /** The tempo it sounds at, so a page can show a tempo that rises as it plays. */
  bpm: number;
  /** In a bar the gap click leaves silent: nothing sounds, and the learner keeps time alone. */
  silent?: boolean;
  /** At a tempo the speed trainer raised to (not one typed in, or playing when it was switched on). */
  raised?: boolean;
}

export function clickAt(pattern: ClickPattern, startTime: number, index: number): Click {
  const place = pattern.grid
    ? gridPlace(pattern.grid, index)
    : {
        at: index / pattern.subdivision,
        sub: index % pattern.subdivision,
        beat: Math.floor(index / pattern.subdivision) % pattern.beatsPerBar,
      };
  const { sub, beat } = place;
  return {
    index,
    time: startTime + (place.at * 60) / pattern.bpm,
    beat,
    sub,
    kind:
      sub !== 0
        ? 'sub'
        : beat === 0
          ? 'bar'
          : pattern.beatsPerGroup && beat % pattern.beatsPerGroup === 0
            ? 'group'
            : 'beat',
    bpm: pattern.bpm,
  };
}

/**
 * The clicks from `fromIndex` that sound before `horizon` (same clock as `startTime`): what a
 * scheduler tick should queue. The caller continues from the index after the last one.
 */
export function clicksUntil(pattern: ClickPattern, startTime: number, fromIndex: number, horizon: number): Click[] {
  const clicks: Click[] = [];
  for (let index = fromIndex; ; index += 1) {
    const click = clickAt(pattern, startTime, index);
    if (click.time >= horizon) return clicks;
    clicks.push(click);
  }
}

/**
 * A new tempo without losing the count: the start time to schedule from once `bpm` replaces
 * the pattern's tempo, with clicks up to `nextIndex` already queued. Click `nextIndex` comes one
 * new interval after the one before it, and the count (bar, beat, subdivision) goes on from there,
 * so a tempo nudged while playing neither restarts the bar nor leaves a gap. Never before
 * `earliest` (the audio clock's now, plus a moment): a big jump up after a long, slow beat
 * starts the new tempo at once rather than in the past.
 */
export function retime(
  pattern: ClickPattern,
  startTime: number,
  nextIndex: number,
  bpm: number,
  earliest: number,
): number {
  const beat = 60 / bpm;
  if (nextIndex === 0) return Math.max(startTime, earliest);
  const gap = (beatsAt(pattern, nextIndex) - beatsAt(pattern, nextIndex - 1)) * beat;
  const next = Math.max(clickAt(pattern, startTime, nextIndex - 1).time + gap, earliest);
  return next - beatsAt(pattern, nextIndex) * beat;
}

/**
 * The speed trainer's plan: from `start`, `step` BPM faster every `everyBars` bars, up to
 * `target`, where it stays. It only ever speeds up: a target at or below the start plays the
 * start tempo throughout.
 */
export interface TempoRamp {
  start: number;
  target: number;
  step: number;
  everyBars: number;
}

/** The tempo of bar `bar` (from 0, the ramp's first bar). */
export function rampTempo({ start, target, step, everyBars }: TempoRamp, bar: number): number {
  if (target <= start) return start;
  return Math.min(target, start + step * Math.floor(Math.max(0, bar) / everyBars));
}

/** The first bar played at the target tempo: 0 when there is nothing to raise. */
export function rampTargetBar({ start, target, step, everyBars }: TempoRamp): number {
  return target <= start ? 0 : everyBars * Math.ceil((target - start) / step);
}

/**
 * The gap click: `on` bars with the click (or the groove), then `off` bars silent, over and over, for a learner to
 * test their own time.
 */
export interface Gap {
  on: number;
  off: number;
}

/** Whether bar `bar` (from 0, the first bar after any count-in) is one of the gap's silent bars. */
export function gapSilent({ on, off }: Gap, bar: number): boolean {
  return bar >= 0 && off > 0 && bar % (on + off) >= on;
}
