import { Badge, Container } from '@/components/ui';
import { ItemHero } from '@/components/item-hero';
import { PrevNextNav } from '@/components/prev-next-nav';
import { Prose } from '@/components/prose';
import { DEFAULT_PERMUTATIONS, type PermutationFamily, type PermutationSubdivision } from '@/features/practice';
import { PlanBar } from '@/features/practice-plan/bar';
import { getPage, getPlanBlockTitles, getWords, type getStudy } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { studyChoiceHref, studyHref, studyTrackHref } from '@/lib/routes';
import { LessonBody } from '../../../lessons/[slug]/lesson-body';

type Study = NonNullable<ReturnType<typeof getStudy>>;

/**
 * A study of the shelf: its track and level, what it trains, how to count it, the common mistake and a tempo plan,
 * with its grooves to play (each kept on the device under the study's name), and the studies either side of it.
 * A study with the sticking permutations tool has a page for each of the tool's choices, `choice` the one shown.
 */
export function StudyView({
  study,
  choice = DEFAULT_PERMUTATIONS,
}: {
  study: Study;
  choice?: { family: PermutationFamily; subdivision: PermutationSubdivision };
}) {
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
          <LessonBody
            code={study.bodyCode}
            slug={`studies/${study.slug}`}
            permutations={{
              ...choice,
              hrefOf: (other) => studyChoiceHref(study.track, study.slug, other),
            }}
          />
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
