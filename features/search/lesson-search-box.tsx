'use client';

import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { SEARCH_ANCHOR, SEARCH_HREF } from '@/lib/routes';
import { setLessonQuery, useLessonQuery } from './lesson-search-store';
import { setSearchShortcut, useSearchShortcutOn } from './search-shortcut-switch';
import type { SearchBoxClasses } from './lesson-search-box.styles';

/**
 * The search box in the lessons page hero; results update as you type. The header's search link
 * and the `/` key lead here (SEARCH_HREF): arriving by that address, or following it while on this
 * page (a change of hash Next makes without a hashchange event), puts the cursor in the box.
 */
interface LessonSearchBoxProps {
  label: string;
  placeholder: string;
  /** The label of the switch for the `/` key, under the box. */
  shortcutLabel: string;
  classes: SearchBoxClasses;
}

export function LessonSearchBox({ label, placeholder, shortcutLabel, classes }: LessonSearchBoxProps) {
  const query = useLessonQuery();
  const shortcutOn = useSearchShortcutOn();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const focus = () => input.current?.focus();
    if (window.location.hash === `#${SEARCH_ANCHOR}`) focus();
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.(`a[href="${SEARCH_HREF}"]`)) window.requestAnimationFrame(focus);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return (
    <>
      <search id={SEARCH_ANCHOR} className={`${classes.box} lesson-search`}>
        {/* Search needs JavaScript; without it every lesson is listed below instead. The box keeps its place
            with no height (and no room kept for a fixed header, which is not fixed then), so the header's search
            link (SEARCH_HREF) lands at the end of the hero, just above the catalogue. */}
        <noscript>
          <style>
            {
              '.lesson-search{visibility:hidden!important;height:0!important;margin:0!important;overflow:hidden!important;scroll-margin-top:0!important}.lesson-search-shortcut{display:none!important}'
            }
          </style>
        </noscript>
        <div className={classes.icon}>
          <Search aria-hidden="true" width={20} height={20} />
        </div>
        <input
          ref={input}
          className={classes.input}
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={query}
          onChange={(event) => setLessonQuery(event.target.value)}
          aria-controls="lesson-catalogue"
        />
      </search>
      {/* The `/` key can fire by accident, so it can be turned off here, where it leads. Without JavaScript there is no key to turn off. */}
      <label className={`${classes.shortcut} lesson-search-shortcut`}>
        <input
          type="checkbox"
          className={classes.shortcutInput}
          checked={shortcutOn}
          onChange={(event) => setSearchShortcut(event.target.checked)}
        />
        {shortcutLabel}
      </label>
    </>
  );
}
