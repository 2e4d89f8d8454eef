'use client';

import { useEffect } from 'react';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { lessonHref, ROUTES } from '@/lib/routes';
import { PROGRESS_ATTRIBUTES as A } from './attributes';
import { readProgress, subscribeToProgress, type Progress } from './store';

interface ProgressMarksIslandProps {
  /** The lessons a "continue" line may name: slug and title. */
  lessons: { slug: string; title: string }[];
  words: Pick<Words['progress'], 'continue' | 'pathDone' | 'pathLength' | 'practicePlan'>;
}

/**
 * Shows the visitor's progress on a page the server drew for a first visit: marks the cards of
 * lessons done (CSS shows their Done badge), counts each learning path's done lessons, and turns
 * "New here? Start with…" into "Continue where you left off: …", and leads the home page's play button to today's
 * practice for a returning visitor. Every mark has its place in the
 * server's HTML already, so nothing moves when it appears. Loaded through lazy.tsx, in a chunk of
 * its own with the store; the marks follow changes made in another tab.
 */
export function ProgressMarksIsland({ lessons, words }: ProgressMarksIslandProps) {
  useEffect(() => {
    const titles = new Map(lessons.map((lesson) => [lesson.slug, lesson.title]));
    const show = (progress: Progress) => {
      for (const card of document.querySelectorAll<HTMLElement>(`[${A.lesson}]`)) {
        card.toggleAttribute(A.done, card.getAttribute(A.lesson)! in progress.done);
      }
      for (const path of document.querySelectorAll<HTMLElement>(`[${A.pathLessons}]`)) {
        const slugs = path.getAttribute(A.pathLessons)!.split(' ');
        const done = slugs.filter((slug) => slug in progress.done).length;
        path.textContent = fillIn(done > 0 ? words.pathDone : words.pathLength, { done, total: slugs.length });
      }
      const last = progress.lastLesson && titles.get(progress.lastLesson.slug);
      for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${A.continue}]`)) {
        // The server's "start here", kept for when progress is forgotten.
        link.dataset.startHref ??= link.getAttribute('href') ?? '';
        link.dataset.startText ??= link.textContent ?? '';
        const lastSlug = progress.lastLesson?.slug;
        link.setAttribute('href', last && lastSlug ? lessonHref(lastSlug) : link.dataset.startHref);
        link.textContent = last ? fillIn(words.continue, { title: last }) : link.dataset.startText;
      }
      // A returning visitor's first step is today's practice; a first visit's, the server's first lesson.
      const returning = Boolean(progress.lastLesson) || Object.keys(progress.done).length > 0;
      for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${A.practice}]`)) {
        link.dataset.startHref ??= link.getAttribute('href') ?? '';
        link.dataset.startLabel ??= link.getAttribute('aria-label') ?? '';
        link.setAttribute('href', returning ? ROUTES.practice : link.dataset.startHref);
        link.setAttribute('aria-label', returning ? words.practicePlan : link.dataset.startLabel);
      }
    };
    show(readProgress());
    return subscribeToProgress(() => show(readProgress()));
  }, [lessons, words]);
  return null;
}
