import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayAlongSettings } from '@/features/progress/client';
import type { ClickPlayer } from './calibrate';
import type { InputKind, OpenOptions } from './connect';
import { InputError, type InputEvents, type InputHit } from './inputs';
import type { Graded } from './match';
import type { Marks } from './scoring';
import { PlayAlongSession, type PlayAlongStore, type SessionProps } from './session';

/** The page's audio clock, moved by hand. */
interface FakeContext {
  currentTime: number;
}

/**
 * A session on fakes: an input that the test plays (its events), a clock the test moves (the context's time and
 * vitest's timers together), clicks the test queues, and a store kept in memory.
 */
function setUp({
  kept = { calibration: {}, kits: {} } as PlayAlongSettings,
  open = undefined as ((kind: InputKind) => Promise<void>) | undefined,
  props = {} as Partial<SessionProps>,
} = {}) {
  const context: FakeContext = { currentTime: 0 };
  let events: InputEvents | undefined;
  let options: OpenOptions | undefined;
  const input = { stop: vi.fn(), setSensitivity: vi.fn() };
  const release = vi.fn();
  const heard: InputHit[] = [];
  const saved: PlayAlongSettings[] = [];
  const records: { key: string; bpm: number; onTime: number; notes: number }[] = [];
  let settings = kept;
  const store: PlayAlongStore = {
    playAlongSettings: () => settings,
    savePlayAlong: (change) => {
      settings = change(settings);
      saved.push(settings);
    },
    recordRun: (key, bpm, run) => {
      records.push({ key, bpm, onTime: run.onTime, notes: run.notes });
      return { ok: true, best: true };
    },
  };
  const clicks: {
    onBeat: (index: number, time: number) => string | undefined;
    takenOver: () => void;
    stop: () => void;
  } = { onBeat: () => undefined, takenOver: () => {}, stop: vi.fn() };
  const clickPlayer: ClickPlayer<FakeContext> = (_context, _pattern, onBeat, takenOver) => {
    clicks.onBeat = onBeat;
    clicks.takenOver = takenOver;
    return { stop: clicks.stop };
  };
  const marks = { clear: vi.fn(), grade: vi.fn<(graded: Graded) => void>(), extra: vi.fn<(step: number) => void>() };
  const stopPlaying = vi.fn();
  const session = new PlayAlongSession<FakeContext>(
    {
      audio: async () => context,
      open: async (kind, _context, given, opening) => {
        await open?.(kind);
        events = given;
        options = opening;
        return kind === 'midi'
          ? { key: 'midi:Test Kit', name: 'Test Kit', stop: input.stop }
          : { key: 'microphone', name: 'Mic', ...input };
      },
      hold: async () => release,
      outputName: async () => 'Speakers',
      outputDelay: () => 0,
      clicks: async () => clickPlayer,
      store: async () => store,
      heard: (hit) => heard.push(hit),
    },
    {
      drums: ['hihat', 'snare', 'kick'],
      muted: new Set(),
      recordKey: 'lesson/groove',
      timingOnly: false,
      marks: (): Marks => marks,
      stopPlaying,
      ...props,
    },
  );
  return {
    session,
    context,
    input,
    release,
    heard,
    saved,
    records,
    clicks,
    marks,
    stopPlaying,
    get events() {
      return events!;
    },
    get options() {
      return options!;
    },
    /** The clock moves on by `seconds`: the audio clock and the timers together. */
    async pass(seconds: number) {
      context.currentTime += seconds;
      await vi.advanceTimersByTimeAsync(seconds * 1000);
    },
  };
}

