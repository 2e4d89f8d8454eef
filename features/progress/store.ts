/**
 * A learner's progress, kept on their own device in localStorage (through lib/device-data.ts) and
 * nowhere else: no account, no cookie, nothing sent. The one module that reads or writes it;
 * everything else goes through these functions (the practice tools through ./client.ts). What the
 * record holds, and how it is checked when read back or imported, is in record.ts.
 *
 * localStorage rather than IndexedDB: the record is a few kilobytes of JSON, read at once on
 * every page, and a synchronous read lets a page show it in the same frame it loads.
 *
 * Storage can refuse (blocked by privacy settings, full, or gone in a private window that
 * closed): reads then give an empty record and writes say why they failed, never throw.
 */

import { DAY_MS, dayOf, LONGEST_STRETCH_S } from '@/lib/days';
import { is, looseObject, literal, maxValue, number, picklist, pipe } from 'valibot';
import {
  forgetDevice,
  readDevice,
  storedName,
  subscribeDevice,
  writeDevice,
  type DeviceValue,
  type StorageProblem,
  type WriteResult,
} from '@/lib/device-data';
import {
  GOAL_CHOICES,
  bestRunSchema,
  lastGrooveSchema,
  playAlongSchema,
  progressSchema,
  readWith,
  runSchema,
  tempoSchema,
  trainerSchema,
  type GrooveRecord,
  type PlayAlongSettings,
  type PlanRecord,
  type PracticeLog,
  type Progress,
  type RunRecord,
  type TrainerSettings,
} from './record';

export { DEFAULT_GOAL_MINUTES, GOAL_CHOICES, TRAINER_LIMITS } from './record';
export type { BestRun, GrooveRecord, PlayAlongSettings, PracticeLog, Progress, TrainerSettings } from './record';
export type { StorageProblem, WriteResult } from '@/lib/device-data';

/** Marks an exported file as ours, so a stranger's JSON is told apart from a damaged one. */
export const EXPORT_FORMAT = 'backbeat-progress';
/**
 * 2 added the practice log (minutes a day and the daily goal), 3 today's practice (path, week, blocks played);
 * a file of an earlier version reads as one without them.
 */
export const EXPORT_VERSION = 3;
/** A progress file is a few kilobytes; anything far bigger is not one. */
const MAX_IMPORT_CHARS = 1_000_000;

/** Why an imported file was refused; the record is then left as it was. */
export type ImportProblem = 'unreadable' | 'foreign' | 'newer' | 'damaged' | StorageProblem;
export type ImportResult = { ok: true; progress: Progress } | { ok: false; problem: ImportProblem };

export function emptyProgress(): Progress {
  return { done: {}, grooves: {} };
}

/** The last text read and its record: a read of unchanged text gives the same object (useSyncExternalStore asks for that). */
let lastRead: { text: string; progress: Progress | undefined } | undefined;

/** The record as it is kept: JSON, read back through its schema. */
const RECORD: DeviceValue<Progress> = {
  key: 'progress',
  read(text) {
    if (lastRead?.text !== text) {
      let progress: Progress | undefined;
      try {
        progress = parseProgress(JSON.parse(text));
      } catch {
        progress = undefined;
      }
      lastRead = { text, progress };
    }
    return lastRead.progress;
  },
  write: (progress) => JSON.stringify(progress),
};
/** Where the record is kept on the device. */
export const PROGRESS_KEY = storedName(RECORD.key);
/** What a first visit reads (and storage that is refused, or holds something unreadable): one object, as React wants. */
const NOTHING_KEPT = emptyProgress();

/**
 * Reads a record from untrusted JSON (storage another version of the site wrote, or a file the
 * visitor chose): the record, or undefined if any part of it is not what this version writes.
 */
export function parseProgress(value: unknown): Progress | undefined {
  return readWith(progressSchema, value);
}

/** The visitor's progress; empty for a first visit, or when storage is blocked or holds something unreadable. */
export function readProgress(): Progress {
  return readDevice(RECORD) ?? NOTHING_KEPT;
}

function write(progress: Progress): WriteResult {
  return writeDevice(RECORD, progress);
}

function update(change: (progress: Progress) => Progress): WriteResult {
  return write(change(readProgress()));
}

export function setLessonDone(slug: string, done: boolean, now = new Date()): WriteResult {
  return update((progress) => {
    const { [slug]: _, ...rest } = progress.done;
    return { ...progress, done: done ? { ...rest, [slug]: now.toISOString() } : rest };
  });
}

