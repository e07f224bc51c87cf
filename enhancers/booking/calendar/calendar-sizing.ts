import { contentSize } from '../../../src/content-size';
import { registerCalendarSizer } from '../booking-registry';
import { calendarOf, dayCells } from './calendar-markup';

const WIDE_WINDOW = 720;

/**
 * Square day cells, all as wide as the first (height = width, `.date` / `.number` line-height = width; large
 * calendars on wide windows keep their own `.number` line-height), and the wrap as tall as its calendar.
 */
export function sizeCalendar(wrap: HTMLElement): void {
  const calendar = calendarOf(wrap);
  const cells = dayCells(wrap);
  if (!calendar || cells.length === 0) return;
  const side = contentSize(cells[0]!, 'width');
  if (!side) return;
  const keepNumberHeight = wrap.classList.contains('large') && window.innerWidth >= WIDE_WINDOW;
  for (const cell of cells) {
    cell.style.height = `${side}px`;
    for (const text of Array.from(cell.querySelectorAll<HTMLElement>('.date, .number'))) text.style.lineHeight = `${side}px`;
    const number = cell.querySelector<HTMLElement>('.number');
    if (keepNumberHeight && number) number.style.lineHeight = '';
  }
  const height = contentSize(calendar, 'height');
  wrap.style.height = height ? `${height}px` : '';
}

const watched = new Map<HTMLElement, { users: number; unregister: () => void }>();
const sizeWatched = () => watched.forEach((_, wrap) => sizeCalendar(wrap));

/**
 * Sizes the calendar again when the window is resized, on window load (Booked sized its cells then, once
 * images and fonts are in) and on `adjust_calendar_boxes()`. The calendar's at-rest part and its component
 * both ask; one listener serves all calendars, and a calendar asked for twice is sized once. Returns the undo.
 */
export function watchSizing(wrap: HTMLElement): () => void {
  const win = wrap.ownerDocument.defaultView ?? window;
  if (watched.size === 0) {
    win.addEventListener('resize', sizeWatched);
    if (wrap.ownerDocument.readyState !== 'complete') win.addEventListener('load', sizeWatched, { once: true });
  }
  const entry = watched.get(wrap);
  if (entry) entry.users++;
  else watched.set(wrap, { users: 1, unregister: registerCalendarSizer(() => sizeCalendar(wrap)) });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = watched.get(wrap)!;
    if (--left.users > 0) return;
    left.unregister();
    watched.delete(wrap);
    if (watched.size > 0) return;
    win.removeEventListener('resize', sizeWatched);
    win.removeEventListener('load', sizeWatched);
  };
}
