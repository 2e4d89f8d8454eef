import { siFacebook, siInstagram, siTiktok, siX, siYoutube, type SimpleIcon } from 'simple-icons';
import type { SocialNetwork } from '@/content-model/vocabulary';

/** The icon and name of each network a profile can be on (content/site.yaml, `social`), from Simple Icons. */
export const NETWORKS: Record<SocialNetwork, SimpleIcon> = {
  facebook: siFacebook,
  instagram: siInstagram,
  youtube: siYoutube,
  tiktok: siTiktok,
  x: siX,
};

/** Every network's icon as a symbol named after the network, in one SVG file (lib/routes.ts, SOCIAL_ICONS). */
export function socialIconsSvg(): string {
  const symbols = Object.entries(NETWORKS).map(
    ([network, icon]) => `<symbol id="${network}" viewBox="0 0 24 24"><path d="${icon.path}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
