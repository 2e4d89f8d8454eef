/**
 * A learner's progress, kept on their own device in localStorage and nowhere else: no account,
 * no cookie, nothing sent. The one module that reads or writes it; everything else goes through
 * these functions (the practice tools through ../client.ts).
 *
 * localStorage rather than IndexedDB: the record is a few kilobytes of JSON, read at once on
 * every page, and a synchronous read lets a page show it in the same frame it loads.
 *
 * Storage can refuse (blocked by privacy settings, full, or gone in a private window that
 * closed): reads then give an empty record and writes say why they failed, never throw.
 */

/** Where the record is kept on the device. */
export const PROGRESS_KEY = 'backbeat:progress';
/** Marks an exported file as ours, so a stranger's JSON is told apart from a damaged one. */
export const EXPORT_FORMAT = 'backbeat-progress';
export const EXPORT_VERSION = 1;
/** A progress file is a few kilobytes; anything far bigger is not one. */
const MAX_IMPORT_CHARS = 1_000_000;
const TEMPO = { min: 30, max: 300 } as const;
/** Bars between steps and BPM per step the speed trainer accepts. */
export const TRAINER_LIMITS = { step: { min: 1, max: 20 }, everyBars: { min: 1, max: 16 } } as const;

/** The speed trainer's settings for one groove (or the metronome). */
export interface TrainerSettings {
  /** Whether the trainer raises the tempo while playing. */
  on: boolean;
  /** BPM it starts from. */
  start: number;
  /** BPM it stops raising at. */
  target: number;
  /** BPM added each time. */
  step: number;
  /** Bars between raises. */
  everyBars: number;
  /** One bar of clicks before the groove comes in. */
  countIn: boolean;
}

/**
 * The best play-along run of a groove at one tempo: the share of its notes on time within the window it was
 * played at, how many notes the run had, and its mean offset (positive dragging, negative rushing) and spread.
 */
export interface BestRun {
  /** Percent of the notes on time, 0 to 100. */
  onTime: number;
  notes: number;
  /** The on-time window it was graded at, in ms either side. */
  windowMs: number;
  meanMs: number;
  spreadMs: number;
  at: string;
}

/** What is kept for one groove: the tempo it was last played at, the fastest, its trainer and its best runs. */
export interface GrooveRecord {
  last?: number;
  fastest?: number;
  trainer?: TrainerSettings;
  /** Play-along's best run per tempo (the key is the BPM). */
  best?: Record<string, BestRun>;
}

/**
 * Play-along's settings on this device: the latency measured for each input (an electronic kit by its name, or
 * the microphone) with this device's sound output, subtracted from every hit; the pads learnt for each kit that
 * numbers them otherwise than General MIDI; and the input, level and microphone sensitivity chosen last.
 */
export interface PlayAlongSettings {
  /** Input key → milliseconds to take off each hit. */
  calibration: Record<string, number>;
  /** Kit name → MIDI note number → drum (a voice name of the groove language). */
  kits: Record<string, Record<string, string>>;
  input?: 'midi' | 'microphone';
  level?: string;
  /** 0 to 1. */
  sensitivity?: number;
}

export interface Progress {
  /** Lessons marked as done: slug → when (ISO date-time). */
  done: Record<string, string>;
  /** The lesson opened last, for "continue where you left off". */
  lastLesson?: { slug: string; at: string };
  /** Per groove (its key: lesson slug and title) and for the metronome page. */
  grooves: Record<string, GrooveRecord>;
  playAlong?: PlayAlongSettings;
  /** The groove builder's last groove, as its address writes it (`v=1&title=…`), to pick up where the visitor left off. */
  lastGroove?: { search: string; at: string };
}

/** The longest builder groove kept, in characters of its address (the builder refuses longer links too). */
const LAST_GROOVE_MAX = 16000;

/** Why a write did not happen: storage blocked (privacy settings) or full. */
export type StorageProblem = 'blocked' | 'full';
export type WriteResult = { ok: true } | { ok: false; problem: StorageProblem };
/** Why an imported file was refused; the record is then left as it was. */
export type ImportProblem = 'unreadable' | 'foreign' | 'newer' | 'damaged' | StorageProblem;
export type ImportResult = { ok: true; progress: Progress } | { ok: false; problem: ImportProblem };

export function emptyProgress(): Progress {
  return { done: {}, grooves: {} };
}

const listeners = new Set<() => void>();
let cached: { text: string | null; progress: Progress } | undefined;

function storage(): Storage {
  return window.localStorage;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTempo(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= TEMPO.min && (value as number) <= TEMPO.max;
}

function isWhole(value: unknown, { min, max }: { min: number; max: number }): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

function isDate(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));
}

/** A slug or groove key: short, printable, no markup. */
function isKey(value: string): boolean {
  return value.length > 0 && value.length <= 200 && !/[<>\u0000-\u001f]/.test(value);
}

