import type { BookedSettings } from '../../../src/settings-booking';
import { postForHtml } from '../booked-post';
import { createAlertSlot } from '../inline-alert';
import { bookedEvents, fireOnDocument } from '../legacy-events';
import { bookedOptions, optionGlobals, optionsToFields, publishedOptions, publishOptions } from '../request-options';
import { fillWithServerHtml } from '../server-fragment';
import { calendarIdOf, cellOpens, createEntryRow, dayCells, ENTRY_ROWS, WEEK_ROWS } from './calendar-markup';

export interface OpenDay {
  /** A day cell was clicked (or pressed): opens it, or closes it when it is the open one. */
  toggle(cell: HTMLElement): void;
  /** Loads the open day again (after a booking); resolves at once when no day is open. */
  reload(): Promise<void>;
  /** Stops a day that is still loading; its loading row and the cell's active marker go with it. */
  cancel(): void;
  /** Makes the days that open reachable by keyboard (after every month change). */
  markCells(): void;
  unmarkCells(): void;
}

const MARK = 'data-booked-enhance-tabindex';

/**
 * The open day of one calendar (booking.md §5 "day click"): only this calendar's cells and entry row
 * change; a newer day click cancels the older request, so a stale answer never lands.
 */
export function createOpenDay(wrap: HTMLElement, settings: BookedSettings, signal: AbortSignal, changed: () => void): OpenDay {
  let request: AbortController | undefined;
  const doc = wrap.ownerDocument;

  const abort = () => {
    request?.abort();
    request = undefined;
  };
  const removeEntryRows = () => wrap.querySelectorAll(ENTRY_ROWS).forEach((row) => row.remove());
  const close = () => {
    abort();
    for (const cell of dayCells(wrap)) cell.classList.remove('active');
    removeEntryRows();
    changed();
  };
  // Otherwise a month change whose request then fails would leave the aborted day busy and active.
  const cancel = () => {
    if (request) close();
  };

  async function load(cell: HTMLElement): Promise<void> {
    abort();
    removeEntryRows();
    const week = cell.closest(WEEK_ROWS);
    if (!week) return;
    const { row, cell: slots } = createEntryRow(week);
    row.setAttribute('aria-busy', 'true');
    week.after(row);
    const options = bookedOptions('booked_calendar_date', settings.nonce, {
      date: cell.getAttribute('data-date') ?? undefined,
      calendar_id: calendarIdOf(wrap) || 0,
    });
    publishOptions(optionGlobals.calendarDate, options);
    fireOnDocument(bookedEvents.beforeCalendarDate);
    changed();

    const controller = new AbortController();
    request = controller;
    const stop = () => controller.abort();
    signal.addEventListener('abort', stop);
    const fields = optionsToFields(publishedOptions(optionGlobals.calendarDate, options));
    const answer = await postForHtml(settings.ajaxUrl, fields, 'booked-appt-list', controller.signal);
    signal.removeEventListener('abort', stop);
    if (controller.signal.aborted) return;
    request = undefined;
    row.classList.remove('booked-loading');
    row.removeAttribute('aria-busy');
    if (answer.ok) {
      fillWithServerHtml(slots, answer.value);
      // booked.css hides a calendar's list (`table.booked-calendar .booked-appt-list`); Booked fades it in and adds `shown`.
      const list = slots.querySelector<HTMLElement>('.booked-appt-list');
      if (list) {
        list.style.display = 'block';
        list.classList.add('shown');
      }
    } else {
      createAlertSlot(doc, (alert) => slots.replaceChildren(alert)).show(answer.message);
    }
    changed();
  }

  return {
    toggle(cell) {
      if (!cellOpens(cell, settings.publicAppointments)) return;
      if (cell.classList.contains('active')) {
        close();
        return;
      }
      for (const other of dayCells(wrap)) other.classList.remove('active');
      cell.classList.add('active');
      void load(cell);
    },
    reload() {
      const active = dayCells(wrap).find((cell) => cell.classList.contains('active'));
      return active && wrap.querySelector(ENTRY_ROWS) ? load(active) : Promise.resolve();
    },
    cancel,
    markCells() {
      for (const cell of dayCells(wrap)) {
        if (!cellOpens(cell, settings.publicAppointments) || cell.hasAttribute('tabindex')) continue;
        cell.tabIndex = 0;
        cell.setAttribute(MARK, '');
      }
    },
    unmarkCells() {
      for (const cell of Array.from(wrap.querySelectorAll(`[${MARK}]`))) {
        cell.removeAttribute('tabindex');
        cell.removeAttribute(MARK);
      }
    },
  };
}
