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

/** The row that holds an open day's slots, inserted after its week: `tr.entryBlock` or `.bc-row.entryBlock`. */
export function createEntryRow(week: Element): { row: HTMLElement; cell: HTMLElement } {
  const doc = week.ownerDocument;
  const table = week.tagName === 'TR';
  const row = doc.createElement(table ? 'tr' : 'div');
  row.className = table ? 'entryBlock booked-loading' : 'bc-row entryBlock booked-loading';
  const cell = doc.createElement(table ? 'td' : 'div');
  if (table) (cell as HTMLTableCellElement).colSpan = Math.max(1, week.children.length);
  else cell.className = 'bc-col';
  row.append(cell);
  return { row, cell };
}

/** Cells that never open: blurred, past or unbookable, and fully booked ones unless appointments are public. */
export const cellOpens = (cell: Element, publicAppointments: boolean): boolean =>
  !cell.classList.contains('blur') && !cell.classList.contains('prev-date') && (publicAppointments || !cell.classList.contains('booked'));
