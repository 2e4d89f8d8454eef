import { Box, Container } from '@/components/ui';
import { NewsletterForm } from './newsletter-form';
import type { NewsletterText } from './newsletter-form-island';

/** A newsletter band near the foot of a page (lessons, contact). */
export function NewsletterSection({ newsletter }: { newsletter: NewsletterText & { sectionLabel: string } }) {
  return (
    <Box as="section" aria-label={newsletter.sectionLabel} bg="bg.accent" py={{ base: '12', md: '16' }}>
      <Container maxW="2xl">
        <NewsletterForm {...newsletter} tone="dark" headingSize="2xl" />
      </Container>
    </Box>
  );
}
