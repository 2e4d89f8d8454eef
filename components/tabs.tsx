'use client';

import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { TabsClasses } from './tabs.styles';

interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  /** Prefix for element ids, unique on the page. */
  name: string;
  label: string;
  tabs: TabItem[];
  /** Follow `#<prefix>-<id>` in the address to open a tab (e.g. from a "View Curriculum" link). */
  followHash?: boolean;
  /** From `tabsClasses()`, computed by the server component that renders the tabs. */
  classes: TabsClasses;
}

/**
 * Tabs after the WAI-ARIA Authoring Practices pattern: one tab stop, arrow keys move and
 * select (wrapping), Home and End jump to the ends. Panels arrive as server-rendered HTML.
 * Hand-written rather than Chakra's Tabs: the behaviour is a few lines, and Chakra's
 * version adds a state machine to every page that shows tabs (see NOTES: +10 KiB).
 * Without JavaScript every panel shows, one after another (see the noscript rule).
 */
export function Tabs({ name, label, tabs, followHash = false, classes }: TabsProps) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  // A stable key: `tabs` is a new array on every render of the parent.
  const tabIds = tabs.map((tab) => tab.id).join(' ');

  useEffect(() => {
    if (!followHash) return;
    const openFromHash = () => {
      const id = window.location.hash.replace(`#${name}-`, '');
      if (!tabIds.split(' ').includes(id)) return;
      setSelected(id);
      // The panel was hidden when the browser tried to scroll to it; scroll once it shows.
      window.requestAnimationFrame(() => document.getElementById(`${name}-${id}`)?.scrollIntoView());
    };
    // A link to the tab already in the address changes no hash: open it on the click too.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[href^="#${name}-"]`);
      if (link && link.getAttribute('href') === window.location.hash) openFromHash();
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', openFromHash);
      document.removeEventListener('click', onClick);
    };
  }, [followHash, name, tabIds]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div data-tabs={name}>
      <div
        role="tablist"
        aria-label={label}
        className={`${classes.tablist} js-only-tablist`}
        // On a phone the tabs form an even grid: up to three in a row, four as two by two.
        style={{ '--tab-columns': tabs.length <= 3 ? tabs.length : 2 } as CSSProperties}
        data-columns={tabs.length <= 3 ? tabs.length : 2}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element: HTMLButtonElement | null) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${name}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${name}-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={classes.tab}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${name}-${tab.id}`}
          aria-labelledby={`${name}-tab-${tab.id}`}
          // Not the `hidden` attribute: Chakra's reset forces [hidden] to display:none with
          // !important inside a cascade layer, which the no-JavaScript rule below could not undo.
          data-state={tab.id === selected ? 'active' : 'inactive'}
          tabIndex={0}
          className={classes.panel}
        >
          {tab.panel}
        </div>
      ))}
      {/* Without JavaScript the tabs cannot switch: show every panel and hide the tab row. */}
      <noscript>
        <style>
          {[
            `[data-tabs="${name}"] [role="tabpanel"][data-state="inactive"]{display:block!important;margin-top:3rem}`,
            `[data-tabs="${name}"] .js-only-tablist{display:none!important}`,
            `[data-tabs="${name}"] .tab-panel-heading{position:static!important;width:auto!important;height:auto!important;clip:auto!important;clip-path:none!important;overflow:visible!important;white-space:normal!important;margin:0 0 1rem!important;font-size:1.75rem!important}`,
          ].join('')}
        </style>
      </noscript>
    </div>
  );
}
