/**
 * What an editor writes in `<Metronome tempo signature clicks />`, read on the server and by the
 * content check and the editor. Kept apart from engine/metronome.ts, which runs in the browser,
 * for the reason kit.ts gives: the editor must not widen a module visitors load.
 */
import { GrooveError, parseSignature, parseTempo, type TimeSignature } from './parse';
import { BACKBEAT, backbeatFits, CLICK_OPTIONS, type Clicks } from './clicks';

/** A lesson's metronome starts here unless its text says otherwise. */
export const DEFAULT_METRONOME_TEMPO = 60;

/** Reads the attributes as written; a GrooveError names a wrong value. */
export function parseMetronome({ tempo, signature, clicks }: { tempo?: string; signature?: string; clicks?: string }): {
  tempo: number;
  signature: TimeSignature;
  clicks: Clicks;
} {
  const time = parseSignature(signature);
  const written = clicks?.trim() || 'beats';
  const chosen = CLICK_OPTIONS.find((option) => option.value === written)?.value;
  if (!chosen)
    throw new GrooveError(
      'clicks',
      `one of ${CLICK_OPTIONS.map((option) => `"${option.value}"`).join(', ')}`,
      `"${written}"`,
    );
  if (chosen === BACKBEAT && !backbeatFits(time.beats, time.unit)) {
    throw new GrooveError(
      'clicks',
      `"${BACKBEAT}" only in 2/4 or 4/4, where the bar has a beat 2 and a beat 4 to click on`,
      `"${BACKBEAT}" in ${time.beats}/${time.unit}`,
    );
  }
  return { tempo: parseTempo(tempo, 'tempo', DEFAULT_METRONOME_TEMPO), signature: time, clicks: chosen };
}
