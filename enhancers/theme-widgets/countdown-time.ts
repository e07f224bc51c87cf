/**
 * The countdown's moment from `data-date="2024-12-31"` and `data-time="18:00"` or `"18:00:00"`, in the
 * visitor's time zone. Seconds are optional (defect 14: a missing `:ss` must not make an invalid date).
 */
export function countdownMoment(date: string | null, time: string | null): Date | undefined {
  const day = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})/.exec(date ?? '');
  if (!day) return undefined;
  const clock = /^\s*(\d{1,2})(?::(\d{1,2}))?(?::(\d{1,2}))?/.exec(time ?? '') ?? [];
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [hours, minutes, seconds] = [Number(clock[1] ?? 0), Number(clock[2] ?? 0), Number(clock[3] ?? 0)];
  const moment = new Date(year, month - 1, dayOfMonth, hours, minutes, seconds);
  return Number.isNaN(moment.getTime()) || moment.getMonth() !== month - 1 ? undefined : moment;
}

export interface Duration {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits a span of milliseconds into whole days, hours, minutes and seconds. */
export function splitDuration(milliseconds: number): Duration {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}
