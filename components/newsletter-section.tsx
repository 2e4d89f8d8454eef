import { Box, Container } from '@/components/ui';
import { getSite } from '@/lib/content';
import { NewsletterForm } from './newsletter-form';

/** A newsletter band near the foot of a page (lessons, contact). */
export function NewsletterSection() {
  const { newsletter } = getSite();
  return (
    <Box as="section" aria-label="Newsletter" bg="bg.accent" py={{ base: '12', md: '16' }}>
      <Container maxW="2xl">
        <NewsletterForm {...newsletter} tone="dark" headingSize="2xl" />
      </Container>
    </Box>
  );
}
