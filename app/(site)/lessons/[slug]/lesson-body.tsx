import { getMDXComponent } from 'next-contentlayer2/hooks';
import { Children, Fragment, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { Kept } from '@/components/kept';
import { SAFE_URL } from '@/content-model/safe-markdown';
import { DrumKey, Groove, Metronome, StickingPermutations } from '@/features/practice';
import { getWords } from '@/lib/content';

/** The practice tools' words (content/interface.yaml): editors write only the values of a groove or metronome. */
const practiceWords = getWords().practice;
const permutationsWords = getWords().permutations;

/** Where the sticking permutations tool sits (a study), and the choice its page shows. */
export interface PermutationsPlace {
  hrefOf: ComponentProps<typeof StickingPermutations>['hrefOf'];
  family: ComponentProps<typeof StickingPermutations>['family'];
  subdivision: ComponentProps<typeof StickingPermutations>['subdivision'];
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
export function LessonBody({
  code,
  slug,
  notationOnly = false,
  permutations,
}: {
  code: string;
  slug: string;
  notationOnly?: boolean;
  /** Where the text may hold the sticking permutations tool: a study's pages. */
  permutations?: PermutationsPlace;
}) {
  const Body = compiledBody(code);
  // eslint-disable-next-line react-hooks/static-components -- a server component rendered once per build; the body is cached per source, so its identity is stable
  return <Body components={componentsOf(slug, notationOnly, permutations)} />;
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

/**
 * Components lesson text may contain, by the names content-model/mdx-components.ts declares (a
 * unit test holds them equal). A groove knows its lesson, which it is remembered under on a
 * visitor's device with its title.
 */
export function lessonTextComponents(slug: string, notationOnly = false, permutations?: PermutationsPlace) {
  function LessonGroove(props: Omit<ComponentProps<typeof Groove>, 'words' | 'lessonSlug' | 'notationOnly'>) {
    return <Groove {...props} lessonSlug={slug} notationOnly={notationOnly} words={practiceWords} />;
  }
  /** The tool has a page per choice only where a study is: the content check refuses it elsewhere. */
  function LessonStickingPermutations() {
    if (!permutations) throw new Error(`${slug}: the sticking permutations tool belongs in a study of the shelf`);
    return (
      <StickingPermutations
        {...permutations}
        words={permutationsWords}
        practiceWords={practiceWords}
        lessonSlug={slug}
      />
    );
  }
  return {
    DrumKey: LessonDrumKey,
    Groove: LessonGroove,
    Metronome: LessonMetronome,
    StickingPermutations: LessonStickingPermutations,
  };
}

/**
 * The text's own Markdown (headings, paragraphs, lists, links) never changes in the browser: each run of it between
 * two practice tools is a kept block (components/kept.tsx), which the page's data then need not carry. The tools (a
 * groove, a metronome) stay between the runs as they are.
 */
export function KeptText({ children }: { children?: ReactNode }) {
  // MDX hands its wrapper the text as one element, its content: drawn here, a fragment of what the text holds.
  const content =
    isValidElement<object>(children) && typeof children.type === 'function'
      ? (children.type as (props: object) => ReactNode)(children.props)
      : children;
  const elements =
    isValidElement<{ children?: ReactNode }>(content) && content.type === Fragment ? content.props.children : content;
  const blocks: ReactNode[] = [];
  let run: ReactNode[] = [];
  const endRun = () => {
    if (run.some(isValidElement)) blocks.push(<Kept key={`text-${blocks.length}`}>{run}</Kept>);
    run = [];
  };
  for (const child of Children.toArray(elements)) {
    // A Markdown element is a tag; a practice tool is a component of the text's map.
    if (isValidElement(child) && typeof child.type !== 'string') {
      endRun();
      blocks.push(child);
    } else run.push(child);
  }
  endRun();
  return blocks;
}

/** Each lesson's map, made once, so its components keep their identity. */
const componentsBySlug = new Map<
  string,
  ReturnType<typeof lessonTextComponents> & { a: typeof MarkdownLink; wrapper: typeof KeptText }
>();

function componentsOf(slug: string, notationOnly: boolean, permutations?: PermutationsPlace) {
  const choice = permutations ? ` ${permutations.family}/${permutations.subdivision}` : '';
  const key = `${slug}${notationOnly ? ' notation' : ''}${choice}`;
  let components = componentsBySlug.get(key);
  if (!components) {
    components = { a: MarkdownLink, wrapper: KeptText, ...lessonTextComponents(slug, notationOnly, permutations) };
    componentsBySlug.set(key, components);
  }
  return components;
}
