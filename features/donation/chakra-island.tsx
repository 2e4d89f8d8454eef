'use client';

import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { system } from '@/styles/theme';

/**
 * Chakra's runtime, for the one island that renders Chakra components in the browser (the
 * donation dialog, loaded when it opens). Pages are styled on the server (`components/ui`),
 * and the theme's global CSS is in every page's head already; this adds only the context.
 */
export function ChakraIsland({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
