import { classes } from '@/styles/sx';

/** Styles of `Tabs`, computed on the server; the selected tab and panel are marked with ARIA and data attributes. */
export const tabsClasses = () =>
  classes({
    // A phone gets an even grid of tabs (columns set by the tab list) instead of ragged wrapped rows.
    tablist: {
      display: { base: 'grid', sm: 'flex' },
      // Equal columns, each at least as wide as its longest name: a word never breaks inside a tab.
      gridTemplateColumns: 'repeat(var(--tab-columns, 2), minmax(max-content, 1fr))',
      // Three names as long as "Intermediate" need about 330 px: on a narrower screen (a small phone, or a page
      // zoomed to 400 %) they stack rather than push the page sideways.
      '@media (max-width: 359.98px)': { '&[data-columns="3"]': { gridTemplateColumns: 'minmax(max-content, 1fr)' } },
      gap: '2',
      flexWrap: 'wrap',
      justifyContent: 'center',
      mb: '8',
    },
    tab: {
      px: { base: '2', sm: '5' },
      py: '2.5',
      minH: '11',
      fontSize: { base: 'sm', sm: 'md' },
      lineHeight: '1.25',
      rounded: 'full',
      fontWeight: 'semibold',
      borderWidth: '2px',
      borderColor: 'border',
      bg: 'bg.panel',
      color: 'fg',
      cursor: 'pointer',
      transition: 'background-color 0.15s, border-color 0.15s',
      _hover: { borderColor: 'brand.solid' },
      '&[aria-selected="true"]': { borderColor: 'brand.solid', bg: 'brand.solid', color: 'brand.contrast' },
    },
    panel: {
      display: 'none',
      '&[data-state="active"]': { display: 'block' },
      scrollMarginTop: '24',
      _focusVisible: { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '4px' },
    },
  });

export type TabsClasses = ReturnType<typeof tabsClasses>['names'];
