import { Container, Link } from '@/components/ui';
import { ArrowLeft } from '@/components/static-icons';
import { StaticIcon } from '@/components/static-icon';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/page-hero';
import { getPage, getStudyShelf, getWords } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { ROUTES, studyTrackHref } from '@/lib/routes';
import { StudyList } from '../study-card';

interface Params {
  params: Promise<{ track: string }>;
}

/** Every track with studies gets a page at build time; any other name is the 404 page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return getStudyShelf().map(({ track }) => ({ track }));
}

const trackOf = (track: string) => getStudyShelf().find((shelf) => shelf.track === track);

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const shelf = trackOf((await params).track);
  if (!shelf) return {};
  const copy = getPage('studies').sections[shelf.track];
  return {
    title: fillIn(getWords().studies.trackHeading, { track: copy.title }),
    description: copy.intro,
    alternates: { canonical: studyTrackHref(shelf.track) },
  };
}

/** A track of the study shelf: what it covers, and its studies in order, each linking to its page. */
export default async function StudyTrackPage({ params }: Params) {
  const shelf = trackOf((await params).track);
  if (!shelf) notFound();
  const copy = getPage('studies').sections[shelf.track];
  const words = getWords().studies;
  const heading = fillIn(words.trackHeading, { track: copy.title });
  return (
    <>
      <PageHero heading={heading} intro={copy.intro ?? ''}>
        <Link asChild color="brass.300" fontWeight="semibold" mt="6" _print={{ display: 'none' }}>
          <NextLink href={ROUTES.studies}>
            <StaticIcon icon={ArrowLeft} size={16} /> {words.shelf}
          </NextLink>
        </Link>
      </PageHero>
      <Container maxW="5xl" py={{ base: '10', md: '14' }}>
        <StudyList track={shelf.track} studies={shelf.studies} headingLevel="h2" label={heading} />
      </Container>
    </>
  );
}