async function connected(kind: InputKind = 'midi', options: Parameters<typeof setUp>[0] = {}) {
  const fake = setUp(options);
  fake.session.mount();
  // The store is fetched: what it keeps is read before the learner chooses.
  await vi.advanceTimersByTimeAsync(0);
  fake.session.chooseKind(kind);
  await fake.session.connect();
  return fake;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connecting an input', () => {
  it('reads the settings kept on this device, and leaves out a level it does not know', async () => {
    const { session } = setUp({
      kept: { calibration: {}, kits: {}, input: 'microphone', level: 'frantic', sensitivity: 0.8 },
    });
    session.mount();
    await vi.waitFor(() => expect(session.getState().kind).toBe('microphone'));
    expect(session.getState()).toMatchObject({ level: 'steady', sensitivity: 0.8, listening: false });
  });

  it('says it listens, keeps the kind of input, and finds the delay kept for this input through this output', async () => {
    const fake = setUp({ kept: { calibration: { 'midi:Test Kit via Speakers': 12 }, kits: {} } });
    fake.session.mount();
    await vi.advanceTimersByTimeAsync(0);
    const connecting = fake.session.connect();
    expect(fake.session.getState().connecting).toBe(true);
    await connecting;
    expect(fake.session.getState()).toMatchObject({
      connecting: false,
      input: { key: 'midi:Test Kit', name: 'Test Kit' },
      message: { kind: 'connected', name: 'Test Kit' },
      latencyMs: 12,
      listening: true,
    });
    expect(fake.saved.at(-1)?.input).toBe('midi');
    // A kit's pads are told apart, unless every note is a hit (the metronome's clicks).
    expect(fake.options.anyPad).toBe(false);
  });

  it('says why the browser refused, by input, and keeps nothing', async () => {
    const fake = setUp({
      open: async (kind) => {
        throw new InputError(kind === 'microphone' ? 'denied' : 'no-device');
      },
    });
    fake.session.chooseKind('microphone');
    await fake.session.connect();
    expect(fake.session.getState()).toMatchObject({
      connecting: false,
      input: undefined,
      message: { kind: 'problem', word: 'deniedMicrophone', name: '', problem: true },
    });
    fake.session.chooseKind('midi');
    await fake.session.connect();
    expect(fake.session.getState().message).toMatchObject({ word: 'noMidi' });
    expect(fake.saved).toEqual([]);
    // The audio clock was held while the browser asked, and let go.
    expect(fake.release).toHaveBeenCalledTimes(2);
  });

  it('says "failed" for anything else that goes wrong', async () => {
    const fake = setUp({
      open: async () => {
        throw new Error('the worklet did not load');
      },
    });
    await fake.session.connect();
    expect(fake.session.getState().message).toMatchObject({ word: 'failed', problem: true });
  });

  it('lets the input go at once when the panel went while the browser asked', async () => {
    let answer = () => {};
    const fake = setUp({ open: () => new Promise<void>((resolve) => (answer = resolve)) });
    fake.session.mount();
    const connecting = fake.session.connect();
    await vi.advanceTimersByTimeAsync(0);
    fake.session.dispose();
    answer();
    await connecting;
    expect(fake.input.stop).toHaveBeenCalled();
    expect(fake.release).toHaveBeenCalled();
    expect(fake.session.getState().input).toBeUndefined();
  });

  it('when the input goes on its own: the run and the player stop, and the learner is told', async () => {
    const fake = await connected('midi');
    fake.session.listener.start();
    expect(fake.session.getState().running).toBe(true);
    fake.events.onProblem('unplugged');
    expect(fake.input.stop).toHaveBeenCalled();
    expect(fake.stopPlaying).toHaveBeenCalled();
    expect(fake.session.getState()).toMatchObject({
      input: undefined,
      listening: false,
      message: { kind: 'problem', word: 'unplugged', name: 'Test Kit', problem: true },
    });
    await fake.pass(1);
    expect(fake.session.getState().running).toBe(false);
  });

  it('disconnects: the input and the audio clock are let go, the player stops, the status clears', async () => {
    const fake = await connected('midi');
    fake.session.disconnect();
    expect(fake.input.stop).toHaveBeenCalled();
    expect(fake.release).toHaveBeenCalled();
    expect(fake.stopPlaying).toHaveBeenCalled();
    expect(fake.session.getState()).toMatchObject({ input: undefined, message: undefined, listening: false });
  });

  it('meters the microphone, and hands it a new sensitivity, which is kept', async () => {
    const fake = await connected('microphone');
    expect(fake.options.sensitivity).toBe(0.5);
    fake.events.onLevel?.(-20);
    expect(fake.session.getState().db).toBe(-20);
    fake.session.setSensitivity(0.7);
    expect(fake.input.setSensitivity).toHaveBeenCalledWith(0.7);
    expect(fake.saved.at(-1)?.sensitivity).toBe(0.7);
  });

  it('logs every hit heard, before calibration', async () => {
    const fake = await connected('microphone');
    fake.events.onHit({ time: 1.5 });
    expect(fake.heard).toEqual([{ time: 1.5 }]);
  });
});

