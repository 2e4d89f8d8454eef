import { socialIconsSvg } from '@/components/social-icons';

// Written once at build time into the static export (out/social-icons.svg): the social networks' icons, drawn from
// there by every page's footer (lib/routes.ts, SOCIAL_ICONS).
export const dynamic = 'force-static';

export function GET() {
  return new Response(socialIconsSvg(), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
}
