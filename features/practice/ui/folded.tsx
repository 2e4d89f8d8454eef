'use client';

import { useState, type ReactNode } from 'react';

/**
 * One of the player's folded tools (speed trainer, gap click, loop a section, play along): a native disclosure whose
 * inside is rendered the first time it opens, and kept after, open or closed again. A lesson draws a player for each
 * of its grooves, and the tools' fields were about 3 KB of its HTML a groove, none of it seen before it is opened,
 * none of it working without JavaScript, and all of it hydrated at load. The summary is there from the first paint,
 * with what the tool is set to.
 */
export function Folded({
  className,
  summary,
  children,
  ...data
}: {
  className: string;
  summary: ReactNode;
  children: ReactNode;
} & { [attribute: `data-${string}`]: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className={className}
      {...data}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>{summary}</summary>
      {opened ? children : null}
    </details>
  );
}
