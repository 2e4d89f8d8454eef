import type { ReactNode } from 'react';
import { Document, siteMetadata, siteViewport } from './document';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/** The document shell only: the visitor pages' chrome is in (site)/layout.tsx, so the editor can have none of it. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return <Document>{children}</Document>;
}
