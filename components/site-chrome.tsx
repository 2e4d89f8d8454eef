import type { ReactNode } from 'react';
import { DonationController } from '@/components/donation/donation-controller';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { HydrationMarker } from '@/components/hydration-marker';
import { SkipLink } from '@/components/skip-link';
import { Box } from '@/components/ui';
import { getSite } from '@/lib/content';

/**
 * Everything around a visitor page: styles, skip link, header, footer and the donation
 * pop-up. Used by the site's layout and by the 404 page (which renders outside it); the
 * content editor at /keystatic has none of it.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  const site = getSite();
  return (
    <>
      <Box display="flex" flexDirection="column" minH="100dvh" _print={{ minH: 'auto' }}>
        <SkipLink />
        <SiteHeader siteName={site.name} />
        <Box as="main" id="main" tabIndex={-1} flex="1" pt="16" _focus={{ outline: 'none' }} _print={{ pt: '0' }}>
          {children}
        </Box>
        <SiteFooter />
        <DonationController
          amounts={site.donation.amounts}
          delayMs={site.donation.delayMs}
          charityName={site.donation.charityName}
          charityUrl={site.donation.charityUrl}
          message={site.donation.message}
        />
      </Box>
      <HydrationMarker />
    </>
  );
}
