import { Box, Heading, LinkOverlay, Text } from '@/components/ui';
import { ExternalLink as ExternalIcon } from './static-icons';
import { StaticIcon } from './static-icon';
import type { IconName } from '@/content-model/vocabulary';
import { Icon } from './icon';
import { IconBadge } from './icon-badge';
import { LinkCard } from './link-card';

interface ExternalLinkCardProps {
  title: string;
  description: string;
  url: string;
  icon?: IconName;
  image?: { src: string; alt: string };
  /** What screen readers hear after the title: the link opens in a new tab. */
  newTab: string;
  headingLevel?: 'h3' | 'h4';
}

/** How much a partner's picture dims on the dark theme (chosen, or the system's with no choice made). */
const DIMMED = 'brightness(0.82) saturate(0.9)';

/** A card that leads to another site, in a new tab. */
export function ExternalLinkCard({
  title,
  description,
  url,
  icon,
  image,
  newTab,
  headingLevel = 'h3',
}: ExternalLinkCardProps) {
  return (
    <LinkCard h="full" data-testid="external-card">
      {image ? (
        // Partners' own pictures are bright: a little dimmer on the dark theme, like the page around them.
        <Box
          asChild
          w="100%"
          h="auto"
          aspectRatio="3 / 2"
          objectFit="cover"
          _dark={{ filter: DIMMED }}
          _osDark={{ ':root:not(.light) &': { filter: DIMMED } }}
        >
          <img src={image.src} alt={image.alt} width={600} height={400} loading="lazy" decoding="async" />
        </Box>
      ) : null}
      <Box p="6">
        {icon ? (
          <Box mb="4">
            <IconBadge>
              <Icon name={icon} size={24} />
            </IconBadge>
          </Box>
        ) : null}
        <Heading as={headingLevel} fontSize="lg" mb="2">
          <LinkOverlay href={url} target="_blank" rel="noopener noreferrer">
            {title}
            <Box as="span" srOnly>
              {' '}
              {newTab}
            </Box>
          </LinkOverlay>
          {/* Inline after the last word, so a title that wraps keeps its icon beside it. */}
          <Box as="span" display="inline-block" ms="1.5" verticalAlign="-1px" whiteSpace="nowrap" aria-hidden="true">
            <StaticIcon icon={ExternalIcon} size={16} />
          </Box>
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Box>
    </LinkCard>
  );
}
