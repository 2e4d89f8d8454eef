import { inputRecipe } from '@/styles/theme';
import { classes, recipe } from '@/styles/sx';

/** Today's practice: the length and path choices, the blocks, the week's goal and targets. */
export function planClasses() {
  return classes({
    choices: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '6',
      alignItems: 'flex-end',
      mb: '6',
      _print: { display: 'none' },
    },
    fieldset: { display: 'flex', flexWrap: 'wrap', gap: '2', border: 'none', p: '0', m: '0' },
    legend: { fontWeight: 'semibold', mb: '2', width: '100%' },
    radio: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      minH: '11',
      px: '4',
      rounded: 'full',
      borderWidth: '1px',
      borderColor: 'border',
      cursor: 'pointer',
      '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle', fontWeight: 'semibold' },
      '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
    },
    input: { accentColor: 'var(--chakra-colors-brand-solid)' },
    label: { display: 'flex', flexDirection: 'column', gap: '2', fontWeight: 'semibold' },
    select: [
      recipe(inputRecipe, { size: 'md' }),
      { w: 'auto', minH: '11', bg: 'bg.panel', borderColor: 'border.field', fontWeight: 'normal' },
    ],
    intro: { color: 'fg.muted', mb: '6', maxW: '3xl' },
    blocks: { listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '4' },
    block: {
      p: { base: '4', md: '6' },
      rounded: 'xl',
      borderWidth: '1px',
      borderColor: 'border',
      bg: 'bg.panel',
      '&[data-current]': { borderColor: 'brand.solid', borderWidth: '2px' },
      _print: { breakInside: 'avoid', p: '3', borderColor: 'black', bg: 'transparent' },
    },
    head: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2', alignItems: 'baseline' },
    // A box to tick by each block, on paper only (on screen the block's own buttons end it).
    paperBox: {
      display: 'none',
      _print: {
        display: 'inline-block',
        boxSize: '4',
        borderWidth: '2px',
        borderColor: 'black',
        me: '2',
        verticalAlign: 'middle',
      },
    },
    title: { fontSize: 'xl', fontWeight: 'bold', m: '0' },
    minutes: { fontWeight: 'semibold', color: 'fg.muted' },
    tune: { mt: '2', fontWeight: 'semibold' },
    link: { color: 'fg.link', textDecoration: 'underline', textUnderlineOffset: '3px' },
    // A link that only leads somewhere: not on paper.
    screenLink: {
      color: 'fg.link',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      _print: { display: 'none' },
    },
    what: { mt: '2', color: 'fg.muted' },
    // Notation is drawn black, as on paper: on a white card in either theme.
    notation: {
      display: 'block',
      maxW: 'full',
      h: 'auto',
      mt: '3',
      p: '2',
      bg: 'white',
      rounded: 'md',
      _print: { p: '0' },
    },
    row: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '3',
      mt: '4',
      alignItems: 'center',
      // Buttons need a script, and paper has none.
      '@media (scripting: none)': { display: 'none' },
      _print: { display: 'none' },
    },
    timer: { fontSize: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', minW: '8ch' },
    button: [
      recipe('button', { variant: 'outline', size: 'md' }),
      { colorPalette: 'brand', minH: '11', rounded: 'full' },
    ],
    primary: [
      recipe('button', { variant: 'solid', size: 'md' }),
      { colorPalette: 'brand', minH: '11', rounded: 'full' },
    ],
    result: { mt: '3', fontWeight: 'semibold' },
    finished: { mt: '6', fontSize: 'lg', fontWeight: 'semibold', minH: '1lh' },
    section: { mt: '12' },
    heading: { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', mb: '4' },
    goal: { fontSize: 'lg', mb: '4', maxW: '3xl' },
    targets: { listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '4' },
    targetNotation: {
      display: 'block',
      flexBasis: '100%',
      maxW: 'full',
      h: 'auto',
      p: '2',
      bg: 'white',
      rounded: 'md',
      _print: { p: '0' },
    },
    target: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', minH: '11' },
    check: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      _disabled: { cursor: 'default' },
    },
    met: { fontWeight: 'semibold' },
    noScript: { mb: '6', p: '4', rounded: 'md', borderWidth: '1px', borderColor: 'border' },
  });
}

