// Written by scripts/render-kit.ts: do not edit. Run it again when the kit changes.
import type { KitSlot } from './kit-sounds';

/**
 * Where the file's sync mark is, in seconds: a single full-scale sample, the loudest of the file. A decoder may
 * add silence before the sound (an MP3 encoder's delay, which not every browser takes off): the player finds the mark
 * and moves every sound by as much.
 */
export const KIT_SYNC_S = 0.05;

/** Where each sound starts in the file, and how long it lasts, in seconds: a sound with loudness layers once per layer. */
export const KIT_SLOTS: Record<KitSlot, readonly [start: number, seconds: number]> = {
  'kick.soft': [0.10000, 0.50000],
  'kick.medium': [0.65000, 0.50000],
  'kick.loud': [1.20000, 0.50000],
  'snare.soft': [1.75000, 0.50000],
  'snare.medium': [2.30000, 0.50000],
  'snare.loud': [2.85000, 0.50000],
  'cross.soft': [3.40000, 0.20000],
  'cross.medium': [3.65000, 0.20000],
  'cross.loud': [3.90000, 0.20000],
  'hightom.soft': [4.15000, 0.70000],
  'hightom.medium': [4.90000, 0.70000],
  'hightom.loud': [5.65000, 0.70000],
  'midtom.soft': [6.40000, 0.70000],
  'midtom.medium': [7.15000, 0.70000],
  'midtom.loud': [7.90000, 0.70000],
  'floortom.soft': [8.65000, 0.80000],
  'floortom.medium': [9.50000, 0.80000],
  'floortom.loud': [10.35000, 0.80000],
  'lowtom.soft': [11.20000, 0.80000],
  'lowtom.medium': [12.05000, 0.80000],
  'lowtom.loud': [12.90000, 0.80000],
  'hihat.soft': [13.75000, 0.25000],
  'hihat.medium': [14.05000, 0.25000],
  'hihat.loud': [14.35000, 0.25000],
  'hihatopen.soft': [14.65000, 0.80000],
  'hihatopen.medium': [15.50000, 0.80000],
  'hihatopen.loud': [16.35000, 0.80000],
  'hihathalf.soft': [17.20000, 0.35000],
  'hihathalf.medium': [17.60000, 0.35000],
  'hihathalf.loud': [18.00000, 0.35000],
  'hihatfoot.soft': [18.40000, 0.25000],
  'hihatfoot.medium': [18.70000, 0.25000],
  'hihatfoot.loud': [19.00000, 0.25000],
  'hihatsplash.soft': [19.30000, 0.60000],
  'hihatsplash.medium': [19.95000, 0.60000],
  'hihatsplash.loud': [20.60000, 0.60000],
  'ride.soft': [21.25000, 1.00000],
  'ride.medium': [22.30000, 1.00000],
  'ride.loud': [23.35000, 1.00000],
  'bell.soft': [24.40000, 1.10000],
  'bell.medium': [25.55000, 1.10000],
  'bell.loud': [26.70000, 1.10000],
  'crash.soft': [27.85000, 1.60000],
  'crash.medium': [29.50000, 1.60000],
  'crash.loud': [31.15000, 1.60000],
  'china.soft': [32.80000, 1.30000],
  'china.medium': [34.15000, 1.30000],
  'china.loud': [35.50000, 1.30000],
  'splash.soft': [36.85000, 1.00000],
  'splash.medium': [37.90000, 1.00000],
  'splash.loud': [38.95000, 1.00000],
  'cowbell.soft': [40.00000, 0.35000],
  'cowbell.medium': [40.40000, 0.35000],
  'cowbell.loud': [40.80000, 0.35000],
  'clickbar': [41.20000, 0.15000],
  'clickbeat': [41.40000, 0.10000],
};
