import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { ComponentProps } from 'react';
import { SAFE_URL } from '@/content-model/safe-markdown';
import { DrumKey, Groove, Metronome } from '@/features/practice';
import { getWords } from '@/lib/content';

/** The practice tools' words (content/interface.yaml): editors write only the values of a groove or metronome. */
const practiceWords = getWords().practice;

function LessonGroove(props: Omit<ComponentProps<typeof Groove>, 'words'>) {
  return <Groove {...props} words={practiceWords} />;
}

function LessonDrumKey() {
  return <DrumKey words={practiceWords} />;
}

function LessonMetronome(props: Omit<ComponentProps<typeof Metronome>, 'words'>) {
  return <Metronome {...props} words={practiceWords} />;
}

/** Compiled bodies by source, so each lesson's component is made once and keeps its identity. */
const bodies = new Map<string, ReturnType<typeof getMDXComponent>>();

function compiledBody(code: string) {
  let body = bodies.get(code);
  if (!body) {
    body = getMDXComponent(code);
    bodies.set(code, body);
  }
  return body;
}

/**
 * Lesson bodies are compiled by Contentlayer at build time and rendered here on the
 * server: the HTML ships, the MDX runtime does not. Elements map to styled tags via
 * the wrapper's CSS, so the Markdown an editor writes stays plain Markdown.
 */
export function LessonBody({ code }: { code: string }) {
  const Body = compiledBody(code);
  // eslint-disable-next-line react-hooks/static-components -- a server component rendered once per build; the body is cached per source, so its identity is stable
  return <Body components={components} />;
}

/**
 * Markdown links. Outside sites open in a new tab, like every outside link on the site. An
 * address that could run code (javascript:, data:…) becomes plain text: the content check
 * refuses it first, this keeps it inert if one ever slips through.
 */
export function MarkdownLink({ href = '', children, ...props }: ComponentProps<'a'>) {
  if (!SAFE_URL.test(href.trim())) return <span>{children}</span>;
  return /^https?:\/\//.test(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  ) : (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

/** Components lesson text may contain, by the names content-model/mdx-components.ts declares (a unit test holds them equal). */
export const LESSON_TEXT_COMPONENTS = { DrumKey: LessonDrumKey, Groove: LessonGroove, Metronome: LessonMetronome };

const components = { a: MarkdownLink, ...LESSON_TEXT_COMPONENTS };
