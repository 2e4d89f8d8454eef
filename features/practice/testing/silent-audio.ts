/** Test code only: an audio context for the sound engine's tests. */

/** An AudioContext whose every node accepts every call and makes no sound; its clock is moved by the test. */
export function silentContext() {
  const param = () => ({
    value: 0,
    setValueAtTime() {},
    linearRampToValueAtTime() {},
    exponentialRampToValueAtTime() {},
    setTargetAtTime() {},
    cancelScheduledValues() {},
  });
  const context: Record<string, unknown> = {
    currentTime: 10,
    outputLatency: 0,
    baseLatency: 0,
    sampleRate: 48000,
    destination: {},
    suspend: () => Promise.resolve(),
  };
  const node = (): Record<string, unknown> =>
    new Proxy(
      {
        context,
        gain: param(),
        frequency: param(),
        Q: param(),
        threshold: param(),
        knee: param(),
        ratio: param(),
        attack: param(),
        release: param(),
      } as Record<string | symbol, unknown>,
      {
        get: (target, key) => (key in target ? target[key] : key === 'connect' ? (next: unknown) => next : () => {}),
        set: (target, key, value) => ((target[key] = value), true),
      },
    );
  for (const make of [
    'createGain',
    'createDynamicsCompressor',
    'createBiquadFilter',
    'createOscillator',
    'createBufferSource',
  ])
    context[make] = node;
  context.createBuffer = (_channels: number, length: number) => ({ getChannelData: () => new Float32Array(length) });
  return context as unknown as AudioContext & { currentTime: number };
}