/** Remembers the lesson being read, for "continue where you left off". */
export function recordLessonVisit(slug: string, now = new Date()): WriteResult {
  return update((progress) => ({ ...progress, lastLesson: { slug, at: now.toISOString() } }));
}

function updateGroove(key: string, change: (record: GrooveRecord) => GrooveRecord): WriteResult {
  return update((progress) => ({
    ...progress,
    grooves: { ...progress.grooves, [key]: change(progress.grooves[key] ?? {}) },
  }));
}

export function grooveRecord(key: string): GrooveRecord | undefined {
  return readProgress().grooves[key];
}

/**
 * A whole bar of a groove played at `bpm`: it becomes the last tempo, the fastest if none was faster, and today's
 * if none today was faster (days older than PRACTICE_DAYS_KEPT go); and, when the speed trainer climbed to it
 * (`trained`), the fastest tempo the trainer has brought the learner to.
 */
export function recordTempo(key: string, bpm: number, now = new Date(), trained = false): WriteResult {
  if (!is(tempoSchema, bpm)) return { ok: true };
  const today = dayOf(now);
  const oldest = dayOf(new Date(now.getTime() - PRACTICE_DAYS_KEPT * DAY_MS));
  return updateGroove(key, (record) => {
    const days = Object.fromEntries(Object.entries(record.days ?? {}).filter(([day]) => day >= oldest));
    days[today] = Math.max(days[today] ?? bpm, bpm);
    const climbed = trained ? { trained: Math.max(record.trained ?? bpm, bpm) } : {};
    return { ...record, last: bpm, fastest: Math.max(record.fastest ?? bpm, bpm), days, ...climbed };
  });
}

export function saveTrainer(key: string, trainer: TrainerSettings): WriteResult {
  const valid = readWith(trainerSchema, trainer);
  if (!valid) return { ok: true };
  return updateGroove(key, (record) => ({ ...record, trainer: valid }));
}

/** Play-along runs kept for each groove: enough for a chart of the last weeks. */
export const RUNS_KEPT = 30;

/**
 * A play-along run of a groove at `bpm`: added to the groove's runs (the last RUNS_KEPT), and kept as the best at
 * that tempo if none is, or if it has more of its notes on time than the best (at a window as tight or tighter), or
 * as many at a tighter window. Says whether it is the best now.
 */
export function recordRun(
  key: string,
  bpm: number,
  run: Omit<RunRecord, 'at' | 'bpm'>,
  now = new Date(),
): WriteResult & { best?: boolean } {
  const { byVoice, ...figures } = run;
  const candidate = readWith(bestRunSchema, { ...figures, at: now.toISOString() });
  if (!is(tempoSchema, bpm) || !candidate) return { ok: true, best: false };
  const entry = readWith(runSchema, { ...candidate, bpm, ...(byVoice ? { byVoice } : {}) }) ?? { ...candidate, bpm };
  const kept = grooveRecord(key)?.best?.[bpm];
  const better =
    !kept ||
    (candidate.windowMs <= kept.windowMs && candidate.onTime > kept.onTime) ||
    (candidate.windowMs < kept.windowMs && candidate.onTime >= kept.onTime);
  const written = updateGroove(key, (record) => ({
    ...record,
    ...(better ? { best: { ...record.best, [bpm]: candidate } } : {}),
    runs: [...(record.runs ?? []), entry].slice(-RUNS_KEPT),
  }));
  return written.ok ? { ok: true, best: better } : written;
}

export function playAlongSettings(): PlayAlongSettings {
  return readProgress().playAlong ?? { calibration: {}, kits: {} };
}

/** Changes play-along's settings; anything that would not read back (out of range) is not written. */
export function savePlayAlong(change: (settings: PlayAlongSettings) => PlayAlongSettings): WriteResult {
  const changed = readWith(playAlongSchema, change(playAlongSettings()));
  if (!changed) return { ok: true };
  return update((progress) => ({ ...progress, playAlong: changed }));
}

/** The groove builder's last groove (its address's query, without `?`), if the visitor has built one on this device. */
export function lastGroove(): string | undefined {
  return readProgress().lastGroove?.search;
}

