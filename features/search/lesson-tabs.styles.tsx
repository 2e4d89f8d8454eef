import { tabsClasses } from '@/components/tabs.styles';
import { gridColumns } from '@/components/ui';
import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { classes, recipe } from '@/styles/sx';

/** The last card of an odd number, on two columns. */
const WIDE_ON_TWO_COLUMNS = '& > :last-child:nth-child(odd):not(:first-child)';
/** On three columns: the last two cards when a row would hold two, the last four when it would hold one. */
const WIDE_ON_THREE_COLUMNS = [
  ':nth-child(3n+1):nth-last-child(2)',
  ':nth-child(3n+2):last-child',
  ':nth-child(3n+1):nth-last-child(4)',
  ':nth-child(3n+1):nth-last-child(4) ~ *',
];
/** A card twice as wide as the others: picture beside the words, at the height of its neighbours. */
const WIDE_CARD: SystemStyleObject = {
  flexDirection: 'row',
  // The whole drawing shows, on the accent colour that fills the rest of its half.
  '& > img': { w: '50%', flexShrink: 0, aspectRatio: 'auto', h: 'auto', alignSelf: 'stretch', objectFit: 'contain' },
};

const grid: SystemStyleObject = {
  display: 'grid',
  gridTemplateColumns: gridColumns({ base: 1, sm: 2, lg: 6 }),
  gap: '6',
  '& > *': { gridColumn: { lg: 'span 2' } },
  [WIDE_ON_TWO_COLUMNS]: { gridColumn: { smToLg: '1 / -1' }, '& > *': { smToLg: WIDE_CARD } },
};
for (const selector of WIDE_ON_THREE_COLUMNS) {
  Object.assign(grid, { [`& > ${selector}`]: { gridColumn: { lg: 'span 3' }, '& > *': { lg: WIDE_CARD } } });
}

/** Styles of the lessons page's category tabs (an island), computed on the server. */
export function lessonTabsClasses() {
  const tabs = tabsClasses();
  const own = classes({
    status: { srOnly: true },
    panelHeading: [recipe('heading'), { srOnly: true }],
    description: { textAlign: 'center', color: 'fg.muted', mb: '8', maxW: '2xl', mx: 'auto' },
    empty: { textAlign: 'center', py: '16', px: '6', bg: 'bg.panel', rounded: 'xl', borderWidth: '1px', borderColor: 'border' },
    emptyIcon: { display: 'inline-flex', color: 'brand.fg', mb: '3' },
    emptyTitle: { fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold' },
    emptyText: { color: 'fg.muted' },
    featured: { mb: '8' },
    // Rows end full: a row short of cards widens its cards instead of leaving a hole at its end. Three
    // columns are six tracks: a row of two has two cards of three tracks, and a last row of one becomes
    // two rows of two. On two columns an odd last card spans both and lays out sideways.
    grid,
    cell: { display: 'flex' },
  });
  return { names: { tabs: tabs.names, ...own.names }, styles: [tabs.styles, own.styles] };
}

export type LessonTabsClasses = ReturnType<typeof lessonTabsClasses>['names'];
