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
