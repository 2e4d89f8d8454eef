import { ogCard, OG_SIZE } from '@/components/og/og-card';
import { getLesson, getLessonSlugs, getSite, getWords } from '@/lib/content';
import { fillIn, formatDuration } from '@/lib/format';

export const size = OG_SIZE;
export const contentType = 'image/png';
// Made once at build time: the site is a static export.
export const dynamic = 'force-static';
export const alt = getWords().shareCard.lessonAlt;

export function generateStaticParams() {
  return getLessonSlugs().map((slug) => ({ slug }));
}

export default async function LessonOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const lesson = getLesson((await params).slug);
  const site = getSite();
  if (!lesson) throw new Error('Open Graph image for an unknown lesson');
  return ogCard({
    siteName: site.name,
    eyebrow: [...new Set([lesson.categoryLabel, lesson.level])].concat(formatDuration(lesson.duration)).join(' · '),
    title: lesson.title,
    footer: fillIn(getWords().shareCard.lessonFooter, { host: new URL(site.url).host }),
  });
}
