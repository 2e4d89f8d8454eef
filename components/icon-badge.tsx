import { Box } from '@/components/ui';
import type { ReactNode } from 'react';

/** The tinted square that holds a card's icon. */
export function IconBadge({ children, size = 'md' }: { children: ReactNode; size?: 'sm' | 'md' }) {
  return (
    <Box
      bg="brand.subtle"
      color="brand.fg"
      rounded="lg"
      p={size === 'sm' ? '2.5' : '3'}
      display="inline-flex"
      flexShrink={0}
    >
      {children}
    </Box>
  );
}
