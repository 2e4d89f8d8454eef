import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getStudy, getStudyShelf } from '@/lib/content';
import { studyHref } from '@/lib/routes';
import { StudyView } from './study-view';

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

/** A study's page (study-view.tsx). */
export default async function StudyPage({ params }: Params) {
  const { track, slug } = await params;
  const study = getStudy(track, slug);
  if (!study) notFound();
  return <StudyView study={study} />;
}
