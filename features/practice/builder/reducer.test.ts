import { describe, expect, it } from 'vitest';
import { parseGroove } from '@/features/practice/groove/parse';
import { writtenOf } from '@/features/practice/groove/serialize';
import { STROKE_NAMES } from '@/features/practice/groove/vocabulary';
import { openSearch, searchOf } from './address';
import { rockBeat } from './draft';
import { builderReducer, startBuilder, type BuilderAction, type BuilderState } from './reducer';
import { saidWords } from './said';

/** The words content/interface.yaml gives the builder's grid. */
const words = {
  cell: '{row}, {count}: {stroke}',
  count: '{count} of beat {beat}',
  countInBar: 'bar {bar}, {count}',
  rest: 'silent',
  undone: 'Undone.',
  redone: 'Redone.',
  cleared: 'Every bar is silent.',
  reshaped: 'The grid now has {steps} steps.',
  held: 'held',
  sticking: 'Sticking',
  feet: 'Feet',
  dynamics: 'Dynamics',
};
const linkWords = {
  linkTooLong: 'too long',
  linkNewer: 'newer',
  linkDamaged: 'damaged: {detail}',
  linkTooManyBars: 'too many',
};

const start = () => startBuilder(rockBeat('Rock'));
const run = (state: BuilderState, ...actions: BuilderAction[]) => actions.reduce(builderReducer, state);
const said = (state: BuilderState) => saidWords(state.said, words);
const line = (state: BuilderState, row: keyof BuilderState['draft']['lines']) => state.draft.lines[row]?.join('');

