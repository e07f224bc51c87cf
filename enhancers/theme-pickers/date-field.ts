import { formatDay, parseDay, today, compareDays, type Day } from '../booking/list/date-math';

const pad = (n: number) => String(n).padStart(2, '0');

/** How the form shows a date: day.month.year (`18.05.2025`). */
export const shownDate = (day: Day): string => `${pad(day.d)}.${pad(day.m)}.${day.y}`;

/** A typed date: `18.05.2025` (or `18/5/2025`, `18-5-2025`), or already `2025-05-18`; undefined if impossible. */
export function typedDate(text: string): Day | undefined {
  const match = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/.exec(text);
  return match ? parseDay(`${match[3]}-${match[2]}-${match[1]}`) : parseDay(text.trim());
}

/** The earliest date the form accepts: today. */
export const earliestDate = (): string => formatDay(today());

/** True when the day is today or later. */
export const notPast = (day: Day): boolean => compareDays(day, today()) >= 0;

export { formatDay };
