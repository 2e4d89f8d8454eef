'use client';

import { SearchX } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { SearchablePage, Snippet } from './full-text';
import { loadFullText, useFullText } from './full-text-store';
import { useLessonQuery } from './lesson-search-store';
import { matchesQuery } from './search';
import { SearchSnippet } from './search-snippet';
import { Tabs } from '@/components/tabs';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { LESSON_TABS } from '@/lib/routes';
import type { LessonTabsClasses } from './lesson-tabs.styles';

interface SearchableLesson {
  slug: string;
  title: string;
  description: string;
  /** The card (or banner), rendered on the server. */
  node: ReactNode;
}

export interface LessonTabData {
  id: string;
  label: string;
  description: string;
  featured: SearchableLesson | undefined;
  lessons: SearchableLesson[];
  /** A card after the lessons, where to go next (server-rendered); shown while nothing is searched. */
  nextStep?: ReactNode;
}

/** The words the tabs show; the server keeps the rest of the lessons page's words. */
export type LessonTabsWords = Pick<
  Words['lessons'],
  | 'categoryTabs'
  | 'categoryLessons'
  | 'matchesOne'
  | 'matchesMany'
  | 'noResultsTitle'
  | 'noResultsText'
  | 'searchUnavailable'
  | 'rudimentMatches'
  | 'studyMatches'
  | 'alsoFoundOne'
  | 'alsoFoundMany'
  | 'alsoBelow'
>;

interface LessonTabsProps {
  categories: LessonTabData[];
  words: LessonTabsWords;
  classes: LessonTabsClasses;
}

/**
 * The four category tabs of the lessons page. Cards are server-rendered; this component
 * only decides which to show for the current search and which tab is open. A lesson shows when
 * its title or description holds the text typed, at once, or, once the full-text index has
 * arrived, when its whole text holds the words typed: then with a snippet of where. The rudiments
 * and studies that match, by either, are listed after the tabs once the index has arrived.
 */
export function LessonTabs({ categories, words, classes }: LessonTabsProps) {
  const query = useLessonQuery();
  const searching = query.trim() !== '';
  const fullText = useFullText();
  // The first keystroke fetches the index (and after a failure, again once back online or on a later keystroke).
  useEffect(() => {
    if (searching) loadFullText();
  }, [searching, fullText.status, query]);
  const found = useMemo(
    () => (searching && fullText.search ? fullText.search(query) : undefined),
    [searching, fullText, query],
  );

  /** Whether a lesson shows, and the snippet it shows if only its text matched. */
  const result = (lesson: SearchableLesson): { snippet?: Snippet } | undefined => {
    if (matchesQuery(lesson, query)) return {};
    if (!found?.has(lesson.slug)) return undefined;
    return { snippet: found.get(lesson.slug) };
  };
  const cell = (lesson: SearchableLesson, snippet: Snippet | undefined) => (
    <>
      {lesson.node}
      {snippet ? <SearchSnippet snippet={snippet} classes={classes} /> : null}
    </>
  );

  const matching = (pages: SearchablePage[]) =>
    searching
      ? pages.flatMap((item) => {
          if (matchesQuery(item, query)) return [{ item, snippet: undefined }];
          return found?.has(item.id) ? [{ item, snippet: found.get(item.id) }] : [];
        })
      : [];
  // The rudiments and the studies (their pages are apart from the lessons) come with the index: those that match a
  // search are listed after the tabs once it has arrived.
  const rudimentsFound = matching(fullText.search?.rudiments ?? []);
  const studiesFound = matching(fullText.search?.studies ?? []);
  const alsoFound = rudimentsFound.length + studiesFound.length;
  const foundList = (id: string, heading: string, list: typeof rudimentsFound) =>
    list.length > 0 ? (
      <section className={classes.found} aria-labelledby={id} data-testid={id}>
        <h3 id={id} className={classes.foundHeading}>
          {fillIn(heading, { count: list.length })}
        </h3>
        <ul className={classes.foundList}>
          {list.map(({ item, snippet }) => (
            <li key={item.id}>
              <a href={item.href} className={classes.foundLink}>
                {item.label}
              </a>
              {item.meta ? <p className={classes.foundText}>{item.meta}</p> : null}
              <p className={classes.foundText}>{item.description}</p>
              {snippet ? <SearchSnippet snippet={snippet} classes={classes} /> : null}
            </li>
          ))}
        </ul>
      </section>
    ) : null;
  const tabs = categories.map((category) => {
    const featured = category.featured && { lesson: category.featured, found: result(category.featured) };
    const lessons = category.lessons.flatMap((lesson) => {
      const found = result(lesson);
      return found ? [{ lesson, snippet: found.snippet }] : [];
    });
    const count = lessons.length + (featured?.found ? 1 : 0);
    return {
      count,
      id: category.id,
      label: searching ? `${category.label} (${count})` : category.label,
      panel: (
        <div>
          <h3 className={`${classes.panelHeading} tab-panel-heading`}>
            {fillIn(words.categoryLessons, { category: category.label })}
          </h3>
          <p className={classes.description}>{category.description}</p>
          {count === 0 ? (
            <div className={classes.empty}>
              <div className={classes.emptyIcon}>
                <SearchX aria-hidden="true" width={40} height={40} />
              </div>
              <p className={classes.emptyTitle}>{words.noResultsTitle}</p>
              <p className={classes.emptyText}>{words.noResultsText}</p>
              {alsoFound > 0 ? <p className={classes.emptyText}>{words.alsoBelow}</p> : null}
            </div>
          ) : (
            <>
              {featured?.found ? (
                <div className={classes.featured}>{cell(featured.lesson, featured.found.snippet)}</div>
              ) : null}
              <div className={classes.grid}>
                {lessons.map(({ lesson, snippet }) => (
                  <div key={lesson.slug} className={classes.cell}>
                    {cell(lesson, snippet)}
                  </div>
                ))}
                {category.nextStep && !searching ? <div className={classes.cell}>{category.nextStep}</div> : null}
              </div>
            </>
          )}
        </div>
      ),
    };
  });
  const total = tabs.reduce((sum, tab) => sum + tab.count, 0);
  return (
    <div id="lesson-catalogue">
      <p className={classes.status} role="status">
        {searching
          ? fillIn(total === 1 ? words.matchesOne : words.matchesMany, { count: total, query: query.trim() })
          : ''}
      </p>
      {/* The rudiments and studies are listed after the tabs: said apart, so the lessons' count reads as it always has. */}
      <p className={classes.status} role="status" data-testid="also-found-status">
        {alsoFound === 1 ? words.alsoFoundOne : alsoFound > 1 ? fillIn(words.alsoFoundMany, { count: alsoFound }) : ''}
      </p>
      {searching && fullText.status === 'failed' ? (
        <p className={classes.unavailable}>{words.searchUnavailable}</p>
      ) : null}
      <Tabs name={LESSON_TABS} label={words.categoryTabs} tabs={tabs} followHash classes={classes.tabs} />
      {foundList('rudiment-matches', words.rudimentMatches, rudimentsFound)}
      {foundList('study-matches', words.studyMatches, studiesFound)}
    </div>
  );
}