/** Keeps the groove builder's groove as the one to come back to. */
export function saveLastGroove(search: string, now = new Date()): WriteResult {
  const kept = readWith(lastGrooveSchema, { search, at: now.toISOString() });
  if (!kept) return { ok: true };
  return update((progress) => ({ ...progress, lastGroove: kept }));
}

/** Practice days kept: a year and a little, the longest any chart or streak looks back. */
const PRACTICE_DAYS_KEPT = 400;

export { dayOf };

/** No practice yet: one object, as React wants of a read that has not changed. */
const NO_PRACTICE: PracticeLog = { days: {} };

export function practiceLog(): PracticeLog {
  return readProgress().practice ?? NO_PRACTICE;
}

/** Seconds played, added to today's; days older than PRACTICE_DAYS_KEPT go. */
export function recordPractice(seconds: number, now = new Date()): WriteResult {
  const played = Math.round(Math.min(seconds, LONGEST_STRETCH_S));
  if (!(played >= 1)) return { ok: true };
  const today = dayOf(now);
  const oldest = dayOf(new Date(now.getTime() - PRACTICE_DAYS_KEPT * DAY_MS));
  return update((progress) => {
    const log = progress.practice ?? { days: {} };
    const days = Object.fromEntries(Object.entries(log.days).filter(([day]) => day >= oldest));
    days[today] = Math.min(86_400, (days[today] ?? 0) + played);
    return { ...progress, practice: { ...log, days } };
  });
}

/** The daily goal, in minutes: one of GOAL_CHOICES. */
export function savePracticeGoal(minutes: number): WriteResult {
  if (!(GOAL_CHOICES as readonly number[]).includes(minutes)) return { ok: true };
  return update((progress) => ({
    ...progress,
    practice: { ...(progress.practice ?? { days: {} }), goalMinutes: minutes },
  }));
}

/** Blocks of today's practice kept as history: about a year of daily sessions. */
const PLAYED_BLOCKS_KEPT = 2000;
const NO_PLAN: PlanRecord = {};

/** Today's practice as kept: path, week, ticks, today's session and the blocks played. */
export function planRecord(): PlanRecord {
  return readProgress().plan ?? NO_PLAN;
}

/** Changes today's practice record; the oldest played blocks go past PLAYED_BLOCKS_KEPT. */
export function updatePlan(change: (plan: PlanRecord) => PlanRecord): WriteResult {
  return update((progress) => {
    const plan = change(progress.plan ?? {});
    const played =
      plan.played && plan.played.length > PLAYED_BLOCKS_KEPT ? plan.played.slice(-PLAYED_BLOCKS_KEPT) : plan.played;
    return { ...progress, plan: { ...plan, ...(played ? { played } : {}) } };
  });
}

/** Removes everything this module keeps on the device. */
export function forgetProgress(): WriteResult {
  return forgetDevice(RECORD);
}

/** The record as a file the visitor can keep, and bring back with importProgress. */
export function exportProgress(now = new Date()): string {
  return `${JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exported: now.toISOString(), progress: readProgress() }, null, 2)}\n`;
}

/** An exported file, read in three steps, each with its own refusal: ours at all, not from a newer version, whole. */
const OURS = looseObject({ format: literal(EXPORT_FORMAT) });
const NOT_NEWER = looseObject({ version: pipe(number(), maxValue(EXPORT_VERSION)) });
const CURRENT_FILE = looseObject({
  version: picklist([1, 2, EXPORT_VERSION]),
  progress: progressSchema,
});

/**
 * Replaces the record with the one in an exported file, if the file is one: anything else
 * (not JSON, another program's file, a newer version's, or edited into something this version
 * cannot read) changes nothing and says which.
 */
export function importProgress(text: string): ImportResult {
  if (text.length > MAX_IMPORT_CHARS) return { ok: false, problem: 'foreign' };
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (!is(OURS, file)) return { ok: false, problem: 'foreign' };
  if (!is(NOT_NEWER, file)) return { ok: false, problem: 'newer' };
  const progress = readWith(CURRENT_FILE, file)?.progress;
  if (!progress) return { ok: false, problem: 'damaged' };
  const written = write(progress);
  return written.ok ? { ok: true, progress } : written;
}

/**
 * Calls `listener` whenever the record changes: from this page, or from another tab of the
 * site (the browser's storage event).
 */
export function subscribeToProgress(listener: () => void): () => void {
  return subscribeDevice(RECORD.key, listener);
}
