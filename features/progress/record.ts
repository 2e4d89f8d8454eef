/**
 * What a learner's progress record holds, and the schemas that read it back from untrusted JSON: storage another
 * version of the site wrote, or a file the visitor chose. A record, or a part of one, that is not what this version
 * writes is refused whole; fields this version does not know are dropped.
 *
 * Valibot rather than zod (which checks the content at build time): this ships to the browser, in the store's chunk,
 * fetched once a lesson or the groove builder has hydrated, and in /practice's first load. Its schemas are plain
 * objects, where zod/mini builds each one through its class machinery: on a phone's CPU (Chromium at 4× slowdown)
 * these schemas and their library took 18 ms to evaluate with valibot against 86 ms with zod/mini, and weigh 3.2 KB
 * gzipped against 8.8 KB (docs/architecture.md, "Kept on the device").
 */
import {
  array,
  boolean,
  check,
  finite,
  integer,
  is,
  maxLength,
  maxValue,
  minLength,
  minValue,
  number,
  object,
  optional,
  picklist,
  pipe,
  record,
  regex,
  safeParse,
  startsWith,
  string,
  type GenericSchema,
} from 'valibot';
import { TEMPO_RANGE, VOICES, type Voice } from '@/features/practice/client';
import { LONGEST_STRETCH_S } from '@/lib/days';

/** Bars between steps and BPM per step the speed trainer accepts. */
export const TRAINER_LIMITS = { step: { min: 1, max: 20 }, everyBars: { min: 1, max: 16 } } as const;
/** The longest builder groove kept, in characters of its address (the builder refuses longer links too). */
const LAST_GROOVE_MAX = 16000;

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

/** One drum's figures in a play-along run: percent of its notes on time, how many, mean offset and spread (ms). */
export interface DrumRun {
  onTime: number;
  notes: number;
  meanMs: number;
  spreadMs: number;
}

/** A play-along run as the history keeps it: when, at what tempo, its figures, and each drum's when a kit told them apart. */
export interface RunRecord extends BestRun {
  bpm: number;
  byVoice?: Partial<Record<Voice, DrumRun>>;
}

/** What is kept for one groove: the tempo it was last played at, the fastest, its trainer and its best runs. */
export interface GrooveRecord {
  last?: number;
  fastest?: number;
  /** The fastest tempo the speed trainer has climbed to with the learner, a whole bar played there. */
  trained?: number;
  trainer?: TrainerSettings;
  /** Play-along's best run per tempo (the key is the BPM). */
  best?: Record<string, BestRun>;
  /** Its last play-along runs, oldest first (RUNS_KEPT of them): play-along over time. */
  runs?: RunRecord[];
  /** The fastest tempo played each day (the visitor's calendar day, `YYYY-MM-DD`): its tempo over time. */
  days?: Record<string, number>;
}

/**
 * Play-along's settings on this device: the latency measured for each input (an electronic kit by its name, or
 * the microphone) with this device's sound output, subtracted from every hit; the pads learnt for each kit that
 * numbers them otherwise than General MIDI; and the input, level and microphone sensitivity chosen last.
 */
export interface PlayAlongSettings {
  /** Input key → milliseconds to take off each hit. */
  calibration: Record<string, number>;
  /** Kit name → MIDI note number → the drum it plays. */
  kits: Record<string, Record<string, Voice>>;
  input?: 'midi' | 'microphone';
  level?: string;
  /** 0 to 1. */
  sensitivity?: number;
}

/** Time played on this device: seconds on each day (the visitor's own calendar day, `YYYY-MM-DD`), and the daily goal. */
export interface PracticeLog {
  days: Record<string, number>;
  /** Minutes a day the learner aims for; unset: DEFAULT_GOAL_MINUTES. */
  goalMinutes?: number;
}

/** The daily goals offered, in minutes: the lengths a teacher sets for a day's practice. */
export const GOAL_CHOICES = [10, 20, 30, 60] as const;
export const DEFAULT_GOAL_MINUTES = 10;

