'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TOOL_WORDS } from '@/lib/routes';
import { fetchedWords } from '@/lib/fetched-words';
import type { ToolFieldWords } from './speed-trainer-setup';

const words = fetchedWords<ToolFieldWords>(TOOL_WORDS);

/**
 * A folded tool's fields (the speed trainer's, the gap click's, the loop's), drawn with their words once those have
 * come: fetched when the visitor first opens a tool (the service worker keeps the file for offline use), then at
 * once for every other. If they cannot be fetched, the tool says so, announced as it appears, and asks again when the
 * visitor opens the tool again or the browser comes back online.
 */
export function ToolFields({
  unavailable,
  className,
  children,
}: {
  /** Said when the words cannot be fetched. */
  unavailable: string;
  className: string;
  children: (words: ToolFieldWords) => ReactNode;
}) {
  const [fields, setFields] = useState<ToolFieldWords | 'failed' | undefined>(words.loaded);
  useEffect(() => {
    if (fields) return;
    let live = true;
    words.load().then(
      (loaded) => live && setFields(loaded),
      () => live && setFields('failed'),
    );
    return () => {
      live = false;
    };
  }, [fields]);
  const problem = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (fields !== 'failed') return;
    const tool = problem.current?.closest('details');
    const again = () => setFields(undefined);
    const reopened = () => {
      if (tool?.open) again();
    };
    tool?.addEventListener('toggle', reopened);
    window.addEventListener('online', again);
    return () => {
      tool?.removeEventListener('toggle', reopened);
      window.removeEventListener('online', again);
    };
  }, [fields]);
  if (fields === 'failed')
    return (
      <p ref={problem} className={className} role="alert">
        {unavailable}
      </p>
    );
  return fields ? children(fields) : null;
}
