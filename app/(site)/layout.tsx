import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/site-chrome';

/** Every visitor page. The editor (/keystatic, under `npm run dev` only) sits outside this group. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
