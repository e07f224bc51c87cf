// Booked 2.3.5 prints the month as a table (tr.week > td); 2.4 as divs (.bc-row.week > .bc-col).

export const DAY_CELLS = 'tr.week > td, .bc-row.week > .bc-col';
export const WEEK_ROWS = 'tr.week, .bc-row.week';
export const ENTRY_ROWS = 'tr.entryBlock, .bc-row.entryBlock';
export const MONTH_LINKS = '.page-left, .page-right, .monthName a';

export const calendarOf = (wrap: Element): HTMLElement | null => wrap.querySelector<HTMLElement>('.booked-calendar');

/** The calendar's id as printed (`data-calendar-id`), or undefined for the default calendar. */
export const calendarIdOf = (wrap: Element): string | undefined => calendarOf(wrap)?.getAttribute('data-calendar-id') ?? undefined;

export const dayCells = (wrap: Element): HTMLElement[] => Array.from(wrap.querySelectorAll<HTMLElement>(DAY_CELLS));

/** Week rows without any day (Booked prints some) are removed. */
export function removeEmptyWeeks(wrap: Element): void {
  for (const row of Array.from(wrap.querySelectorAll(WEEK_ROWS))) if (row.children.length === 0) row.remove();
}

/** Cells that never open: blurred, past or unbookable, and fully booked ones unless appointments are public. */
export const cellOpens = (cell: Element, publicAppointments: boolean): boolean =>
  !cell.classList.contains('blur') && !cell.classList.contains('prev-date') && (publicAppointments || !cell.classList.contains('booked'));

const MARK = 'data-booked-enhance-tabindex';

/** Makes the days that open reachable by keyboard; returns the undo. */
export function markOpeningCells(wrap: Element, publicAppointments: boolean): () => void {
  const marked: HTMLElement[] = [];
  for (const cell of dayCells(wrap)) {
    if (!cellOpens(cell, publicAppointments) || cell.hasAttribute('tabindex')) continue;
    cell.tabIndex = 0;
    cell.setAttribute(MARK, '');
    marked.push(cell);
  }
  return () => {
    for (const cell of marked) {
      cell.removeAttribute('tabindex');
      cell.removeAttribute(MARK);
    }
  };
}
