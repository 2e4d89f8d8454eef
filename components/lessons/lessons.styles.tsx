import { tabsClasses } from '@/components/tabs.styles';
import { gridColumns } from '@/components/ui';
import { classes, recipe } from '@/components/ui/sx';
import { inputRecipe } from '@/app/theme';

/** Styles of the lessons page's islands (search box and category tabs), computed on the server. */
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
    grid: { display: 'grid', gridTemplateColumns: gridColumns({ base: 1, sm: 2, lg: 3 }), gap: '6' },
    cell: { display: 'flex' },
  });
  return { names: { tabs: tabs.names, ...own.names }, styles: [tabs.styles, own.styles] };
}

export type LessonTabsClasses = ReturnType<typeof lessonTabsClasses>['names'];

export function searchBoxClasses() {
  return classes({
    // The box sits on the page hero, which is dark in both themes: a white box in both, so its edge always shows.
    box: { position: 'relative', maxW: 'xl', mx: 'auto', mt: '8' },
    icon: { position: 'absolute', insetStart: '4', top: '50%', transform: 'translateY(-50%)', color: 'ink.600', pointerEvents: 'none', zIndex: '1' },
    input: [
      recipe(inputRecipe, { size: 'xl' }),
      { ps: '12', bg: 'white', color: 'ink.900', colorScheme: 'light', rounded: 'full', borderColor: 'transparent', _placeholder: { color: 'ink.500' } },
    ],
  });
}

export type SearchBoxClasses = ReturnType<typeof searchBoxClasses>['names'];
