// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEMPO_RANGE, VOICES, type Voice } from '@/features/practice/client';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportProgress,
  forgetProgress,
  grooveRecord,
  importProgress,
  lastGroove,
  playAlongSettings,
  practiceLog,
  PROGRESS_KEY,
  readProgress,
  recordLessonVisit,
  recordPractice,
  recordRun,
  updatePlan,
  recordTempo,
  savePlayAlong,
  savePracticeGoal,
  saveTrainer,
  setLessonDone,
  subscribeToProgress,
  type TrainerSettings,
} from './store';

const trainer: TrainerSettings = { on: true, start: 60, target: 90, step: 5, everyBars: 4, countIn: true };
const when = new Date('2026-11-23T10:00:00Z');

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('progress kept on the device', () => {
  it('is empty on a first visit', () => {
    expect(readProgress()).toEqual({ done: {}, grooves: {} });
  });

  it('marks a lesson done and undone, and keeps it in localStorage', () => {
    expect(setLessonDone('first-rock-beat', true, when)).toEqual({ ok: true });
    expect(readProgress().done).toEqual({ 'first-rock-beat': when.toISOString() });
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!).done).toHaveProperty('first-rock-beat');
    setLessonDone('first-rock-beat', false);
    expect(readProgress().done).toEqual({});
  });

  it('remembers the lesson opened last', () => {
    recordLessonVisit('the-shuffle', when);
    recordLessonVisit('ghost-notes', new Date('2026-11-24T10:00:00Z'));
    expect(readProgress().lastLesson).toEqual({ slug: 'ghost-notes', at: '2026-11-24T10:00:00.000Z' });
  });

  it("keeps the last tempo of a groove, the fastest, and each day's fastest, which a slower run does not lower", () => {
    const monday = new Date(2026, 10, 23, 18);
    const tuesday = new Date(2026, 10, 24, 18);
    recordTempo('the-shuffle/Shuffle groove', 80, monday);
    recordTempo('the-shuffle/Shuffle groove', 96, monday);
    recordTempo('the-shuffle/Shuffle groove', 72, tuesday);
    recordTempo('the-shuffle/Shuffle groove', 76, tuesday);
    recordTempo('the-shuffle/Shuffle groove', 70, tuesday);
    expect(grooveRecord('the-shuffle/Shuffle groove')).toEqual({
      last: 70,
      fastest: 96,
      days: { '2026-11-23': 96, '2026-11-24': 76 },
    });
    expect(grooveRecord('the-shuffle/Another')).toBeUndefined();
  });

  it('keeps the fastest tempo the speed trainer climbed to apart from tempos typed in', () => {
    const day = new Date(2026, 10, 23, 18);
    recordTempo('g', 90, day);
    recordTempo('g', 75, day, true);
    recordTempo('g', 80, day, true);
    recordTempo('g', 70, day, true);
    expect(grooveRecord('g')).toMatchObject({ last: 70, fastest: 90, trained: 80 });
  });

  it("ignores a tempo out of the tools' range", () => {
    recordTempo('g', 500);
    expect(grooveRecord('g')).toBeUndefined();
  });

  it('keeps speed-trainer settings beside the tempos, and refuses settings out of range', () => {
    recordTempo('g', 80, new Date(2026, 10, 23, 18));
    saveTrainer('g', trainer);
    saveTrainer('g', { ...trainer, everyBars: 0 });
    expect(grooveRecord('g')).toEqual({ last: 80, fastest: 80, days: { '2026-11-23': 80 }, trainer });
  });

  it('gives the same record while storage holds the same text, and a new one after a change', () => {
    setLessonDone('a', true, when);
    const first = readProgress();
    expect(readProgress()).toBe(first);
    expect(readProgress()).toBe(first);
    setLessonDone('b', true, when);
    expect(readProgress()).not.toBe(first);
    expect(readProgress()).toBe(readProgress());
  });

  it('tells listeners of a change on this page', () => {
    const listener = vi.fn();
    const stop = subscribeToProgress(listener);
    setLessonDone('a', true);
    stop();
    setLessonDone('b', true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads a record it cannot understand (another version, edited by hand) as empty rather than failing', () => {
    localStorage.setItem(PROGRESS_KEY, '{"done": {"a": 5}, "grooves": {}}');
    expect(readProgress()).toEqual({ done: {}, grooves: {} });
    localStorage.setItem(PROGRESS_KEY, 'not json');
    expect(readProgress()).toEqual({ done: {}, grooves: {} });
  });

  it('forgets everything', () => {
    setLessonDone('a', true);
    recordTempo('g', 90);
    expect(forgetProgress()).toEqual({ ok: true });
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
    expect(readProgress()).toEqual({ done: {}, grooves: {} });
  });
});

