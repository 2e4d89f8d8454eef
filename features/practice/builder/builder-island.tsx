'use client';

import dynamic from 'next/dynamic';
import {
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  useCallback,
  useSyncExternalStore,
} from 'react';
import type { EngravedLayout } from '@/features/practice/engrave/engrave-core';
import { describeNotes, VOICE_NAMES, VOICES } from '@/features/practice/groove/parse';
import { timelineOf } from '@/features/practice/groove/timeline';
import { packTimeline } from '@/features/practice/groove/timeline-pack';
import { GroovePlayerIsland } from '@/features/practice/ui/lazy';
import type { PracticeClasses } from '@/features/practice/ui/practice.styles';
import type { SpeedTrainerSetup } from '@/features/practice/ui/speed-trainer-setup';
import { fillIn } from '@/lib/format';
import { openSearch, searchOf } from './address';
import { BuilderGrid } from './builder-grid';
import { NotationView, useEngraver } from './builder-notation';
import type { BuilderClasses, BuilderPracticeWords, BuilderWords } from './builder-props';
import { BuilderTakeAway } from './builder-take-away';
import { BuilderEdits, BuilderSettings } from './builder-toolbars';
import type { Draft } from './draft';
import { lessonTextOf } from './lesson-text';
import { builderReducer, startBuilder } from './reducer';
import { saidWords, saidWordsOf } from './said';

interface BuilderIslandProps {
  classes: BuilderClasses;
  player: PracticeClasses;
  words: BuilderWords;
  practice: BuilderPracticeWords;
  speedTrainer: SpeedTrainerSetup;
  /** The first groove, and its notation drawn at build time: what the page shows before (and without) its script. */
  first: Draft;
  firstNotation: EngravedLayout[];
  /** The heading and sentence over the take-away buttons (the page's section copy). */
  takeAway: { title: string; intro?: string };
}

const noChanges = () => () => {};

/** Groove Scribe's links, opened and written: fetched after the first paint, with its reader and writer. */
const BuilderGrooveScribe = dynamic(
  () => import('./builder-groove-scribe').then((module) => module.BuilderGrooveScribe),
  { ssr: false },
);

/** Recording from a kit or a microphone: fetched after the first paint, with play-along's inputs and the transcriber. */
const BuilderRecord = dynamic(() => import('./builder-record').then((module) => module.BuilderRecord), { ssr: false });

/**
 * The groove in the page's address: after the `#` (never sent to the host, so no length limit of a server's and
 * nothing in its logs), or after a `?` in a link written by hand.
 */
const addressGroove = () => window.location.hash.slice(1) || window.location.search.slice(1);

/**
 * The groove builder: a grid of the whole kit to tap, the notation redrawn as it changes (the lessons' engraver,
 * loaded after the first paint), the lessons' player, undo and redo, and the groove kept in the page's address
 * and on the device. Every change goes through the reducer (reducer.ts), and the groove the notation and the player
 * get is the one the content check would read.
 */
