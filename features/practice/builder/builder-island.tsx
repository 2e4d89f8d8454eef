'use client';

import {
  memo,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useDeferredValue,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import {
  countOf,
  describeNotes,
  GrooveError,
  noteValueWords,
  STROKE_NAMES,
  STROKES,
  VOICE_NAMES,
  VOICES,
  type Groove,
  type StepPlace,
  type Swing,
  type TimeSignature,
} from '@/features/practice/groove/parse';
import { timelineOf } from '@/features/practice/groove/timeline';
import { DYNAMIC_CHARACTERS, DYNAMIC_TABLE, STROKE_TABLE, VOICE_TABLE } from '@/features/practice/groove/vocabulary';
import type { EngravedLayout } from '@/features/practice/engrave/engrave-core';
import { wideAtOf } from '@/features/practice/engrave/layout';
import { placesOf, totalSteps } from '@/features/practice/groove/places';
import { lastGroove, saveLastGroove } from '@/features/progress/client';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { GroovePlayerIsland } from '@/features/practice/ui/lazy';
import type { PracticeClasses } from '@/features/practice/ui/practice.styles';
import type { SpeedTrainerSetup } from '@/features/practice/ui/speed-trainer-setup';
import { openSearch, searchOf } from './address';
import {
  characterAt,
  charactersOf,
  cleared,
  grooveOf,
  MAX_BARS,
  nextCharacter,
  perBeatOf,
  reshaped,
  rockBeat,
  ROWS,
  STEPS_PER_BEAT,
  withCharacter,
  type Draft,
  type Row,
} from './draft';
import { historyReducer, startHistory, type History, type HistoryAction } from './history';
import { lessonTextOf } from './lesson-text';

type BuilderWords = Words['builder'];
type PracticeWords = Words['practice'];

export interface BuilderClasses {
  grid: string;
  table: string;
  corner: string;
  count: string;
  name: string;
  cell: string;
  notation: string;
  line: string;
  caption: string;
  toolbar: string;
  figure: string;
  lessonText: string;
  takeAway: string;
  heading: string;
}

interface BuilderIslandProps {
  classes: BuilderClasses;
  player: PracticeClasses;
  words: BuilderWords;
  practice: Pick<
    PracticeWords,
    | 'play'
    | 'stop'
    | 'tempo'
    | 'noSound'
    | 'playGroove'
    | 'looping'
    | 'playAlong'
    | 'playAlongUnavailable'
    | 'playAlongBest'
    | 'sticking'
    | 'feet'
    | 'dynamics'
    | 'bar'
    | 'barOne'
    | 'barMany'
    | 'bpm'
    | 'notation'
    | 'held'
    | 'drum'
  >;
  speedTrainer: SpeedTrainerSetup;
  /** The first groove, and its notation drawn at build time: what the page shows before (and without) its script. */
  first: Draft;
  firstNotation: EngravedLayout[];
  /** The heading and sentence over the take-away buttons (the page's section copy). */
  takeAway: { title: string; intro?: string };
}

/** The time signatures the menu offers; a copied groove in another keeps its own. */
const SIGNATURES = ['2/2', '2/4', '3/4', '4/4', '5/4', '6/4', '7/4', '3/8', '5/8', '6/8', '7/8', '9/8', '12/8'];

/** A note value's name for a number of steps per beat: 4 in 4/4 are sixteenth notes, 3 eighth-note triplets. */
function stepName(perBeat: number, unit: number): string {
  const triplet = perBeat % 3 === 0;
  const value = unit * (triplet ? (perBeat / 3) * 2 : perBeat);
  if (![1, 2, 4, 8, 16, 32, 64].includes(value)) return '';
  const names: Record<number, string> = {
    1: 'whole',
    2: 'half',
    4: 'quarter',
    8: 'eighth',
    16: 'sixteenth',
    32: 'thirty-second',
    64: 'sixty-fourth',
  };
  const name = value <= 16 ? noteValueWords({ value, dots: 0, triplet: false }) : names[value]!;
  return triplet ? `${name}-note triplets` : `${name} notes`;
}

/** Where a step is, said in full: "2", "e of beat 2", "bar 2, & of beat 3". */
function countWords(place: StepPlace, bars: number, words: BuilderWords): string {
  const count = countOf(place);
  const said = Number.isInteger(place.beat)
    ? count
    : fillIn(words.count, { count: count === '·' ? String(place.sub + 1) : count, beat: Math.floor(place.beat) + 1 });
  return bars > 1 ? fillIn(words.countInBar, { bar: place.bar + 1, count: said }) : said;
}

/** What a cell shows, and what a screen reader says for it. */
function cellFace(row: Row, char: string, words: BuilderWords, held: string): { shown: string; said: string } {
  if (char === '-') return { shown: '', said: words.rest };
  if (row === 'sticking' || row === 'feet') return { shown: char, said: char };
  if (row === 'dynamics') {
    const mark = DYNAMIC_CHARACTERS[char];
    return mark ? { shown: DYNAMIC_TABLE[mark].sign, said: DYNAMIC_TABLE[mark].words } : { shown: char, said: char };
  }
  if (char === '_') return { shown: '—', said: held };
  const stroke = STROKES[row][char];
  if (!stroke) return { shown: char, said: char };
  // A hi-hat played with the stick is closed unless it says otherwise: "closed", as the lessons' legend says it.
  return {
    shown: STROKE_TABLE[stroke].mark,
    said: row === 'hihat' && stroke === 'hit' ? VOICE_TABLE.hihat.characters.x!.says : STROKE_NAMES[stroke],
  };
}

interface Layout {
  places: StepPlace[];
  bars: number;
  barFirst: Set<number>;
}

/** The shape of the bars, from the draft alone (so the grid shows even while the groove breaks a rule). */
function layoutOf(draft: Draft): Layout {
  const places = placesOf(draft.cells);
  const barFirst = new Set(
    places.flatMap((place, step) => (step === 0 || places[step - 1]!.bar !== place.bar ? [step] : [])),
  );
  return { places, bars: draft.cells.length, barFirst };
}

interface RowProps {
  row: Row;
  name: string;
  line: string;
  layout: Layout;
  active: number | undefined;
  classes: BuilderClasses;
  words: BuilderWords;
  held: string;
}

/** One row of the grid: memoised on its characters, so a tap redraws one row, not the kit. */
const GridRow = memo(function GridRow({ row, name, line, layout, active, classes, words, held }: RowProps) {
  return (
    <tr data-voice={(VOICES as readonly string[]).includes(row) ? row : undefined} data-row={row}>
      <th scope="row" className={classes.name}>
        {name}
      </th>
      {[...line].map((char, step) => {
        const place = layout.places[step]!;
        const face = cellFace(row, char, words, held);
        return (
          <td
            key={step}
            className={classes.cell}
            tabIndex={active === step ? 0 : -1}
            data-step={step}
            data-cell={`${row}:${step}`}
            data-char={char === '-' ? undefined : char}
            data-beat={Number.isInteger(place.beat) ? '' : undefined}
            data-bar={layout.barFirst.has(step) && step > 0 ? '' : undefined}
            aria-label={fillIn(words.cell, {
              row: name,
              count: countWords(place, layout.bars, words),
              stroke: face.said,
            })}
          >
            <span aria-hidden="true">{face.shown}</span>
          </td>
        );
      })}
    </tr>
  );
});

/** The notation, as lessons show it: one bar a line, two where they fit (container queries, notation.tsx's classes). */
function NotationView({
  layouts,
  label,
  classes,
  stale,
}: {
  layouts: EngravedLayout[];
  label: string;
  classes: BuilderClasses;
  stale: boolean;
}) {
  const wideAt = wideAtOf(layouts);
  return (
    <div
      className={classes.notation}
      role="img"
      aria-label={label}
      data-notation
      data-wide-at={wideAt}
      data-stale={stale || undefined}
      data-print
    >
      {layouts
        .filter((layout) => layout.barsPerSystem === 1 || wideAt)
        .map((layout) => (
          <div key={layout.barsPerSystem} data-layout={layout.barsPerSystem}>
            {layout.systems.map((system) => (
              <div key={system.firstBar} className={classes.line} dangerouslySetInnerHTML={{ __html: system.svg }} />
            ))}
          </div>
        ))}
    </div>
  );
}

interface BuilderState extends History {
  /** The last groove that reads (the draft's, unless it breaks a rule), the draft it was read from, and what is wrong with the draft if it does not read. */
  good: Groove;
  goodDraft: Draft;
  problem?: string;
  /** The groove the notation draws: `good`, kept as it was while only the title changes (the drawing has no title). */
  drawn: Groove;
  /** The first groove, whose notation came drawn from the server. */
  first: Groove;
}

function startBuilder(draft: Draft): BuilderState {
  const groove = grooveOf(draft);
  return { ...startHistory(draft), good: groove, goodDraft: draft, drawn: groove, first: groove };
}

/** A groove's music, for telling whether a change needs the notation redrawn. */
const musicOf = (groove: Groove) => JSON.stringify({ ...groove, title: '' });

/** The history's reducer, reading each new draft as the groove the notation and the player get. */
function builderReducer(state: BuilderState, action: HistoryAction): BuilderState {
  const next = historyReducer(state, action);
  if (next === state) return state;
  if (next.draft === state.draft) return { ...state, ...next };
  try {
    const good = grooveOf(next.draft);
    const drawn = musicOf(good) === musicOf(state.drawn) ? state.drawn : good;
    return { ...state, ...next, good, goodDraft: next.draft, drawn, problem: undefined };
  } catch (error) {
    if (error instanceof GrooveError) return { ...state, ...next, problem: error.message };
    throw error;
  }
}

const noChanges = () => () => {};

/**
 * The groove in the page's address: after the `#` (never sent to the host, so no length limit of a server's and
 * nothing in its logs), or after a `?` in a link written by hand.
 */
const addressGroove = () => window.location.hash.slice(1) || window.location.search.slice(1);

type Engraver = typeof import('../engrave/engrave-browser');

/**
 * Loads the engraver (VexFlow, the heaviest script the site has) only when the notation must change: once the groove
 * differs from the one drawn at build time (a link opened another), or as soon as the visitor reaches for the builder
 * (a pointer over it, a finger on it, the keyboard in it), a moment before the first change. A visitor who only
 * reads the page never pays for it. It is kept for offline use once fetched; without a connection before then, it is
 * fetched again when the connection comes back (`failed` meanwhile).
 */
function useEngraver(root: RefObject<HTMLElement | null>, needed: boolean): { engraver?: Engraver; failed: boolean } {
  const [engraver, setEngraver] = useState<Engraver>();
  const [failed, setFailed] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = root.current;
    if (!element || wanted) return;
    const want = () => setWanted(true);
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const event of events) element.addEventListener(event, want, { once: true, passive: true });
    return () => {
      for (const event of events) element.removeEventListener(event, want);
    };
  }, [root, wanted]);
  const load = needed || wanted;
  useEffect(() => {
    if (!load) return;
    let cancelled = false;
    const fetchIt = () =>
      import('../engrave/engrave-browser').then(
        (module) => {
          if (cancelled) return;
          setEngraver(module);
          setFailed(false);
        },
        () => !cancelled && setFailed(true),
      );
    fetchIt();
    window.addEventListener('online', fetchIt);
    return () => {
      cancelled = true;
      window.removeEventListener('online', fetchIt);
    };
  }, [load]);
  return { engraver, failed };
}

