import { ogCard, OG_SIZE } from '@/components/og/og-card';
import { getSite, getWords } from '@/lib/content';

const site = getSite();

export const alt = `${site.name}: ${site.tagline}`;
export const size = OG_SIZE;
export const contentType = 'image/png';
// Made once at build time: the site is a static export.
export const dynamic = 'force-static';

export default function OpenGraphImage() {
  return ogCard({
    siteName: site.name,
    eyebrow: getWords().shareCard.siteEyebrow,
    title: site.tagline,
    footer: new URL(site.url).host,
  });
}
