import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Click } from './metronome';
import { play, playClick, playDrum, QUEUED_EVENT, type GapPlan, type QueuedSound, type Ramp } from './audio-engine';
import { STROKES, VOICES } from '@/features/practice/groove/parse';
import { STROKE_TABLE } from '@/features/practice/groove/vocabulary';

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
    createGain: () => ({ connect: vi.fn((next: unknown) => next), disconnect: vi.fn(), gain: { value: 1 } }),
    createDynamicsCompressor: () => ({
      connect: vi.fn((next: unknown) => next),
      disconnect: vi.fn(),
      ...Object.fromEntries(['threshold', 'knee', 'ratio', 'attack', 'release'].map((name) => [name, { value: 0 }])),
    }),
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
  const start = (bpm: number, beatsPerBar = 4, subdivision = 1, ramp?: Ramp, gap?: GapPlan) =>
    play({
      context: context as unknown as AudioContext,
      pattern: { bpm, beatsPerBar, subdivision },
      sound: (click) => queued.push({ click, at: context.currentTime }),
      onClick: (click) => heard.push({ click, at: context.currentTime }),
      ramp,
      gap,
    });
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
    expect(audio.queued.filter(({ click }) => click.kind === 'bar').map(({ click }) => click.index % 7)).toSatisfy(
      (rests: number[]) => rests.every((rest) => rest === 0),
    );
  });

  it('starts when asked (a Start that waited for the kit keeps its first sound where it was due), never in the past', () => {
    const audio = fakeAudio();
    const sound = vi.fn();
    const on = play({
      context: audio.context as unknown as AudioContext,
      pattern: { bpm: 120, beatsPerBar: 4, subdivision: 1 },
      sound,
      onClick: () => {},
      startAt: 10.05,
    });
    expect(sound.mock.calls[0]![0].time).toBeCloseTo(10.05, 9);
    on.stop();
    // Asked for a time already gone: a moment from now instead.
    const late = play({
      context: audio.context as unknown as AudioContext,
      pattern: { bpm: 120, beatsPerBar: 4, subdivision: 1 },
      sound,
      onClick: () => {},
      startAt: 9,
    });
    expect(sound.mock.calls.at(-1)![0].time).toBeGreaterThan(10);
    expect(sound.mock.calls.at(-1)![0].time).toBeLessThan(10.05);
    late.stop();
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
    for (let index = before + 1; index < times.length; index += 1)
      expect(times[index]! - times[index - 1]!).toBeCloseTo(0.25, 3);
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
    for (const { click } of audio.queued)
      expect(Math.abs(click.time - (begin + click.index * 0.5))).toBeLessThan(0.001);
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
    const metronome = play({
      context: audio.context as unknown as AudioContext,
      pattern: { bpm: 120, beatsPerBar: 4, subdivision: 1 },
      sound: () => {},
      onClick: () => {},
      takenOver,
    });
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
 * Where each click should sound, added up bar by bar from the tempo each bar is meant to have:
 * the reference a ramped schedule is held to (a click lasts as long as its own bar's tempo says).
 */
function idealTimes(
  begin: number,
  count: number,
  clicksPerBar: number,
  subdivision: number,
  tempoOfBar: (bar: number) => number,
): number[] {
  const times = [begin];
  for (let index = 1; index < count; index += 1)
    times.push(times[index - 1]! + 60 / tempoOfBar(Math.floor((index - 1) / clicksPerBar)) / subdivision);
  return times;
}

describe('the speed trainer in the sound engine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('raises the tempo exactly at bar lines, from the start tempo to the target, and stays there', () => {
    const audio = fakeAudio();
    // 2/4 in eighths, 120 → 150 BPM, +10 every 2 bars: bars 0–1 at 120, 2–3 at 130, 4–5 at 140, then 150.
    const ramp = { start: 120, target: 150, step: 10, everyBars: 2 };
    // The pattern's own tempo gives way to the ramp's start.
    const player = audio.start(90, 2, 2, ramp);
    audio.run(8);
    player.stop();
    const clicks = audio.queued.map(({ click }) => click);
    expect(clicks.length).toBeGreaterThan(32);
    expect(clicks.map((click) => click.index)).toEqual(clicks.map((_, index) => index));
    const tempoOfBar = (bar: number) => Math.min(150, 120 + 10 * Math.floor(bar / 2));
    clicks.forEach((click) => expect(click.bpm, `click ${click.index}`).toBe(tempoOfBar(Math.floor(click.index / 4))));
    // A new tempo starts only on a bar's first click.
    const changes = clicks.filter((click, index) => index > 0 && click.bpm !== clicks[index - 1]!.bpm);
    expect(changes.map((click) => click.index)).toEqual([8, 16, 24]);
    for (const click of changes) expect(click.kind).toBe('bar');
    const ideal = idealTimes(clicks[0]!.time, clicks.length, 4, 2, tempoOfBar);
    clicks.forEach((click, index) => expect(Math.abs(click.time - ideal[index]!), `click ${index}`).toBeLessThan(1e-9));
  });

  it('does not drift over a long ramp: a raise every bar for ten minutes keeps each click on its ideal time', () => {
    const audio = fakeAudio();
    // 4/4 from 40 to 240 BPM, +1 every bar: 200 raises.
    const player = audio.start(40, 4, 1, { start: 40, target: 240, step: 1, everyBars: 1 });
    audio.run(600);
    player.stop();
    const clicks = audio.queued.map(({ click }) => click);
    const tempoOfBar = (bar: number) => Math.min(240, 40 + bar);
    expect(clicks.at(-1)!.bpm).toBe(240);
    const ideal = idealTimes(clicks[0]!.time, clicks.length, 4, 1, tempoOfBar);
    // Every click within a microsecond of the ideal, the last as well as the first.
    const worst = Math.max(...clicks.map((click, index) => Math.abs(click.time - ideal[index]!)));
    expect(worst).toBeLessThan(1e-6);
    // And none queued late or too early.
    for (const { click, at } of audio.queued) expect(click.time - at).toBeGreaterThanOrEqual(0);
  });

  it('plays a count-in bar at the start tempo before the ramp counts its first bar', () => {
    const audio = fakeAudio();
    const player = audio.start(100, 3, 1, { start: 200, target: 220, step: 10, everyBars: 1, afterBars: 1 });
    audio.run(5);
    player.stop();
    const bpms = audio.queued.map(({ click }) => click.bpm);
    // Bar 0 (the count-in) and bar 1 (the ramp's first) at 200, then 210, then 220 for good.
    expect(bpms.slice(0, 15)).toEqual([200, 200, 200, 200, 200, 200, 210, 210, 210, 220, 220, 220, 220, 220, 220]);
  });

  it('carries on rising from a tempo typed while it plays, counting bars from the next bar line', () => {
    const audio = fakeAudio();
    // 4/4 at 120, +5 every 2 bars up to 200. A beat is half a second.
    const player = audio.start(120, 4, 1, { start: 120, target: 200, step: 5, everyBars: 2 });
    // Into bar 1's second beat, the visitor types 150.
    audio.run(2.6);
    player.setTempo(150);
    const typedAt = audio.queued.length;
    audio.run(12);
    player.stop();
    const clicks = audio.queued.map(({ click }) => click);
    // Up to the change, the ramp's tempo; from the next click, 150 to the end of bar 1 and through bars 2–3, then 155.
    expect(clicks.slice(0, typedAt).every((click) => click.bpm === 120)).toBe(true);
    const after = clicks.slice(typedAt);
    expect(after[0]!.index % 4).not.toBe(0);
    const firstRaise = after.find((click) => click.bpm !== 150)!;
    expect(firstRaise.index).toBe(16);
    expect(firstRaise.bpm).toBe(155);
    expect(clicks.filter((click) => click.index >= 16 && click.index < 24).every((click) => click.bpm === 155)).toBe(
      true,
    );
    expect(clicks.find((click) => click.index === 24)?.bpm).toBe(160);
    // No restart: the count goes on, and bar lines stay every four clicks.
    expect(clicks.map((click) => click.index)).toEqual(clicks.map((_, index) => index));
    expect(clicks.filter((click) => click.kind === 'bar').every((click) => click.index % 4 === 0)).toBe(true);
  });

  it('marks the clicks at a tempo the ramp raised to, and not a tempo typed in or playing when the ramp began', () => {
    const audio = fakeAudio();
    // 2/4 at 100, +10 every bar up to 120: bar 0 at 100, then 110 and 120, raised.
    const player = audio.start(100, 2, 1, { start: 100, target: 120, step: 10, everyBars: 1 });
    audio.run(3.3);
    const raisedAt = (clicks: { click: Click }[]) =>
      clicks.map(({ click }) => `${click.bpm}${click.raised ? ' raised' : ''}`);
    expect(raisedAt(audio.queued.slice(0, 6))).toEqual([
      '100',
      '100',
      '110 raised',
      '110 raised',
      '120 raised',
      '120 raised',
    ]);
    // Typed in: the same tempo as the target, but not climbed to.
    player.setTempo(125);
    const typedAt = audio.queued.length;
    audio.run(2);
    expect(audio.queued.slice(typedAt).every(({ click }) => !click.raised)).toBe(true);
    // A ramp switched on while playing starts from the tempo playing: nothing raised until it climbs.
    player.setRamp({ start: 60, target: 125, step: 5, everyBars: 1 });
    const rampedAt = audio.queued.length;
    audio.run(3);
    player.stop();
    expect(audio.queued.slice(rampedAt).every(({ click }) => click.bpm === 125 && !click.raised)).toBe(true);
  });

  it('a typed tempo above the target stays where it was typed', () => {
    const audio = fakeAudio();
    const player = audio.start(100, 2, 1, { start: 100, target: 110, step: 5, everyBars: 1 });
    audio.run(1.1);
    player.setTempo(180);
    audio.run(6);
    player.stop();
    const last = audio.queued.slice(-10).map(({ click }) => click.bpm);
    expect(last).toEqual(Array(10).fill(180));
  });

  it('takes a ramp switched on while it plays from the next bar line, rising from the tempo playing now', () => {
    const audio = fakeAudio();
    const player = audio.start(120, 4, 1);
    // Half-way through bar 0.
    audio.run(1.1);
    player.setRamp({ start: 60, target: 130, step: 5, everyBars: 1 });
    audio.run(6);
    player.setRamp(undefined);
    audio.run(3);
    player.stop();
    const bpmOf = (index: number) => audio.queued.find(({ click }) => click.index === index)!.click.bpm;
    // Never down to the ramp's start: bar 1, the first whole bar after the switch, is the ramp's first, at 120; then +5 a bar.
    expect([0, 3, 4, 7, 8, 11, 12].map(bpmOf)).toEqual([120, 120, 120, 120, 125, 125, 130]);
    // Switched off: it stays at the tempo it had reached.
    expect(audio.queued.at(-1)!.click.bpm).toBe(130);
  });
});

