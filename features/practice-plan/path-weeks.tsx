import { Kept } from '@/components/kept';
import { Fragment } from 'react';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { lessonHref, practicePathAnchor, rudimentHref } from '@/lib/routes';
import { tempoText, type PlanContent } from './plan';
import { pathWeeksClasses } from './plan.styles';

const pathAnchor = practicePathAnchor;

/**
 * Every learning path, week by week: each week's goal, its lessons and studies (linked) and its rudiments with the tempo to
 * reach, and an empty box to tick. Drawn on the server; it is also the page's printed plan of the weeks.
 */
export function PathWeeks({ content, words }: { content: PlanContent; words: Words['plan'] }) {
  const { names, styles } = pathWeeksClasses();
  const lessonTitle = new Map(content.lessons.map((tune) => [tune.slug, tune]));
  const rudimentTitle = new Map(content.rudiments.map((tune) => [tune.slug, tune]));
  return (
    // The same for every visitor, and never changed in the browser: sent once, in the HTML.
    <Kept className={names.paths}>
      {styles}
      {content.paths.map((path) => (
        <article
          key={path.level}
          id={pathAnchor(path.level)}
          className={names.path}
          aria-labelledby={`${pathAnchor(path.level)}-title`}
        >
          <h3 id={`${pathAnchor(path.level)}-title`} className={names.pathTitle}>
            {path.title}
          </h3>
          <ol className={names.weeks}>
            {path.weeks.map((week, index) => (
              <li key={index} className={names.week} data-path-week={index + 1}>
                <span className={names.box} aria-hidden="true" />
                <div>
                  <p className={names.number}>{fillIn(words.weekNumber, { week: index + 1 })}</p>
                  <p className={names.goal}>{week.goal}</p>
                  <p className={names.detail}>
                    {words.weekLessons}{' '}
                    {week.lessons.map((slug, at) => (
                      <Fragment key={slug}>
                        {at > 0 && ', '}
                        <a className={names.link} href={lessonHref(slug)}>
                          {lessonTitle.get(slug)?.title ?? slug}
                        </a>
                      </Fragment>
                    ))}
                  </p>
                  {week.studies.length > 0 && (
                    <p className={names.detail}>
                      {words.weekStudies}{' '}
                      {week.studies.map(({ title, href }, at) => (
                        <Fragment key={href}>
                          {at > 0 && ', '}
                          <a className={names.link} href={href}>
                            {title}
                          </a>
                        </Fragment>
                      ))}
                    </p>
                  )}
                  {week.rudiments.length > 0 && (
                    <p className={names.detail}>
                      {words.weekRudiments}{' '}
                      {week.rudiments.map(({ rudiment, tempo }, at) => (
                        <Fragment key={rudiment}>
                          {at > 0 && ', '}
                          <a className={names.link} href={rudimentHref(rudiment)}>
                            {rudimentTitle.get(rudiment)?.title ?? rudiment}
                          </a>{' '}
                          {fillIn(words.blockTempo, { tempo: tempoText(words, tempo, rudimentTitle.get(rudiment)) })}
                        </Fragment>
                      ))}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </article>
      ))}
    </Kept>
  );
}
