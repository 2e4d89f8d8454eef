import { classes, recipe } from '@/styles/sx';

/** The prompt at the foot of the screen that offers a new version of the site. */
export function updatePromptClasses() {
  return classes({
    prompt: {
      position: 'fixed',
      insetInline: '4',
      bottom: '4',
      zIndex: 'toast',
      mx: 'auto',
      maxW: 'md',
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: '3',
      px: '4',
      py: '3',
      rounded: 'xl',
      bg: 'bg.inverted',
      color: 'fg.inverted',
      borderWidth: '1px',
      borderColor: 'whiteAlpha.300',
      boxShadow: 'lg',
      _print: { display: 'none' },
    },
    text: { flex: '1', minW: '12rem', fontWeight: 'medium' },
    reload: [recipe('button', { colorPalette: 'brand', size: 'md' }), { colorPalette: 'brand', minH: '11' }],
  });
}

export type UpdatePromptClasses = ReturnType<typeof updatePromptClasses>['names'];
