import { nameIfUnnamed } from '../../../src/accessible-name';
import { markOpeningCells, removeEmptyWeeks } from './calendar-markup';
import { sizeCalendar } from './calendar-sizing';
import { takeTooltipTitles } from './day-tooltip-text';

/**
 * A month as Booked sends it, made ready: the icon-only arrows named, empty weeks out, square cells, the days
 * that open reachable by keyboard, the days' titles kept for their tooltips. Returns the undo of the keyboard
 * marks and the titles. Idempotent: a month set up twice (at rest, then by the component) is the same month.
 */
export function setUpMonth(wrap: HTMLElement, publicAppointments: boolean): () => void {
  nameIfUnnamed(wrap.querySelector('.page-left'), 'Previous month');
  nameIfUnnamed(wrap.querySelector('.page-right'), 'Next month');
  removeEmptyWeeks(wrap);
  sizeCalendar(wrap);
  const unmark = markOpeningCells(wrap, publicAppointments);
  const untake = takeTooltipTitles(wrap);
  return () => {
    untake();
    unmark();
  };
}

/** Calendars whose first month the at-rest part set up: the component starts from it. */
export const setUpAtRest = new WeakSet<Element>();
