/**
 * The builder's state and every change to it, as a reducer: the draft and its undo history, the groove it reads as
 * (for the notation and the player), whether the page keeps it yet, what the address's link got wrong, and what the
 * grid last said to screen readers. Pure, so each edit is tested without a browser; the island only dispatches.
 */
import {
  GrooveError,
  type Groove,
  type StepPlace,
  type Swing,
  type TimeSignature,
} from '@/features/practice/groove/parse';
import { placesOf, totalSteps } from '@/features/practice/groove/places';
import { searchOf, type Opened } from './address';
import {
  characterAt,
  cleared,
  grooveOf,
  nextCharacter,
  reshaped,
  rockBeat,
  withCharacter,
  type Draft,
  type Row,
} from './draft';
import { historyReducer, startHistory, type History, type HistoryAction } from './history';
import type { Said } from './said';

export interface BuilderState extends History {
  /** The last groove that reads (the draft's, unless it breaks a rule), the draft it was read from, and what is wrong with the draft if it does not read. */
  good: Groove;
  goodDraft: Draft;
  problem?: string;
  /** The groove the notation draws: `good`, kept as it was while only the title changes (the drawing has no title). */
  drawn: Groove;
  /** The first groove, whose notation came drawn from the server. */
  first: Groove;
  /** Counts the times the groove was replaced from outside the player (a link, a new groove, undoing a tempo): the player starts again at its tempo. */
  generation: number;
  /** Set once the visitor changed something or a link opened a groove: from then on the address and the device keep it. */
  keeping: boolean;
  /** What the address said was wrong with its groove, until the next change. */
  linkProblem?: string;
  /** What the grid last said to screen readers. */
  said?: Said;
}

export type BuilderAction =
  /** A tap, Space or Enter on a cell: the next stroke of its row's cycle. */
  | { type: 'cycle'; row: Row; step: number }
  /** A character typed on a cell; Delete, Backspace and `-` write a rest. */
  | { type: 'write'; row: Row; step: number; char: string }
  /** The title as it is typed: one change for Undo however many letters. */
  | { type: 'title'; title: string }
  /** The title box left: an empty title becomes `untitled`. */
  | { type: 'titleLeft'; untitled: string }
  | { type: 'reshape'; shape: { signature?: TimeSignature; perBeat?: number; bars?: number } }
  | { type: 'swing'; swing: Swing | undefined }
  /** The road map as it is typed: one change for Undo however many letters. */
  | { type: 'form'; form: string }
  | { type: 'clear' }
  | { type: 'rockBeat' }
  /** A groove opened whole: the last one the device kept. */
  | { type: 'open'; draft: Draft }
  /** What the page's address held when the page started: its groove, or a blank groove and what was wrong. */
  | { type: 'address'; opened: Opened; untitled: string }
  /** Another groove's link opened in this tab (only the part after the # changed). */
  | { type: 'link'; opened: Opened }
  /** The tempo the player was set to: kept, but not a step for Undo. */
  | { type: 'tempo'; tempo: number }
  | { type: 'undo' }
  | { type: 'redo' };

export function startBuilder(draft: Draft): BuilderState {
  const groove = grooveOf(draft);
  return {
    ...startHistory(draft),
    good: groove,
    goodDraft: draft,
    drawn: groove,
    first: groove,
    generation: 0,
    keeping: false,
  };
}

/** A groove's music, for telling whether a change needs the notation redrawn. */
const musicOf = (groove: Groove) => JSON.stringify({ ...groove, title: '' });

/** The history's step, reading each new draft as the groove the notation and the player get. */
function stepHistory(state: BuilderState, action: HistoryAction): BuilderState {
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

/** A change the visitor made: a step for Undo, and from now on kept. */
function change(state: BuilderState, draft: Draft, merge?: string): BuilderState {
  return stepHistory({ ...state, keeping: true, linkProblem: undefined }, { type: 'change', draft, merge });
}

/** A change that replaces the groove under the player, which starts again. */
const replace = (state: BuilderState, draft: Draft) => {
  const next = change(state, draft);
  return { ...next, generation: next.generation + 1 };
};

/** One cell written, and said with its place in the bars. */
function write(state: BuilderState, row: Row, step: number, char: string): BuilderState {
  const draft = withCharacter(state.draft, row, step, char);
  if (draft === state.draft) return state;
  const place: StepPlace = placesOf(state.draft.cells)[step]!;
  return { ...change(state, draft), said: { kind: 'cell', row, char, place, bars: state.draft.cells.length } };
}

/** Undo or redo: kept, said, and the player started again when the tempo comes back changed. */
function travel(state: BuilderState, way: 'undo' | 'redo'): BuilderState {
  const to = way === 'undo' ? state.past[state.past.length - 1] : state.future[0];
  if (!to) return state;
  const next = stepHistory({ ...state, keeping: true }, { type: way });
  return {
    ...next,
    generation: next.generation + (to.tempo === state.draft.tempo ? 0 : 1),
    said: { kind: way === 'undo' ? 'undone' : 'redone' },
  };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  const { draft } = state;
  switch (action.type) {
    case 'cycle':
      return write(
        state,
        action.row,
        action.step,
        nextCharacter(action.row, characterAt(draft, action.row, action.step)),
      );
    case 'write':
      return write(state, action.row, action.step, action.char);
    case 'title':
      return change(state, { ...draft, title: action.title }, 'title');
    case 'titleLeft':
      return draft.title.trim() ? state : change(state, { ...draft, title: action.untitled });
    case 'reshape': {
      const next = replace(state, reshaped(draft, action.shape));
      // The grid's size changed under the visitor's focus.
      return { ...next, said: { kind: 'reshaped', steps: totalSteps(next.draft) } };
    }
    case 'swing':
      return replace(state, { ...draft, swing: action.swing });
    case 'form':
      return change(state, { ...draft, form: action.form.trim() ? action.form : undefined }, 'form');
    case 'clear':
      return { ...change(state, cleared(draft)), said: { kind: 'cleared' } };
    case 'rockBeat':
      return replace(state, rockBeat(draft.title));
    case 'open':
      return replace(state, action.draft);
    case 'address': {
      const { opened } = action;
      if (!opened) return state;
      if ('draft' in opened) {
        const next = stepHistory({ ...state, keeping: true }, { type: 'set', draft: opened.draft });
        return { ...next, generation: next.generation + 1 };
      }
      // A link that cannot be opened opens a blank groove, not the rock beat the page was drawn with.
      const next = stepHistory(
        { ...state, linkProblem: opened.problem },
        { type: 'set', draft: cleared(rockBeat(action.untitled)) },
      );
      return { ...next, generation: next.generation + 1 };
    }
    case 'link': {
      const { opened } = action;
      if (opened && 'draft' in opened)
        return searchOf(opened.draft) === searchOf(state.goodDraft) ? state : replace(state, opened.draft);
      return opened ? { ...state, linkProblem: opened.problem } : state;
    }
    case 'tempo':
      return action.tempo === draft.tempo
        ? state
        : stepHistory({ ...state, keeping: true }, { type: 'set', draft: { ...draft, tempo: action.tempo } });
    case 'undo':
    case 'redo':
      return travel(state, action.type);
  }
}