/**
 * An audio graph that records what a drum sound starts: each oscillator and noise source, when,
 * and the oscillator's starting pitch. Nothing is heard.
 */
function recordingOutput() {
  const param = () => ({
    value: 0,
    setValueAtTime: vi.fn(),
    exponentialRampToValueAtTime: vi.fn(),
    setTargetAtTime: vi.fn(),
  });
  type Node = {
    context?: unknown;
    to?: Node;
    gain?: ReturnType<typeof param>;
    connect: (next: Node) => Node;
    disconnect: () => void;
  };
  /** A buffer source's start: when, and for a recorded sound, from where in the file, for how long, through which nodes. */
  const started: {
    kind: 'tone' | 'noise';
    at: number;
    pitch?: number;
    offset?: number;
    seconds?: number;
    through?: Node;
  }[] = [];
  const node = (): Node => {
    const self: Node = {
      context,
      connect: vi.fn((next: Node) => {
        self.to = next;
        return next;
      }),
      disconnect: vi.fn(),
    };
    return self;
  };
  const context = {
    currentTime: 2.75,
    sampleRate: 100,
    createGain: () => Object.assign(node(), { gain: param() }),
    createBiquadFilter: () => Object.assign(node(), { type: '', frequency: param() }),
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
        start: (at: number) =>
          started.push({ kind: 'tone', at, pitch: frequency.setValueAtTime.mock.calls[0]?.[0] ?? frequency.value }),
        stop: vi.fn(),
      };
    },
    createBufferSource: () => {
      const source = Object.assign(node(), { buffer: null });
      return Object.assign(source, {
        start: (at: number, offset?: number, seconds?: number) =>
          started.push({ kind: 'noise', at, offset, seconds, through: source.to }),
        stop: vi.fn(),
      });
    },
    decodeAudioData: async () => {
      // The sync mark 20 ms late, as an MP3 decoder that keeps the encoder's delay puts it.
      const samples = new Float32Array(1000);
      samples[7] = 0.95;
      samples[40] = 0.5;
      return { sampleRate: 100, getChannelData: () => samples };
    },
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
        // The note itself at its time; a flam's or drag's grace notes just before it, a roll's strokes after it. A
        // grace note alone sounds only before the time, where another drum plays the note.
        expect(
          started.some(({ at }) => at === 3.5),
          `${voice} ${stroke}`,
        ).toBe(!STROKE_TABLE[stroke].graceOnly);
        if (STROKE_TABLE[stroke].graceOnly) expect(started.every(({ at }) => at < 3.5)).toBe(true);
        for (const { at } of started) expect(Math.abs(at - 3.5), `${voice} ${stroke}`).toBeLessThanOrEqual(0.25);
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

  /** What the engine announces (its `practice:queued` log) while `play` queues sounds. */
  function announcedBy(play: (output: AudioNode) => void): QueuedSound[] {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    const announced: QueuedSound[] = [];
    page.addEventListener(QUEUED_EVENT, (event) => announced.push((event as CustomEvent<QueuedSound>).detail));
    try {
      play(recordingOutput().output);
    } finally {
      vi.unstubAllGlobals();
    }
    return announced;
  }

  it("announces every sound as it queues it, saying what it is and when it sounds: the player's own log", () => {
    const announced = announcedBy((output) => {
      playDrum(output, 3.5, 'snare', 'ghost');
      playClick(output, 3.75, 'bar');
    });
    expect(announced).toEqual([
      { time: 3.5, queuedAt: 2.75, source: 'synth', sound: 'drum', voice: 'snare', stroke: 'ghost', level: 0.25 },
      { time: 3.75, queuedAt: 2.75, source: 'synth', sound: 'click', kind: 'bar' },
    ]);
  });

  it('plays grace notes just before the main note and softer, a double stroke as two, a buzz roll as bounces through its note', () => {
    const announced = announcedBy((output) => {
      playDrum(output, 4, 'snare', 'flam');
      playDrum(output, 5, 'snare', 'drag');
      playDrum(output, 6, 'snare', 'double', 0.6 / 0.65, 0.25);
      playDrum(output, 7, 'snare', 'buzz', 0.6 / 0.55, 0.5);
    });
    const drums = announced.flatMap((sound) => (sound.sound === 'drum' ? [sound] : []));
    const around = (time: number) => drums.filter((sound) => sound.time > time - 0.5 && sound.time < time + 0.6);
    // Flam: one grace 30 ms before, softer; then the note.
    expect(around(4).map((sound) => [Math.round((sound.time - 4) * 1000), sound.part ?? 'main'])).toEqual([
      [-30, 'grace'],
      [0, 'main'],
    ]);
    expect(around(4)[0]!.level).toBeLessThan(around(4)[1]!.level);
    // Drag: two graces, then the note.
    expect(around(5).map((sound) => [Math.round((sound.time - 5) * 1000), sound.part ?? 'main'])).toEqual([
      [-80, 'grace'],
      [-40, 'grace'],
      [0, 'main'],
    ]);
    // Double stroke on an eighth at 120 BPM: the second stroke halfway through, as loud.
    expect(around(6).map((sound) => [Math.round((sound.time - 6) * 1000), sound.part ?? 'main', sound.level])).toEqual([
      [0, 'main', 0.6],
      [125, 'roll', 0.6],
    ]);
    // Buzz: bounces all through its half second, each softer than the note, none after it ends.
    const buzz = around(7);
    expect(buzz.length).toBeGreaterThanOrEqual(12);
    expect(buzz.slice(1).every((sound) => sound.part === 'roll' && sound.level < 0.6 && sound.time < 7.5)).toBe(true);
  });
});

