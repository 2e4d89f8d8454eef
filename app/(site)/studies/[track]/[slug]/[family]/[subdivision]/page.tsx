import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  OTHER_PERMUTATION_CHOICES,
  PERMUTATION_FAMILIES,
  PERMUTATION_SUBDIVISIONS,
  permutationsChoiceName,
  type PermutationFamily,
  type PermutationSubdivision,
} from '@/features/practice';
import { getStudy, getStudyShelf, getWords } from '@/lib/content';
import { studyChoiceHref } from '@/lib/routes';
import { StudyView } from '../../study-view';

interface Params {
  params: Promise<{ track: string; slug: string; family: string; subdivision: string }>;
}

/** Each choice of a study's sticking permutations tool but its first (the study's own page) gets a page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return getStudyShelf().flatMap(({ track, studies }) =>
    studies
      .filter(({ slug }) => getStudy(track, slug)?.hasPermutations)
      .flatMap(({ slug }) => OTHER_PERMUTATION_CHOICES.map((choice) => ({ track, slug, ...choice }))),
  );
}

async function chosen({ params }: Params) {
  const { track, slug, family, subdivision } = await params;
  const study = getStudy(track, slug);
  if (
    !study?.hasPermutations ||
    !(PERMUTATION_FAMILIES as readonly string[]).includes(family) ||
    !(PERMUTATION_SUBDIVISIONS as readonly string[]).includes(subdivision)
  )
    return undefined;
  return { study, choice: { family: family as PermutationFamily, subdivision: subdivision as PermutationSubdivision } };
}

export async function generateMetadata(props: Params): Promise<Metadata> {
  const found = await chosen(props);
  if (!found) return {};
  const { study, choice } = found;
  return {
    title: `${study.title}: ${permutationsChoiceName(getWords().permutations, choice.family, choice.subdivision)}`,
    description: study.description,
    alternates: { canonical: studyChoiceHref(study.track, study.slug, choice) },
  };
}

/** The study's page with this choice of permutations in its tool. */
export default async function StudyChoicePage(props: Params) {
  const found = await chosen(props);
  if (!found) notFound();
  return <StudyView study={found.study} choice={found.choice} />;
}
