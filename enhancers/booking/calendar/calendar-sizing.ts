import { calendarOf, dayCells } from './calendar-markup';

const WIDE_WINDOW = 720;

/**
 * Square day cells (height = width, `.date` / `.number` line-height = width; large calendars on wide
 * windows keep their own `.number` line-height), and the wrap as tall as its calendar.
 */
export function sizeCalendar(wrap: HTMLElement): void {
  const calendar = calendarOf(wrap);
  if (!calendar) return;
  const keepNumberHeight = wrap.classList.contains('large') && window.innerWidth >= WIDE_WINDOW;
  for (const cell of dayCells(wrap)) {
    const width = cell.offsetWidth;
    if (!width) continue;
    cell.style.height = `${width}px`;
    for (const text of Array.from(cell.querySelectorAll<HTMLElement>('.date, .number'))) text.style.lineHeight = `${width}px`;
    const number = cell.querySelector<HTMLElement>('.number');
    if (keepNumberHeight && number) number.style.lineHeight = '';
  }
  const height = calendar.offsetHeight;
  wrap.style.height = height ? `${height}px` : '';
}
