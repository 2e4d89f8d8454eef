/**
 * What the metronome clicks: the Clicks menu offers these, and an editor writes the value in
 * `<Metronome clicks="2 and 4" />`. Clicks on 2 and 4 alone (as jazz and funk drummers practice)
 * need a bar with those beats and no more: 2/4 or 4/4.
 */
export const CLICK_OPTIONS = [
  { value: 'beats', label: 'Beats only', perBeat: 1 },
  { value: '2 and 4', label: 'Beats 2 and 4 only', perBeat: 1 },
  { value: 'eighths', label: 'Eighth notes', perBeat: 2 },
  { value: 'triplets', label: 'Triplets', perBeat: 3 },
  { value: 'sixteenths', label: 'Sixteenth notes', perBeat: 4 },
] as const;
export type Clicks = (typeof CLICK_OPTIONS)[number]['value'];
export const BACKBEAT: Clicks = '2 and 4';

export function backbeatFits(beats: number, unit: number): boolean {
  return unit === 4 && (beats === 2 || beats === 4);
}
