/**
 * Where the players' sounds go: one output bus per player (some headroom and a limiter, so strokes that coincide
 * never clip), a tap that hears everything the site plays (for play-along's onset detector), and the hi-hat's choke
 * (an open hi-hat stops ringing when the hi-hat closes).
 */
import { CHOKED_BY, type KitSound } from './kit-sounds';

/**
 * The player's level at the speakers: strokes that coincide sum, and must stay under full scale, from the very first
 * stroke (before the limiter has reacted: a recording of the page's output had a synthesised accented drag, the
 * first sound of a take, touch full scale at 0.8).
 */
const OUTPUT_GAIN = 0.7;

/**
 * A copy of everything the players sound, for play-along's onset detector to hear what the site itself plays (so
 * the kit leaking from speakers into a microphone is not taken for the learner's hits). Made on first ask.
 */
let tap: GainNode | undefined;
/** The output of the player sounding now, for a tap made while it plays. */
let liveOutput: GainNode | undefined;

export function outputTap(context: AudioContext): AudioNode {
  if (tap?.context !== context) {
    tap = context.createGain();
    if (liveOutput?.context === context) liveOutput.connect(tap);
  }
  return tap;
}

/** A player's output bus, to the speakers (and the tap); `close` disconnects it. */
export function openOutput(context: AudioContext): { output: GainNode; close: () => void } {
  const output = context.createGain();
  // Strokes that coincide add up: an accented snare with its flam's grace note still ringing, a blast beat's crash,
  // snare and bass drum together went past full scale and clipped. Some headroom, and a limiter for the rest.
  output.gain.value = OUTPUT_GAIN;
  const limiter = context.createDynamicsCompressor();
  limiter.threshold.value = -3;
  limiter.knee.value = 0;
  limiter.ratio.value = 20;
  limiter.attack.value = 0.001;
  limiter.release.value = 0.05;
  output.connect(limiter).connect(context.destination);
  if (tap?.context === context) output.connect(tap);
  liveOutput = output;
  return {
    output,
    close: () => {
      output.disconnect();
      limiter.disconnect();
      if (liveOutput === output) liveOutput = undefined;
    },
  };
}

/** Hi-hat sounds still ringing, per player's output, for the next closed stroke or pedal to choke. */
const ringing = new WeakMap<AudioNode, { sound: KitSound; gain: GainNode; at: number }[]>();
/** How quickly a choked hi-hat falls silent: the time constant of its fall. */
const CHOKE_S = 0.012;
/** A ringing sound is forgotten this long after it started: longer than any of them rings. */
const RING_S = 2;

/**
 * Where a stroke of `sound` at `at` goes: chokes what it stops (an open hi-hat, when the hi-hat closes), and
 * for a sound that can be choked, a gain of its own that the next stroke can close.
 */
export function strokeOutput(output: AudioNode, at: number, sound: KitSound): AudioNode {
  const still = (ringing.get(output) ?? []).filter((ring) => {
    if (at - ring.at > RING_S) return false;
    if (at <= ring.at || !CHOKED_BY[ring.sound]?.includes(sound)) return true;
    ring.gain.gain.setTargetAtTime(0, at, CHOKE_S);
    return false;
  });
  ringing.set(output, still);
  if (!CHOKED_BY[sound]) return output;
  const gain = output.context.createGain();
  gain.connect(output);
  still.push({ sound, gain, at });
  return gain;
}
