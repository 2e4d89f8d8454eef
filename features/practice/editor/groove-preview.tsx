'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import {
  describeNotes,
  GrooveError,
  parseGroove,
  type Groove,
  type GrooveAttributes,
} from '@/features/practice/groove/parse';
import type { EngravedLayout } from '@/features/practice/engrave/engrave-core';
import { WIDE_AT, wideAtOfLines, wideLinesOf } from '@/features/practice/engrave/layout';
import { NotationLines } from '@/features/practice/ui/notation-lines';
import { timelineOf, type Timeline } from '@/features/practice/groove/timeline';
import { timelineGrid } from '@/features/practice/groove/timeline-sounds';
import { stepGridOf } from '@/features/practice/ui/step-grid';
import { stepCells } from '@/features/practice/play-along/step-cells';
import { stepGridTable } from '@/features/practice/ui/step-grid-table';
import { usePlayer } from '@/features/practice/ui/use-player';
import { fillIn } from '@/lib/format';

/**
 * The Groove block's live preview in the content editor (Keystatic's `ContentView`): the groove's notation, drawn in
 * the browser by the lessons' own engraver, its step grid, and a Play button on the lessons' sound engine. It reads
 * the block's values with the parser the content check and the lesson page use, so a value the check would refuse
 * shows the check's own message here, in the block, instead of a drawing.
 *
 * Editor only: keystatic.config.ts attaches it to the block. It imports nothing of the editor (its values come as
 * plain props, its words from the caller), so the import rules can still prove that visitor pages never reach the
 * editor; and nothing the site renders imports it. Styled with plain CSS and the editor's own colour variables
 * (Keystar UI's `--kui-*`), as the site's style engine runs on the server only.
 */

/** The preview's words: GROOVE_PREVIEW_WORDS in features/practice/mdx.ts, with the editor's other words. */
export interface GroovePreviewWords {
  play: string;
  stop: string;
  playGroove: string;
  bpm: string;
  notation: string;
  drawing: string;
  grid: string;
  drum: string;
  bar: string;
  held: string;
  sticking: string;
  feet: string;
  dynamics: string;
  problem: string;
  noSound: string;
}

interface GroovePreviewProps {
  /** The block's values as the editor holds them: text, '' for a field left empty. */
  value: Readonly<Record<string, unknown>>;
  words: GroovePreviewWords;
}

