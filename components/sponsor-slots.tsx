import { Box, Heading, Link, SimpleGrid, Text } from '@/components/ui';
import { SPONSOR_SLOTS } from '@/lib/constants';
import { getSite } from '@/lib/content';

/** Three sponsor boxes (SPEC: placeholder ad boxes), each inviting a sponsor to get in touch. */
export function SponsorSlots({ headingLevel = 'h3', stacked = false }: { headingLevel?: 'h3' | 'h4'; stacked?: boolean }) {
  const { email, name } = getSite();
  return (
    <SimpleGrid columns={stacked ? 1 : { base: 1, md: SPONSOR_SLOTS }} gap="6" data-testid="sponsor-slots">
      {Array.from({ length: SPONSOR_SLOTS }, (_, index) => (
        <Box
          key={index}
          role="group"
          aria-label={`Sponsor space ${index + 1}`}
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
            Sponsor
          </Text>
          <Heading as={headingLevel} fontSize="lg" mb="2">
            Sponsor space available
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Help keep {name} free and reach drummers of every level.{' '}
            <Link href={`mailto:${email}?subject=Sponsorship`} color="fg.link" variant="underline">
              Write to us
            </Link>
            .
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
