import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseGroove } from '@/features/practice/groove/parse';
import { timelineOf } from '@/features/practice/groove/timeline';
import { silentContext } from '@/features/practice/testing/silent-audio';
import type { Click } from './metronome';
import { playTimeline } from './play-timeline';
import { QUEUED_EVENT, type QueuedSound } from './queued';

const timeline = timelineOf(
  parseGroove({ title: 'Rock', tempo: '120', hihat: 'x-x-x-x-', snare: '--x---x-', kick: 'x---x---' }),
);
const click = (index: number, kind: Click['kind'] = 'sub'): Click =>
  ({ index, time: 10 + index * 0.25, bpm: 120, kind, beat: 0, bar: 0 }) as unknown as Click;

describe('a groove played click by click', () => {
  let heard: QueuedSound[];
  const listen = (event: Event) => heard.push((event as CustomEvent<QueuedSound>).detail);
  beforeEach(() => {
    heard = [];
    vi.stubGlobal('window', new EventTarget());
    window.addEventListener(QUEUED_EVENT, listen);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('clicks the count-in, then plays each step’s drums at the click’s time, loop after loop', () => {
    const output = silentContext().createGain();
    const steps: [number, number][] = [];
    for (let index = 0; index < 4 + 8 + 1; index += 1)
      playTimeline(timeline, click(index, index % 4 ? 'beat' : 'bar'), output, {
        countIn: 4,
        onStep: (step, loop) => steps.push([step, loop]),
      });
    expect(heard.slice(0, 4).map((sound) => sound.sound)).toEqual(['click', 'click', 'click', 'click']);
    const first = heard.filter((sound) => sound.sound === 'drum' && sound.time === 11);
    expect(first.map((sound) => (sound.sound === 'drum' ? sound.voice : ''))).toEqual(['hihat', 'kick']);
    // The ninth step after the count-in is the loop's first again.
    expect(steps.at(-1)).toEqual([0, 1]);
    expect(steps.slice(0, 3)).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
  });

  it('leaves a muted drum silent, but still tells play-along the step holds it', () => {
    const output = silentContext().createGain();
    let told: string[] = [];
    playTimeline(timeline, click(2), output, {
      muted: new Set(['snare']),
      onStep: (_step, _loop, sounds) => (told = sounds.map(({ voice }) => voice)),
    });
    expect(told).toEqual(['hihat', 'snare']);
    expect(heard.map((sound) => (sound.sound === 'drum' ? sound.voice : sound.sound))).toEqual(['hihat']);
  });
});