describe('play-along kept on the device', () => {
  const run = { onTime: 80, notes: 32, windowMs: 35, meanMs: 12, spreadMs: 8 };
  it('keeps the best run per tempo: more notes on time, or as many at a tighter window', () => {
    expect(recordRun('g', 90, run, when)).toEqual({ ok: true, best: true });
    expect(recordRun('g', 90, { ...run, onTime: 75 }, when)).toEqual({ ok: true, best: false });
    expect(recordRun('g', 90, { ...run, onTime: 90, windowMs: 70 }, when)).toEqual({ ok: true, best: false });
    expect(recordRun('g', 90, { ...run, windowMs: 20 }, when)).toEqual({ ok: true, best: true });
    expect(recordRun('g', 100, { ...run, onTime: 50 }, when)).toEqual({ ok: true, best: true });
    expect(grooveRecord('g')?.best).toEqual({
      '90': { ...run, windowMs: 20, at: when.toISOString() },
      '100': { ...run, onTime: 50, at: when.toISOString() },
    });
  });

  it('keeps every run, with each drum’s figures, the last thirty of them, oldest first', () => {
    const snare = { onTime: 50, notes: 8, meanMs: 40, spreadMs: 6 };
    recordRun('g', 90, { ...run, byVoice: { snare, hihat: { onTime: 100, notes: 16, meanMs: 2, spreadMs: 3 } } }, when);
    recordRun('g', 90, { ...run, onTime: 75 }, when);
    const runs = grooveRecord('g')?.runs;
    expect(runs).toEqual([
      {
        ...run,
        at: when.toISOString(),
        bpm: 90,
        byVoice: { snare, hihat: { onTime: 100, notes: 16, meanMs: 2, spreadMs: 3 } },
      },
      { ...run, onTime: 75, at: when.toISOString(), bpm: 90 },
    ]);
    // The best keeps no drums: it is the run's figures at its tempo.
    expect(grooveRecord('g')?.best?.['90']).toEqual({ ...run, at: when.toISOString() });
    for (let count = 0; count < 40; count++) recordRun('g', 60 + count, run, when);
    expect(grooveRecord('g')?.runs).toHaveLength(30);
    expect(grooveRecord('g')?.runs?.at(-1)?.bpm).toBe(99);
    expect(grooveRecord('g')?.runs?.[0]?.bpm).toBe(70);
  });

  it('keeps calibration, learnt kits and choices, and writes nothing out of range', () => {
    expect(playAlongSettings()).toEqual({ calibration: {}, kits: {} });
    savePlayAlong((settings) => ({ ...settings, calibration: { 'midi:TD-07': 3 }, input: 'midi' }));
    savePlayAlong((settings) => ({ ...settings, calibration: { ...settings.calibration, microphone: 9000 } }));
    // Not a drum: the type refuses it, and so must the store, whatever a caller's type says.
    savePlayAlong((settings) => ({ ...settings, kits: { 'TD-07': { '38': '<b>' as Voice } } }));
    expect(playAlongSettings()).toEqual({ calibration: { 'midi:TD-07': 3 }, kits: {}, input: 'midi' });
  });
});

describe('storage that refuses', () => {
  it('reads as empty and says "blocked" when storage is blocked (privacy settings)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readProgress()).toEqual({ done: {}, grooves: {} });
    expect(setLessonDone('a', true)).toEqual({ ok: false, problem: 'blocked' });
  });

  it('says "full" when the storage quota is used up, and keeps what was there', () => {
    setLessonDone('a', true, when);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(recordTempo('g', 90)).toEqual({ ok: false, problem: 'full' });
    expect(readProgress()).toEqual({ done: { a: when.toISOString() }, grooves: {} });
  });
});

