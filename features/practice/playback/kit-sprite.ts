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
  'kick.soft': [0.1, 0.5],
  'kick.medium': [0.65, 0.5],
  'kick.loud': [1.2, 0.5],
  'snare.soft': [1.75, 0.5],
  'snare.medium': [2.3, 0.5],
  'snare.loud': [2.85, 0.5],
  'cross.soft': [3.4, 0.2],
  'cross.medium': [3.65, 0.2],
  'cross.loud': [3.9, 0.2],
  'hightom.soft': [4.15, 0.7],
  'hightom.medium': [4.9, 0.7],
  'hightom.loud': [5.65, 0.7],
  'midtom.soft': [6.4, 0.7],
  'midtom.medium': [7.15, 0.7],
  'midtom.loud': [7.9, 0.7],
  'floortom.soft': [8.65, 0.8],
  'floortom.medium': [9.5, 0.8],
  'floortom.loud': [10.35, 0.8],
  'lowtom.soft': [11.2, 0.8],
  'lowtom.medium': [12.05, 0.8],
  'lowtom.loud': [12.9, 0.8],
  'hihat.soft': [13.75, 0.25],
  'hihat.medium': [14.05, 0.25],
  'hihat.loud': [14.35, 0.25],
  'hihatopen.soft': [14.65, 0.8],
  'hihatopen.medium': [15.5, 0.8],
  'hihatopen.loud': [16.35, 0.8],
  'hihathalf.soft': [17.2, 0.35],
  'hihathalf.medium': [17.6, 0.35],
  'hihathalf.loud': [18.0, 0.35],
  'hihatfoot.soft': [18.4, 0.25],
  'hihatfoot.medium': [18.7, 0.25],
  'hihatfoot.loud': [19.0, 0.25],
  'hihatsplash.soft': [19.3, 0.6],
  'hihatsplash.medium': [19.95, 0.6],
  'hihatsplash.loud': [20.6, 0.6],
  'ride.soft': [21.25, 1.0],
  'ride.medium': [22.3, 1.0],
  'ride.loud': [23.35, 1.0],
  'bell.soft': [24.4, 1.1],
  'bell.medium': [25.55, 1.1],
  'bell.loud': [26.7, 1.1],
  'crash.soft': [27.85, 1.6],
  'crash.medium': [29.5, 1.6],
  'crash.loud': [31.15, 1.6],
  'china.soft': [32.8, 1.3],
  'china.medium': [34.15, 1.3],
  'china.loud': [35.5, 1.3],
  'splash.soft': [36.85, 1.0],
  'splash.medium': [37.9, 1.0],
  'splash.loud': [38.95, 1.0],
  'cowbell.soft': [40.0, 0.35],
  'cowbell.medium': [40.4, 0.35],
  'cowbell.loud': [40.8, 0.35],
  clickbar: [41.2, 0.15],
  clickbeat: [41.4, 0.1],
};
