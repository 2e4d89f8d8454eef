import { inputRecipe } from '@/styles/theme';
import { classes, recipe } from '@/styles/sx';

export type NewsletterTone = 'light' | 'dark';

/**
 * Styles of the newsletter box, computed on the server. `light` text is for dark
 * backgrounds (the footer), `dark` text for light ones.
 */
export function newsletterClasses(tone: NewsletterTone, headingSize: 'lg' | '2xl') {
  const onDark = tone === 'light';
  return classes({
    heading: { fontFamily: 'heading', fontSize: headingSize, fontWeight: 'bold', lineHeight: '1.2', mb: '1' },
    text: { fontSize: 'sm', color: onDark ? 'fg.invertedMuted' : 'fg.muted', mb: '3' },
    row: { display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '2' },
    field: { flex: '1' },
    label: { srOnly: true },
    input: [
      recipe(inputRecipe),
      {
        bg: onDark ? 'whiteAlpha.100' : 'bg.panel',
        borderColor: onDark ? 'whiteAlpha.700' : 'border.field',
        color: onDark ? 'fg.inverted' : 'fg',
        _placeholder: { color: onDark ? 'ink.400' : 'fg.placeholder' },
      },
    ],
    submit: [recipe('button', { colorPalette: 'brand' }), { colorPalette: 'brand' }],
    status: { fontSize: 'sm', mt: '2', minH: '1.5em', color: onDark ? 'brass.300' : 'brand.fg' },
  });
}

export type NewsletterClasses = ReturnType<typeof newsletterClasses>['names'];
