import { inputRecipe } from '@/styles/theme';
import { namedClasses, recipe } from '@/styles/sx';
import { PRACTICE_PREFIX, type PracticePart } from './practice-class-names';

/**
 * Styles of the practice tools (metronome, groove player), computed on the server for their islands, under the fixed
 * names the islands write themselves (practice-class-names.ts).
 */
export function practiceClasses() {
  return namedClasses<PracticePart>(PRACTICE_PREFIX, {
    // The metronome is all controls: on paper, the tempo in the lesson's text is what counts.
    root: {
      my: '8',
      p: { base: '4', md: '5' },
      bg: 'bg.panel',
      borderWidth: '1px',
      borderColor: 'border',
      rounded: 'xl',
      _print: { display: 'none' },
    },
    title: { fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', mb: '3' },
    row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3', mb: '3', '&:last-child': { mb: '0' } },
    start: [recipe('button', { size: 'md' }), { colorPalette: 'brand', minW: '28' }],
    // Its edge in the colour of the text boxes beside it: the outline recipe's pale brand border looked disabled.
    secondary: [
      recipe('button', { size: 'md', variant: 'outline' }),
      { colorPalette: 'brand', borderColor: 'border.field' },
    ],
    field: { display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', fontWeight: 'medium' },
    input: [recipe(inputRecipe, { size: 'md' }), { w: '24', bg: 'bg.panel', borderColor: 'border.field' }],
    select: [
      recipe(inputRecipe, { size: 'md' }),
      { w: 'auto', pe: '8', bg: 'bg.panel', borderColor: 'border.field', appearance: 'none' },
    ],
    // A select's arrow, drawn in the text colour (so in either theme) over the room the select leaves for it.
    selectArrow: {
      position: 'relative',
      display: 'inline-flex',
      // As wide as the select, not as its label: the arrow sits inside the box.
      alignSelf: 'flex-start',
      '&::after': {
        content: '""',
        position: 'absolute',
        insetEnd: '3',
        top: '50%',
        boxSize: '4',
        transform: 'translateY(-50%)',
        bg: 'fg.muted',
        pointerEvents: 'none',
        maskImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")`,
        maskRepeat: 'no-repeat',
        maskSize: 'contain',
        // High-contrast modes replace background colours: keep the arrow in the system's text colour.
        '@media (forced-colors: active)': { bg: 'CanvasText', forcedColorAdjust: 'none' },
      },
    },
    check: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      fontSize: 'sm',
      minH: '10',
      '& input': { boxSize: '4', accentColor: 'brand.solid' },
    },
    beats: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '2',
      listStyleType: 'none',
      p: '0',
      m: '0',
      alignItems: 'center',
      minH: '10',
    },
    beat: {
      boxSize: '5',
      rounded: 'full',
      borderWidth: '2px',
      borderColor: 'border.field',
      '&[data-accent]': { boxSize: '7' },
      '&[data-group]': { boxSize: '6' },
      '&[data-active]': { bg: 'brand.solid', borderColor: 'brand.solid' },
      // Play-along's grade of the beat's last click: a sign beside the dot, in a colour (never the colour alone).
      position: 'relative',
      '&[data-verdict]::after': {
        position: 'absolute',
        top: '-1',
        insetStart: '100%',
        fontSize: 'xs',
        lineHeight: '1',
        fontWeight: 'bold',
      },
      '&[data-verdict="on-time"]::after': { content: '"✓" / ""', color: 'fg.onTime' },
      '&[data-verdict="early"]::after': { content: '"◂" / ""', color: 'fg.offTime' },
      '&[data-verdict="late"]::after': { content: '"▸" / ""', color: 'fg.offTime' },
      '&[data-verdict="missed"]::after': { content: '"×" / ""', color: 'fg.error' },
    },
    hint: { fontSize: 'xs', color: 'fg.muted', mt: '2', mb: '0' },
    // The speed trainer, folded under its name. On a touch screen each of its controls is a thumb's size (44 px).
    trainer: {
      mt: '1',
      fontSize: 'sm',
      '& summary': { cursor: 'pointer', py: '2.5', lineHeight: '1.5rem', fontWeight: 'medium', w: 'fit-content' },
      '@media (pointer: coarse)': { '& summary, & input, & label:has(> input[type="checkbox"])': { minH: '11' } },
    },
    fieldset: { border: '0', m: '0', p: '0', pt: '2', minW: '0' },
    small: [recipe(inputRecipe, { size: 'md' }), { w: '20', bg: 'bg.panel', borderColor: 'border.field' }],
    muted: { color: 'fg.muted', fontWeight: 'normal' },
    // The last and fastest tempo: one line, its height kept from the first paint, so its words never move the page.
    record: {
      fontSize: 'sm',
      color: 'fg.muted',
      lineHeight: '1.25rem',
      h: '5',
      m: '0',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    problem: { flexBasis: 'full', fontSize: 'sm', color: 'fg.error', mb: '3' },
    hidden: { srOnly: true },
    // Play along: a group's name above its choices, a line that may wrap (the best run), and the results table.
    legend: { fontSize: 'sm', fontWeight: 'semibold', p: '0', mb: '1' },
    note: { fontSize: 'sm', color: 'fg.muted', m: '0' },
    table: {
      fontSize: 'sm',
      borderCollapse: 'collapse',
      my: '2',
      '& th, & td': { textAlign: 'start', pe: '5', py: '1', borderBottomWidth: '1px', borderColor: 'border' },
      '& thead th': { color: 'fg.muted', fontWeight: 'medium' },
      '& tbody th': { fontWeight: 'semibold' },
    },
    // Play-along's timing chart: the marks in the grid's colours for on time, off time and missed (a shape each too),
    // the window a shaded band edged in the fields' border colour, the lines between times through quieter still.
    chart: {
      display: 'block',
      mt: '3',
      overflow: 'visible',
      '& text': { fill: 'fg.muted', fontSize: '12px' },
      '& [data-silence]': { fill: 'bg.emphasized', opacity: 0.6 },
      '& [data-band]': { fill: 'bg.muted', fillOpacity: 0.7, stroke: 'border.field', strokeDasharray: '3 3' },
      '& [data-zero]': { stroke: 'border.field' },
      '& [data-loop-line]': { stroke: 'fg.muted' },
      '& [data-beat-line]': { stroke: 'border' },
      '& [data-verdict="on-time"]': { color: 'fg.onTime' },
      '& [data-verdict="early"], & [data-verdict="late"]': { color: 'fg.offTime' },
      '& [data-verdict="missed"]': { color: 'fg.error' },
      '& [data-extra]': { color: 'fg' },
    },
    // The link under a lesson's metronome: useless on paper.
    elsewhere: { mt: '-4', fontSize: 'sm', _print: { display: 'none' } },
  });
}

export type PracticeClasses = ReturnType<typeof practiceClasses>['names'];
