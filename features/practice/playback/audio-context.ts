/**
 * The page's one AudioContext, kept apart from the sound engine so the islands can load it
 * with their own code. Browsers keep a page silent until the visitor asks for sound, and
 * Safari on iOS only counts a context created or resumed while a press is being handled:
 * call `unlockAudio()` in the click handler itself, before anything is awaited.
 */
let shared: AudioContext | undefined;

export function unlockAudio(): Promise<AudioContext> {
  let unlocked: Promise<AudioContext>;
  try {
    const context = (shared ??= new AudioContext());
    // Always resume: a Stop just before may have asked for a suspend (audio-engine.ts) that has
    // not happened yet, and the context carries out the two in the order they were asked.
    unlocked = context.resume().then(() => context);
  } catch (error) {
    // No Web Audio here (or the browser refused it): the caller says so to the visitor.
    unlocked = Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  // The caller handles a refusal a moment later, in an effect; until then it is not "unhandled".
  unlocked.catch(() => {});
  return unlocked;
}
