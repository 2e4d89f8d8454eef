import { Link, Stack } from '@/components/ui';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { getPage, getStudyShelf, getWords } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { ROUTES, studyTrackHref } from '@/lib/routes';
import { StudyList } from './study-card';

const page = getPage('studies');

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: ROUTES.studies },
};

/**
 * The study shelf: each track that has studies (reading, fills…), with what it covers and its studies in order,
 * each linking to its page; a link to the track's own list.
 */
export default function StudyShelfPage() {
  const shelf = getStudyShelf();
  const words = getWords().studies;
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      {shelf.map(({ track, studies }, index) => {
        const copy = page.sections[track];
        return (
          <Section
            key={track}
            anchor={track}
            headingId={`${track}-heading`}
            copy={copy}
            width="5xl"
            py={{ base: '12', md: '16' }}
            bg={index % 2 === 1 ? 'bg.panel' : undefined}
          >
            <Stack gap="6">
              <StudyList track={track} studies={studies} headingLevel="h3" labelledBy={`${track}-heading`} />
              <Link asChild color="fg.link" fontWeight="semibold" alignSelf="center">
                <NextLink href={studyTrackHref(track)} prefetch={false}>
                  {fillIn(words.openTrack, { track: copy.title })} (
                  {studies.length === 1 ? words.countOne : fillIn(words.count, { count: studies.length })})
                </NextLink>
              </Link>
            </Stack>
          </Section>
        );
      })}
    </>
  );
}
