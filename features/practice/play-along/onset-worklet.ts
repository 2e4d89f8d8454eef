/**
 * The microphone's onset detector as an AudioWorklet processor, registered as 'onset-detector'.
 * scripts/build-worklet.ts bundles this file (with onset.ts) to the URL in worklet-url.ts, which the page
 * loads with `audioWorklet.addModule`.
 *
 * Input 0 is the microphone; input 1 is what the site itself plays (may be absent or silent), so that
 * the player's sound reaching the microphone from the speakers is not taken for the learner's hits.
 * Only the first channel of each is used (the node mixes to mono).
 *
 * Messages to the page:
 * - `{ type: 'onset', time, level }` for each hit: `time` on the AudioContext clock (the `currentTime` of
 *   the block the hit's first frame belongs to, plus that frame's offset in the block), `level` its
 *   peak amplitude (0..1). A hit is posted 6 to 13 ms after it happened.
 * - `{ type: 'level', db }` about every 50 ms: the microphone's peak over the last ~50 ms, in dBFS.
 * Messages from the page: `{ type: 'sensitivity', value }`, 0 (loud hits only) to 1 (softest ghost notes).
 * The sensitivity can also be given at creation as `processorOptions.sensitivity`.
 */
import { OnsetDetector } from './onset';

// The AudioWorkletGlobalScope's names. TypeScript's DOM library describes the page, not the worklet, so
// they are declared here for this file alone.
declare const sampleRate: number;
declare const currentTime: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
  constructor(options?: { processorOptions?: unknown });
}
declare function registerProcessor(
  name: string,
  processor: new (options?: { processorOptions?: unknown }) => AudioWorkletProcessor & {
    process(inputs: Float32Array[][], outputs: Float32Array[][], parameters: Record<string, Float32Array>): boolean;
  },
): void;

/** How many recent blocks are remembered to put a hit on the context's clock (~85 ms at 128 frames). */
const BLOCKS_KEPT = 32;
/** How often the level is posted. */
const LEVEL_EVERY_S = 0.05;

type Message = { type: 'sensitivity'; value: number } | { type: 'stop' };

class OnsetProcessor extends AudioWorkletProcessor {
  private readonly detector: OnsetDetector;
  /** For the last BLOCKS_KEPT blocks: the detector's frame count at the block's start, and its `currentTime`. */
  private readonly blockFrames = new Float64Array(BLOCKS_KEPT);
  private readonly blockTimes = new Float64Array(BLOCKS_KEPT);
  private blocks = 0;
  private frames = 0;
  private sinceLevel = 0;
  private readonly levelEvery = Math.round(LEVEL_EVERY_S * sampleRate);
  /** Cleared when the page lets the microphone go: the processor then stops. */
  private alive = true;

  constructor(options?: { processorOptions?: unknown }) {
    super(options);
    const given = (options?.processorOptions as { sensitivity?: unknown } | undefined)?.sensitivity;
    this.detector = new OnsetDetector({ sampleRate, sensitivity: typeof given === 'number' ? given : undefined });
    this.port.onmessage = (event: MessageEvent<Message>) => {
      if (event.data?.type === 'stop') this.alive = false;
      else if (event.data?.type === 'sensitivity' && typeof event.data.value === 'number')
        this.detector.setSensitivity(event.data.value);
    };
  }

  process(inputs: Float32Array[][]): boolean {
    if (!this.alive) return false;
    const microphone = inputs[0]?.[0];
    // No microphone connected (yet): nothing to hear, but stay alive.
    if (!microphone || microphone.length === 0) return true;
    const reference = inputs[1]?.[0];

    const slot = this.blocks % BLOCKS_KEPT;
    this.blockFrames[slot] = this.frames;
    this.blockTimes[slot] = currentTime;
    this.blocks += 1;
    this.frames += microphone.length;

    const onsets = this.detector.process(
      microphone,
      reference && reference.length === microphone.length ? reference : undefined,
    );
    for (const onset of onsets)
      this.port.postMessage({ type: 'onset', time: this.contextTime(onset.time), level: onset.level });

    this.sinceLevel += microphone.length;
    if (this.sinceLevel >= this.levelEvery) {
      this.sinceLevel = 0;
      this.port.postMessage({ type: 'level', db: this.detector.levelDb });
    }
    return true;
  }

  /** A time from the detector (seconds from its first frame) on the AudioContext's clock, by the block it fell in. */
  private contextTime(detectorTime: number): number {
    const frame = detectorTime * sampleRate;
    const kept = Math.min(this.blocks, BLOCKS_KEPT);
    let slot = (this.blocks - 1) % BLOCKS_KEPT;
    // Back from the newest block to the one the frame belongs to (or the oldest kept).
    for (let step = 1; step < kept && this.blockFrames[slot]! > frame; step += 1)
      slot = (slot + BLOCKS_KEPT - 1) % BLOCKS_KEPT;
    return this.blockTimes[slot]! + (frame - this.blockFrames[slot]!) / sampleRate;
  }
}

registerProcessor('onset-detector', OnsetProcessor);
