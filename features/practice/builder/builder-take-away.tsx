'use client';

import { useState } from 'react';
import type { Groove } from '@/features/practice/groove/parse';
import type { PracticeClasses } from '@/features/practice/ui/practice.styles';
import { fillIn } from '@/lib/format';
import type { BuilderClasses, BuilderWords } from './builder-props';

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
 * What a visitor takes away: a link to the groove, its lesson text, a MIDI file and a printout. A groove that breaks a
 * rule (`problem`) is not handed out: the visitor is told what is wrong instead.
 */
export function BuilderTakeAway({
  id,
  takeAway,
  groove,
  problem,
  search,
  lessonText,
  classes,
  player,
  words,
}: {
  id: string;
  /** The heading and sentence over the buttons (the page's section copy). */
  takeAway: { title: string; intro?: string };
  /** The groove the player plays: the draft's, or the last that read. */
  groove: Groove;
  problem: string | undefined;
  /** The groove's address, after the `#`. */
  search: string;
  lessonText: string;
  classes: BuilderClasses;
  player: PracticeClasses;
  words: BuilderWords;
}) {
  const [status, setStatus] = useState('');
  const [showText, setShowText] = useState(false);
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
  return (
    <>
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
    </>
  );
}
