/**
 * The document every page of the site is drawn in: its stylesheet and font, its metadata, and the
 * `<html>` whose `<head>` applies the visitor's remembered choices before the first paint. The root
 * layout draws pages in it, and so does the 404 page (app/global-not-found.tsx), which Next renders
 * without any layout.
 */
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { APPLY_GROOVE_VIEW } from '@/features/practice';
import { APPLY_CHOSEN_THEME } from '@/features/site-shell';
import { getSite, getSiteUrl } from '@/lib/content';
// Chakra's reset and token variables (scripts/build-styles.ts writes it from styles/theme.ts). Imported
// here, beside the font; the static build writes it into every page's <head> (experimental.inlineCss). The editor gets it
// too: it is all in cascade layers, so Keystatic's own (unlayered) styles win over it.
import '@/.generated/chakra-global.css';
import { headingFont } from './fonts';
import './heading-fallback.css';
import { DARK_THEME_COLOR, THEME_COLOR } from './manifest';

const site = getSite();

export const siteMetadata: Metadata = {
  metadataBase: new URL(getSiteUrl()),
  title: { default: `${site.name} — ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: { siteName: site.name, type: 'website', locale: 'en_US' },
  twitter: { card: 'summary_large_image' },
  icons: { apple: '/icons/apple-touch-icon.png' },
  appleWebApp: { title: site.name, statusBarStyle: 'black' },
};

export const siteViewport: Viewport = {
  // The header is dark in both themes; in the dark theme the page around it is darker still.
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: THEME_COLOR },
    { media: '(prefers-color-scheme: dark)', color: DARK_THEME_COLOR },
  ],
  width: 'device-width',
  initialScale: 1,
};

export function Document({ children }: { children: ReactNode }) {
  return (
    // The script adds the visitor's theme to <html>'s classes before React hydrates: expected, not a mismatch.
    <html lang="en" className={headingFont.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: APPLY_CHOSEN_THEME }} />
        <script dangerouslySetInnerHTML={{ __html: APPLY_GROOVE_VIEW }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
