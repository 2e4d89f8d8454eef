import type { ReactNode } from 'react';
import { Box } from '@/components/ui';
import { DonationController } from '@/features/donation';
import { OfflineSupport } from '@/features/offline';
import type { ShellContent } from '@/lib/content';
import { MAIN_ANCHOR } from '@/lib/routes';
import { HydrationMarker } from './hydration-marker';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/**
 * Everything around a visitor page: styles, skip link, header, footer and the donation
 * pop-up. Used by the site's layout and by the 404 page (which renders outside it); the
 * content editor at /keystatic has none of it.
 */
export function SiteChrome({ shell, children }: { shell: ShellContent; children: ReactNode }) {
  const { site, words } = shell;
  return (
    <>
      <Box display="flex" flexDirection="column" minH="100dvh" _print={{ minH: 'auto' }}>
        <SkipLink label={words.header.skipLink} />
        <SiteHeader siteName={site.name} navigation={words.navigation} words={words.header} />
        <Box
          as="main"
          id={MAIN_ANCHOR}
          tabIndex={-1}
          flex="1"
          pt="16"
          _focus={{ outline: 'none' }}
          _print={{ pt: '0' }}
        >
          {children}
        </Box>
        <SiteFooter shell={shell} />
        <DonationController delayMs={site.donation.delayMs} />
      </Box>
      <OfflineSupport words={words.offline} />
      <HydrationMarker />
    </>
  );
}
