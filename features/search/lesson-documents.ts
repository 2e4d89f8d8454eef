import { lessonBlocks, type Block, type Run } from '@/lib/lesson-text';
import { GROOVE_BAR_LINE, GROOVE_RESTS } from '@/features/practice/client';
import { buildIndex, type LessonSearchDocument, type SearchPages, type SearchSection } from './full-text';
import { rudimentSearchId, studySearchId } from './search';

/** A lesson as the index route reads it (lib/content.ts, getLessonSearchSources). */
export interface LessonSearchSource {
  slug: string;
  title: string;
  description: string;
  category: string;
  level: string;
  modules: string[];
  instructor: string | undefined;
  /** The lesson's MDX text. */
  text: string;
}

/** The labels of the passages that are not under a heading of the lesson's text (content/interface.yaml). */
export interface SearchSectionWords {
  foundInModules: string;
  foundInGrooves: string;
  foundInInstructor: string;
  foundInCategory: string;
  /** The name of a groove's sticking line (practice.sticking). */
  sticking: string;
}

const words = (runs: Run[]) => runs.map((run) => run.text).join('');

/**
 * A groove as the page shows it in words: its title, and its sticking line if it has one ("RLRR LRLL"
 * under the notes, a row named Sticking in the grid), without the rests and bar lines of the groove language.
 */
function grooveText(values: Record<string, string>, labels: SearchSectionWords): string | undefined {
  if (!values.title) return undefined;
  const sticking = [...(values.sticking ?? '')]
    .map((char) => (char === GROOVE_BAR_LINE || (GROOVE_RESTS as readonly string[]).includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return sticking ? `${values.title} (${labels.sticking}: ${sticking})` : values.title;
}

/** The plain words of blocks; the grooves among them are gathered apart (see grooveText). */
function plainText(blocks: Block[], grooves: string[], labels: SearchSectionWords): string[] {
  return blocks.flatMap((block): string[] => {
    switch (block.kind) {
      case 'heading':
        return [block.text];
      case 'paragraph':
        return [words(block.runs)];
      case 'list':
        return block.items.flatMap((item) => [words(item.runs), ...plainText(item.blocks, grooves, labels)]);
      case 'quote':
        return plainText(block.blocks, grooves, labels);
      case 'code':
        return [block.text];
      case 'rule':
        return [];
      case 'component': {
        // A groove's title and sticking are words a visitor reads; its drum lines and the metronome's values are not.
        const groove = grooveText(block.values, labels);
        if (groove) grooves.push(groove);
        return [];
      }
    }
  });
}

/**
 * A lesson's text as passages under its headings ("Goal", "What to practice"…), without Markdown,
 * then its grooves (titles and stickings), modules, instructor, category and level, each a passage a snippet can quote.
 */
export function lessonSections(source: LessonSearchSource, labels: SearchSectionWords): SearchSection[] {
  const sections: SearchSection[] = [];
  const grooves: string[] = [];
  let current: { label?: string; blocks: Block[] } = { blocks: [] };
  const close = () => {
    const text = plainText(current.blocks, grooves, labels).join(' ').replace(/\s+/g, ' ').trim();
    if (text) sections.push({ ...(current.label ? { label: current.label } : {}), text });
  };
  for (const block of lessonBlocks(source.text)) {
    if (block.kind === 'heading') {
      close();
      current = { label: block.text, blocks: [] };
    } else {
      current.blocks.push(block);
    }
  }
  close();
  const list = (values: (string | undefined)[]) =>
    [...new Set(values.filter((value): value is string => Boolean(value)))].join(' · ');
  const more: SearchSection[] = [
    { label: labels.foundInGrooves, text: list(grooves) },
    { label: labels.foundInModules, text: list(source.modules) },
    { label: labels.foundInInstructor, text: list([source.instructor]) },
    { label: labels.foundInCategory, text: list([source.category, source.level]) },
  ];
  return [...sections, ...more.filter((section) => section.text)];
}

/** A rudiment as the index route reads it (lib/content.ts, getRudimentSearchSources), with its family's name. */
export interface RudimentSearchSource {
  slug: string;
  title: string;
  description: string;
  family: string;
  /** Its MDX text. */
  text: string;
}

/** A study as the index route reads it (lib/content.ts, getStudySearchSources), with its track's name. */
export interface StudySearchSource {
  slug: string;
  track: string;
  trackName: string;
  title: string;
  description: string;
  level: string;
  /** Its MDX text. */
  text: string;
}

/** The search index of these lessons, rudiments and studies, as the JSON the browser fetches (see full-text.ts). */
export function buildLessonSearchIndex(
  sources: LessonSearchSource[],
  labels: SearchSectionWords,
  rudiments: RudimentSearchSource[] = [],
  studies: StudySearchSource[] = [],
  /** How the rudiments and studies are listed after the tabs: their titles, descriptions and links. */
  pages?: SearchPages,
): string {
  const documents: LessonSearchDocument[] = [
    ...sources.map((source) => ({
      slug: source.slug,
      title: source.title,
      description: source.description,
      sections: lessonSections(source, labels),
    })),
    ...rudiments.map((rudiment) => ({
      slug: rudimentSearchId(rudiment.slug),
      title: rudiment.title,
      description: rudiment.description,
      // Its groove is the rudiment itself, already its title: without that passage, "sticking" would find all forty.
      sections: lessonSections(
        { ...rudiment, category: rudiment.family, level: '', modules: [], instructor: undefined },
        labels,
      ).filter((section) => section.label !== labels.foundInGrooves),
    })),
    ...studies.map((study) => ({
      slug: studySearchId(study.track, study.slug),
      title: study.title,
      description: study.description,
      sections: lessonSections({ ...study, category: study.trackName, modules: [], instructor: undefined }, labels),
    })),
  ];
  return buildIndex(documents, pages);
}
