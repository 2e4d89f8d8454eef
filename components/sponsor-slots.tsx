import { Box, Heading, Link, SimpleGrid, Text } from '@/components/ui';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';

/** How many sponsor boxes the home and resources pages show. */
const SPONSOR_SLOTS = 3;

interface SponsorSlotsProps {
  siteName: string;
  email: string;
  words: Words['sponsors'];
  headingLevel?: 'h3' | 'h4';
  stacked?: boolean;
}

/** Three boxes for sponsors that are yet to come, each inviting one to get in touch. */
export function SponsorSlots({ siteName, email, words, headingLevel = 'h3', stacked = false }: SponsorSlotsProps) {
  return (
    <SimpleGrid columns={stacked ? 1 : { base: 1, md: SPONSOR_SLOTS }} gap="6" data-testid="sponsor-slots">
      {Array.from({ length: SPONSOR_SLOTS }, (_, index) => (
        <Box
          key={index}
          role="group"
          aria-label={fillIn(words.space, { number: index + 1 })}
          borderWidth="2px"
          borderStyle="dashed"
          borderColor="brand.muted"
          rounded="xl"
          p="6"
          minH="40"
          display="flex"
          flexDirection="column"
          justifyContent="center"
          textAlign="center"
          bg="bg.panel"
        >
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="widest" color="fg.muted" mb="1">
            {words.kicker}
          </Text>
          <Heading as={headingLevel} fontSize="lg" mb="2">
            {words.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {fillIn(words.text, { name: siteName })}{' '}
            <Link
              href={`mailto:${email}?subject=${encodeURIComponent(words.subject)}`}
              color="fg.link"
              variant="underline"
            >
              {words.link}
            </Link>
            .
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
