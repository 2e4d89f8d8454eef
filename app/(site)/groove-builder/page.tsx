import type { Metadata } from 'next';
import { Box } from '@/components/ui';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { GrooveBuilder } from '@/features/practice/builder';
import { getPage, getWords } from '@/lib/content';
import { ROUTES } from '@/lib/routes';

const page = getPage('groove-builder');

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: ROUTES.grooveBuilder },
};

/**
 * The groove builder: a grid of the whole kit, the groove's notation and player, and its link, lesson text,
 * MIDI file and printout. On paper only the groove's title and notation are printed.
 */
export default function GrooveBuilderPage() {
  const words = getWords();
  const { tool, 'take-away': takeAway } = page.sections;
  return (
    <>
      <Box _print={{ display: 'none' }}>
        <PageHero heading={page.heading} intro={page.intro} />
      </Box>
      <Section
        anchor="builder"
        headingId="builder-heading"
        copy={tool}
        width="5xl"
        py={{ base: '8', md: '12' }}
        _print={{
          py: '0',
          '& h2, & [data-builder-controls], & [data-print-hidden], & [role="alert"]': { display: 'none' },
        }}
      >
        <GrooveBuilder words={words.builder} practice={words.practice} takeAway={takeAway} />
      </Section>
    </>
  );
}
