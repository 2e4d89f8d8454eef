import type { MetadataRoute } from 'next';
import { getSiteUrl } from '@/lib/content';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  const base = getSiteUrl();
  return { rules: { userAgent: '*', allow: '/' }, sitemap: new URL('/sitemap.xml', base).toString() };
}
