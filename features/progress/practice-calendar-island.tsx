'use client';

import { useSyncExternalStore } from 'react';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { practiceStats, type PracticeDay } from './practice-days';
import type { PracticeCalendarClasses } from './progress.styles';
import { DEFAULT_GOAL_MINUTES, GOAL_CHOICES } from './record';
import { dayOf, practiceLog, savePracticeGoal, subscribeToProgress } from './store';

type CalendarWords = Pick<
  Words['progress'],
  | 'practiceToday'
  | 'practiceStreak'
  | 'practiceGoal'
  | 'practiceGoalOption'
  | 'practiceCalendar'
  | 'practiceWeek'
  | 'practiceLegend'
>;

/** A day's square, its gap, and the room on the left for the days' initials. */
const CELL = 14;
const GAP = 3;
const LEFT = 16;

/** How dark a day is: nothing, under half the goal, under the goal, at it, at twice it. */
function level(day: PracticeDay, goal: number): number {
  if (day.future || day.minutes === 0) return 0;
  if (day.minutes < goal / 2) return 1;
  if (day.minutes < goal) return 2;
  return day.minutes < 2 * goal ? 3 : 4;
}

const weekdays = Array.from({ length: 7 }, (_, index) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 5, 1 + index)),
  ),
);
const dateOf = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Read again on every change of the record (this tab or another); a day's figures are worked out from it. */
const readLog = () => practiceLog();

/**
 * Minutes played a day over the last twelve weeks, as a calendar of squares (a column a week, from Monday), with
 * today's minutes against the daily goal, the days in a row at it and the best such run, and the goal to choose.
 * The same figures are in a table for screen readers. Loaded with the store in a chunk of its own (lazy.tsx).
 */
export function PracticeCalendarIsland({ classes, words }: { classes: PracticeCalendarClasses; words: CalendarWords }) {
  const log = useSyncExternalStore(subscribeToProgress, readLog, readLog);
  const goal = log.goalMinutes ?? DEFAULT_GOAL_MINUTES;
  const stats = practiceStats(log, dayOf(new Date()), goal);
  const width = LEFT + stats.weeks.length * (CELL + GAP);
  const height = 7 * (CELL + GAP);
  return (
    <div data-practice-calendar data-current={stats.current} data-best={stats.best}>
      <p className={classes.line} data-practice-today>
        {fillIn(words.practiceToday, { today: stats.today, goal })}{' '}
        {fillIn(words.practiceStreak, { current: stats.current, best: stats.best })}
      </p>
      <label className={classes.goal}>
        {words.practiceGoal}
        <select
          className={classes.select}
          value={goal}
          onChange={(event) => savePracticeGoal(Number(event.target.value))}
        >
          {GOAL_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {fillIn(words.practiceGoalOption, { minutes })}
            </option>
          ))}
        </select>
      </label>
      <svg
        className={classes.calendar}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        // The table below says the same, day by day, for screen readers.
        aria-hidden="true"
        data-days-at-goal={stats.daysAtGoal}
      >
        {weekdays.map((name, index) =>
          index % 2 === 0 ? (
            <text key={name} x={0} y={index * (CELL + GAP) + CELL - 3} aria-hidden="true">
              {name[0]}
            </text>
          ) : null,
        )}
        {stats.weeks.map((week, column) =>
          week.map((day, row) => (
            <rect
              key={day.day}
              data-day={day.day}
              data-minutes={day.future ? undefined : day.minutes}
              data-level={level(day, goal)}
              data-goal={!day.future && day.minutes >= goal ? '' : undefined}
              x={LEFT + column * (CELL + GAP)}
              y={row * (CELL + GAP)}
              width={CELL}
              height={CELL}
              rx={3}
            />
          )),
        )}
      </svg>
      <p className={classes.legend}>{words.practiceLegend}</p>
      {/* Hidden in a box: a table takes the width of its cells whatever width it is given, and would widen the page. */}
      <div className={classes.hidden}>
        <table>
          <caption>{fillIn(words.practiceCalendar, { days: stats.daysAtGoal })}</caption>
          <thead>
            <tr>
              <td />
              {weekdays.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stats.weeks.map((week) => (
              <tr key={week[0]!.day}>
                <th scope="row">{fillIn(words.practiceWeek, { date: dateOf(week[0]!.day) })}</th>
                {week.map((day) => (
                  <td key={day.day}>{day.future ? '' : day.minutes}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
