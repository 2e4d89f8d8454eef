import { Badge, Container } from '@/components/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ItemHero } from '@/components/item-hero';
import { PrevNextNav } from '@/components/prev-next-nav';
import { Prose } from '@/components/prose';
import { PlanBar } from '@/features/practice-plan/bar';
import { getPage, getPlanBlockTitles, getStudy, getStudyShelf, getWords } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { studyHref, studyTrackHref } from '@/lib/routes';
import { LessonBody } from '../../../lessons/[slug]/lesson-body';

interface Params {
  params: Promise<{ track: string; slug: string }>;
}

/** Every study gets a page at build time; any other address is the 404 page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return getStudyShelf().flatMap(({ track, studies }) => studies.map(({ slug }) => ({ track, slug })));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { track, slug } = await params;
  const study = getStudy(track, slug);
  if (!study) return {};
  return {
    title: study.title,
    description: study.description,
    alternates: { canonical: studyHref(study.track, study.slug) },
  };
}

/**
 * A study of the shelf: its track and level, what it trains, how to count it, the common mistake and a tempo plan,
 * with its grooves to play (each kept on the device under the study's name), and the studies either side of it.
 */
export default async function StudyPage({ params }: Params) {
  const { track, slug } = await params;
  const study = getStudy(track, slug);
  if (!study) notFound();
  const words = getWords();
  const text = words.studies;
  const trackName = getPage('studies').sections[study.track].title;
  const neighbour = (other: { slug: string; title: string } | undefined) =>
    other && { href: studyHref(study.track, other.slug), title: other.title };
  return (
    <article aria-labelledby="study-title">
      <ItemHero
        back={{
          href: studyTrackHref(study.track),
          label: fillIn(text.allOfTrack, { track: trackName }),
        }}
        badges={
          <Badge colorPalette="brand" variant="solid" alignSelf="flex-start">
            {study.level}
          </Badge>
        }
        title={study.title}
        titleId="study-title"
        description={study.description}
      />
      <Container maxW="4xl" py={{ base: '10', md: '14', _print: '6' }}>
        <Prose maxW="none">
          <LessonBody code={study.bodyCode} slug={`studies/${study.slug}`} />
        </Prose>
        <PrevNextNav
          label={fillIn(text.moreStudies, { track: trackName })}
          previous={neighbour(study.previous)}
          next={neighbour(study.next)}
          words={text}
        />
        <PlanBar titles={getPlanBlockTitles()} words={words.plan} />
      </Container>
    </article>
  );
}