/** The kinds of block in today's practice (content-model/practice-plan.ts names them for editors). */
export const PLAN_BLOCK_KINDS = ['warm-up', 'hands', 'groove', 'fills-reading', 'check'] as const;
export type PlanBlockKind = (typeof PLAN_BLOCK_KINDS)[number];
export const PLAN_PATHS = ['beginner', 'intermediate', 'advanced'] as const;
export type PlanPath = (typeof PLAN_PATHS)[number];

/** How one block of a day's practice ended: the seconds it ran and the tempo the learner reached, or skipped. */
export interface BlockResult {
  seconds: number;
  tempo?: number;
  skipped?: boolean;
}

/** A block played, kept as history: its day, kind, what it played (a groove's key) and how it ended. */
export interface PlayedBlock extends BlockResult {
  day: string;
  kind: PlanBlockKind;
  key: string;
}

/** Today's practice on this device: the learner's path and week, the targets they ticked, today's session and past blocks. */
export interface PlanRecord {
  path?: PlanPath;
  /** The week the plan follows in each path; `metOn` is the day its last target was met (the next week starts the day after). */
  weeks?: Partial<Record<PlanPath, { index: number; metOn?: string }>>;
  /** Targets the learner marked as met by hand: target id → day. */
  ticks?: Record<string, string>;
  /** Today's session: its length, what each block swapped to, the block under way (since when, in ms, and for how many seconds), and results. */
  today?: {
    day: string;
    minutes: number;
    swaps: Partial<Record<PlanBlockKind, number>>;
    current?: { kind: PlanBlockKind; key: string; startedAt: number; seconds: number };
    results: Partial<Record<PlanBlockKind, BlockResult>>;
  };
  played?: PlayedBlock[];
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
  /** Minutes played a day, from every player on the site. */
  practice?: PracticeLog;
  /** Today's practice: path, week, ticks, today's session and the blocks played. */
  plan?: PlanRecord;
}

const whole = ({ min, max }: { min: number; max: number }) => pipe(number(), integer(), minValue(min), maxValue(max));
export const tempoSchema = whole(TEMPO_RANGE);
/** A time as JavaScript writes it (toISOString); anything Date can read, but no essay. */
const date = pipe(
  string(),
  maxLength(40),
  check((text) => !Number.isNaN(Date.parse(text))),
);
/** A slug, a groove's key, an input's or a kit's name: short, printable, no markup. */
const name = pipe(string(), minLength(1), maxLength(200), regex(/^[^<>\u0000-\u001f]*$/));
/** Milliseconds either way, up to `max`. */
const ms = (max: number) => pipe(number(), minValue(-max), maxValue(max));
/** One of the daily goals offered. */
const goalMinutes = pipe(
  number(),
  check((minutes) => (GOAL_CHOICES as readonly number[]).includes(minutes)),
);

export const trainerSchema: GenericSchema<TrainerSettings> = object({
  on: boolean(),
  start: tempoSchema,
  target: tempoSchema,
  step: whole(TRAINER_LIMITS.step),
  everyBars: whole(TRAINER_LIMITS.everyBars),
  countIn: boolean(),
});

/** A run's figures, in the order a record keeps them: each drum's are the same but for the window. */
const runFigures = {
  onTime: whole({ min: 0, max: 100 }),
  notes: whole({ min: 1, max: 100_000 }),
  windowMs: whole({ min: 1, max: 200 }),
  meanMs: ms(1000),
  spreadMs: ms(1000),
};
const { windowMs: _window, ...drumFigures } = runFigures;

export const bestRunSchema: GenericSchema<BestRun> = object({ ...runFigures, at: date });

const drumRunSchema: GenericSchema<DrumRun> = object(drumFigures);
export const runSchema: GenericSchema<RunRecord> = object({
  ...runFigures,
  at: date,
  bpm: tempoSchema,
  byVoice: optional(record(picklist(VOICES), drumRunSchema)),
});

/** A tempo as an object's key: written as the number writes itself ("90", not "090" or "90.0"). */
const tempoKey = pipe(
  string(),
  check((bpm) => String(Number(bpm)) === bpm && is(tempoSchema, Number(bpm))),
);

