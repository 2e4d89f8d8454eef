import { Section } from '@/components/section';
import { NewsletterForm } from './newsletter-form';
import type { NewsletterText } from './newsletter-form-island';

/** A newsletter band near the foot of a page (lessons, contact). */
export function NewsletterSection({ newsletter }: { newsletter: NewsletterText & { sectionLabel: string } }) {
  return (
    <Section label={newsletter.sectionLabel} width="2xl" bg="bg.accent" py={{ base: '12', md: '16' }}>
      <NewsletterForm {...newsletter} tone="dark" headingSize="2xl" />
    </Section>
  );
}