describe('the recorded kit', () => {
  type EngineModule = typeof import('./audio-engine');
  /** A fresh engine, with no kit decoded yet (the kit is kept for the page's life once it is). */
  async function freshEngine(): Promise<EngineModule> {
    vi.resetModules();
    return import('./audio-engine');
  }
  const file = () => Promise.resolve(new ArrayBuffer(8));

  it('plays every drum and stroke from its place in the file, found by the sync mark, once decoded', async () => {
    const engine = await freshEngine();
    const { KIT_SLOTS } = await import('./kit-sprite');
    const { kitSound } = await import('./kit-sounds');
    const { output, started } = recordingOutput();
    await engine.prepareKit(file(), 1000, output.context);
    for (const voice of VOICES) {
      for (const stroke of new Set(Object.values(STROKES[voice]))) {
        started.length = 0;
        engine.playDrum(output, 3.5, voice, stroke);
        // A grace note alone has no note of its own: its sound is the grace note's.
        const main = STROKE_TABLE[stroke].graceOnly ? started[0] : started.find(({ at }) => at === 3.5);
        expect(main, `${voice} ${stroke}`).toBeDefined();
        expect(
          started.every(({ kind }) => kind === 'noise'),
          `${voice} ${stroke}: no synthesised sound`,
        ).toBe(true);
        // The decoder put the mark 20 ms late: every sound is taken 20 ms later in the file.
        const slot = Object.entries(KIT_SLOTS).find(
          ([, [start]]) => Math.abs(start + 0.02 - main!.offset!) < 1e-9,
        )?.[0];
        expect(slot?.split('.')[0], `${voice} ${stroke}`).toBe(kitSound(voice, stroke));
        expect(main!.seconds).toBe(KIT_SLOTS[slot as keyof typeof KIT_SLOTS]![1]);
      }
    }
  });

  it('plays a ghost note, a stroke and an accent from their own loudness layers, at their exact loudness', async () => {
    const engine = await freshEngine();
    const { KIT_SLOTS } = await import('./kit-sprite');
    const { KIT_GAIN } = await import('./sampler');
    const { output, started } = recordingOutput();
    await engine.prepareKit(file(), 1000, output.context);
    const layerOf = (stroke: 'ghost' | 'hit' | 'accent', gain = 1) => {
      started.length = 0;
      engine.playDrum(output, 1, 'snare', stroke, gain);
      const [{ offset, through }] = started as [(typeof started)[number]];
      const slot = Object.entries(KIT_SLOTS).find(([, [start]]) => Math.abs(start + 0.02 - offset!) < 1e-9)![0];
      return [slot, Number((through!.gain!.value / KIT_GAIN).toFixed(3))];
    };
    expect(layerOf('ghost')).toEqual(['snare.soft', Number((0.25 / 0.3).toFixed(3))]);
    expect(layerOf('hit')).toEqual(['snare.medium', 1]);
    expect(layerOf('accent')).toEqual(['snare.loud', 1]);
    // Dynamics between layers: a stroke played mezzo-piano is the medium layer a little softer, not a jump.
    expect(layerOf('hit', 0.8)).toEqual(['snare.medium', 0.8]);
  });

  it('chokes an open hi-hat when the hi-hat closes, and lets a cymbal ring on', async () => {
    const engine = await freshEngine();
    const { output, started } = recordingOutput();
    await engine.prepareKit(file(), 1000, output.context);
    engine.playDrum(output, 1, 'hihat', 'open');
    engine.playDrum(output, 1, 'crash', 'hit');
    const [open, crash] = started;
    // The open hi-hat goes through a gain of its own, which the next closed stroke closes at its time.
    const ring = open!.through!.to!.gain!;
    expect(ring.setTargetAtTime).not.toHaveBeenCalled();
    engine.playDrum(output, 1.5, 'snare', 'hit');
    expect(ring.setTargetAtTime).not.toHaveBeenCalled();
    engine.playDrum(output, 1.75, 'hihat', 'hit');
    expect(ring.setTargetAtTime).toHaveBeenCalledWith(0, 1.75, expect.any(Number));
    // The pedal chokes it too; the crash is not the hi-hat's to stop.
    engine.playDrum(output, 2, 'hihat', 'halfopen');
    const half = started.at(-1)!.through!.to!.gain!;
    engine.playDrum(output, 2.25, 'hihatfoot', 'hit');
    expect(half.setTargetAtTime).toHaveBeenCalledWith(0, 2.25, expect.any(Number));
    expect(crash!.through!.to!.gain).toBeUndefined();
  });

  it('keeps the synthesised sounds while the kit is on its way, and when it cannot be had', async () => {
    vi.useFakeTimers();
    try {
      const engine = await freshEngine();
      const { output, started } = recordingOutput();
      // A download that takes long: Play goes on after the wait, on the synthesiser.
      const waited = engine.prepareKit(new Promise<ArrayBuffer>(() => {}), 250, output.context);
      await vi.advanceTimersByTimeAsync(250);
      await waited;
      engine.playDrum(output, 1, 'kick', 'hit');
      expect(started.some(({ kind }) => kind === 'tone')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    const engine = await freshEngine();
    const { output, started } = recordingOutput();
    await engine.prepareKit(Promise.reject(new Error('offline')), 1000, output.context);
    engine.playDrum(output, 1, 'kick', 'hit');
    expect(started.some(({ kind }) => kind === 'tone')).toBe(true);
    // Asked again on the next Play, it is used.
    await engine.prepareKit(file(), 1000, output.context);
    started.length = 0;
    engine.playDrum(output, 2, 'kick', 'hit');
    expect(started.map(({ kind }) => kind)).toEqual(['noise']);
  });
});

describe('the gap click in the sound engine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('marks the clicks of its silent bars, counted from after the count-in, and changes from the next click', () => {
    const audio = fakeAudio();
    // 4/4 at 240 BPM, a bar a second: a bar of count-in, then 1 bar with sound and 2 silent, over and over.
    const player = audio.start(240, 4, 1, undefined, { on: 1, off: 2, afterBars: 1 });
    audio.run(6.5);
    const silentBars = (from = 0) =>
      [
        ...new Set(
          audio.queued
            .filter(({ click }) => click.index >= from && click.silent)
            .map(({ click }) => Math.floor(click.index / 4)),
        ),
      ].sort((a, b) => a - b);
    expect(silentBars()).toEqual([2, 3, 5, 6]);
    // Every click of a bar alike: no bar half silent.
    for (const bar of [2, 3, 5, 6])
      expect(audio.queued.filter(({ click }) => Math.floor(click.index / 4) === bar && !click.silent)).toEqual([]);
    player.setGap(undefined);
    const next = audio.queued.length;
    audio.run(3);
    player.stop();
    expect(silentBars(next + 1)).toEqual([]);
  });

  it('raises the speed trainer’s tempo only in a bar with sound: a silent bar keeps the tempo the learner holds', () => {
    const audio = fakeAudio();
    // 2/4 from 120, +10 every bar; bars 1 and 2 silent (1 on, 2 off).
    const player = audio.start(120, 2, 1, { start: 120, target: 200, step: 10, everyBars: 1 }, { on: 1, off: 2 });
    audio.run(5);
    player.stop();
    const tempoOfBar = (bar: number) => audio.queued.find(({ click }) => click.index === bar * 2)!.click.bpm;
    // Bar 0 at 120; bars 1 and 2, silent, stay at 120; bar 3 sounds at the ramp's tempo for it, 150.
    expect([0, 1, 2, 3].map(tempoOfBar)).toEqual([120, 120, 120, 150]);
  });
});