describe('calibrating', () => {
  /** Queues the eight clicks half a second apart from 1 s, and taps each `late` seconds after it. */
  async function clicksAndTaps(fake: Awaited<ReturnType<typeof connected>>, late: (index: number) => number | null) {
    const sounds = Array.from({ length: 9 }, (_, index) => fake.clicks.onBeat(index, 1 + index * 0.5));
    for (let index = 0; index < 8; index += 1) {
      const offset = late(index);
      if (offset !== null) fake.events.onHit({ time: 1 + index * 0.5 + offset });
    }
    return sounds;
  }

  it('measures the median delay of the taps, keeps it for this input and output, and takes it off the runs', async () => {
    const fake = await connected('midi');
    await fake.session.calibrate();
    expect(fake.session.getState()).toMatchObject({ calibration: { heard: 0 }, listening: false });
    const sounds = await clicksAndTaps(fake, (index) => (index === 3 ? null : 0.02 + index * 0.001));
    // A bar of four: the first accented; the ninth beat is not a click.
    expect(sounds).toEqual(['bar', 'beat', 'beat', 'beat', 'bar', 'beat', 'beat', 'beat', undefined]);
    expect(fake.session.getState().calibration).toEqual({ heard: 7 });
    // Hits while calibrating are taps, not a run's.
    expect(fake.marks.grade).not.toHaveBeenCalled();
    await fake.pass(5);
    // Offsets 20, 21, 22, 24, 25, 26, 27 ms: the median is 24.
    expect(fake.session.getState()).toMatchObject({
      calibration: undefined,
      latencyMs: 24,
      listening: true,
      message: { kind: 'calibrated', ms: 24 },
    });
    expect(fake.saved.at(-1)?.calibration).toEqual({ 'midi:Test Kit via Speakers': 24 });
    expect(fake.clicks.stop).toHaveBeenCalled();

    // The next run takes 24 ms off every hit: a hit 24 ms after its note is on time.
    fake.session.listener.start();
    fake.session.listener.queued(0, 0, 10, [{ voice: 'snare', stroke: 'hit' }], 120);
    fake.events.onHit({ time: 10.024, voice: 'snare' });
    expect(fake.marks.grade).toHaveBeenCalledWith(expect.objectContaining({ verdict: 'on-time', offsetMs: 0 }));
  });

  it('fails with too few taps near their clicks, and keeps nothing', async () => {
    const fake = await connected('midi');
    await fake.session.calibrate();
    // Four taps: each click's nearest tap is taken, but the later clicks have none within a quarter second.
    await clicksAndTaps(fake, (index) => (index < 4 ? 0.03 : null));
    await fake.pass(5);
    expect(fake.session.getState()).toMatchObject({
      calibration: undefined,
      latencyMs: undefined,
      message: { kind: 'calibration-failed', count: 4, problem: true },
    });
    expect(fake.saved.some((settings) => Object.keys(settings.calibration).length > 0)).toBe(false);
  });

  it('ends without a word when the player takes the clicks over, and stops on disconnect', async () => {
    const fake = await connected('midi');
    await fake.session.calibrate();
    fake.clicks.takenOver();
    expect(fake.session.getState()).toMatchObject({ calibration: undefined, message: undefined, listening: true });
    await fake.session.calibrate();
    fake.session.disconnect();
    expect(fake.session.getState().calibration).toBeUndefined();
    expect(fake.clicks.stop).toHaveBeenCalled();
  });

  it('needs an input', async () => {
    const fake = setUp();
    await fake.session.calibrate();
    expect(fake.session.getState().calibration).toBeUndefined();
  });
});

