import { Box, Heading, Text } from '@/components/ui';
import type { IconName } from '@/content-model/vocabulary';
import { Icon } from './icon';
import { IconBadge } from './icon-badge';

interface IconCardProps {
  icon: IconName;
  title: string;
  description: string;
  headingLevel?: 'h3' | 'h4';
  /** Text under the title in large type, e.g. a count. */
  figure?: string;
}

/** A card with an icon, a short title and a sentence: features, values, resource categories. */
export function IconCard({ icon, title, description, headingLevel = 'h3', figure }: IconCardProps) {
  return (
    <Box as="article" bg="bg.panel" rounded="xl" p="6" borderWidth="1px" borderColor="border" h="full">
      <Box mb="4">
        <IconBadge>
          <Icon name={icon} size={26} />
        </IconBadge>
      </Box>
      <Heading as={headingLevel} fontSize="xl" mb="2">
        {title}
      </Heading>
      {figure ? (
        <Text fontFamily="heading" fontSize="3xl" fontWeight="bold" color="brand.fg" mb="1">
          {figure}
        </Text>
      ) : null}
      <Text color="fg.muted">{description}</Text>
    </Box>
  );
}
