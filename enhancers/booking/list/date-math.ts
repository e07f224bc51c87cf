/** A calendar day without time zones. */
export interface Day {
  y: number;
  /** 1–12 */
  m: number;
  d: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2024-05-07` or `2024-5-7`; undefined for anything else, impossible dates included. */
export function parseDay(text: string | null | undefined): Day | undefined {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec((text ?? '').trim());
  if (!match) return undefined;
  const day = { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
  const check = new Date(day.y, day.m - 1, day.d);
  return check.getFullYear() === day.y && check.getMonth() === day.m - 1 && check.getDate() === day.d ? day : undefined;
}

/** The picker's format, `yy-mm-dd` in jQuery UI terms: 2024-05-07. */
export const formatDay = (day: Day): string => `${day.y}-${pad(day.m)}-${pad(day.d)}`;

const fromDate = (date: Date): Day => ({ y: date.getFullYear(), m: date.getMonth() + 1, d: date.getDate() });

export const today = (): Day => fromDate(new Date());
export const addDays = (day: Day, days: number): Day => fromDate(new Date(day.y, day.m - 1, day.d + days));
export const daysInMonth = (y: number, m: number): number => new Date(y, m, 0).getDate();

/** Same day of the month `months` later, clamped to that month's length (Jan 31 + 1 → Feb 28/29). */
export function addMonths(day: Day, months: number): Day {
  const first = new Date(day.y, day.m - 1 + months, 1);
  const y = first.getFullYear();
  const m = first.getMonth() + 1;
  return { y, m, d: Math.min(day.d, daysInMonth(y, m)) };
}

export const compareDays = (a: Day, b: Day): number => (a.y - b.y) * 10000 + (a.m - b.m) * 100 + (a.d - b.d);
export const sameDay = (a: Day | undefined, b: Day | undefined): boolean => !!a && !!b && compareDays(a, b) === 0;

/** 0 = Monday … 6 = Sunday (WordPress's default start of the week). */
export const weekdayIndex = (day: Day): number => (new Date(day.y, day.m - 1, day.d).getDay() + 6) % 7;

export function clampDay(day: Day, min: Day | undefined, max: Day | undefined): Day {
  if (min && compareDays(day, min) < 0) return min;
  if (max && compareDays(day, max) > 0) return max;
  return day;
}

export const inRange = (day: Day, min: Day | undefined, max: Day | undefined): boolean =>
  (!min || compareDays(day, min) >= 0) && (!max || compareDays(day, max) <= 0);

/** The weeks (Monday first) of a month; days of other months are undefined. */
export function monthWeeks(y: number, m: number): (Day | undefined)[][] {
  const first = { y, m, d: 1 };
  const cells: (Day | undefined)[] = Array.from({ length: weekdayIndex(first) }, () => undefined);
  for (let d = 1; d <= daysInMonth(y, m); d++) cells.push({ y, m, d });
  while (cells.length % 7) cells.push(undefined);
  const weeks: (Day | undefined)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
