/**
 * Days as the progress record keys them: `YYYY-MM-DD`, the visitor's own calendar day. Stepped in UTC, so no
 * clock change makes a day shorter or longer than another.
 */

export const DAY_MS = 86_400_000;

/** The most one stretch of playing counts towards a day's practice: a player left running all night is not practice. */
export const LONGEST_STRETCH_S = 4 * 3600;

/** The visitor's own calendar day at `now`. */
export function dayOf(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day `count` days after `day` (before, if negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Days since 1970 of a day: what turns a list one item a day. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}