function download(bytes: Uint8Array, name: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'audio/midi' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name from a title: letters, digits and dashes. */
const fileName = (title: string) =>
  `${
    title
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'groove'
  }.mid`;

/**
 * The groove builder: a grid of the whole kit to tap, the notation redrawn as it changes (the lessons' engraver,
 * loaded after the first paint), the lessons' player, undo and redo, and the groove kept in the page's address
 * and on the device. Every change goes through draft.ts, and the groove the notation and the player get is the
 * one the content check would read.
 */
export function BuilderIsland({
  classes,
  player,
  words,
  practice,
  speedTrainer,
  first,
  firstNotation,
  takeAway,
}: BuilderIslandProps) {
  const id = useId();
  const [state, dispatch] = useReducer(builderReducer, first, startBuilder);
  const { draft, good, problem } = state;
  const history = state;
  /** Bumped whenever the groove is replaced from outside the player (a link, undo): the player starts again at its tempo. */
  const [generation, setGeneration] = useState(0);
  /** What the address said was wrong with its groove, if anything. */
  const [linkProblem, setLinkProblem] = useState<string>();
  const [last, setLast] = useState<string>();
  const [active, setActive] = useState<{ row: number; step: number }>({ row: ROWS.indexOf('snare'), step: 0 });
  const [said, setSaid] = useState('');
  const [status, setStatus] = useState('');
  const [showText, setShowText] = useState(false);
  /** Set once the visitor changed something or a link opened a groove: from then on the address and the device keep it. */
  const [keeping, setKeeping] = useState(false);
  const grid = useRef<HTMLTableElement>(null);
  const focusCell = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const { engraver, failed: engraverMissing } = useEngraver(root, draft !== first);

  const layout = useMemo(() => layoutOf(draft), [draft.cells]); // eslint-disable-line react-hooks/exhaustive-deps
  const steps = layout.places.length;
  /** The groove the notation and the player show: the draft's, or while it breaks a rule, the last that did not. */
  const groove = good;
  // Drawn a moment after the grid changes, never holding up the tap that changed it (eight bars of thirty-seconds take a while).
  const drawn = useDeferredValue(state.drawn);
  const layouts = useMemo(
    () => (engraver ? engraver.engraveHere(drawn) : firstNotation),
    [engraver, drawn, firstNotation],
  );
  const drawnBefore = !engraver && state.drawn !== state.first;

  // Once running in the browser: the groove a link opened, or a blank one with the link's problem (set while
  // rendering, React's way to take in something known only after the first paint without an extra pass).
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const [opened, setOpened] = useState(false);
  if (inBrowser && !opened) {
    setOpened(true);
    const link = openSearch(addressGroove(), words);
    if (link && 'draft' in link) {
      setKeeping(true);
      dispatch({ type: 'set', draft: link.draft });
      setGeneration((count) => count + 1);
    } else if (link) {
      setLinkProblem(link.problem);
      dispatch({ type: 'set', draft: cleared(rockBeat(words.untitled)) });
      setGeneration((count) => count + 1);
    }
    setLast(lastGroove());
  }

  // The address and the device keep the groove; the tab's title names it.
  // Only a groove that reads: a link or a device that kept one the content check refuses would open a blank groove.
  const search = useMemo(() => searchOf(state.goodDraft), [state.goodDraft]);
  const pageTitle = useRef<string>('');
  useEffect(() => {
    pageTitle.current ||= document.title;
    document.title = `${state.goodDraft.title} · ${pageTitle.current}`;
    if (!keeping) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}#${search}`);
    saveLastGroove(search);
  }, [search, state.goodDraft.title, keeping]);

  const change = useCallback((next: Draft, merge?: string) => {
    setKeeping(true);
    setLinkProblem(undefined);
    dispatch({ type: 'change', draft: next, merge });
  }, []);
  const replace = (next: Draft) => {
    change(next);
    setGeneration((count) => count + 1);
  };
  // Another groove's link opened in this tab: the browser changes only the part after the #, and the page stays.
  const openLink = useEffectEvent(() => {
    const link = openSearch(addressGroove(), words);
    if (link && 'draft' in link && searchOf(link.draft) !== searchOf(state.goodDraft)) replace(link.draft);
    else if (link && 'problem' in link) setLinkProblem(link.problem);
  });
  useEffect(() => {
    const listener = () => openLink();
    window.addEventListener('hashchange', listener);
    return () => window.removeEventListener('hashchange', listener);
  }, []);

  const undo = () => {
    if (!history.past.length) return;
    setKeeping(true);
    if (history.past[history.past.length - 1]!.tempo !== draft.tempo) setGeneration((count) => count + 1);
    dispatch({ type: 'undo' });
    setSaid(words.undone);
  };
  const redo = () => {
    if (!history.future.length) return;
    setKeeping(true);
    if (history.future[0]!.tempo !== draft.tempo) setGeneration((count) => count + 1);
    dispatch({ type: 'redo' });
    setSaid(words.redone);
  };
  /** A new shape of the bars, said: the grid's size changed under the visitor's focus. */
  const reshape = (next: Draft) => {
    replace(next);
    setSaid(fillIn(words.reshaped, { steps: totalSteps(next) }));
  };

  const rowName = (row: Row) =>
    row === 'sticking'
      ? practice.sticking
      : row === 'feet'
        ? practice.feet
        : row === 'dynamics'
          ? practice.dynamics
          : VOICE_NAMES[row];
  const setCell = (row: Row, step: number, char: string) => {
    const next = withCharacter(draft, row, step, char);
    if (next === draft) return;
    change(next);
    const face = cellFace(row, char, words, practice.held);
    setSaid(
      fillIn(words.cell, {
        row: rowName(row),
        count: countWords(layout.places[step]!, layout.bars, words),
        stroke: face.said,
      }),
    );
  };
  const cycle = (rowIndex: number, step: number) => {
    const row = ROWS[rowIndex]!;
    setCell(row, step, nextCharacter(row, characterAt(draft, row, step)));
  };

  // Focus follows the active cell when the keyboard moved it.
  useEffect(() => {
    if (!focusCell.current) return;
    focusCell.current = false;
    const cell = grid.current?.querySelector<HTMLElement>(`[data-cell="${ROWS[active.row]}:${active.step}"]`);
    if (!cell) return;
    cell.focus({ preventScroll: true });
    cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    // Never under the drum names pinned at the grid's left edge.
    const region = cell.closest<HTMLElement>('[data-grid]');
    const names = region?.querySelector('th[scope="row"]')?.getBoundingClientRect().right;
    const left = cell.getBoundingClientRect().left;
    if (region && names !== undefined && left < names) region.scrollLeft -= names - left;
  }, [active]);
  /** The active cell's step, inside a groove made shorter since. */
  const activeStep = Math.min(active.step, steps - 1);

  const move = (row: number, step: number) => {
    focusCell.current = true;
    setActive({ row: Math.max(0, Math.min(ROWS.length - 1, row)), step: Math.max(0, Math.min(steps - 1, step)) });
  };
  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cell) return;
    const [rowName, stepText] = cell.dataset.cell!.split(':');
    const row = ROWS.indexOf(rowName as Row);
    const step = Number(stepText);
    const control = event.ctrlKey || event.metaKey;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => move(row, step - 1),
      ArrowRight: () => move(row, step + 1),
      ArrowUp: () => move(row - 1, step),
      ArrowDown: () => move(row + 1, step),
      Home: () => move(control ? 0 : row, 0),
      End: () => move(control ? ROWS.length - 1 : row, steps - 1),
      ' ': () => cycle(row, step),
      Enter: () => cycle(row, step),
      Delete: () => setCell(ROWS[row]!, step, '-'),
      Backspace: () => setCell(ROWS[row]!, step, '-'),
      '-': () => setCell(ROWS[row]!, step, '-'),
    };
    const action = keys[event.key];
    if (action && !(control && event.key !== 'Home' && event.key !== 'End')) {
      event.preventDefault();
      action();
      return;
    }
    if (!control && !event.altKey && event.key.length === 1 && charactersOf(ROWS[row]!).includes(event.key)) {
      event.preventDefault();
      setCell(ROWS[row]!, step, event.key);
    }
  };
  // Ctrl+Z and Ctrl+Y (Cmd on a Mac) anywhere on the page but in a text box, which has its own undo.
  const onUndoKeys = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || (event.target as HTMLElement | null)?.closest?.('input, select, textarea'))
      return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) undo();
    else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => onUndoKeys(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const perBeat = perBeatOf(draft);
  const signature = `${draft.signature.beats}/${draft.signature.unit}`;
  const signatures = SIGNATURES.includes(signature) ? SIGNATURES : [...SIGNATURES, signature];
  const timeline = useMemo(() => timelineOf(groove), [groove]);
  const playerKey = `${JSON.stringify([groove.shapes, groove.signature, groove.swing, groove.changes])}:${generation}`;
  const notes = describeNotes(groove, {
    bar: (number) => fillIn(practice.bar, { number }),
    sticking: practice.sticking,
  });
  const lessonText = useMemo(() => lessonTextOf(state.goodDraft), [state.goodDraft]);

  const copy = async (text: string, done: string) => {
    if (problem !== undefined) {
      setStatus(fillIn(words.cannotDraw, { detail: problem }));
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      setStatus(done);
    } catch {
      setStatus(words.copyRefused);
      setShowText(true);
    }
  };
  const downloadMidi = async () => {
    if (problem !== undefined) {
      setStatus(fillIn(words.cannotDraw, { detail: problem }));
      return;
    }
    const { midiFileOf } = await import('./midi');
    download(midiFileOf(groove), fileName(groove.title));
  };
  const canSwing = draft.signature.unit === 4;

  return (
    <div ref={root} data-builder data-ready={engraver ? '' : undefined}>
      <div className={classes.toolbar} role="group" aria-label={words.settings} data-builder-controls>
        <label className={player.field}>
          {words.title}
          <input
            className={player.input}
            style={{ width: '16rem', maxWidth: '100%' }}
            value={draft.title}
            maxLength={80}
            onChange={(event) => change({ ...draft, title: event.target.value }, 'title')}
            onBlur={() => {
              if (!draft.title.trim()) change({ ...draft, title: words.untitled });
            }}
          />
        </label>
        <label className={player.field}>
          {words.signature}
          <span className={player.selectArrow}>
            <select
              className={player.select}
              value={signature}
              onChange={(event) => {
                const [beats, unit] = event.target.value.split('/').map(Number) as [number, number];
                const next: TimeSignature = { beats, unit };
                reshape(reshaped(draft, { signature: next }));
              }}
            >
              {signatures.map((each) => (
                <option key={each}>{each}</option>
              ))}
            </select>
          </span>
        </label>
        <label className={player.field}>
          {words.perBeat}
          <span className={player.selectArrow}>
            <select
              className={player.select}
              value={perBeat ?? ''}
              onChange={(event) => reshape(reshaped(draft, { perBeat: Number(event.target.value) }))}
            >
              {perBeat === undefined ? <option value="">—</option> : null}
              {STEPS_PER_BEAT.map((count) => (
                <option key={count} value={count}>
                  {fillIn(words.perBeatOption, { count, name: stepName(count, draft.signature.unit) })}
                </option>
              ))}
            </select>
          </span>
        </label>
        <label className={player.field}>
          {words.bars}
          <span className={player.selectArrow}>
            <select
              className={player.select}
              value={draft.cells.length}
              onChange={(event) => reshape(reshaped(draft, { bars: Number(event.target.value) }))}
            >
              {Array.from({ length: MAX_BARS }, (_, index) => (
                <option key={index}>{index + 1}</option>
              ))}
            </select>
          </span>
        </label>
        <label className={player.field}>
          {words.swing}
          <span className={player.selectArrow}>
            <select
              className={player.select}
              value={canSwing ? (draft.swing ?? '') : ''}
              disabled={!canSwing}
              onChange={(event) => replace({ ...draft, swing: (event.target.value || undefined) as Swing | undefined })}
            >
              <option value="">{words.straight}</option>
              <option value="eighths">{words.swingEighths}</option>
              <option value="sixteenths">{words.swingSixteenths}</option>
            </select>
          </span>
        </label>
      </div>
      <div className={classes.toolbar} role="group" aria-label={words.edit} data-builder-controls>
        {/* aria-disabled, not disabled: a button pressed to its end keeps the focus. */}
        <button type="button" className={player.secondary} onClick={undo} aria-disabled={!history.past.length}>
          {words.undo}
        </button>
        <button type="button" className={player.secondary} onClick={redo} aria-disabled={!history.future.length}>
          {words.redo}
        </button>
        <button
          type="button"
          className={player.secondary}
          onClick={() => {
            change(cleared(draft));
            setSaid(words.cleared);
          }}
        >
          {words.clear}
        </button>
        <button type="button" className={player.secondary} onClick={() => replace(rockBeat(draft.title))}>
          {words.rockBeat}
        </button>
        {last ? (
          <button
            type="button"
            className={player.secondary}
            aria-disabled={last === search}
            onClick={() => {
              const opened = last === search ? undefined : openSearch(last, words);
              if (opened && 'draft' in opened) replace(opened.draft);
            }}
          >
            {words.lastGroove}
          </button>
        ) : null}
      </div>
      {linkProblem ? (
        <p className={player.problem} role="alert" data-link-problem>
          {linkProblem}
        </p>
      ) : null}

      <figure className={classes.figure} aria-labelledby={`${id}-caption`} data-groove>
        <figcaption className={classes.caption} id={`${id}-caption`} data-print>
          <strong>{draft.title}</strong>
          {' · '}
          {signature} ·{' '}
          {draft.cells.length === 1 ? practice.barOne : fillIn(practice.barMany, { count: draft.cells.length })} ·{' '}
          {fillIn(practice.bpm, { tempo: draft.tempo })}
        </figcaption>
        <NotationView
          layouts={layouts}
          label={fillIn(practice.notation, { title: draft.title, notes })}
          classes={classes}
          stale={problem !== undefined || drawnBefore}
        />
        {/* Always there, so a screen reader hears a message when it comes. */}
        <div role="status">
          {engraverMissing ? (
            <p className={player.note} data-notation-offline>
              {words.notationOffline}
            </p>
          ) : null}
          {problem !== undefined ? (
            <p className={player.problem} data-groove-problem>
              {fillIn(words.cannotDraw, { detail: problem })}
            </p>
          ) : null}
        </div>
        <div className={classes.grid} role="region" aria-labelledby={`${id}-grid`} data-grid>
          <table
            ref={grid}
            role="grid"
            id={`${id}-grid`}
            aria-label={fillIn(words.grid, { title: draft.title })}
            aria-describedby={`${id}-hint`}
            className={classes.table}
            onKeyDown={onGridKey}
            onClick={(event) => {
              const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
              if (!cell) return;
              const [row, step] = cell.dataset.cell!.split(':');
              const index = ROWS.indexOf(row as Row);
              setActive({ row: index, step: Number(step) });
              cycle(index, Number(step));
            }}
          >
            <thead>
              <tr>
                <th scope="col" className={classes.corner}>
                  <span className={player.hidden}>{practice.drum}</span>
                </th>
                {layout.places.map((place, step) => (
                  <th
                    key={step}
                    scope="col"
                    className={classes.count}
                    data-step={step}
                    data-beat={Number.isInteger(place.beat) ? '' : undefined}
                    data-bar={layout.barFirst.has(step) && step > 0 ? '' : undefined}
                  >
                    {layout.bars > 1 && layout.barFirst.has(step) ? (
                      <span className={player.hidden}>{fillIn(practice.bar, { number: place.bar + 1 })} </span>
                    ) : null}
                    {countOf(place)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row, index) => (
                <GridRow
                  key={row}
                  row={row}
                  name={rowName(row)}
                  line={(draft.lines[row] ?? Array<string>(steps).fill('-')).join('')}
                  layout={layout}
                  active={active.row === index ? activeStep : undefined}
                  classes={classes}
                  words={words}
                  held={practice.held}
                />
              ))}
            </tbody>
          </table>
        </div>
        <p className={player.note} id={`${id}-hint`} data-builder-controls>
          {words.gridHint}
        </p>
        <p className={player.hidden} aria-live="polite" data-said>
          {said}
        </p>
        <div data-print-hidden>
          <GroovePlayerIsland
            key={playerKey}
            classes={player}
            title={groove.title}
            timeline={timeline}
            initialTempo={draft.tempo}
            speedTrainer={speedTrainer}
            words={practice}
            drums={VOICES.filter((voice) => groove.voices[voice]?.some(Boolean)).map((voice) => ({
              voice,
              name: VOICE_NAMES[voice],
            }))}
            onTempo={(tempo) => {
              if (tempo === draft.tempo) return;
              setKeeping(true);
              dispatch({ type: 'set', draft: { ...draft, tempo } });
            }}
          />
        </div>
      </figure>

      <h2 className={classes.heading} id={`${id}-take-away`} data-builder-controls>
        {takeAway.title}
      </h2>
      {takeAway.intro ? (
        <p className={player.note} data-builder-controls>
          {takeAway.intro}
        </p>
      ) : null}
      <div className={classes.takeAway} role="group" aria-labelledby={`${id}-take-away`} data-builder-controls>
        <button
          type="button"
          className={player.start}
          onClick={() => copy(`${window.location.origin}${window.location.pathname}#${search}`, words.linkCopied)}
        >
          {words.copyLink}
        </button>
        <button type="button" className={player.secondary} onClick={() => copy(lessonText, words.textCopied)}>
          {words.copyText}
        </button>
        <button type="button" className={player.secondary} onClick={downloadMidi}>
          {words.downloadMidi}
        </button>
        <button type="button" className={player.secondary} onClick={() => window.print()}>
          {words.print}
        </button>
      </div>
      <p role="status" className={player.note} data-copy-status>
        {status}
      </p>
      <details open={showText} onToggle={(event) => setShowText(event.currentTarget.open)} data-builder-controls>
        <summary>{words.lessonText}</summary>
        <textarea
          className={classes.lessonText}
          readOnly
          value={lessonText}
          rows={lessonText.split('\n').length}
          aria-label={words.lessonText}
          data-lesson-text
        />
      </details>
    </div>
  );
}
