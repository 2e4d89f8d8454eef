import { Box } from '@chakra-ui/react/box';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { DonationController } from '@/components/donation/donation-controller';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { SkipLink } from '@/components/skip-link';
import { getSite, getSiteUrl } from '@/lib/content';
import { headingFont } from './fonts';
import { Provider } from './provider';

const site = getSite();

export const metadata: Metadata = {
  metadataBase: new URL(getSiteUrl()),
  title: { default: `${site.name} — ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: { siteName: site.name, type: 'website', locale: 'en_US' },
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = {
  themeColor: '#1c1917',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={headingFont.variable}>
      <body>
        <Provider>
          <Box display="flex" flexDirection="column" minH="100dvh">
            <SkipLink />
            <SiteHeader siteName={site.name} />
            <Box as="main" id="main" tabIndex={-1} flex="1" pt="16" _focus={{ outline: 'none' }}>
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
        </Provider>
      </body>
    </html>
  );
}
