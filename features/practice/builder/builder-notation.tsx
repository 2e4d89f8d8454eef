'use client';

import { useEffect, useState, type RefObject } from 'react';
import type { EngravedLayout } from '@/features/practice/engrave/engrave-core';
import type { Groove } from '@/features/practice/groove/parse';
import { wideAtOfLines, wideLinesOf } from '@/features/practice/engrave/layout';
import { NotationLines } from '@/features/practice/ui/notation-lines';
import type { BuilderClasses } from './builder-props';

export type Engraver = typeof import('../engrave/engrave-browser');

/**
 * Loads the engraver (VexFlow, the heaviest script the site has) only when the notation must change: once the groove
 * differs from the one drawn at build time (a link opened another), or as soon as the visitor reaches for the builder
 * (a pointer over it, a finger on it, the keyboard in it), a moment before the first change. A visitor who only
 * reads the page never pays for it. It is kept for offline use once fetched; without a connection before then, it is
 * fetched again when the connection comes back (`failed` meanwhile).
 */
export function useEngraver(
  root: RefObject<HTMLElement | null>,
  needed: boolean,
): { engraver?: Engraver; failed: boolean } {
  const [engraver, setEngraver] = useState<Engraver>();
  const [failed, setFailed] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = root.current;
    if (!element || wanted) return;
    const want = () => setWanted(true);
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const event of events) element.addEventListener(event, want, { once: true, passive: true });
    return () => {
      for (const event of events) element.removeEventListener(event, want);
    };
  }, [root, wanted]);
  const load = needed || wanted;
  useEffect(() => {
    if (!load) return;
    let cancelled = false;
    const fetchIt = () =>
      import('../engrave/engrave-browser').then(
        (module) => {
          if (cancelled) return;
          setEngraver(module);
          setFailed(false);
        },
        () => !cancelled && setFailed(true),
      );
    fetchIt();
    window.addEventListener('online', fetchIt);
    return () => {
      cancelled = true;
      window.removeEventListener('online', fetchIt);
    };
  }, [load]);
  return { engraver, failed };
}

/** The notation, as lessons show it: one bar a line, two where they fit (container queries, notation.tsx's classes). */
export function NotationView({
  groove,
  layouts,
  label,
  classes,
  stale,
}: {
  groove: Pick<Groove, 'bars' | 'form'>;
  layouts: EngravedLayout[];
  label: string;
  classes: BuilderClasses;
  stale: boolean;
}) {
  // A coda starts a wide line of its own, as in the lessons; the road map is the drawn groove's, when it is the one drawn.
  const bars = layouts[0]!.systems.length;
  const lines = wideLinesOf({ bars, form: groove.bars === bars ? groove.form : undefined }, layouts[0]!);
  const wideAt = wideAtOfLines(lines);
  return (
    <div
      className={classes.notation}
      role="img"
      aria-label={label}
      data-notation
      data-wide-at={wideAt}
      data-stale={stale || undefined}
      data-print
    >
      <NotationLines lines={lines} wideAt={wideAt} />
    </div>
  );
}
