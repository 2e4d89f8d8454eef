import { HStack, Link } from '@/components/ui';
import type { SocialNetwork } from '@/content-model/vocabulary';
import { fillIn } from '@/lib/format';
import { SOCIAL_ICONS } from '@/lib/routes';
import { NETWORKS } from './social-icons';

interface SocialLinksProps {
  siteName: string;
  links: readonly { network: SocialNetwork; url: string }[];
  /** What screen readers say for each icon, with {site} and {network} filled in. */
  label: string;
  /** Icon colour on its background; the footer is dark, the contact page light. */
  tone?: 'light' | 'dark';
}

/**
 * Social profile icons, each a labelled link opening in a new tab. The icons are drawn from one file every page shares
 * (SOCIAL_ICONS): in the footer of each page, their paths were about 1.9 KB of its gzipped HTML.
 */
export function SocialLinks({ siteName, links, label, tone = 'light' }: SocialLinksProps) {
  return (
    <HStack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {links.map(({ network, url }) => {
        const icon = NETWORKS[network];
        return (
          <li key={network}>
            <Link
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fillIn(label, { site: siteName, network: icon.title })}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="11"
              rounded="full"
              color={tone === 'light' ? 'fg.inverted' : 'fg'}
              bg={tone === 'light' ? 'whiteAlpha.100' : 'bg.accent'}
              _hover={{ bg: 'brand.solid', color: 'brand.contrast' }}
            >
              <svg
                role="img"
                aria-hidden="true"
                focusable="false"
                viewBox="0 0 24 24"
                width="20"
                height="20"
                fill="currentColor"
              >
                <use href={`${SOCIAL_ICONS}#${network}`} />
              </svg>
            </Link>
          </li>
        );
      })}
    </HStack>
  );
}
