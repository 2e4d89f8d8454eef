'use client';

import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { system } from '@/styles/theme';

/**
 * Chakra's runtime, for the one island that renders Chakra components in the browser (the
 * donation dialog, loaded when it opens). Pages are styled on the server (`components/ui`).
 * Chakra's provider also writes the theme's global CSS again, every token included: the page's copy
 * holds only the tokens the built pages read (scripts/prune-tokens.ts), and the dialog's styles,
 * made here in the browser, may read others.
 */
export function ChakraIsland({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
