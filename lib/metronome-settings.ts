/**
 * What an editor writes in `<Metronome tempo signature />`, read on the server and by the
 * content check and the editor. Kept apart from lib/metronome.ts, which runs in the browser,
 * for the reason lib/kit.ts gives: the editor must not widen a module visitors load.
 */
import { parseSignature, parseTempo, type TimeSignature } from './groove';

/** A lesson's metronome starts here unless its text says otherwise. */
export const DEFAULT_METRONOME_TEMPO = 60;

/** Reads the attributes as written; a GrooveError names a wrong value. */
export function parseMetronome({ tempo, signature }: { tempo?: string; signature?: string }): { tempo: number; signature: TimeSignature } {
  return { tempo: parseTempo(tempo, 'tempo', DEFAULT_METRONOME_TEMPO), signature: parseSignature(signature) };
}