describe('the builder’s state', () => {
  it('starts on its first groove, kept nowhere yet, with nothing to undo and nothing said', () => {
    const state = start();
    expect(state).toMatchObject({ keeping: false, generation: 0, past: [], future: [] });
    expect(state.good).toBe(state.first);
    expect(said(state)).toBe('');
  });

  it('cycles a tapped cell through its row’s strokes and says each, with its place in the count', () => {
    const once = run(start(), { type: 'cycle', row: 'snare', step: 2 });
    expect(line(once, 'snare')).toBe('--x-x-------x---');
    expect(said(once)).toBe(`Snare, & of beat 1: ${STROKE_NAMES.hit}`);
    expect(once.keeping).toBe(true);
    const twice = run(once, { type: 'cycle', row: 'snare', step: 2 });
    expect(line(twice, 'snare')).toBe('--X-x-------x---');
    expect(said(twice)).toBe(`Snare, & of beat 1: ${STROKE_NAMES.accent}`);
    // The last of the cycle goes back to silence.
    const open = run(start(), ...Array(4).fill({ type: 'cycle', row: 'hihat', step: 0 }));
    expect(line(open, 'hihat')).toBe('--x-x-x-x-x-x-x-');
    expect(said(open)).toBe('Hi-hat, 1: silent');
  });

  it('says a hi-hat played with the stick is closed, as the lessons’ legend does', () => {
    expect(said(run(start(), { type: 'cycle', row: 'hihat', step: 1 }))).toBe('Hi-hat, e of beat 1: closed');
  });

  it('writes a typed letter, the hold and the lines under the notes, each said in words', () => {
    const write = (row: 'kick' | 'snare' | 'sticking' | 'dynamics', step: number, char: string) =>
      run(start(), { type: 'write', row, step, char });
    expect(said(write('kick', 4, 'g'))).toBe(`Bass drum, 2: ${STROKE_NAMES.ghost}`);
    expect(said(write('snare', 5, '_'))).toBe('Snare, e of beat 2: held');
    expect(said(write('sticking', 0, 'R'))).toBe('Sticking, 1: R');
    expect(said(write('dynamics', 0, 'm'))).toBe('Dynamics, 1: mf (medium loud)');
    expect(line(write('dynamics', 0, 'm'), 'dynamics')).toBe('m---------------');
  });

  it('silences a cell on Delete, drops a row left silent, and changes nothing when the cell already holds the letter', () => {
    const state = start();
    const silenced = run(state, { type: 'write', row: 'snare', step: 4, char: '-' });
    expect(line(silenced, 'snare')).toBe('------------x---');
    expect(said(silenced)).toBe('Snare, 2: silent');
    const none = run(silenced, { type: 'write', row: 'snare', step: 12, char: '-' });
    expect(none.draft.lines.snare).toBeUndefined();
    expect(run(state, { type: 'write', row: 'snare', step: 4, char: 'x' })).toBe(state);
  });

  it('says where a step is in a groove of several bars', () => {
    const two = run(start(), { type: 'reshape', shape: { bars: 2 } }, { type: 'cycle', row: 'kick', step: 18 });
    expect(said(two)).toBe(`Bass drum, bar 2, & of beat 1: ${STROKE_NAMES.hit}`);
  });

  it('makes a typed title one step for Undo, and leaves no title empty', () => {
    const typed = run(
      start(),
      { type: 'title', title: 'F' },
      { type: 'title', title: 'Fu' },
      { type: 'title', title: 'Funk' },
    );
    expect(typed.draft.title).toBe('Funk');
    expect(typed.past).toHaveLength(1);
    const undone = run(typed, { type: 'undo' });
    expect(undone.draft.title).toBe('Rock');
    expect(said(undone)).toBe('Undone.');
    const redone = run(undone, { type: 'redo' });
    expect(redone.draft.title).toBe('Funk');
    expect(said(redone)).toBe('Redone.');
    // A cell changed between two runs of typing parts them.
    const parted = run(typed, { type: 'cycle', row: 'kick', step: 1 }, { type: 'title', title: 'Funky' });
    expect(parted.past).toHaveLength(3);
    // Only the title changed: the notation keeps its drawing.
    expect(typed.drawn).toBe(typed.first);
    const emptied = run(typed, { type: 'title', title: ' ' }, { type: 'titleLeft', untitled: 'My groove' });
    expect(emptied.draft.title).toBe('My groove');
    expect(run(typed, { type: 'titleLeft', untitled: 'My groove' })).toBe(typed);
  });

  it('takes a typed road map as one step for Undo, says what is wrong while it is half written, and drops it with its bars', () => {
    const four = run(start(), { type: 'reshape', shape: { bars: 4 } });
    const half = run(four, { type: 'form', form: 'bar 1: |:' });
    expect(half.problem).toContain('form: expected');
    expect(half.good.form).toBeUndefined();
    const typed = run(half, { type: 'form', form: 'bar 1: |:; bar 3: 1. :|; bar 4: 2.' });
    expect(typed.problem).toBeUndefined();
    expect(typed.good.form?.endings).toEqual([
      { number: 1, first: 2, last: 2 },
      { number: 2, first: 3, last: 3 },
    ]);
    expect(typed.past).toHaveLength(four.past.length + 1);
    // Carried by the builder's address, as every setting is.
    const opened = openSearch(searchOf(typed.draft), linkWords);
    expect(opened && 'draft' in opened ? opened.draft.form : opened).toBe('bar 1: |:; bar 3: 1. :|; bar 4: 2.');
    // Fewer bars than the road map names: it goes; more keep it, and so do fewer that it still reads with.
    expect(run(typed, { type: 'reshape', shape: { bars: 3 } }).draft.form).toBeUndefined();
    const early = run(typed, { type: 'form', form: 'bar 2: :|' });
    expect(run(early, { type: 'reshape', shape: { bars: 2 } }).draft.form).toBe('bar 2: :|');
    expect(run(typed, { type: 'reshape', shape: { bars: 5 } }).draft.form).toBe(typed.draft.form);
    expect(run(typed, { type: 'form', form: '  ' }).draft.form).toBeUndefined();
  });

  it('clears every bar, says so, and Undo brings the notes back', () => {
    const cleared = run(start(), { type: 'clear' });
    expect(cleared.draft.lines).toEqual({});
    expect(cleared.draft.cells).toEqual(start().draft.cells);
    expect(said(cleared)).toBe('Every bar is silent.');
    expect(run(cleared, { type: 'undo' }).draft).toEqual(start().draft);
  });

  it('reshapes the bars, says the grid’s new size, and starts the player again', () => {
    const triplets = run(start(), { type: 'reshape', shape: { perBeat: 3 } });
    expect(line(triplets, 'snare')).toBe('---x-----x--');
    expect(said(triplets)).toBe('The grid now has 12 steps.');
    expect(triplets.generation).toBe(1);
    expect(run(triplets, { type: 'reshape', shape: { signature: { beats: 3, unit: 4 } } }).draft.cells[0]).toHaveLength(
      3,
    );
  });

  it('opens a whole groove (the last one kept, a rock beat, a feel) as one step for Undo, starting the player again', () => {
    const last = writtenOf(parseGroove({ title: 'Last', signature: '3/4', ride: 'x-x-x-' }));
    const opened = run(start(), { type: 'clear' }, { type: 'open', draft: last });
    expect(opened.draft).toBe(last);
    expect(opened.generation).toBe(1);
    expect(run(opened, { type: 'undo' }).draft.lines).toEqual({});
    const rock = run(opened, { type: 'rockBeat' });
    expect(rock.draft).toEqual({ ...rockBeat('Last') });
    expect(rock.generation).toBe(2);
    expect(run(rock, { type: 'swing', swing: 'eighths' }).good.swing).toBe('eighths');
  });

  it('keeps the last groove that reads while the draft breaks a rule, with the check’s words for it', () => {
    const state = start();
    const broken = run(state, { type: 'write', row: 'sticking', step: 1, char: 'R' });
    expect(broken.problem).toContain('sticking: expected a letter only under a step a hand plays');
    expect(broken.good).toBe(state.good);
    expect(broken.goodDraft).toBe(state.draft);
    expect(line(broken, 'sticking')).toBe('-R--------------');
    const fixed = run(broken, { type: 'undo' });
    expect(fixed.problem).toBeUndefined();
  });

  it('opens the groove of the page’s address and keeps it, or a blank groove and what was wrong with the link', () => {
    const funk = writtenOf(parseGroove({ title: 'Funk', snare: 'x-g-x-g-' }));
    const linked = run(start(), { type: 'address', opened: { draft: funk }, untitled: 'My groove' });
    expect(linked).toMatchObject({ keeping: true, generation: 1, past: [] });
    expect(linked.draft).toBe(funk);
    const damaged = run(start(), {
      type: 'address',
      opened: openSearch('v=1&title=Cut&snare=x---&kick=x--', linkWords),
      untitled: 'My groove',
    });
    expect(damaged.linkProblem).toMatch(/^damaged: kick: expected 4 steps/);
    expect(damaged.draft.title).toBe('My groove');
    expect(damaged.draft.lines).toEqual({});
    expect(damaged.keeping).toBe(false);
    // The next change clears the link's problem.
    expect(run(damaged, { type: 'cycle', row: 'snare', step: 0 }).linkProblem).toBeUndefined();
    expect(run(start(), { type: 'address', opened: undefined, untitled: 'My groove' })).toEqual(start());
  });

  it('opens another link in the tab unless it is the groove open already', () => {
    const state = start();
    expect(run(state, { type: 'link', opened: openSearch(searchOf(state.draft), linkWords) })).toBe(state);
    const other = run(state, { type: 'link', opened: openSearch('v=1&title=Other&kick=x---', linkWords) });
    expect(other.draft.title).toBe('Other');
    expect(other.generation).toBe(1);
    expect(run(state, { type: 'link', opened: { problem: 'newer' } }).linkProblem).toBe('newer');
  });

  it('keeps the player’s tempo without a step for Undo, and starts the player again when Undo brings another back', () => {
    const state = start();
    expect(run(state, { type: 'tempo', tempo: 80 })).toBe(state);
    const faster = run(state, { type: 'tempo', tempo: 120 });
    expect(faster).toMatchObject({ keeping: true, past: [], generation: 0 });
    expect(faster.good.tempo).toBe(120);
    const changed = run(faster, { type: 'cycle', row: 'kick', step: 2 }, { type: 'tempo', tempo: 100 });
    const undone = run(changed, { type: 'undo' });
    expect(undone.draft.tempo).toBe(120);
    expect(undone.generation).toBe(1);
    expect(run(state, { type: 'undo' })).toBe(state);
    expect(run(state, { type: 'redo' })).toBe(state);
  });
});
