import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { LegalSlug } from '@/content-model/legal';
import { getLegalPage } from '@/lib/content';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A policy page: Markdown from content/legal, set at a comfortable reading width. */
export function LegalDocument({ slug }: { slug: LegalSlug }) {
  const page = getLegalPage(slug);
  return (
    <Container maxW="3xl" py={{ base: '12', md: '16' }}>
      <Heading as="h1" fontSize={{ base: '4xl', md: '5xl' }} mb="2">
        {page.title}
      </Heading>
      <Text color="fg.muted" mb="10">
        Last updated <time dateTime={page.updated}>{dateFormat.format(new Date(page.updated))}</time>
      </Text>
      <Box
        className="prose"
        maxW="70ch"
        css={{
          '& h2': { fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold', mt: '10', mb: '3' },
          '& h3': { fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold', mt: '6', mb: '2' },
          '& p': { mb: '4' },
          '& ul, & ol': { ps: '6', mb: '4' },
          '& ul': { listStyleType: 'disc' },
          '& ol': { listStyleType: 'decimal' },
          '& li': { mb: '1' },
          '& a': { color: 'fg.link', textDecoration: 'underline' },
          '& strong': { fontWeight: 'semibold' },
        }}
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </Container>
  );
}