/** The values as the editor writes them into the file, which leaves empty fields out: what the content check reads. */
function attributesOf(value: GroovePreviewProps['value']): GrooveAttributes {
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

type Read = { groove: Groove; problem?: undefined } | { groove?: undefined; problem: string };

function read(value: GroovePreviewProps['value']): Read {
  try {
    return { groove: parseGroove(attributesOf(value)) };
  } catch (error) {
    if (error instanceof GrooveError) return { problem: error.message };
    throw error;
  }
}

type Engraver = typeof import('@/features/practice/engrave/engrave-browser');
let engraverCode: Promise<Engraver> | undefined;

/** The engraver (VexFlow), fetched once when the first groove preview shows: the editor's first load does not wait for it. */
function useEngraver(): Engraver | undefined {
  const [engraver, setEngraver] = useState<Engraver>();
  useEffect(() => {
    let live = true;
    const loading = (engraverCode ??= import('@/features/practice/engrave/engrave-browser'));
    loading.then(
      (module) => live && setEngraver(module),
      () => {
        if (engraverCode === loading) engraverCode = undefined;
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return engraver;
}

/**
 * From the container width a groove's `data-wide-at` names, its one-bar drawings two a line, as the lessons' notation.tsx
 * sets them: each at its share of the line, cut to what shows of it there, each at its staff's height.
 */
const WIDE_RULES = WIDE_AT.map((width) => {
  const at = `[data-groove-preview] [data-wide-at="${width}"]`;
  return (
    `@container (min-width: ${width}px) { ` +
    `${at} [data-line] { display: flex; align-items: flex-start; max-width: calc(var(--w) * 1px) } ` +
    `${at} [data-drawing] { flex: none; margin-top: calc(100% * var(--dy, 0) / var(--w)); width: calc(100% * var(--v) / var(--w)); overflow-x: clip } ` +
    `${at} [data-drawing] svg { max-width: none; width: calc(100% * var(--bw) / var(--v)); margin-left: calc(-100% * var(--c, 0) / var(--v)) } }`
  );
}).join('\n');

const STYLES = `
[data-groove-preview] { display: grid; gap: 12px; font-size: 14px; color: var(--kui-color-foreground-neutral, inherit) }
[data-groove-preview] figcaption { margin: 0; color: var(--kui-color-foreground-neutral-secondary, inherit) }
[data-groove-preview] figcaption strong { color: var(--kui-color-foreground-neutral-emphasis, inherit) }
[data-groove-preview] [data-notation] { container-type: inline-size }
[data-groove-preview] [data-notation] svg { display: block; max-width: 100%; height: auto; overflow: visible }
[data-groove-preview] [data-drawing] + [data-drawing], [data-groove-preview] [data-line] + [data-line] { margin-top: 8px }
${WIDE_RULES}
[data-groove-preview] [data-notation] [data-now] { color: var(--kui-color-foreground-accent, #1d4ed8) }
[data-groove-preview] [data-grid] { overflow-x: auto }
[data-groove-preview] table { border-collapse: collapse; line-height: 1.2 }
[data-groove-preview] th, [data-groove-preview] td { min-width: 22px; padding: 4px 2px; text-align: center; border-bottom: 1px solid var(--kui-color-border-muted, #ddd); border-inline-start: 1px solid var(--kui-color-border-muted, #ddd) }
[data-groove-preview] th[scope="row"] { text-align: start; padding-inline-end: 12px; white-space: nowrap; border-inline-start: 0 }
[data-groove-preview] thead th { font-weight: normal; color: var(--kui-color-foreground-neutral-tertiary, inherit) }
[data-groove-preview] thead th[data-beat] { font-weight: bold; color: inherit }
[data-groove-preview] [data-beat] { background: var(--kui-color-background-surface-secondary, #f4f4f5) }
[data-groove-preview] [data-bar] { border-inline-start-width: 2px; border-inline-start-color: var(--kui-color-border-emphasis, #999) }
[data-groove-preview] td[data-stroke] { color: var(--kui-color-foreground-accent, #1d4ed8) }
[data-groove-preview] td[data-stroke="ghost"] { color: var(--kui-color-foreground-neutral-tertiary, inherit) }
[data-groove-preview] th[data-now], [data-groove-preview] td[data-now] { background: var(--kui-color-background-accent, #dbeafe); box-shadow: inset 0 -3px 0 var(--kui-color-foreground-accent, #1d4ed8) }
[data-groove-preview] [data-hidden] { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0 }
[data-groove-preview] [data-groove-player] { display: flex; flex-wrap: wrap; align-items: center; gap: 12px }
[data-groove-preview] button { font: inherit; font-weight: 600; min-height: 32px; padding: 0 16px; border-radius: 6px; border: 0; cursor: pointer; color: var(--kui-color-foreground-on-emphasis, #fff); background: var(--kui-color-background-accent-emphasis, #1d4ed8) }
[data-groove-preview] button:focus-visible { outline: 2px solid var(--kui-color-border-accent, #1d4ed8); outline-offset: 2px }
[data-groove-preview] [role="alert"] { margin: 0; padding: 8px 12px; border-radius: 6px; color: var(--kui-color-foreground-critical, #b91c1c); background: var(--kui-color-background-critical, #fef2f2) }
`;

/** The notation as a lesson shows it: one bar a line, two where they fit. Its notes carry `data-step`. */
function NotationView({
  groove,
  layouts,
  label,
  now,
}: {
  groove: Groove;
  layouts: EngravedLayout[];
  label: string;
  now: number | undefined;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [oneALine] = layouts;
  const lines = useMemo(() => wideLinesOf(groove, oneALine!), [groove, oneALine]);
  const wideAt = wideAtOfLines(lines);
  // The note being played, marked in the drawn SVG as the lessons' player marks it.
  useEffect(() => {
    const notation = box.current;
    if (!notation) return;
    for (const note of notation.querySelectorAll('[data-now]')) note.removeAttribute('data-now');
    if (now !== undefined)
      for (const note of notation.querySelectorAll(`[data-step="${now}"]`)) note.setAttribute('data-now', '');
  }, [now, layouts]);
  return (
    <div ref={box} role="img" aria-label={label} data-notation data-wide-at={wideAt}>
      <NotationLines lines={lines} wideAt={wideAt} />
    </div>
  );
}

/** The step grid as a lesson shows it (the lesson's table), with the step being played marked as the lessons' player marks it. */
function StepGrid({ groove, now, words }: { groove: Groove; now: number | undefined; words: GroovePreviewWords }) {
  const box = useRef<HTMLDivElement>(null);
  const label = fillIn(words.grid, { title: groove.title });
  const table = useMemo(
    () => stepGridTable(stepGridOf(groove), { words, hidden: { dataHidden: 'true' }, label }),
    [groove, words, label],
  );
  useEffect(() => {
    const grid = box.current;
    if (!grid) return;
    for (const cell of grid.querySelectorAll('[data-now]')) cell.removeAttribute('data-now');
    // The count, and every line's cell under it: the sticking, feet and dynamics too.
    if (now !== undefined)
      for (const cell of [...grid.querySelectorAll(`[data-step="${now}"]`), ...stepCells(grid, now, 'all')])
        cell.setAttribute('data-now', '');
  }, [now, table]);
  return (
    // A long groove scrolls sideways: the region takes focus so a keyboard can scroll it, as the lessons' grid does.
    <div
      ref={box}
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-grid
      dangerouslySetInnerHTML={{ __html: table }}
    />
  );
}

/**
 * Play and Stop, looping the groove at its tempo on the lessons' sound engine (usePlayer, as the lessons' player and
 * the metronome drive it), and the step being played for the grid and the notation to mark. A new groove is a new
 * player (its `key`), so a change stops what was playing.
 */
function PreviewPlayer({
  groove,
  timeline,
  onStep,
  words,
}: {
  groove: Groove;
  timeline: Timeline;
  onStep: (step: number | undefined) => void;
  words: GroovePreviewWords;
}) {
  const steps = timeline.at.length;
  const { playing, toggle, problem, pressHandlers } = usePlayer({
    tempo: groove.tempo,
    beatsPerBar: timeline.beatsPerBar,
    subdivision: 1,
    grid: () => timelineGrid(timeline),
    sound: (engine, click, output) => engine.playTimeline(timeline, click, output),
    // A chart plays some bars again: the step lit is the written one.
    onClick: (click) => onStep(timeline.steps?.[click.index % steps] ?? click.index % steps),
    onStop: () => onStep(undefined),
    noSound: words.noSound,
  });
  return (
    <div
      role="group"
      aria-label={fillIn(words.playGroove, { title: groove.title })}
      data-groove-player
      data-playing={playing || undefined}
    >
      <button type="button" onClick={toggle} onPointerDown={pressHandlers.onPointerDown}>
        {playing ? words.stop : words.play}
      </button>
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}

export function GroovePreview({ value, words }: GroovePreviewProps) {
  const root = useRef<HTMLElement>(null);
  const { groove, problem } = useMemo(() => read(value), [value]);
  const engraver = useEngraver();
  const layouts = useMemo(
    () => (engraver && groove ? engraver.engraveHere(groove, { twoALine: false }) : undefined),
    [engraver, groove],
  );
  const timeline = useMemo(() => (groove ? timelineOf(groove) : undefined), [groove]);
  const [now, setNow] = useState<number>();

  // The lesson text's editor (ProseMirror) hears every key and press in a block, and acts on what it has selected:
  // Space on the Play button would type over the block. Keys inside the preview stop here. A press on a button stops
  // here too, and focuses the button, which the browser leaves in the editor's text otherwise (so the next Space
  // would go to the text). The button still gets its click: that is the browser's, not a listener's.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const keys = (event: Event) => event.stopPropagation();
    const press = (event: Event) => {
      const button = (event.target as Element | null)?.closest('button');
      if (!button) return;
      event.stopPropagation();
      event.preventDefault();
      // No focus ring for a press (as the browser's own focusing would show none); keys bring it back. Not yet in TypeScript's DOM types.
      button.focus({ focusVisible: false } as FocusOptions);
    };
    const types = ['keydown', 'keypress', 'keyup'];
    for (const type of types) element.addEventListener(type, keys);
    element.addEventListener('mousedown', press);
    return () => {
      for (const type of types) element.removeEventListener(type, keys);
      element.removeEventListener('mousedown', press);
    };
  }, []);

  const signature = groove ? `${groove.signature.beats}/${groove.signature.unit}` : '';
  return (
    <figure ref={root} data-groove-preview style={{ margin: 0 }}>
      <style href="groove-preview" precedence="default">
        {STYLES}
      </style>
      {groove && timeline ? (
        <>
          <figcaption>
            <strong>{groove.title}</strong> · {signature} · {fillIn(words.bpm, { tempo: groove.tempo })}
          </figcaption>
          {layouts ? (
            <NotationView
              groove={groove}
              layouts={layouts}
              now={now}
              label={fillIn(words.notation, {
                title: groove.title,
                notes: describeNotes(groove, {
                  bar: (number) => fillIn(words.bar, { number }),
                  sticking: words.sticking,
                }),
              })}
            />
          ) : (
            <p data-drawing>{words.drawing}</p>
          )}
          <StepGrid groove={groove} now={now} words={words} />
          <PreviewPlayer
            key={JSON.stringify(timeline)}
            groove={groove}
            timeline={timeline}
            onStep={setNow}
            words={words}
          />
        </>
      ) : (
        <p role="alert" data-groove-problem>
          {fillIn(words.problem, { detail: problem ?? '' })}
        </p>
      )}
    </figure>
  );
}
