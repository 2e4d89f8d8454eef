import { inputRecipe } from '@/styles/theme';
import { classes, recipe } from '@/styles/sx';

/** The box at the end of each lesson with "Mark this lesson as done". */
export function lessonDoneClasses() {
  return classes({
    // Without scripts the checkbox could not keep anything: the <noscript> line says so instead.
    // The island's room, kept before its code arrives: a checkbox row and two lines of hint.
    reserve: { mt: '12', minH: '9.5rem', _print: { display: 'none' }, '@media (scripting: none)': { display: 'none' } },
    box: { p: '6', rounded: 'xl', borderWidth: '1px', borderColor: 'border', bg: 'bg.panel' },
    check: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '3',
      minH: '11',
      fontSize: 'lg',
      fontWeight: 'semibold',
      cursor: 'pointer',
    },
    input: {
      boxSize: '6',
      accentColor: 'var(--chakra-colors-brand-solid)',
      cursor: 'pointer',
      _disabled: { cursor: 'wait' },
    },
    hint: { color: 'fg.muted', fontSize: 'sm', mt: '1' },
    problem: { fontWeight: 'bold', fontSize: 'sm', _empty: { display: 'none' }, mt: '2' },
  });
}

export type LessonDoneClasses = ReturnType<typeof lessonDoneClasses>['names'];

/** The lessons page's box that saves, loads or forgets progress. */
export function progressFileClasses() {
  return classes({
    // The buttons' room, kept before their code arrives: two rows of buttons on a phone, one wider, and the status line.
    reserve: { minH: { base: '11rem', sm: '7.5rem' }, '@media (scripting: none)': { display: 'none' } },
    row: { display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' },
    button: [
      recipe('button', { variant: 'outline', size: 'md' }),
      { colorPalette: 'brand', minH: '11', rounded: 'full' },
    ],
    // Text colour, not red: Chakra's red is below 4.5:1 on the page's background, and the words say what it does.
    forget: [
      recipe('button', { variant: 'ghost', size: 'md' }),
      { minH: '11', rounded: 'full', color: 'fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
    ],
    status: { mt: '4', minH: '1.5em', fontWeight: 'medium', '&[data-problem]': { fontWeight: 'bold' } },
  });
}

export type ProgressFileClasses = ReturnType<typeof progressFileClasses>['names'];

/** The practice calendar on the lessons page: a line of figures, the goal, the squares and their key. */
export function practiceCalendarClasses() {
  return classes({
    // Its room, kept before its code arrives and the same for a first visit and a returning one: two lines of
    // figures on a phone, the goal, the calendar and two lines of key.
    reserve: {
      minH: { base: '24.5rem', sm: '19rem' },
      mt: '6',
      '@media (scripting: none)': { display: 'none' },
    },
    line: { fontWeight: 'medium', m: '0' },
    goal: { display: 'inline-flex', alignItems: 'center', gap: '2', mt: '3', fontSize: 'sm' },
    select: [
      recipe(inputRecipe, { size: 'sm' }),
      { w: 'auto', minH: '11', bg: 'bg.panel', borderColor: 'border.field' },
    ],
    // Empty days edged in the fields' border colour; the darker the longer; a day at the goal edged in the text colour.
    calendar: {
      display: 'block',
      mt: '4',
      '& text': { fill: 'fg.muted', fontSize: '11px' },
      '& rect': { fill: 'bg.panel', stroke: 'border.field', strokeWidth: '1' },
      '& rect[data-level="1"]': { fill: 'brand.muted', stroke: 'brand.muted' },
      '& rect[data-level="2"]': { fill: 'brand.emphasized', stroke: 'brand.emphasized' },
      '& rect[data-level="3"]': { fill: 'brand.solid', stroke: 'fg' },
      '& rect[data-level="4"]': { fill: 'brand.fg', stroke: 'fg' },
      '& rect[data-goal]': { strokeWidth: '2' },
    },
    legend: { color: 'fg.muted', fontSize: 'sm', mt: '3', mb: '0' },
    hidden: { srOnly: true },
  });
}

export type PracticeCalendarClasses = ReturnType<typeof practiceCalendarClasses>['names'];