function readTrainer(value: unknown): TrainerSettings | undefined {
  if (!isRecord(value)) return undefined;
  const { on, start, target, step, everyBars, countIn } = value;
  if (typeof on !== 'boolean' || typeof countIn !== 'boolean') return undefined;
  if (
    !isTempo(start) ||
    !isTempo(target) ||
    !isWhole(step, TRAINER_LIMITS.step) ||
    !isWhole(everyBars, TRAINER_LIMITS.everyBars)
  )
    return undefined;
  return { on, start, target, step, everyBars, countIn };
}

/** A measured latency: whole milliseconds, no more than half a second either way. */
const LATENCY_MS = { min: -500, max: 500 } as const;
/** A word in lowercase: a drum's or a level's name as play-along writes it. */
const isWord = (value: unknown): value is string => typeof value === 'string' && /^[a-z]{1,20}$/.test(value);
const isMs = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= max;

function readBestRun(value: unknown): BestRun | undefined {
  if (!isRecord(value)) return undefined;
  const { onTime, notes, windowMs, meanMs, spreadMs, at } = value;
  if (
    !isWhole(onTime, { min: 0, max: 100 }) ||
    !isWhole(notes, { min: 1, max: 100_000 }) ||
    !isWhole(windowMs, { min: 1, max: 200 })
  )
    return undefined;
  if (!isMs(meanMs, 1000) || !isMs(spreadMs, 1000) || !isDate(at)) return undefined;
  return { onTime, notes, windowMs, meanMs, spreadMs, at };
}

function readPlayAlong(value: unknown): PlayAlongSettings | undefined {
  if (!isRecord(value) || !isRecord(value.calibration) || !isRecord(value.kits)) return undefined;
  const settings: PlayAlongSettings = { calibration: {}, kits: {} };
  for (const [input, latency] of Object.entries(value.calibration)) {
    if (!isKey(input) || !isWhole(latency, LATENCY_MS)) return undefined;
    settings.calibration[input] = latency;
  }
  for (const [name, pads] of Object.entries(value.kits)) {
    if (!isKey(name) || !isRecord(pads)) return undefined;
    const kit: Record<string, string> = {};
    for (const [note, voice] of Object.entries(pads)) {
      if (!/^\d{1,3}$/.test(note) || Number(note) > 127 || !isWord(voice)) return undefined;
      kit[note] = voice;
    }
    settings.kits[name] = kit;
  }
  const { input, level, sensitivity } = value;
  if (input !== undefined) {
    if (input !== 'midi' && input !== 'microphone') return undefined;
    settings.input = input;
  }
  if (level !== undefined) {
    if (!isWord(level)) return undefined;
    settings.level = level;
  }
  if (sensitivity !== undefined) {
    if (typeof sensitivity !== 'number' || !(sensitivity >= 0 && sensitivity <= 1)) return undefined;
    settings.sensitivity = sensitivity;
  }
  return settings;
}

function readGroove(value: unknown): GrooveRecord | undefined {
  if (!isRecord(value)) return undefined;
  const record: GrooveRecord = {};
  if (value.last !== undefined) {
    if (!isTempo(value.last)) return undefined;
    record.last = value.last;
  }
  if (value.fastest !== undefined) {
    if (!isTempo(value.fastest)) return undefined;
    record.fastest = value.fastest;
  }
  if (value.trainer !== undefined) {
    const trainer = readTrainer(value.trainer);
    if (!trainer) return undefined;
    record.trainer = trainer;
  }
  if (value.best !== undefined) {
    if (!isRecord(value.best)) return undefined;
    const best: Record<string, BestRun> = {};
    for (const [bpm, run] of Object.entries(value.best)) {
      const read = readBestRun(run);
      if (!isTempo(Number(bpm)) || String(Number(bpm)) !== bpm || !read) return undefined;
      best[bpm] = read;
    }
    record.best = best;
  }
  return record;
}

/**
 * Reads a record from untrusted JSON (storage another version of the site wrote, or a file the
 * visitor chose): the record, or undefined if any part of it is not what this version writes.
 */
export function parseProgress(value: unknown): Progress | undefined {
  if (!isRecord(value) || !isRecord(value.done) || !isRecord(value.grooves)) return undefined;
  const progress = emptyProgress();
  for (const [slug, at] of Object.entries(value.done)) {
    if (!isKey(slug) || !isDate(at)) return undefined;
    progress.done[slug] = at;
  }
  if (value.lastLesson !== undefined) {
    const last = value.lastLesson;
    if (!isRecord(last) || typeof last.slug !== 'string' || !isKey(last.slug) || !isDate(last.at)) return undefined;
    progress.lastLesson = { slug: last.slug, at: last.at };
  }
  for (const [key, groove] of Object.entries(value.grooves)) {
    const record = readGroove(groove);
    if (!isKey(key) || !record) return undefined;
    progress.grooves[key] = record;
  }
  if (value.playAlong !== undefined) {
    const playAlong = readPlayAlong(value.playAlong);
    if (!playAlong) return undefined;
    progress.playAlong = playAlong;
  }
  if (value.lastGroove !== undefined) {
    const last = value.lastGroove;
    // The groove itself is read by the builder, which says what is wrong with one it cannot open.
    if (
      !isRecord(last) ||
      typeof last.search !== 'string' ||
      !last.search.startsWith('v=') ||
      last.search.length > LAST_GROOVE_MAX ||
      !isDate(last.at)
    )
      return undefined;
    progress.lastGroove = { search: last.search, at: last.at };
  }
  return progress;
}

