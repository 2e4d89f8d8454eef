'use client';

import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLessonQuery } from './lesson-search-store';
import { matchesQuery } from './search';
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
  'categoryTabs' | 'categoryLessons' | 'matchesOne' | 'matchesMany' | 'noResultsTitle' | 'noResultsText'
>;

interface LessonTabsProps {
  categories: LessonTabData[];
  words: LessonTabsWords;
  classes: LessonTabsClasses;
}

/**
 * The four category tabs of the lessons page. Cards are server-rendered; this component
 * only decides which to show for the current search and which tab is open.
 */
export function LessonTabs({ categories, words, classes }: LessonTabsProps) {
  const query = useLessonQuery();
  const tabs = categories.map((category) => {
    const featured = category.featured && matchesQuery(category.featured, query) ? category.featured : undefined;
    const lessons = category.lessons.filter((lesson) => matchesQuery(lesson, query));
    const count = lessons.length + (featured ? 1 : 0);
    return {
      count,
      id: category.id,
      label: query.trim() ? `${category.label} (${count})` : category.label,
      panel: (
        <div>
          <h3 className={`${classes.panelHeading} tab-panel-heading`}>{fillIn(words.categoryLessons, { category: category.label })}</h3>
          <p className={classes.description}>{category.description}</p>
          {count === 0 ? (
            <div className={classes.empty}>
              <div className={classes.emptyIcon}>
                <SearchX aria-hidden="true" width={40} height={40} />
              </div>
              <p className={classes.emptyTitle}>{words.noResultsTitle}</p>
              <p className={classes.emptyText}>{words.noResultsText}</p>
            </div>
          ) : (
            <>
              {featured ? <div className={classes.featured}>{featured.node}</div> : null}
              <div className={classes.grid}>
                {lessons.map((lesson) => (
                  <div key={lesson.slug} className={classes.cell}>
                    {lesson.node}
                  </div>
                ))}
                {category.nextStep && !query.trim() ? <div className={classes.cell}>{category.nextStep}</div> : null}
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
        {query.trim() ? fillIn(total === 1 ? words.matchesOne : words.matchesMany, { count: total, query: query.trim() }) : ''}
      </p>
      <Tabs name={LESSON_TABS} label={words.categoryTabs} tabs={tabs} followHash classes={classes.tabs} />
    </div>
  );
}
