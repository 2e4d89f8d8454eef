import { classes } from '@/styles/sx';

/** Styles of `Tabs`, computed on the server; the selected tab and panel are marked with ARIA and data attributes. */
export const tabsClasses = () =>
  classes({
    tablist: { display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'center', mb: '8' },
    tab: {
      px: '5',
      py: '2.5',
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
