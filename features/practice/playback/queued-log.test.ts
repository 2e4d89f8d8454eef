/**
 * The player's own log (`practice:queued`) for every groove of every lesson and rudiment, at its own tempo, for one
 * loop: compared with the log recorded before the practice code was reorganised (queued-log.fixture.json), so a
 * change of layout cannot change what a learner hears. A change meant to be heard re-records it:
 * `RECORD_QUEUED_LOG=1 npx vitest run queued-log`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseGroove } from '@/features/practice/groove/parse';
import { timelineOf } from '@/features/practice/groove/timeline';
import { timelineGrid } from '@/features/practice/groove/timeline-sounds';
import { silentContext } from '@/features/practice/testing/silent-audio';
import { writtenGrooves } from '@/features/practice/testing/written-grooves';
import { play, playTimeline, QUEUED_EVENT, type QueuedSound } from './audio-engine';

const FIXTURE = path.join(import.meta.dirname, 'queued-log.fixture.json');
const STEP_S = 0.025;

const round = (value: number) => Math.round(value * 1e7) / 1e7;

/** One loop of the groove as the lesson's player (and the editor's preview, and the builder) queues it, times from the first sound. */
function queuedLog(attributes: Parameters<typeof parseGroove>[0]): string[] {
  const groove = parseGroove(attributes);
  const timeline = timelineOf(groove);
  const context = silentContext();
  const log: QueuedSound[] = [];
  const listener = (event: Event) => log.push((event as CustomEvent<QueuedSound>).detail);
  window.addEventListener(QUEUED_EVENT, listener);
  const player = play({
    context,
    pattern: { bpm: groove.tempo, beatsPerBar: timeline.beatsPerBar, subdivision: 1, grid: timelineGrid(timeline) },
    sound: (click, output) => playTimeline(timeline, click, output),
    onClick: () => {},
  });
  const loopSeconds = (timeline.length * 60) / Math.min(groove.tempo, ...groove.changes.map((change) => change.tempo));
  for (let elapsed = 0; elapsed < loopSeconds + 0.5; elapsed += STEP_S) {
    context.currentTime += STEP_S;
    vi.advanceTimersByTime(STEP_S * 1000);
  }
  player.stop();
  window.removeEventListener(QUEUED_EVENT, listener);
  const first = log[0]?.time ?? 0;
  return log.map((sound) =>
    JSON.stringify({
      ...sound,
      time: round(sound.time - first),
      queuedAt: round(sound.queuedAt - first),
      ...('level' in sound ? { level: round(sound.level) } : {}),
    }),
  );
}

describe("the player's log of every written groove", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is what it was before the practice code was reorganised, sound for sound', () => {
    const logs: Record<string, { sounds: number; first: string[]; hash: string }> = {};
    for (const { name, attributes } of writtenGrooves) {
      const log = queuedLog(attributes);
      logs[name] = {
        sounds: log.length,
        first: log.slice(0, 3),
        hash: createHash('sha256').update(log.join('\n')).digest('hex').slice(0, 16),
      };
    }
    if (process.env.RECORD_QUEUED_LOG) writeFileSync(FIXTURE, `${JSON.stringify(logs, null, 1)}\n`);
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as typeof logs;
    expect(Object.keys(logs).length).toBeGreaterThan(60);
    expect(logs).toEqual(recorded);
  });
});
