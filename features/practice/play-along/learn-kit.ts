/**
 * Learning a kit, for a play-along session (session.ts): electronic kits number their pads their own way, so the
 * learner hits each of the groove's drums in turn (or skips one, or finishes early), and the pads learnt are kept
 * for the kit by its name.
 */
import { Voice } from '@/features/practice/groove/language';
import type { PlayAlongSettings } from '@/features/progress/client';

/** The drum being asked for (by its place in the groove's drums), and the pads learnt so far: note → drum. */
export interface Learning {
  index: number;
  learnt: Record<string, Voice>;
}

export const FIRST_PAD: Learning = { index: 0, learnt: {} };

/** What a kit is kept under: its MIDI input's name. */
export function kitName(inputKey: string): string {
  return inputKey.replace(/^midi:/, '');
}

/**
 * A pad was struck while `learning`: it is the asked drum's, and the next drum is asked for. Undefined when it is
 * not taken: a pad already learnt for another drum (a second hit, a bounce) is not the next drum's.
 */
export function padStruck(learning: Learning, note: number, drums: readonly Voice[]): Learning | undefined {
  const drum = drums[learning.index];
  if (drum === undefined || learning.learnt[note] !== undefined) return undefined;
  return { index: learning.index + 1, learnt: { ...learning.learnt, [note]: drum } };
}

/** The kit's pads kept on this device, as MIDI's reader takes them. */
export function learntKit(settings: PlayAlongSettings, inputKey: string): Record<number, Voice> {
  // Written by this module as voices; the store checks each is a word.
  return (settings.kits[kitName(inputKey)] ?? {}) as Record<number, Voice>;
}

/** The settings with the pads just learnt added to the kit's (a pad learnt again takes its new drum). */
export function withPads(settings: PlayAlongSettings, inputKey: string, learnt: Record<string, Voice>) {
  const kit = kitName(inputKey);
  return { ...settings, kits: { ...settings.kits, [kit]: { ...settings.kits[kit], ...learnt } } };
}
