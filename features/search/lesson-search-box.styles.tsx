import { classes, recipe } from '@/styles/sx';
import { inputRecipe } from '@/styles/theme';

/** Styles of the lesson search box (an island), computed on the server. */
export function searchBoxClasses() {
  return classes({
    // The box sits on the page hero, which is dark in both themes: a white box in both, so its edge always shows.
    // Reached by its anchor (the header's search link): clear of the fixed header.
    box: { position: 'relative', maxW: 'xl', mx: 'auto', mt: '8', scrollMarginTop: '24' },
    icon: {
      position: 'absolute',
      insetStart: '4',
      top: '50%',
      transform: 'translateY(-50%)',
      color: 'ink.600',
      pointerEvents: 'none',
      zIndex: '1',
    },
    input: [
      recipe(inputRecipe, { size: 'xl' }),
      {
        ps: '12',
        bg: 'white',
        color: 'ink.900',
        colorScheme: 'light',
        rounded: 'full',
        borderColor: 'transparent',
        _placeholder: { color: 'ink.500' },
      },
    ],
    // Under the box, quieter than the hero's intro; a whole row tall, so it is easy to hit.
    shortcut: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      minH: '11',
      mt: '2',
      fontSize: 'sm',
      color: 'fg.invertedMuted',
      cursor: 'pointer',
    },
    shortcutInput: { boxSize: '4', accentColor: 'var(--chakra-colors-brass-300)', cursor: 'pointer' },
  });
}

export type SearchBoxClasses = ReturnType<typeof searchBoxClasses>['names'];
