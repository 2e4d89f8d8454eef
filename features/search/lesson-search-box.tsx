'use client';

import { Search } from 'lucide-react';
import { setLessonQuery, useLessonQuery } from './lesson-search-store';
import type { SearchBoxClasses } from './lesson-search-box.styles';

/** The search box in the lessons page hero; results update as you type. */
export function LessonSearchBox({ label, placeholder, classes }: { label: string; placeholder: string; classes: SearchBoxClasses }) {
  const query = useLessonQuery();
  return (
    <search className={`${classes.box} lesson-search`}>
      {/* Search needs JavaScript; without it every lesson is listed below instead. */}
      <noscript>
        <style>{'.lesson-search{display:none!important}'}</style>
      </noscript>
      <div className={classes.icon}>
        <Search aria-hidden="true" width={20} height={20} />
      </div>
      <input
        className={classes.input}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={query}
        onChange={(event) => setLessonQuery(event.target.value)}
        aria-controls="lesson-catalogue"
      />
    </search>
  );
}