describe('export and import', () => {
  it('brings back exactly what was exported, after forgetting', () => {
    setLessonDone('first-rock-beat', true, when);
    recordLessonVisit('the-shuffle', when);
    recordTempo('the-shuffle/Shuffle groove', 88);
    saveTrainer('metronome', trainer);
    recordRun(
      'the-shuffle/Shuffle groove',
      88,
      { onTime: 94, notes: 48, windowMs: 35, meanMs: 4.2, spreadMs: 9.1 },
      when,
    );
    savePlayAlong((settings) => ({
      ...settings,
      calibration: { microphone: 42 },
      kits: { 'TD-07': { '71': 'snare' } },
      input: 'midi',
      level: 'tight',
      sensitivity: 0.6,
    }));
    // Today's practice: a path, its week, a tick, today's session with a block under way, and a block played.
    updatePlan(() => ({
      path: 'intermediate',
      weeks: { intermediate: { index: 3, metOn: '2026-11-22' }, beginner: { index: 11 } },
      ticks: { 'intermediate/4:lesson:the-shuffle': '2026-11-22' },
      today: {
        day: '2026-11-23',
        minutes: 30,
        swaps: { 'warm-up': 2 },
        current: { kind: 'groove', key: 'the-shuffle/Shuffle groove', startedAt: when.getTime(), seconds: 540 },
        results: { 'warm-up': { seconds: 270, tempo: 72 }, hands: { seconds: 0, skipped: true } },
      },
      played: [{ day: '2026-11-23', kind: 'warm-up', key: 'rudiments/Flam', seconds: 270, tempo: 72 }],
    }));
    const before = readProgress();
    expect(before.plan?.today?.current?.kind).toBe('groove');
    expect(before.grooves['the-shuffle/Shuffle groove']?.best?.['88']).toMatchObject({ onTime: 94 });
    expect(before.playAlong?.kits['TD-07']).toEqual({ '71': 'snare' });
    const file = exportProgress(when);
    expect(JSON.parse(file)).toMatchObject({ format: EXPORT_FORMAT, version: 3, exported: when.toISOString() });
    forgetProgress();
    const result = importProgress(file);
    expect(result).toEqual({ ok: true, progress: before });
    expect(readProgress()).toEqual(before);
  });

  const cases: [string, string, string][] = [
    ['not JSON at all', 'hello drummer', 'unreadable'],
    ["another program's JSON", JSON.stringify({ name: 'my-app', version: '1.0.0' }), 'foreign'],
    ['a JSON list', '[1, 2, 3]', 'foreign'],
    [
      'a newer version of the site',
      JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION + 1, progress: {} }),
      'newer',
    ],
    [
      'a tempo edited out of range',
      JSON.stringify({ format: EXPORT_FORMAT, version: 1, progress: { done: {}, grooves: { g: { last: 9000 } } } }),
      'damaged',
    ],
    [
      'a date that is not a date',
      JSON.stringify({ format: EXPORT_FORMAT, version: 1, progress: { done: { a: 'yesterday' }, grooves: {} } }),
      'damaged',
    ],
    [
      'markup in a lesson name',
      JSON.stringify({
        format: EXPORT_FORMAT,
        version: 1,
        progress: { done: { '<img src=x>': when.toISOString() }, grooves: {} },
      }),
      'damaged',
    ],
    [
      'a best run edited past 100 percent',
      JSON.stringify({
        format: EXPORT_FORMAT,
        version: 1,
        progress: {
          done: {},
          grooves: {
            g: {
              best: { '90': { onTime: 140, notes: 8, windowMs: 35, meanMs: 0, spreadMs: 0, at: when.toISOString() } },
            },
          },
        },
      }),
      'damaged',
    ],
    [
      'a MIDI note past 127 in a learnt kit',
      JSON.stringify({
        format: EXPORT_FORMAT,
        version: 1,
        progress: { done: {}, grooves: {}, playAlong: { calibration: {}, kits: { kit: { '300': 'snare' } } } },
      }),
      'damaged',
    ],
    ['no progress inside', JSON.stringify({ format: EXPORT_FORMAT, version: 1 }), 'damaged'],
  ];
  it.each(cases)('refuses %s and changes nothing', (_, text, problem) => {
    setLessonDone('kept', true, when);
    const before = localStorage.getItem(PROGRESS_KEY);
    expect(importProgress(text)).toEqual({ ok: false, problem });
    expect(localStorage.getItem(PROGRESS_KEY)).toBe(before);
  });

  it('says so when a good file cannot be written (storage full), and keeps the old record', () => {
    setLessonDone('kept', true, when);
    const file = exportProgress();
    forgetProgress();
    setLessonDone('other', true, when);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(importProgress(file)).toEqual({ ok: false, problem: 'full' });
    expect(Object.keys(readProgress().done)).toEqual(['other']);
  });
});

