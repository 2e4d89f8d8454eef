import { afterEach, describe, expect, it, vi } from 'vitest';
import { audioTimeOf, outputDelay } from './inputs';

/** An AudioContext as far as the clock mapping reads it. */
function context(fields: {
  currentTime: number;
  outputLatency?: number;
  stamp?: { contextTime: number; performanceTime: number };
}) {
  return {
    currentTime: fields.currentTime,
    outputLatency: fields.outputLatency ?? 0,
    baseLatency: 0,
    getOutputTimestamp: () => fields.stamp ?? { contextTime: 0, performanceTime: 0 },
  } as unknown as AudioContext;
}

afterEach(() => vi.restoreAllMocks());

describe('a MIDI message’s moment on the audio clock', () => {
  it('is placed by the output’s own pairing of the two clocks: against the sound heard when it was played', () => {
    // At performance time 5000 ms the output was sounding what was queued for 9.97 s on the audio clock.
    const audio = context({ currentTime: 10, stamp: { contextTime: 9.97, performanceTime: 5000 } });
    // A hit played 12 ms before that moment, whenever its handler runs.
    expect(audioTimeOf(audio, 4988)).toBeCloseTo(9.958, 6);
    expect(audioTimeOf(audio, 5040)).toBeCloseTo(10.01, 6);
    expect(outputDelay(audio)).toBeCloseTo(0.03, 6);
  });

  it('without the pairing (the output not started), counts back from now less the output’s latency', () => {
    vi.spyOn(performance, 'now').mockReturnValue(2000);
    const audio = context({ currentTime: 3, outputLatency: 0.02 });
    expect(audioTimeOf(audio, 1990)).toBeCloseTo(3 - 0.02 - 0.01, 6);
    expect(outputDelay(audio)).toBeCloseTo(0.02, 6);
  });
});
