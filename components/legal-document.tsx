import { Container, Heading, Text } from '@/components/ui';
import type { LegalPage } from '@/lib/content';
import { Kept } from './kept';
import { Prose } from './prose';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A policy page: Markdown from content/legal, set at a comfortable reading width. */
export function LegalDocument({ page, updatedLabel }: { page: LegalPage; updatedLabel: string }) {
  return (
    <Container maxW="3xl" py={{ base: '12', md: '16' }}>
      <Heading as="h1" fontSize={{ base: '4xl', md: '5xl' }} lineHeight="1.15" mb="4">
        {page.title}
      </Heading>
      <Text color="fg.muted" mb="10">
        {updatedLabel} <time dateTime={page.updated}>{dateFormat.format(new Date(page.updated))}</time>
      </Text>
      {/* The policy's text is sent once, in the HTML (components/kept-block.tsx). */}
      <Prose asChild>
        <Kept dangerouslySetInnerHTML={{ __html: page.html }} />
      </Prose>
    </Container>
  );
}