describe('a record as the site has written it until now', () => {
  // Written by the store before its checks moved to a schema library: the same actions as above, in another order,
  // so its fields are not in the order a read gives them.
  const stored =
    '{"done":{"first-rock-beat":"2026-11-23T10:00:00.000Z"},"grooves":{"the-shuffle/Shuffle groove":{"last":80,"fastest":96,"best":{"88":{"onTime":94,"notes":48,"windowMs":35,"meanMs":4.2,"spreadMs":9.1,"at":"2026-11-23T10:00:00.000Z"}}},"metronome":{"trainer":{"on":true,"start":60,"target":90,"step":5,"everyBars":4,"countIn":true}}},"lastLesson":{"slug":"the-shuffle","at":"2026-11-23T10:00:00.000Z"},"playAlong":{"calibration":{"midi:TD-07":12,"microphone":42},"kits":{"TD-07":{"48":"hightom","71":"snare"}},"input":"midi","level":"tight","sensitivity":0.6},"lastGroove":{"search":"v=1&title=Mine&hh=x-x-x-x-","at":"2026-11-23T10:00:00.000Z"}}';
  // Its export by that store, byte for byte: version 1 of the file, before the practice log.
  const exported =
    '{\n  "format": "backbeat-progress",\n  "version": 1,\n  "exported": "2026-11-23T10:00:00.000Z",\n  "progress": {\n    "done": {\n      "first-rock-beat": "2026-11-23T10:00:00.000Z"\n    },\n    "grooves": {\n      "the-shuffle/Shuffle groove": {\n        "last": 80,\n        "fastest": 96,\n        "best": {\n          "88": {\n            "onTime": 94,\n            "notes": 48,\n            "windowMs": 35,\n            "meanMs": 4.2,\n            "spreadMs": 9.1,\n            "at": "2026-11-23T10:00:00.000Z"\n          }\n        }\n      },\n      "metronome": {\n        "trainer": {\n          "on": true,\n          "start": 60,\n          "target": 90,\n          "step": 5,\n          "everyBars": 4,\n          "countIn": true\n        }\n      }\n    },\n    "lastLesson": {\n      "slug": "the-shuffle",\n      "at": "2026-11-23T10:00:00.000Z"\n    },\n    "playAlong": {\n      "calibration": {\n        "midi:TD-07": 12,\n        "microphone": 42\n      },\n      "kits": {\n        "TD-07": {\n          "48": "hightom",\n          "71": "snare"\n        }\n      },\n      "input": "midi",\n      "level": "tight",\n      "sensitivity": 0.6\n    },\n    "lastGroove": {\n      "search": "v=1&title=Mine&hh=x-x-x-x-",\n      "at": "2026-11-23T10:00:00.000Z"\n    }\n  }\n}\n';

  // Exported now, the same but for its version: 2 may hold a practice log and 3 today's practice, which this record has not.
  const exportedNow = exported.replace('"version": 1,', '"version": 3,');
  // Exported by the store of version 2, with a practice log.
  const exportedV2 = exported
    .replace('"version": 1,', '"version": 2,')
    .replace(
      /\n  }\n}\n$/,
      ',\n    "practice": {\n      "days": {\n        "2026-11-22": 1200\n      },\n      "goalMinutes": 20\n    }\n  }\n}\n',
    );

  it('is read whole from the same key, and exported exactly as before but for its version', () => {
    expect(PROGRESS_KEY).toBe('backbeat:progress');
    localStorage.setItem('backbeat:progress', stored);
    expect(readProgress()).toEqual(JSON.parse(stored));
    expect(lastGroove()).toBe('v=1&title=Mine&hh=x-x-x-x-');
    expect(exportProgress(when)).toBe(exportedNow);
  });

  it('comes back from its exported file (version 1) as it was', () => {
    expect(importProgress(exported)).toEqual({ ok: true, progress: JSON.parse(stored) });
    expect(exportProgress(when)).toBe(exportedNow);
    expect(importProgress(exportedNow)).toEqual({ ok: true, progress: JSON.parse(stored) });
  });

  it('comes back from a file of version 2, with its practice log', () => {
    expect(importProgress(exportedV2)).toEqual({
      ok: true,
      progress: { ...JSON.parse(stored), practice: { days: { '2026-11-22': 1200 }, goalMinutes: 20 } },
    });
  });

  it('is exported in the same order whatever order its fields were written in', () => {
    const reversed = Object.fromEntries(Object.entries(JSON.parse(stored)).reverse());
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(reversed));
    expect(exportProgress(when)).toBe(exportedNow);
  });

  it('drops fields this version does not know, and keeps the rest', () => {
    const record = JSON.parse(stored);
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ ...record, studies: { reading: 2 } }));
    expect(readProgress()).toEqual(record);
  });
});

