/**
 * What a practice log says over time: the minutes of each day of the last weeks, laid out as a calendar of weeks
 * from Monday, and the streaks, current and best, of days that met the daily goal. Pure: days are the log's keys
 * (`YYYY-MM-DD`, the learner's own calendar), stepped in UTC so no clock change shortens a day.
 */
import { addDays } from '@/lib/days';
import type { PracticeLog } from './record';

/** Monday 0 … Sunday 6. */
const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

export interface PracticeDay {
  day: string;
  /** Whole minutes played (rounded down); a day not yet come has none. */
  minutes: number;
  /** After today: in the calendar's last week, not yet lived. */
  future?: boolean;
}

export interface PracticeStats {
  /** The last `weeks` weeks, Monday to Sunday, the last one holding today. */
  weeks: PracticeDay[][];
  today: number;
  goal: number;
  /** Days in a row at the goal, up to today (or to yesterday, while today is still to play). */
  current: number;
  best: number;
  /** Days at the goal among those shown. */
  daysAtGoal: number;
}

export function practiceStats(log: PracticeLog, today: string, goal: number, weeks = 12): PracticeStats {
  const minutes = (day: string) => Math.floor((log.days[day] ?? 0) / 60);
  const met = (day: string) => minutes(day) >= goal;
  const start = addDays(today, -weekday(today) - 7 * (weeks - 1));
  const calendar: PracticeDay[][] = [];
  for (let week = 0; week < weeks; week += 1) {
    calendar.push(
      Array.from({ length: 7 }, (_, index) => {
        const day = addDays(start, week * 7 + index);
        return day > today ? { day, minutes: 0, future: true } : { day, minutes: minutes(day) };
      }),
    );
  }
  let current = 0;
  for (let day = met(today) ? today : addDays(today, -1); met(day); day = addDays(day, -1)) current += 1;
  let best = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of Object.keys(log.days).filter(met).sort()) {
    run = previous && addDays(previous, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  const shown = calendar.flat().filter((day) => !day.future);
  return {
    weeks: calendar,
    today: minutes(today),
    goal,
    current,
    best: Math.max(best, current),
    daysAtGoal: shown.filter((day) => day.minutes >= goal).length,
  };
}