export type PlanClasses = ReturnType<typeof planClasses>['names'];

/**
 * The bar a block under way shows on its player's page: held at the foot of the screen while the page's content
 * scrolls by, and left at its end (sticky, not fixed), so it never covers the footer or a link focused there.
 */
export function planBarClasses() {
  return classes({
    bar: {
      position: 'sticky',
      bottom: '0',
      mt: '8',
      zIndex: 'sticky',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'center',
      gap: { base: '2', sm: '4' },
      px: '4',
      py: '2',
      bg: 'bg.panel',
      borderTopWidth: '2px',
      borderColor: 'brand.solid',
      boxShadow: 'lg',
      _print: { display: 'none' },
    },
    title: { fontWeight: 'bold' },
    timer: { fontVariantNumeric: 'tabular-nums', fontWeight: 'semibold' },
    link: [recipe('button', { variant: 'solid', size: 'sm' }), { colorPalette: 'brand', minH: '11', rounded: 'full' }],
  });
}

export type PlanBarClasses = ReturnType<typeof planBarClasses>['names'];

/** Every path week by week: a card per path, a numbered row per week, and a box to tick on paper. */
export function pathWeeksClasses() {
  return classes({
    paths: { display: 'grid', gap: '10', mt: '6' },
    path: { scrollMarginTop: '20' },
    pathTitle: { fontSize: '2xl', fontWeight: 'bold', mb: '3' },
    weeks: { listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '3' },
    week: {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      gap: '3',
      p: '4',
      rounded: 'lg',
      borderWidth: '1px',
      borderColor: 'border',
      breakInside: 'avoid',
      _print: { p: '2', rounded: 'none', borderColor: 'black' },
    },
    // An empty box on paper and on screen alike: the learner ticks it by hand, or in the week above.
    box: { boxSize: '5', mt: '1', borderWidth: '2px', borderColor: 'fg', rounded: 'sm' },
    number: { fontWeight: 'bold', m: '0' },
    goal: { m: '0' },
    detail: { m: '0', color: 'fg.muted', fontSize: 'sm', _print: { color: 'black' } },
    link: {
      color: 'fg.link',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      _print: { color: 'black', textDecoration: 'none' },
    },
  });
}

/** Progress charts: small charts side by side, readable in both themes and on paper. */
export function progressChartClasses() {
  return classes({
    // Room kept before the charts' code arrives: the empty line, or the first row of charts.
    reserve: { minH: '3rem', '@media (scripting: none)': { display: 'none' } },
    heading: { fontSize: 'xl', fontWeight: 'bold', mt: '6', mb: '3' },
    empty: { color: 'fg.muted', m: '0' },
    line2: { m: '0' },
    drums: { listStyle: 'none', p: '0', m: '0', mt: '1' },
    charts: { listStyle: 'none', p: '0', m: '0', display: 'flex', flexWrap: 'wrap', gap: '6' },
    chart: { w: '280px', breakInside: 'avoid' },
    figure: { m: '0' },
    name: { fontWeight: 'semibold', mb: '2' },
    svg: {
      display: 'block',
      '& text': { fill: 'fg.muted', fontSize: '11px' },
      _print: { '& text': { fill: 'black' } },
    },
    axis: { stroke: 'fg.muted', strokeWidth: '1' },
    grid: { stroke: 'border', strokeWidth: '1', strokeDasharray: '3 3' },
    line: { fill: 'none', stroke: 'brand.solid', strokeWidth: '2', _print: { stroke: 'black' } },
    dot: { fill: 'brand.solid', stroke: 'bg', strokeWidth: '1.5', _print: { fill: 'black' } },
    summary: { fontSize: 'sm', color: 'fg.muted', mt: '2', _print: { color: 'black' } },
    // The same figures for screen readers: there, but not on the screen.
    table: { srOnly: true },
  });
}

export type ProgressChartClasses = ReturnType<typeof progressChartClasses>['names'];