/** The visitor's progress; empty for a first visit, or when storage is blocked or holds something unreadable. */
export function readProgress(): Progress {
  let text: string | null;
  try {
    text = storage().getItem(PROGRESS_KEY);
  } catch {
    return emptyProgress();
  }
  if (cached && cached.text === text) return cached.progress;
  let progress: Progress | undefined;
  try {
    progress = text === null ? undefined : parseProgress(JSON.parse(text));
  } catch {
    progress = undefined;
  }
  cached = { text, progress: progress ?? emptyProgress() };
  return cached.progress;
}

function problemOf(error: unknown): StorageProblem {
  // QuotaExceededError (code 22; Firefox's NS_ERROR_DOM_QUOTA_REACHED, 1014): the device's storage is full.
  if (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.code === 22 || error.code === 1014)
  )
    return 'full';
  return 'blocked';
}

function notify() {
  for (const listener of listeners) listener();
}

function write(progress: Progress): WriteResult {
  try {
    storage().setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  notify();
  return { ok: true };
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

/** A tempo the groove was played at: it becomes the last one, and the fastest if none was faster. */
export function recordTempo(key: string, bpm: number): WriteResult {
  if (!isTempo(bpm)) return { ok: true };
  return updateGroove(key, (record) => ({ ...record, last: bpm, fastest: Math.max(record.fastest ?? bpm, bpm) }));
}

export function saveTrainer(key: string, trainer: TrainerSettings): WriteResult {
  const valid = readTrainer(trainer);
  if (!valid) return { ok: true };
  return updateGroove(key, (record) => ({ ...record, trainer: valid }));
}

/**
 * A play-along run of a groove at `bpm`: kept as the best at that tempo if none is, or if it has more of its notes
 * on time than the best (at a window as tight or tighter), or as many at a tighter window. Says whether it is the best now.
 */
export function recordRun(
  key: string,
  bpm: number,
  run: Omit<BestRun, 'at'>,
  now = new Date(),
): WriteResult & { best?: boolean } {
  const candidate = readBestRun({ ...run, at: now.toISOString() });
  if (!isTempo(bpm) || !candidate) return { ok: true, best: false };
  const kept = grooveRecord(key)?.best?.[bpm];
  const better =
    !kept ||
    (candidate.windowMs <= kept.windowMs && candidate.onTime > kept.onTime) ||
    (candidate.windowMs < kept.windowMs && candidate.onTime >= kept.onTime);
  if (!better) return { ok: true, best: false };
  const written = updateGroove(key, (record) => ({ ...record, best: { ...record.best, [bpm]: candidate } }));
  return written.ok ? { ok: true, best: true } : written;
}

export function playAlongSettings(): PlayAlongSettings {
  return readProgress().playAlong ?? { calibration: {}, kits: {} };
}

/** Changes play-along's settings; anything that would not read back (out of range) is not written. */
export function savePlayAlong(change: (settings: PlayAlongSettings) => PlayAlongSettings): WriteResult {
  const changed = readPlayAlong(change(playAlongSettings()));
  if (!changed) return { ok: true };
  return update((progress) => ({ ...progress, playAlong: changed }));
}

/** The groove builder's last groove (its address's query, without `?`), if the visitor has built one on this device. */
export function lastGroove(): string | undefined {
  return readProgress().lastGroove?.search;
}

/** Keeps the groove builder's groove as the one to come back to. */
export function saveLastGroove(search: string, now = new Date()): WriteResult {
  if (!search.startsWith('v=') || search.length > LAST_GROOVE_MAX) return { ok: true };
  return update((progress) => ({ ...progress, lastGroove: { search, at: now.toISOString() } }));
}

/** Removes everything this module keeps on the device. */
export function forgetProgress(): WriteResult {
  try {
    storage().removeItem(PROGRESS_KEY);
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  notify();
  return { ok: true };
}

/** The record as a file the visitor can keep, and bring back with importProgress. */
export function exportProgress(now = new Date()): string {
  return `${JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exported: now.toISOString(), progress: readProgress() }, null, 2)}\n`;
}

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
  if (!isRecord(file) || file.format !== EXPORT_FORMAT) return { ok: false, problem: 'foreign' };
  if (typeof file.version !== 'number' || file.version > EXPORT_VERSION) return { ok: false, problem: 'newer' };
  const progress = file.version === EXPORT_VERSION ? parseProgress(file.progress) : undefined;
  if (!progress) return { ok: false, problem: 'damaged' };
  const written = write(progress);
  return written.ok ? { ok: true, progress } : written;
}

/**
 * Calls `listener` whenever the record changes: from this page, or from another tab of the
 * site (the browser's storage event).
 */
export function subscribeToProgress(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === PROGRESS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}
