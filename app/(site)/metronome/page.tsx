import { Container, Text } from '@/components/ui';
import type { Metadata } from 'next';
import { PageHero } from '@/components/page-hero';
import { Metronome } from '@/features/practice';
import { getPage } from '@/lib/content';

const page = getPage('metronome');

export const metadata: Metadata = { title: page.title, description: page.description };

export default function MetronomePage() {
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <Metronome tempo="80" title="Practice metronome" standalone />
        <Text color="fg.muted" fontSize="sm">
          Start slowly: a tempo you can play cleanly three times in a row is the right one. Raise it by 5 BPM at a time.
        </Text>
      </Container>
    </>
  );
}
