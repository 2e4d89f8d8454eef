import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Click } from './metronome';
import { play, playDrum } from './audio-engine';
import { STROKES, VOICES } from '@/features/practice/notation/groove';

/**
 * Just enough of an AudioContext for the scheduler: a clock the test moves, a gain node, and
 * suspend. Sounds are not made; `sound` records when each would play and when it was queued.
 */
function fakeAudio({ outputLatency = 0 } = {}) {
  const context = {
    currentTime: 10,
    outputLatency,
    baseLatency: 0,
    destination: {},
    createGain: () => ({ connect: vi.fn(), disconnect: vi.fn() }),
    suspend: vi.fn(() => Promise.resolve()),
  };
  const queued: { click: Click; at: number }[] = [];
  const heard: { click: Click; at: number }[] = [];
  /** Moves the audio clock and the page's timers on together, a millisecond at a time. */
  const run = (seconds: number) => {
    for (let ms = 0; ms < Math.round(seconds * 1000); ms += 1) {
      context.currentTime += 0.001;
      vi.advanceTimersByTime(1);
    }
  };
  const start = (bpm: number, beatsPerBar = 4, subdivision = 1) =>
    play(
      context as unknown as AudioContext,
      { bpm, beatsPerBar, subdivision },
      (click) => queued.push({ click, at: context.currentTime }),
      (click) => heard.push({ click, at: context.currentTime }),
    );
  return { context, queued, heard, run, start };
}

describe('the sound engine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('queues every click ahead of time, each within 1 ms of its ideal time, for a given tempo and signature', () => {
    const audio = fakeAudio();
    // 90 BPM in 7/8 with eighths counted as beats: a click every 2/3 s, for two minutes.
    const player = audio.start(90, 7);
    const begin = audio.queued[0]!.click.time;
    audio.run(120);
    player.stop();
    expect(audio.queued.length).toBeGreaterThanOrEqual(179);
    audio.queued.forEach(({ click, at }, index) => {
      expect(click.index).toBe(index);
      expect(Math.abs(click.time - (begin + (index * 60) / 90))).toBeLessThan(0.001);
      // Never queued late, and never more than the lookahead early.
      expect(click.time).toBeGreaterThanOrEqual(at);
      expect(click.time - at).toBeLessThanOrEqual(0.2 + 1e-9);
    });
    expect(audio.queued.filter(({ click }) => click.kind === 'bar').map(({ click }) => click.index % 7)).toSatisfy((rests: number[]) => rests.every((rest) => rest === 0));
  });

  it('shows each click when it is heard: its time plus the output latency', () => {
    const audio = fakeAudio({ outputLatency: 0.15 });
    const player = audio.start(120);
    audio.run(3);
    player.stop();
    expect(audio.heard.length).toBeGreaterThanOrEqual(5);
    for (const { click, at } of audio.heard) expect(Math.abs(at - (click.time + 0.15))).toBeLessThanOrEqual(0.002);
  });

  it('takes a new tempo from the next click on, without starting the bar again', () => {
    const audio = fakeAudio();
    const player = audio.start(60);
    // Just after the third click (at 12.06 s on this clock): the next one, a quarter of a second later, is still ahead.
    audio.run(2.1);
    const before = audio.queued.length;
    player.setTempo(240);
    audio.run(2);
    player.stop();
    const times = audio.queued.map(({ click }) => click.time);
    const indexes = audio.queued.map(({ click }) => click.index);
    expect(indexes).toEqual(indexes.map((_, index) => index));
    expect(times[before]! - times[before - 1]!).toBeCloseTo(0.25, 3);
    for (let index = before + 1; index < times.length; index += 1) expect(times[index]! - times[index - 1]!).toBeCloseTo(0.25, 3);
  });

  it('skips a click whose time passed while the page was too busy to queue it, rather than play it late', () => {
    const audio = fakeAudio();
    const player = audio.start(120);
    audio.run(1);
    const queuedBefore = audio.queued.length;
    // The page is blocked for 0.6 s: the audio clock runs on, no timer fires.
    audio.context.currentTime += 0.6;
    audio.run(1);
    player.stop();
    const late = audio.queued.slice(queuedBefore).filter(({ click, at }) => click.time < at);
    expect(late).toEqual([]);
    // The beat goes on in the same place: later clicks keep their ideal times.
    const begin = audio.queued[0]!.click.time;
    for (const { click } of audio.queued) expect(Math.abs(click.time - (begin + click.index * 0.5))).toBeLessThan(0.001);
    expect(audio.queued.length).toBeLessThan(Math.floor(2.6 / 0.5) + 1);
  });

  it('stops at once: nothing more is queued or shown, and the audio is suspended when nothing plays', () => {
    const audio = fakeAudio();
    const player = audio.start(120);
    audio.run(1);
    player.stop();
    const queued = audio.queued.length;
    const heard = audio.heard.length;
    audio.run(2);
    expect(audio.queued.length).toBe(queued);
    expect(audio.heard.length).toBe(heard);
    expect(audio.context.suspend).toHaveBeenCalledTimes(1);
    // A second stop (the page's cleanup after a Stop press) changes nothing.
    player.stop();
    audio.run(2);
    expect(audio.context.suspend).toHaveBeenCalledTimes(1);
  });

  it('keeps the audio running when a player stops only to start again (a new time signature)', () => {
    const audio = fakeAudio();
    const fourFour = audio.start(120);
    audio.run(1);
    fourFour.stop();
    const threeFour = audio.start(120, 3);
    audio.run(3);
    expect(audio.context.suspend).not.toHaveBeenCalled();
    expect(audio.queued.filter(({ click }) => click.kind === 'bar').length).toBeGreaterThan(2);
    threeFour.stop();
    audio.run(1.1);
    expect(audio.context.suspend).toHaveBeenCalledTimes(1);
  });

  it('plays one thing at a time: starting a groove stops the metronome and tells its page', () => {
    const audio = fakeAudio();
    const takenOver = vi.fn();
    const metronome = play(audio.context as unknown as AudioContext, { bpm: 120, beatsPerBar: 4, subdivision: 1 }, () => {}, () => {}, takenOver);
    audio.run(1);
    const groove = audio.start(100);
    expect(takenOver).toHaveBeenCalledTimes(1);
    // The audio goes on for the groove.
    expect(audio.context.suspend).not.toHaveBeenCalled();
    const queued = audio.queued.length;
    audio.run(1);
    expect(audio.queued.length).toBeGreaterThan(queued);
    // The metronome's page stops it too, later: nothing changes.
    metronome.stop();
    audio.run(1.1);
    expect(audio.context.suspend).not.toHaveBeenCalled();
    groove.stop();
    audio.run(1.1);
    expect(audio.context.suspend).toHaveBeenCalledTimes(1);
  });
});

