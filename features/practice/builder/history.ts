/**
 * The builder's undo and redo: every change keeps the draft before it, up to a limit. Typing in the title box
 * is one change per word, not per letter: changes with the same `merge` key in a row replace each other.
 */
import type { Draft } from './draft';

/** How many changes back Undo reaches. */
export const UNDO_LIMIT = 200;

export interface History {
  draft: Draft;
  past: Draft[];
  future: Draft[];
  /** The merge key of the last change, if it had one. */
  merging?: string;
}

export type HistoryAction =
  | { type: 'change'; draft: Draft; merge?: string }
  /** A change Undo does not step back through: the tempo the player is at, the groove a link opened. */
  | { type: 'set'; draft: Draft }
  | { type: 'undo' }
  | { type: 'redo' };

export function startHistory(draft: Draft): History {
  return { draft, past: [], future: [] };
}

export function historyReducer(history: History, action: HistoryAction): History {
  switch (action.type) {
    case 'change': {
      if (action.draft === history.draft) return history;
      const merge = action.merge !== undefined && action.merge === history.merging && history.past.length > 0;
      const past = merge ? history.past : [...history.past, history.draft].slice(-UNDO_LIMIT);
      return { draft: action.draft, past, future: [], merging: action.merge };
    }
    case 'set':
      return { ...history, draft: action.draft, merging: undefined };
    case 'undo': {
      const previous = history.past[history.past.length - 1];
      if (!previous) return history;
      return { draft: previous, past: history.past.slice(0, -1), future: [history.draft, ...history.future] };
    }
    case 'redo': {
      const [next, ...future] = history.future;
      if (!next) return history;
      return { draft: next, past: [...history.past, history.draft], future };
    }
  }
}