describe('learning a kit', () => {
  it('asks for each drum in turn, skips, keeps the pads with the kit, and then reads them', async () => {
    const fake = await connected('midi', { kept: { calibration: {}, kits: { 'Test Kit': { '60': 'ride' } } } });
    expect(fake.options.learnt()).toEqual({ 60: 'ride' });
    // A run on, its note just sounded, ends when learning starts.
    fake.session.listener.start();
    fake.session.listener.queued(0, 0, 0.1, [{ voice: 'kick', stroke: 'hit' }], 120);
    await fake.pass(0.12);
    fake.session.learn();
    expect(fake.stopPlaying).toHaveBeenCalled();
    expect(fake.session.getState()).toMatchObject({ learning: { index: 0, learnt: {} }, listening: false });
    fake.events.onNote?.(70);
    // The same pad again (a bounce) is not the next drum's; an unknown note says nothing while learning.
    fake.events.onNote?.(70);
    fake.events.onUnknown?.(70);
    expect(fake.session.getState()).toMatchObject({
      learning: { index: 1, learnt: { 70: 'hihat' } },
      message: undefined,
    });
    fake.session.skipPad();
    // Hits while learning are not graded, not even against the run that ended.
    fake.events.onHit({ time: 0.1, voice: 'kick' });
    expect(fake.marks.grade).not.toHaveBeenCalled();
    fake.events.onNote?.(71);
    expect(fake.session.getState()).toMatchObject({
      learning: undefined,
      listening: true,
      message: { kind: 'learnt', count: 2 },
    });
    expect(fake.saved.at(-1)?.kits).toEqual({ 'Test Kit': { '60': 'ride', '70': 'hihat', '71': 'kick' } });
    expect(fake.options.learnt()).toEqual({ 60: 'ride', 70: 'hihat', 71: 'kick' });
  });

  it('finishes early with what it learnt', async () => {
    const fake = await connected('midi');
    fake.session.learn();
    fake.events.onNote?.(40);
    fake.session.finishLearning();
    expect(fake.session.getState()).toMatchObject({ learning: undefined, message: { kind: 'learnt', count: 1 } });
    expect(fake.saved.at(-1)?.kits).toEqual({ 'Test Kit': { '40': 'hihat' } });
  });

  it('says which note no drum is known for, outside learning', async () => {
    const fake = await connected('midi');
    fake.events.onUnknown?.(99);
    expect(fake.session.getState().message).toEqual({ kind: 'unknown-note', note: 99 });
  });
});

