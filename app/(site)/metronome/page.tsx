import { Container, Text } from '@/components/ui';
import type { Metadata } from 'next';
import { ROUTES } from '@/lib/routes';
import { PageHero } from '@/components/page-hero';
import { Metronome } from '@/features/practice';
import { getPage, getWords } from '@/lib/content';

const page = getPage('metronome');

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: ROUTES.metronome },
};

export default function MetronomePage() {
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <Metronome tempo="80" title={page.sections.tool.title} words={getWords().practice} standalone />
        <Text color="fg.muted" fontSize="sm">
          {page.sections.tool.intro}
        </Text>
      </Container>
    </>
  );
}
