import { classes, recipe } from '@/styles/sx';

/**
 * Phones narrower than 380 px (360 px is the commonest Android width): the first row (logo, search, theme, Donate,
 * Menu) keeps to one line by closing up its gaps and paddings; every control stays 32 px or more.
 */
const NARROW = '@media screen and (max-width: 379.98px)';

/** Styles of the header's parts; the island switches them with data attributes. */
export const headerClasses = () =>
  classes({
    header: {
      position: 'fixed',
      top: '0',
      insetX: '0',
      zIndex: 'sticky',
      color: 'fg.inverted',
      bg: 'header.bg',
      transition: 'background-color 0.2s, box-shadow 0.2s',
      '&[data-scrolled="true"]': {
        bg: 'header.bgScrolled',
        backdropFilter: 'saturate(140%) blur(10px)',
        boxShadow: 'md',
      },
      // The open phone menu sits on a solid header above a dimmed page.
      '&[data-menu-open="true"]': { bg: 'header.bg', backdropFilter: 'none', boxShadow: 'lg' },
      _print: { display: 'none' },
    },
    container: [recipe('container'), { maxW: '7xl' }],
    // Each part of the first row is as tall as the header, so that row keeps its height and place when the
    // phone menu opens below it (a wrapped flex line is only as tall as its own items).
    nav: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      columnGap: '2',
      [NARROW]: { columnGap: '1' },
    },
    home: [
      recipe('link'),
      {
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        minH: '16',
        fontFamily: 'heading',
        fontWeight: 'bold',
        fontSize: { base: 'lg', sm: 'xl' },
        color: 'fg.inverted',
        _hover: { textDecoration: 'none', color: 'brass.300' },
        [NARROW]: { gap: '1', fontSize: 'md', '& svg': { width: '6', height: '6' } },
      },
    ],
    // Logo, search, theme, Donate and Menu share one row down to a 320 px wide phone.
    actions: {
      display: 'flex',
      alignItems: 'center',
      minH: '16',
      gap: { base: '1', sm: '2' },
      order: { base: 0, lg: 1 },
      [NARROW]: { gap: '0.5' },
    },
    donate: [
      recipe('button', { size: 'sm', colorPalette: 'brand' }),
      { colorPalette: 'brand', rounded: 'full', px: { base: '3', sm: '5' }, [NARROW]: { px: '2' } },
    ],
    // The search link and the theme toggle: an icon each, in a 36 px square.
    iconButton: [
      recipe('button', { size: 'sm', variant: 'ghost' }),
      {
        color: 'fg.inverted',
        _hover: { bg: 'whiteAlpha.200' },
        px: '2',
        '& svg': { boxSize: '5' },
        [NARROW]: { px: '1', minW: '8' },
      },
    ],
    // The icon of the theme the page shows: light unless chosen dark, or the system is dark and no light was chosen.
    whenLight: {
      display: 'block',
      _dark: { display: 'none' },
      _osDark: { ':root:not(.light) &': { display: 'none' } },
    },
    whenDark: {
      display: 'none',
      _dark: { display: 'block' },
      _osDark: { ':root:not(.light) &': { display: 'block' } },
    },
    toggle: [
      recipe('button', { size: 'sm', variant: 'ghost' }),
      {
        color: 'fg.inverted',
        _hover: { bg: 'whiteAlpha.200' },
        // Chakra's ghost button turns a light "subtle" colour when expanded, under a near-white X.
        _expanded: { bg: 'whiteAlpha.200', color: 'fg.inverted' },
        display: { base: 'inline-flex', lg: 'none' },
        px: { base: '2', sm: '3' },
        [NARROW]: { px: '1', minW: '8' },
      },
    ],
    // The word "Menu" beside the icon, where there is room for it; the button is named "Menu" either way.
    toggleLabel: { srOnly: { base: true, sm: false } },
    menu: {
      listStyleType: 'none',
      m: '0',
      p: '0',
      display: { base: 'none', lg: 'flex' },
      '&[data-open="true"]': { display: 'flex' },
      flexDirection: { base: 'column', lg: 'row' },
      flexBasis: { base: '100%', lg: 'auto' },
      gap: { base: '0', lg: '1' },
      pb: { base: '3', lg: '0' },
      ms: { lg: 'auto' },
    },
    // Dims the page under the open phone menu; a tap on it closes the menu.
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'dropdown',
      bg: 'blackAlpha.600',
      display: { lg: 'none' },
      _print: { display: 'none' },
    },
    link: [
      recipe('link'),
      {
        display: 'block',
        px: '3',
        py: { base: '3', lg: '2' },
        rounded: 'md',
        fontWeight: 'medium',
        color: 'fg.inverted',
        _hover: { bg: 'whiteAlpha.200', textDecoration: 'none' },
        '&[aria-current="page"]': { color: 'brass.300' },
      },
    ],
  });

export type SiteHeaderClasses = ReturnType<typeof headerClasses>['names'];
