'use client';

import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { Words } from '@/lib/content';
import type { LessonDoneClasses } from './progress.styles';
import * as progressStore from './store';
import type { StorageProblem } from './store';

interface LessonDoneIslandProps {
  slug: string;
  classes: LessonDoneClasses;
  words: Pick<Words['progress'], 'markDone' | 'markDoneHint' | 'blocked' | 'full'>;
}

/**
 * The end of a lesson: "Mark this lesson as done", kept on the device. Opening the lesson also
 * makes it the one "Continue where you left off" offers. Loaded after the page (lazy.tsx), into
 * room the server kept for it.
 */
export function LessonDoneIsland({ slug, classes, words }: LessonDoneIslandProps) {
  const id = useId();
  const done = useSyncExternalStore(
    progressStore.subscribeToProgress,
    () => slug in progressStore.readProgress().done,
    () => false,
  );
  const [problem, setProblem] = useState<StorageProblem | null>(null);

  // Storage that refuses is said when the visitor marks the lesson, not on every visit.
  useEffect(() => void progressStore.recordLessonVisit(slug), [slug]);

  return (
    <div className={classes.box}>
      <label className={classes.check}>
        <input
          type="checkbox"
          className={classes.input}
          checked={done}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const result = progressStore.setLessonDone(slug, event.target.checked);
            setProblem(result.ok ? null : result.problem);
          }}
        />
        {words.markDone}
      </label>
      <p id={`${id}-hint`} className={classes.hint}>
        {words.markDoneHint}
      </p>
      <p role="status" className={classes.problem}>
        {problem ? words[problem] : null}
      </p>
    </div>
  );
}