/** The progress store, fetched when the builder first needs it (after its first paint). */
const progressStore = () => import('@/features/progress/client');

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
  const { draft, good: groove, problem } = state;
  const [last, setLast] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  const { engraver, failed: engraverMissing } = useEngraver(root, draft !== first);

  // Drawn a moment after the grid changes, never holding up the tap that changed it (eight bars of thirty-seconds take a while).
  const drawn = useDeferredValue(state.drawn);
  const layouts = useMemo(
    () => (engraver ? engraver.engraveHere(drawn, { twoALine: false }) : firstNotation),
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
    dispatch({ type: 'address', opened: openSearch(addressGroove(), words), untitled: words.untitled });
  }
  // A Groove Scribe link's query on this page (`/groove-builder?TimeSig=4/4&Div=16&H=…`): its groove, read by the
  // Groove Scribe reader, fetched only for such an address.
  const [scribeSaid, setScribeSaid] = useState<string>();
  useEffect(() => {
    const { hash, search } = window.location;
    if (!opened || hash || !search || /[?&]v=/.test(search)) return;
    let current = true;
    void import('./groove-scribe-open').then(({ openGrooveScribe, grooveScribeSaid }) => {
      const read = openGrooveScribe(search, words.untitled);
      if (!current || 'notLink' in read) return;
      const said = grooveScribeSaid(read, words);
      if ('draft' in read) {
        dispatch({ type: 'address', opened: { draft: read.draft }, untitled: words.untitled });
        setScribeSaid(said);
      } else dispatch({ type: 'address', opened: { problem: said }, untitled: words.untitled });
    });
    return () => {
      current = false;
    };
  }, [opened, words]);
  // The device's last groove, once the page is running: the progress store (and the schema it reads the record with)
  // loads after the builder's first paint, not in it.
  useEffect(() => {
    if (!opened) return;
    let current = true;
    void progressStore().then((store) => current && setLast(store.lastGroove()));
    return () => {
      current = false;
    };
  }, [opened]);

  // The address and the device keep the groove; the tab's title names it.
  // Only a groove that reads: a link or a device that kept one the content check refuses would open a blank groove.
  const search = useMemo(() => searchOf(state.goodDraft), [state.goodDraft]);
  const pageTitle = useRef<string>('');
  useEffect(() => {
    pageTitle.current ||= document.title;
    document.title = `${state.goodDraft.title} · ${pageTitle.current}`;
    if (!state.keeping) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}#${search}`);
    void progressStore().then((store) => store.saveLastGroove(search));
  }, [search, state.goodDraft.title, state.keeping]);

  // Another groove's link opened in this tab: the browser changes only the part after the #, and the page stays.
  const openLink = useEffectEvent(() => dispatch({ type: 'link', opened: openSearch(addressGroove(), words) }));
  useEffect(() => {
    const listener = () => openLink();
    window.addEventListener('hashchange', listener);
    return () => window.removeEventListener('hashchange', listener);
  }, []);

  // Ctrl+Z and Ctrl+Y (Cmd on a Mac) anywhere on the page but in a text box, which has its own undo.
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (
        !(event.ctrlKey || event.metaKey) ||
        (event.target as HTMLElement | null)?.closest?.('input, select, textarea')
      )
        return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ type: 'undo' });
      else if ((key === 'z' && event.shiftKey) || key === 'y') dispatch({ type: 'redo' });
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const signature = `${draft.signature.beats}/${draft.signature.unit}`;
  const groovesFigure = useCallback(() => root.current?.querySelector('figure[data-groove]') ?? null, []);
  // The player takes a timeline as pages send it (a lesson's grooves come packed in its data).
  const timeline = useMemo(() => packTimeline(timelineOf(groove)), [groove]);
  const playerKey = `${JSON.stringify([groove.shapes, groove.signature, groove.swing, groove.changes, groove.form])}:${state.generation}`;
  const notes = describeNotes(groove, {
    bar: (number) => fillIn(practice.bar, { number }),
    sticking: practice.sticking,
  });
  const lessonText = useMemo(() => lessonTextOf(state.goodDraft), [state.goodDraft]);
  const said = saidWords(state.said, saidWordsOf(words, practice));

  return (
    <div ref={root} data-builder data-ready={engraver ? '' : undefined}>
      <BuilderSettings
        draft={draft}
        dispatch={dispatch}
        classes={classes}
        player={player}
        words={words}
        problem={problem}
        problemId={`${id}-problem`}
      />
      <BuilderEdits
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        dispatch={dispatch}
        classes={classes}
        player={player}
        words={words}
        last={last}
        search={search}
      />
      {state.linkProblem ? (
        <p className={player.problem} role="alert" data-link-problem>
          {state.linkProblem}
        </p>
      ) : null}
      {/* Always there, so a screen reader hears what a Groove Scribe link in the address opened. */}
      <p className={player.note} role="status" data-groove-scribe-opened>
        {scribeSaid}
      </p>

      <figure className={classes.figure} aria-labelledby={`${id}-caption`} data-groove>
        <figcaption className={classes.caption} id={`${id}-caption`} data-print>
          <strong>{draft.title}</strong>
          {' · '}
          {signature} ·{' '}
          {draft.cells.length === 1 ? practice.barOne : fillIn(practice.barMany, { count: draft.cells.length })} ·{' '}
          {fillIn(practice.bpm, { tempo: draft.tempo })}
        </figcaption>
        <NotationView
          groove={drawn}
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
            <p className={player.problem} id={`${id}-problem`} data-groove-problem>
              {fillIn(words.cannotDraw, { detail: problem })}
            </p>
          ) : null}
        </div>
        <BuilderGrid
          id={id}
          draft={draft}
          dispatch={dispatch}
          classes={classes}
          hidden={player.hidden}
          words={words}
          practice={practice}
        />
        <p className={player.note} id={`${id}-hint`} data-builder-controls>
          {words.gridHint}
        </p>
        <p className={player.hidden} aria-live="polite" data-said>
          {said}
        </p>
        <div data-print-hidden>
          <GroovePlayerIsland
            key={playerKey}
            title={groove.title}
            timeline={timeline}
            initialTempo={draft.tempo}
            speedTrainer={speedTrainer}
            words={practice}
            drums={VOICES.filter((voice) => groove.voices[voice]?.some(Boolean)).map((voice) => ({
              voice,
              name: VOICE_NAMES[voice],
            }))}
            onTempo={(tempo) => dispatch({ type: 'tempo', tempo })}
          />
        </div>
      </figure>

      <BuilderRecord
        draft={draft}
        dispatch={dispatch}
        figure={groovesFigure}
        classes={classes}
        player={player}
        builderWords={words}
        unavailable={practice.playAlongUnavailable}
      />
      <BuilderTakeAway
        id={id}
        takeAway={takeAway}
        groove={groove}
        problem={problem}
        search={search}
        lessonText={lessonText}
        classes={classes}
        player={player}
        words={words}
      />
      <BuilderGrooveScribe
        groove={groove}
        problem={problem}
        dispatch={dispatch}
        classes={classes}
        player={player}
        words={words}
      />
    </div>
  );
}
