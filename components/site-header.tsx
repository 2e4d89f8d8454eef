import { SiteHeaderIsland } from '@/components/site-header-island';
import { classes, recipe } from '@/components/ui/sx';

/** Styles of the header's parts; the island switches them with data attributes. */
const headerClasses = () =>
  classes({
    header: {
      position: 'fixed',
      top: '0',
      insetX: '0',
      zIndex: 'sticky',
      color: 'fg.inverted',
      bg: 'header.bg',
      transition: 'background-color 0.2s, box-shadow 0.2s',
      '&[data-scrolled="true"]': { bg: 'header.bgScrolled', backdropFilter: 'saturate(140%) blur(10px)', boxShadow: 'md' },
      _print: { display: 'none' },
    },
    container: [recipe('container'), { maxW: '7xl' }],
    nav: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', minH: '16', flexWrap: 'wrap', gap: '2' },
    home: [
      recipe('link'),
      {
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        fontFamily: 'heading',
        fontWeight: 'bold',
        fontSize: 'xl',
        color: 'fg.inverted',
        _hover: { textDecoration: 'none', color: 'brass.300' },
      },
    ],
    actions: { display: 'flex', alignItems: 'center', gap: '2', order: { base: 0, md: 1 } },
    donate: [recipe('button', { size: 'sm', colorPalette: 'brand' }), { colorPalette: 'brand', rounded: 'full', px: '5' }],
    toggle: [
      recipe('button', { size: 'sm', variant: 'ghost' }),
      { color: 'fg.inverted', _hover: { bg: 'whiteAlpha.200' }, display: { base: 'inline-flex', md: 'none' } },
    ],
    menu: {
      listStyleType: 'none',
      m: '0',
      p: '0',
      display: { base: 'none', md: 'flex' },
      '&[data-open="true"]': { display: 'flex' },
      flexDirection: { base: 'column', md: 'row' },
      flexBasis: { base: '100%', md: 'auto' },
      gap: { base: '0', md: '1' },
      pb: { base: '3', md: '0' },
      ms: { md: 'auto' },
    },
    link: [
      recipe('link'),
      {
        display: 'block',
        px: '3',
        py: { base: '3', md: '2' },
        rounded: 'md',
        fontWeight: 'medium',
        color: 'fg.inverted',
        _hover: { bg: 'whiteAlpha.200', textDecoration: 'none' },
        '&[aria-current="page"]': { color: 'brass.300' },
      },
    ],
  });

export type SiteHeaderClasses = ReturnType<typeof headerClasses>['names'];

/**
 * The fixed site header. Its markup and styles come from the server; the island adds the
 * scroll state, the small-screen menu and the current-page mark.
 */
export function SiteHeader({ siteName }: { siteName: string }) {
  const { names, styles } = headerClasses();
  return (
    <>
      {styles}
      <SiteHeaderIsland siteName={siteName} classes={names} />
    </>
  );
}
