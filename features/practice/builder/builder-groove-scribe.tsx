'use client';

import { useEffect, useId, useRef, useState, type Dispatch } from 'react';
import type { Groove } from '@/features/practice/groove/parse';
import type { PracticeClasses } from '@/features/practice/ui/practice.styles';
import { fillIn } from '@/lib/format';
import type { BuilderClasses, BuilderWords } from './builder-props';
import { grooveScribeSaid, openGrooveScribe, writeGrooveScribe } from './groove-scribe-open';
import type { BuilderAction } from './reducer';

/**
 * Groove Scribe links: paste one to open its groove here, or write this groove as one. Its own chunk, fetched after
 * the builder's first paint (builder-island.tsx), with the reader and writer: none of it is in the builder's first load. A groove that breaks a rule
 * (`problem`) is not written: the visitor is told what is wrong instead.
 */
export function BuilderGrooveScribe({
  groove,
  problem,
  dispatch,
  classes,
  player,
  words,
}: {
  groove: Groove;
  problem: string | undefined;
  dispatch: Dispatch<BuilderAction>;
  classes: BuilderClasses;
  player: PracticeClasses;
  words: BuilderWords;
}) {
  const id = useId();
  const [link, setLink] = useState('');
  const [said, setSaid] = useState('');
  const [written, setWritten] = useState<string>();
  const box = useRef<HTMLTextAreaElement>(null);
  // A link just written is focused and selected, ready to copy.
  useEffect(() => {
    if (written) box.current?.focus();
  }, [written]);
  const open = () => {
    const opened = openGrooveScribe(link, words.untitled);
    if ('draft' in opened) dispatch({ type: 'open', draft: opened.draft });
    setWritten(undefined);
    setSaid(grooveScribeSaid(opened, words));
  };
  const write = () => {
    if (problem !== undefined) {
      setSaid(fillIn(words.cannotDraw, { detail: problem }));
      return;
    }
    const out = writeGrooveScribe(groove);
    if ('link' in out) {
      setWritten(out.link);
      setSaid(words.grooveScribeDone);
    } else {
      setWritten(undefined);
      setSaid(fillIn(words.grooveScribeCannot, { list: out.cannot.join('; ') }));
    }
  };
  return (
    <section aria-labelledby={`${id}-heading`} data-builder-controls data-groove-scribe>
      <h2 className={classes.heading} id={`${id}-heading`}>
        {words.grooveScribe}
      </h2>
      <p className={player.note}>{words.grooveScribeIntro}</p>
      <form
        className={classes.takeAway}
        onSubmit={(event) => {
          event.preventDefault();
          open();
        }}
      >
        {/* No wider than the screen: the box narrows on a phone rather than push the page sideways. */}
        <label className={player.field} style={{ maxWidth: '100%' }}>
          {words.grooveScribeLink}
          <input
            className={player.input}
            style={{ width: '28rem', maxWidth: '100%' }}
            value={link}
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => setLink(event.target.value)}
          />
        </label>
        <button type="submit" className={player.secondary} style={{ alignSelf: 'end' }}>
          {words.grooveScribeOpen}
        </button>
      </form>
      <div className={classes.takeAway}>
        <button type="button" className={player.secondary} onClick={write}>
          {words.grooveScribeWrite}
        </button>
      </div>
      {written ? (
        <label className={player.field}>
          {words.grooveScribeWritten}
          <textarea
            ref={box}
            className={classes.lessonText}
            readOnly
            value={written}
            rows={3}
            onFocus={(event) => event.currentTarget.select()}
            data-groove-scribe-link
          />
        </label>
      ) : null}
      <p role="status" className={player.note} data-groove-scribe-said>
        {said}
      </p>
    </section>
  );
}