/** A calendar day as the record keys it: 2026-06-01. */
const dayKey = pipe(
  string(),
  regex(/^\d{4}-\d{2}-\d{2}$/),
  check((day) => !Number.isNaN(Date.parse(day))),
);

const grooveSchema: GenericSchema<GrooveRecord> = object({
  last: optional(tempoSchema),
  fastest: optional(tempoSchema),
  trained: optional(tempoSchema),
  trainer: optional(trainerSchema),
  best: optional(record(tempoKey, bestRunSchema)),
  runs: optional(array(runSchema)),
  days: optional(record(dayKey, tempoSchema)),
});

/** A MIDI note number, 0 to 127, as an object's key. */
const noteKey = pipe(
  string(),
  regex(/^\d{1,3}$/),
  check((note) => Number(note) <= 127),
);

export const playAlongSchema: GenericSchema<PlayAlongSettings> = object({
  /** A measured latency: whole milliseconds, no more than half a second either way. */
  calibration: record(name, whole({ min: -500, max: 500 })),
  /** A learnt pad plays one of the groove language's drums, nothing else. */
  kits: record(name, record(noteKey, picklist(VOICES))),
  input: optional(picklist(['midi', 'microphone'])),
  /** A level's name, as play-along writes it. */
  level: optional(pipe(string(), regex(/^[a-z]{1,20}$/))),
  sensitivity: optional(pipe(number(), minValue(0), maxValue(1))),
});

/** The builder's groove as its address writes it. The builder reads the groove, and says what is wrong with one it cannot open. */
export const lastGrooveSchema = object({
  search: pipe(string(), startsWith('v='), maxLength(LAST_GROOVE_MAX)),
  at: date,
});

export const practiceSchema: GenericSchema<PracticeLog> = object({
  /** Seconds a day: no more than the day has. */
  days: record(dayKey, whole({ min: 0, max: 86_400 })),
  goalMinutes: optional(goalMinutes),
});

const kindSchema = picklist(PLAN_BLOCK_KINDS);
const pathSchema = picklist(PLAN_PATHS);
const resultSchema: GenericSchema<BlockResult> = object({
  seconds: whole({ min: 0, max: LONGEST_STRETCH_S }),
  tempo: optional(tempoSchema),
  skipped: optional(boolean()),
});
export const planSchema: GenericSchema<PlanRecord> = object({
  path: optional(pathSchema),
  weeks: optional(record(pathSchema, object({ index: whole({ min: 0, max: 51 }), metOn: optional(dayKey) }))),
  ticks: optional(record(name, dayKey)),
  today: optional(
    object({
      day: dayKey,
      minutes: goalMinutes,
      swaps: record(kindSchema, whole({ min: 0, max: 1000 })),
      current: optional(
        object({
          kind: kindSchema,
          key: name,
          startedAt: pipe(number(), finite(), minValue(0)),
          seconds: whole({ min: 1, max: LONGEST_STRETCH_S }),
        }),
      ),
      results: record(kindSchema, resultSchema),
    }),
  ),
  played: optional(
    array(
      object({
        day: dayKey,
        kind: kindSchema,
        key: name,
        seconds: whole({ min: 0, max: LONGEST_STRETCH_S }),
        tempo: optional(tempoSchema),
        skipped: optional(boolean()),
      }),
    ),
  ),
});

/** A record read back lists its fields in this order, and so does an exported file: keep it. */
export const progressSchema: GenericSchema<Progress> = object({
  done: record(name, date),
  grooves: record(name, grooveSchema),
  lastLesson: optional(object({ slug: name, at: date })),
  playAlong: optional(playAlongSchema),
  lastGroove: optional(lastGrooveSchema),
  practice: optional(practiceSchema),
  plan: optional(planSchema),
});

/** The value if the schema reads it, else undefined. */
export function readWith<T>(schema: GenericSchema<T>, value: unknown): T | undefined {
  const read = safeParse(schema, value);
  return read.success ? read.output : undefined;
}
