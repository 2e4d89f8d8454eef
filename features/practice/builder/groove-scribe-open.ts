/**
 * A Groove Scribe link opened as a builder draft: loaded when a link is pasted or the page opens with one, so the
 * reader is no part of the builder's first load.
 */
import { grooveScribeLink, isGrooveScribeLink, readGrooveScribe } from '@/features/practice/groove/groove-scribe';
import { parseGroove, type Groove } from '@/features/practice/groove/parse';
import { writtenOf } from '@/features/practice/groove/serialize';
import { fillIn } from '@/lib/format';
import type { BuilderWords } from './builder-props';
import { MAX_BARS, type Draft } from './draft';

export type OpenedGrooveScribe = { draft: Draft; left: string[] } | { problem: string } | { notLink: true };

export function openGrooveScribe(link: string, untitled: string): OpenedGrooveScribe {
  if (!isGrooveScribeLink(link)) return { notLink: true };
  const read = readGrooveScribe(link, { untitled, maxBars: MAX_BARS });
  if ('problem' in read) return read;
  return { draft: writtenOf(parseGroove(read.attributes)), left: read.left };
}

export const writeGrooveScribe = (groove: Groove) => grooveScribeLink(groove);

/** What opening a Groove Scribe link did, in the builder's words: the groove opened (and what was left), or why not. */
export function grooveScribeSaid(opened: OpenedGrooveScribe, words: BuilderWords): string {
  if ('notLink' in opened) return words.grooveScribeNotLink;
  if ('problem' in opened) return fillIn(words.grooveScribeProblem, { detail: opened.problem });
  const done = fillIn(words.grooveScribeOpened, { title: opened.draft.title });
  return opened.left.length ? `${done} ${fillIn(words.grooveScribeLeft, { list: opened.left.join('; ') })}` : done;
}
