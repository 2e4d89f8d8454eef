import { socialIconsSvg } from '@/components/social-icons';
import { staticFile } from '@/lib/static-file';

// Written once at build time into the static export (out/social-icons.svg): the social networks' icons, drawn from
// there by every page's footer and the contact page (lib/routes.ts, SOCIAL_ICONS).
export const dynamic = 'force-static';

export function GET() {
  return staticFile(socialIconsSvg(), 'image/svg+xml');
}
