'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * One of the player's folded tools (speed trainer, gap click, loop a section, play along): a native disclosure whose
 * inside is rendered the first time it opens, and kept after, open or closed again. A lesson draws a player for each
 * of its grooves, and the tools' fields were about 3 KB of its HTML a groove, none of it seen before it is opened,
 * none of it working without JavaScript, and all of it hydrated at load. The summary is there from the first paint,
 * with what the tool is set to. A summary tapped before the page's scripts have started opens the disclosure with no
 * one listening (its toggle event is not replayed): the fields are drawn on starting if it is open by then.
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
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
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