describe('a learnt kit plays drums the groove language knows', () => {
  const withKit = (pads: Record<string, string>) => ({
    done: {},
    grooves: {},
    playAlong: { calibration: {}, kits: { 'TD-07': pads } },
  });

  it('keeps every drum', () => {
    const pads = Object.fromEntries(VOICES.map((voice, index) => [String(35 + index), voice]));
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(withKit(pads)));
    expect(playAlongSettings().kits['TD-07']).toEqual(pads);
  });

  it('refuses a record or a file with a pad that plays "banjo"', () => {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(withKit({ '38': 'snare', '40': 'banjo' })));
    expect(readProgress()).toEqual({ done: {}, grooves: {} });
    const file = JSON.stringify({ format: EXPORT_FORMAT, version: 1, progress: withKit({ '40': 'banjo' }) });
    expect(importProgress(file)).toEqual({ ok: false, problem: 'damaged' });
    savePlayAlong((settings) => ({ ...settings, kits: { 'TD-07': { '40': 'banjo' as Voice } } }));
    expect(playAlongSettings().kits).toEqual({});
  });
});

describe("the practice tools' tempo range", () => {
  it('is what the store keeps, and no more', () => {
    recordTempo('low', TEMPO_RANGE.min);
    recordTempo('high', TEMPO_RANGE.max);
    recordTempo('under', TEMPO_RANGE.min - 1);
    recordTempo('over', TEMPO_RANGE.max + 1);
    expect(Object.keys(readProgress().grooves)).toEqual(['low', 'high']);
    expect(saveTrainer('g', { ...trainer, target: TEMPO_RANGE.max + 1 })).toEqual({ ok: true });
    expect(grooveRecord('g')).toBeUndefined();
  });
});

describe('other tabs', () => {
  it('tells listeners when another tab changes the record or clears storage, not for other keys', () => {
    const listener = vi.fn();
    const stop = subscribeToProgress(listener);
    const fromOtherTab = (key: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
    fromOtherTab(PROGRESS_KEY);
    fromOtherTab(null);
    fromOtherTab('backbeat:theme');
    stop();
    fromOtherTab(PROGRESS_KEY);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('the practice log', () => {
  it('adds the seconds played to the day, keeps a goal from the choices, and goes with the record', () => {
    const morning = new Date(2026, 5, 1, 9, 0);
    recordPractice(300.4, morning);
    recordPractice(600, new Date(2026, 5, 1, 21, 0));
    recordPractice(120, new Date(2026, 5, 2, 8, 0));
    recordPractice(0.2, morning);
    expect(practiceLog()).toEqual({ days: { '2026-06-01': 900, '2026-06-02': 120 } });
    expect(savePracticeGoal(20)).toEqual({ ok: true });
    savePracticeGoal(7);
    expect(practiceLog().goalMinutes).toBe(20);
    // A player left running overnight counts four hours, no more; and a year later the old days are let go.
    recordPractice(10 * 3600, new Date(2027, 6, 10, 9, 0));
    expect(practiceLog().days).toEqual({ '2027-07-10': 4 * 3600 });
    const file = exportProgress(when);
    forgetProgress();
    expect(practiceLog()).toEqual({ days: {} });
    expect(importProgress(file)).toMatchObject({ ok: true });
    expect(practiceLog()).toEqual({ days: { '2027-07-10': 4 * 3600 }, goalMinutes: 20 });
  });
});
