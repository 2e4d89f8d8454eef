import MiniSearch, { type Options, type SearchOptions } from 'minisearch';

/**
 * The lesson search's full text: how lessons are indexed (at build time, by the index route) and
 * searched (in the browser, once the index has been fetched). Both sides use these options, so a
 * word is cut and folded the same way when it is indexed and when it is typed.
 *
 * MiniSearch rather than Pagefind or FlexSearch: the index is small (two dozen lessons), built from
 * the same content the pages are, with one library call and no post-build step over the HTML; its
 * code is about 6 KiB gzipped, loaded only when someone types; and it answers with the words it
 * matched, which is what the snippets need.
 */

/** A passage of a lesson that a snippet can quote: a part of its text under its heading, its modules… */
export interface SearchSection {
  /** The heading the passage sits under, or what it is ("Modules"); none for text before the first heading. */
  label?: string;
  text: string;
}

/** One lesson as it is indexed. Title and description are searched by substring too (matchesQuery). */
export interface LessonSearchDocument {
  slug: string;
  title: string;
  description: string;
  sections: SearchSection[];
}

/** A short quote of a matched passage: its parts, the matched words marked. */
export interface Snippet {
  label?: string;
  parts: { text: string; mark: boolean }[];
}

/** Words shorter than this are not indexed nor searched: single letters (the R and L of stickings) match everything. */
const MIN_TERM_LENGTH = 2;

/** Only words this long may be matched with a typo, and only when nothing matches as typed. */
const MIN_FUZZY_LENGTH = 5;

/** About how many characters a snippet quotes around its first matched word. */
const SNIPPET_BEFORE = 40;
const SNIPPET_AFTER = 100;

/**
 * Every word typed must start a word of the lesson (AND, prefix): the results filter cards, so a
 * lesson either has the words or is not shown; ranking does not matter.
 */
const SEARCH_OPTIONS: SearchOptions = { prefix: true, combineWith: 'AND', fuzzy: false };

/** The retry when nothing matches as typed: longer words may be one letter off ("paradidle"). */
const TYPO_OPTIONS: SearchOptions = {
  ...SEARCH_OPTIONS,
  fuzzy: (term) => (term.length >= MIN_FUZZY_LENGTH ? 1 : false),
};

export const LESSON_INDEX_OPTIONS: Options<LessonSearchDocument> = {
  idField: 'slug',
  fields: ['title', 'description', 'text'],
  storeFields: ['sections'],
  extractField: (document, field) =>
    field === 'text'
      ? document.sections.map((section) => section.text).join('\n')
      : (document[field as keyof LessonSearchDocument] as string),
  processTerm: (term) => (term.length >= MIN_TERM_LENGTH ? term.toLocaleLowerCase('en-US') : null),
  searchOptions: SEARCH_OPTIONS,
};

/**
 * A page beside the lessons the search can find (a rudiment, a study): shown after the tabs while it matches, by its
 * title and description, or by its text.
 */
export interface SearchablePage {
  /** Its id in the full-text index (search.ts). */
  id: string;
  title: string;
  description: string;
  href: string;
  /** Its link's words: the rudiment's number and name, the study's name. */
  label: string;
  /** A line before its description: a study's track and level. */
  meta?: string;
}

/**
 * The rudiments and the studies the search lists after the tabs. They come with the index, not in the lessons page:
 * a hundred titles and descriptions were 7 KB gzipped of its data, read only once someone types.
 */
export interface SearchPages {
  rudiments: SearchablePage[];
  studies: SearchablePage[];
}

/** The index as the route writes it: MiniSearch's, with the sections stored for snippets, and the pages to list. */
export function buildIndex(
  documents: LessonSearchDocument[],
  pages: SearchPages = { rudiments: [], studies: [] },
): string {
  const index = new MiniSearch(LESSON_INDEX_OPTIONS);
  index.addAll(documents);
  // MiniSearch's own JSON with the lists beside it: a page from an earlier build (still open, or kept by the service
  // worker) reads this file as it read the index alone, and this build's pages read a copy kept from an earlier one.
  return JSON.stringify({ ...index.toJSON(), rudiments: pages.rudiments, studies: pages.studies });
}

/** Each matching lesson's (or rudiment's, or study's) id with a snippet; and the pages it lists beside the lessons. */
export type LessonSearch = ((query: string) => Map<string, Snippet | undefined>) & SearchPages;

/**
 * Opens the fetched index; throws if it is not one (a damaged download, or one written by another
 * version of MiniSearch or of this site). The search it returns maps each matching lesson's slug to a snippet.
 */
export function openIndex(json: string): LessonSearch {
  const stored = JSON.parse(json) as Parameters<typeof MiniSearch.loadJS>[0] & Partial<SearchPages>;
  const index = MiniSearch.loadJS<LessonSearchDocument>(stored, LESSON_INDEX_OPTIONS);
  // A copy kept from an earlier build has no lists: its lessons' text is still searched, the rudiments and studies not.
  const rudiments = Array.isArray(stored.rudiments) ? stored.rudiments : [];
  const studies = Array.isArray(stored.studies) ? stored.studies : [];
  const search = (query: string) => {
    const asTyped = index.search(query);
    const results = asTyped.length > 0 ? asTyped : index.search(query, TYPO_OPTIONS);
    return new Map(
      results.map((result) => [String(result.id), snippet(result.sections as SearchSection[], result.terms)]),
    );
  };
  return Object.assign(search, { rudiments, studies });
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression for whole words among `terms` (the index's words, as MiniSearch matched them). */
function wordsPattern(terms: string[]): RegExp {
  const alternatives = [...terms]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'giu');
}

/**
 * A quote from the passage that holds the most of the matched words (the first such passage):
 * about a line around the first of them, cut at spaces, with "…" where it was cut.
 */
export function snippet(sections: SearchSection[], terms: string[]): Snippet | undefined {
  if (terms.length === 0) return undefined;
  const pattern = wordsPattern(terms);
  let best: { section: SearchSection; first: number; found: number } | undefined;
  for (const section of sections) {
    const found = new Set<string>();
    let first = -1;
    for (const match of section.text.matchAll(pattern)) {
      if (first < 0) first = match.index;
      found.add(match[0].toLocaleLowerCase('en-US'));
    }
    if (found.size > (best?.found ?? 0)) best = { section, first, found: found.size };
  }
  if (!best) return undefined;
  const { text, label } = best.section;
  const { first } = best;
  let start = Math.max(0, first - SNIPPET_BEFORE);
  let end = Math.min(text.length, first + SNIPPET_AFTER);
  // Cut between words, never into the matched one.
  const wordStart = text.indexOf(' ', start);
  if (start > 0 && wordStart >= 0 && wordStart < first) start = wordStart + 1;
  const wordEnd = text.lastIndexOf(' ', end);
  if (end < text.length && wordEnd > first) end = wordEnd;
  const quote = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  const parts: Snippet['parts'] = [];
  let at = 0;
  for (const match of quote.matchAll(pattern)) {
    if (match.index > at) parts.push({ text: quote.slice(at, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    at = match.index + match[0].length;
  }
  if (at < quote.length) parts.push({ text: quote.slice(at), mark: false });
  return { label, parts };
}
