'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Voice } from '@/features/practice/groove/language';
import type { PlayAlongPanelProps } from '@/features/practice/ui/play-along-panel';
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
  const [opened, setOpened] = useState(false);
  const left = panel.drums.filter(({ voice }: { voice: Voice }) => panel.muted.has(voice)).map(({ name }) => name);
  return (
    <details
      className={classes.trainer}
      data-play-along
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>
        {label}
        {left.length > 0 ? <span className={classes.muted}> · {left.join(', ')}</span> : null}
      </summary>
      {opened ? <PlayAlongPanel classes={classes} {...panel} /> : null}
    </details>
  );
}
