import type { LinkBoxProps } from '@chakra-ui/react/link';
import { LinkBox } from '@/components/ui';

/**
 * The shell of every clickable card (lessons, outside links): a panel that lifts on
 * hover. The card's heading holds a LinkOverlay, so the whole card is one link.
 */
export function LinkCard(props: LinkBoxProps) {
  return (
    <LinkBox
      as="article"
      bg="bg.panel"
      rounded="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border"
      transition="transform 0.15s, box-shadow 0.15s"
      _hover={{ transform: 'translateY(-2px)', boxShadow: 'lg' }}
      {...props}
    />
  );
}
