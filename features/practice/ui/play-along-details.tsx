'use client';

import dynamic from 'next/dynamic';
import { Voice } from '@/features/practice/groove/language';
import type { PlayAlongPanelProps } from '@/features/practice/ui/play-along-panel';
import { Folded } from './folded';
import type { PracticeClasses } from './practice.styles';

/** Play-along's panel: its code is fetched when a visitor first opens it, never with the page. */
const PlayAlongPanel = dynamic(() =>
  import('@/features/practice/ui/play-along-panel').then((module) => module.PlayAlongPanel),
);

/**
 * Play along, folded away under its name like the speed trainer (a native disclosure): opening it the first time
 * fetches the panel, which then stays, listening or not, while the disclosure is closed again. Its summary names
 * the drums the player leaves out for the learner.
 */
export function PlayAlongDetails({
  classes,
  label,
  ...panel
}: Omit<PlayAlongPanelProps, 'classes'> & { classes: PracticeClasses; label: string }) {
  const left = panel.drums.filter(({ voice }: { voice: Voice }) => panel.muted.has(voice)).map(({ name }) => name);
  return (
    <Folded
      className={classes.trainer}
      data-play-along
      summary={
        <>
          {label}
          {left.length > 0 ? <span className={classes.muted}> · {left.join(', ')}</span> : null}
        </>
      }
    >
      <PlayAlongPanel classes={classes} {...panel} />
    </Folded>
  );
}
