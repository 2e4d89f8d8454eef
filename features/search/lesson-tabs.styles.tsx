import { tabsClasses } from '@/components/tabs.styles';
import { gridColumns } from '@/components/ui';
import { classes, recipe } from '@/styles/sx';

/** Styles of the lessons page's category tabs (an island), computed on the server. */
export function lessonTabsClasses() {
  const tabs = tabsClasses();
  const own = classes({
    status: { srOnly: true },
    panelHeading: [recipe('heading'), { srOnly: true }],
    description: { textAlign: 'center', color: 'fg.muted', mb: '8', maxW: '2xl', mx: 'auto' },
    empty: {
      textAlign: 'center',
      py: '16',
      px: '6',
      bg: 'bg.panel',
      rounded: 'xl',
      borderWidth: '1px',
      borderColor: 'border',
    },
    emptyIcon: { display: 'inline-flex', color: 'brand.fg', mb: '3' },
    emptyTitle: { fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold' },
    emptyText: { color: 'fg.muted' },
    featured: { mb: '8' },
    // A tab's five cards and its next-step card (see LessonTabData.nextStep) fill whole rows of one, two
    // or three; search results, without that card, may end a row short.
    grid: { display: 'grid', gridTemplateColumns: gridColumns({ base: 1, sm: 2, lg: 3 }), gap: '6' },
    // A card fills its cell; a search snippet, when there is one, sits under it.
    cell: { display: 'flex', flexDirection: 'column', '& > :first-child': { flex: '1' } },
    snippet: {
      mt: '2',
      px: '4',
      py: '3',
      fontSize: 'sm',
      color: 'fg.muted',
      bg: 'bg.panel',
      rounded: 'lg',
      borderWidth: '1px',
      borderColor: 'border',
      // The matched words: dark on brass in both themes.
      '& mark': { bg: 'brass.300', color: 'ink.900', rounded: 'sm', px: '0.5' },
    },
    snippetLabel: {
      display: 'block',
      fontWeight: 'semibold',
      color: 'fg',
      fontSize: 'xs',
      textTransform: 'uppercase',
      letterSpacing: 'wide',
      mb: '1',
    },
    // The rudiments and studies that match a search, after the tabs: lists of links, each with what it is.
    found: {
      mt: '10',
      p: { base: '5', md: '6' },
      bg: 'bg.panel',
      rounded: 'xl',
      borderWidth: '1px',
      borderColor: 'border',
    },
    foundHeading: { fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold', mb: '4' },
    foundList: {
      display: 'grid',
      gridTemplateColumns: gridColumns({ base: 1, md: 2 }),
      gap: '5',
      listStyleType: 'none',
      m: '0',
      p: '0',
    },
    foundLink: { fontWeight: 'semibold', color: 'fg.link', textDecoration: 'underline', textUnderlineOffset: '2px' },
    foundText: { color: 'fg.muted', fontSize: 'sm', mt: '1' },
    unavailable: { textAlign: 'center', color: 'fg.muted', fontSize: 'sm', mb: '4' },
  });
  return { names: { tabs: tabs.names, ...own.names }, styles: [tabs.styles, own.styles] };
}

export type LessonTabsClasses = ReturnType<typeof lessonTabsClasses>['names'];
