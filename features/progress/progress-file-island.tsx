'use client';

import { useRef, useState } from 'react';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import type { ProgressFileClasses } from './progress.styles';
import { exportProgress, forgetProgress, importProgress, type ImportProblem } from './store';

type FileWords = Pick<
  Words['progress'],
  | 'save'
  | 'load'
  | 'forget'
  | 'forgetConfirm'
  | 'saved'
  | 'loaded'
  | 'forgotten'
  | 'blocked'
  | 'full'
  | 'unreadable'
  | 'foreign'
  | 'newer'
  | 'damaged'
>;

interface ProgressFileIslandProps {
  classes: ProgressFileClasses;
  words: FileWords;
}

/** `backbeat-progress-2026-11-23.json`: the site, what it holds, and the day it was saved. */
function fileName(now = new Date()) {
  return `backbeat-progress-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * Save progress to a file, load it back (on another device, or after clearing the browser), or
 * forget it. Loaded through lazy.tsx, in a chunk of its own with the store. What happened is said in a live
 * region; a file that is not a progress file changes nothing and says why.
 */
export function ProgressFileIsland({ classes, words }: ProgressFileIslandProps) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ text: string; problem?: boolean } | null>(null);
  const refuse = (problem: ImportProblem) => setStatus({ text: words[problem], problem: true });

  const save = () => {
    const name = fileName();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([exportProgress()], { type: 'application/json' }));
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
    setStatus({ text: fillIn(words.saved, { file: name }) });
  };

  const load = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text().catch(() => null);
    const result = text === null ? ({ ok: false, problem: 'unreadable' } as const) : importProgress(text);
    if (result.ok) setStatus({ text: fillIn(words.loaded, { count: Object.keys(result.progress.done).length }) });
    else refuse(result.problem);
    // The same file chosen again is a new choice.
    if (input.current) input.current.value = '';
  };

  const forget = () => {
    if (!window.confirm(words.forgetConfirm)) return;
    const result = forgetProgress();
    if (result.ok) setStatus({ text: words.forgotten });
    else refuse(result.problem);
  };

  return (
    <>
      <div className={classes.row}>
        <button type="button" className={classes.button} onClick={save}>
          {words.save}
        </button>
        <button type="button" className={classes.button} onClick={() => input.current?.click()}>
          {words.load}
        </button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          // Never shown: the Load button opens it, so keyboard and screen-reader users meet one control. Named all the same,
          // for any tool that lists form fields.
          hidden
          aria-label={words.load}
          onChange={(event) => void load(event.target.files?.[0])}
        />
        <button type="button" className={classes.forget} onClick={forget}>
          {words.forget}
        </button>
      </div>
      <p role="status" className={classes.status} data-problem={status?.problem ? '' : undefined}>
        {status?.text}
      </p>
    </>
  );
}