/**
 * An audio graph that records what a drum sound starts: each oscillator and noise source, when,
 * and the oscillator's starting pitch. Nothing is heard.
 */
function recordingOutput() {
  const started: { kind: 'tone' | 'noise'; at: number; pitch?: number }[] = [];
  const param = () => ({ value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
  const node = () => ({ connect: vi.fn((next: unknown) => next), disconnect: vi.fn() });
  const context = {
    sampleRate: 100,
    createGain: () => ({ ...node(), gain: param() }),
    createBiquadFilter: () => ({ ...node(), type: '', frequency: param() }),
    createBuffer: (_channels: number, length: number) => ({ getChannelData: () => new Float32Array(length) }),
    createOscillator: () => {
      const frequency = param();
      let type = 'sine';
      return {
        ...node(),
        frequency,
        set type(value: string) {
          type = value;
        },
        get type() {
          return type;
        },
        start: (at: number) => started.push({ kind: 'tone', at, pitch: frequency.setValueAtTime.mock.calls[0]?.[0] ?? frequency.value }),
        stop: vi.fn(),
      };
    },
    createBufferSource: () => ({ ...node(), buffer: null, start: (at: number) => started.push({ kind: 'noise', at }), stop: vi.fn() }),
  };
  return { output: { context, connect: vi.fn() } as unknown as AudioNode, started };
}

describe('the drum sounds', () => {
  it('every drum and every stroke the groove language has makes a sound, at its time', () => {
    for (const voice of VOICES) {
      for (const stroke of new Set(Object.values(STROKES[voice]))) {
        const { output, started } = recordingOutput();
        playDrum(output, 3.5, voice, stroke);
        expect(started.length, `${voice} ${stroke}`).toBeGreaterThan(0);
        for (const { at } of started) expect(at, `${voice} ${stroke}`).toBe(3.5);
      }
    }
  });

  it('tunes the toms from high to floor, and gives the cymbals a ring and not only noise', () => {
    const pitchOf = (voice: (typeof VOICES)[number]) => {
      const { output, started } = recordingOutput();
      playDrum(output, 0, voice, 'hit');
      return Math.max(...started.filter(({ kind }) => kind === 'tone').map(({ pitch }) => pitch!));
    };
    expect(pitchOf('hightom')).toBeGreaterThan(pitchOf('midtom'));
    expect(pitchOf('midtom')).toBeGreaterThan(pitchOf('floortom'));
    for (const cymbal of ['ride', 'crash'] as const) {
      const { output, started } = recordingOutput();
      playDrum(output, 0, cymbal, 'hit');
      expect(started.filter(({ kind }) => kind === 'tone').length, cymbal).toBeGreaterThanOrEqual(4);
    }
  });
});