describe('a run', () => {
  const snare = [{ voice: 'snare' as const, stroke: 'hit' as const }];
  const kick = [{ voice: 'kick' as const, stroke: 'hit' as const }];

  /** Two loops of kick (step 0) and snare (step 1), half a second apart, at 120 BPM, from 1 s. */
  function twoLoops(fake: Awaited<ReturnType<typeof connected>>) {
    for (let loop = 0; loop < 2; loop += 1) {
      fake.session.listener.queued(0, loop, 1 + loop, kick, 120);
      fake.session.listener.queued(1, loop, 1.5 + loop, snare, 120);
    }
    fake.session.listener.queued(0, 2, 3, kick, 120);
  }

  it('grades the hits and the notes missed on the figure, then gives its results, kept as the best', async () => {
    const fake = await connected('midi');
    fake.session.chooseLevel('tight');
    expect(fake.saved.at(-1)?.level).toBe('tight');
    fake.session.listener.start();
    expect(fake.marks.clear).toHaveBeenCalled();
    expect(fake.session.getState()).toMatchObject({ running: true, result: undefined, live: undefined });
    twoLoops(fake);
    fake.events.onHit({ time: 1.01, voice: 'kick' });
    fake.events.onHit({ time: 1.54, voice: 'snare' });
    fake.events.onHit({ time: 2, voice: 'kick' });
    // A hit on a drum far from any of its notes marks the nearest step as an extra.
    fake.events.onHit({ time: 2.3, voice: 'kick' });
    expect(fake.marks.extra).toHaveBeenCalledWith(1);
    // The second snare (at 2.5 s) is not played: missed once its reach and the arrival time have passed.
    await fake.pass(2.8);
    expect(fake.marks.grade.mock.calls.map(([graded]) => [graded.note.step, graded.verdict])).toEqual([
      [0, 'on-time'],
      [1, 'late'],
      [0, 'on-time'],
      [1, 'missed'],
    ]);
    expect(fake.session.getState().live).toEqual({ kind: 'loop', loop: 2, onTime: 1, notes: 2 });
    // Stop: the third loop's kick, still to sound, is dropped; its results come once the last hits had time to arrive.
    fake.session.listener.stop();
    expect(fake.session.getState().running).toBe(true);
    await fake.pass(0.2);
    const { result, live, running } = fake.session.getState();
    expect(running).toBe(false);
    expect(result).toMatchObject({ windowMs: 20, bpm: 120, best: true, byDrum: true });
    expect(result?.summary).toMatchObject({ notes: 4, onTime: 2, late: 1, missed: 1, extras: 1 });
    expect(live).toEqual({ kind: 'results', onTime: 2, notes: 4, percent: 50, window: 20 });
    expect(fake.records).toEqual([{ key: 'lesson/groove', bpm: 120, onTime: 50, notes: 4 }]);
  });

  it('shorter than a loop: too short, and not kept', async () => {
    const fake = await connected('midi');
    fake.session.listener.start();
    fake.session.listener.queued(0, 0, 1, kick, 120);
    fake.session.listener.queued(1, 0, 1.5, snare, 120);
    fake.events.onHit({ time: 1, voice: 'kick' });
    // Stopped before the snare: the loop was cut short.
    await fake.pass(1.2);
    fake.session.listener.stop();
    await fake.pass(0.2);
    expect(fake.session.getState()).toMatchObject({ result: { tooShort: true }, live: { kind: 'too-short' } });
    expect(fake.records).toEqual([]);
  });

  it('grades only the drums the learner plays, and from a microphone by time alone', async () => {
    const fake = await connected('microphone', { props: { muted: new Set(['snare'] as const) } });
    fake.session.listener.start();
    twoLoops(fake);
    // The kick is the site's to play: its steps expect nothing of the learner.
    fake.events.onHit({ time: 1.5 });
    fake.events.onHit({ time: 2.53 });
    expect(fake.marks.grade.mock.calls.map(([graded]) => [graded.note.voices, graded.offsetMs])).toEqual([
      [['snare'], 0],
      [['snare'], 30],
    ]);
    fake.session.listener.stop();
    await fake.pass(0.2);
    expect(fake.session.getState().result).toMatchObject({ byDrum: false, windowMs: 35 });
  });

  it('on the metronome (every note a hit on any drum) is graded by time alone', async () => {
    const fake = await connected('midi', { props: { timingOnly: true } });
    expect(fake.options.anyPad).toBe(true);
    fake.session.listener.start();
    twoLoops(fake);
    fake.session.listener.stop();
    await fake.pass(0.2);
    expect(fake.session.getState().result).toMatchObject({ byDrum: false });
  });

  it('is not kept without a record key, and without an input nothing runs', async () => {
    const fake = await connected('midi', { props: { recordKey: undefined } });
    fake.session.listener.start();
    twoLoops(fake);
    await fake.pass(3);
    fake.session.listener.stop();
    await fake.pass(0.2);
    expect(fake.session.getState().result).toMatchObject({ bpm: 120, best: undefined });
    expect(fake.records).toEqual([]);

    const idle = setUp();
    idle.session.listener.start();
    expect(idle.marks.clear).toHaveBeenCalled();
    expect(idle.session.getState().running).toBe(false);
  });

  it('Play again takes the last run’s results at once, and starts afresh', async () => {
    const fake = await connected('midi');
    fake.session.listener.start();
    twoLoops(fake);
    await fake.pass(3);
    fake.session.listener.stop();
    fake.session.listener.start();
    expect(fake.records).toHaveLength(1);
    expect(fake.session.getState()).toMatchObject({ running: true, result: undefined, live: undefined });
  });

  it('stops everything when the panel goes: no results come after', async () => {
    const fake = await connected('midi');
    fake.session.listener.start();
    twoLoops(fake);
    fake.session.listener.stop();
    fake.session.dispose();
    expect(fake.input.stop).toHaveBeenCalled();
    await fake.pass(1);
    expect(fake.session.getState().result).toBeUndefined();
    expect(fake.marks.grade).not.toHaveBeenCalled();
  });
});
