import type { ReactNode } from 'react';
import { SiteChrome } from '@/features/site-shell';
import { getShell } from '@/lib/content';

/** Every visitor page. The editor (/keystatic, under `npm run dev` only) sits outside this group. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome shell={getShell()}>{children}</SiteChrome>;
}
