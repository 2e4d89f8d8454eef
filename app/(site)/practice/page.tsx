import { Container } from '@/components/ui';
import type { Metadata } from 'next';
import { PageHero } from '@/components/page-hero';
import { VOICE_NAMES } from '@/features/practice';
import {
  PathWeeks,
  planClasses,
  ProgressChartsLazy,
  progressChartClasses,
  TodaysPracticeIsland,
} from '@/features/practice-plan';
import { getPage, getPracticePlan, getWords } from '@/lib/content';
import { ROUTES } from '@/lib/routes';

const page = getPage('practice');

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: ROUTES.practice },
};

/**
 * Today's practice. The server draws a first visit's plan (a beginner's twenty minutes), readable without
 * JavaScript; in the browser the same island redraws it from the learner's own record. Below it, every path
 * week by week, which is also what the page prints.
 */
export default function PracticePage() {
  const { names, styles } = planClasses();
  const content = getPracticePlan();
  const words = getWords().plan;
  const { paths, tempos } = page.sections;
  const charts = progressChartClasses();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <Container maxW="4xl" py={{ base: '8', md: '12' }}>
        {styles}
        <TodaysPracticeIsland
          content={content}
          words={words}
          classes={names}
          headings={{ today: page.sections.today.title, week: page.sections.week.title }}
          builtOn={new Date().toISOString().slice(0, 10)}
        />
        <section aria-labelledby="plan-tempos" className={names.section}>
          <h2 id="plan-tempos" className={names.heading}>
            {tempos.title}
          </h2>
          {tempos.intro && <p className={names.intro}>{tempos.intro}</p>}
          {charts.styles}
          <div className={charts.names.reserve}>
            <ProgressChartsLazy
              words={words}
              drumNames={VOICE_NAMES}
              classes={charts.names}
              lessonTitles={Object.fromEntries(content.lessons.map((tune) => [tune.slug, tune.title]))}
            />
          </div>
        </section>
        <section aria-labelledby="plan-paths" className={names.section}>
          <h2 id="plan-paths" className={names.heading}>
            {paths.title}
          </h2>
          {paths.intro && <p className={names.intro}>{paths.intro}</p>}
          <PathWeeks content={content} words={words} />
        </section>
      </Container>
    </>
  );
}
