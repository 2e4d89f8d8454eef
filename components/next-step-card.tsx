import { Box, Heading, LinkOverlay, Text } from '@/components/ui';
import { ArrowRight } from './static-icons';
import { StaticIcon } from './static-icon';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { IconBadge } from './icon-badge';
import { Kept } from './kept';
import { LinkCard } from './link-card';

interface NextStepCardProps {
  title: string;
  text: string;
  /** The words of the link; the whole card leads there. */
  link: string;
  href: string;
  icon: ReactNode;
  headingLevel?: 'h3' | 'h4';
}

/**
 * A card that ends a grid with where to go next (a learning path, a tool, more links): it
 * fills the row a grid would otherwise leave short, and looks like a way on, not a lesson.
 */
export function NextStepCard({ title, text, link, href, icon, headingLevel = 'h4' }: NextStepCardProps) {
  return (
    <LinkCard
      display="flex"
      flexDirection="column"
      justifyContent="center"
      gap="3"
      p="6"
      w="full"
      bg="bg.accent"
      borderStyle="dashed"
      borderWidth="2px"
      borderColor="brand.muted"
      data-testid="next-step-card"
    >
      {/* Kept (./kept.tsx), laid out as if it were not there: only the link runs in the browser. */}
      <Box asChild display="contents">
        <Kept>
          <Box>
            <IconBadge>{icon}</IconBadge>
          </Box>
          <Heading as={headingLevel} fontSize="xl" lineHeight="1.25">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {text}
          </Text>
        </Kept>
      </Box>
      <Text as="span" display="inline-flex" alignItems="center" gap="1.5" fontWeight="semibold" color="fg.link">
        <LinkOverlay asChild>
          <NextLink href={href}>{link}</NextLink>
        </LinkOverlay>
        <StaticIcon icon={ArrowRight} size={18} />
      </Text>
    </LinkCard>
  );
}
