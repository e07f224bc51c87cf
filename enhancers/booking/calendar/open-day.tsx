import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { BookedSettings } from '../../../src/settings-booking';
import { useBusy } from '../../../src/use-busy';
import { usePlacedElement } from '../../../src/use-placed-element';
import { postForHtml, type Posted } from '../booked-post';
import { AlertLine, alertMessage } from '../inline-alert';
import { bookedEvents, fireOnDocument } from '../legacy-events';
import { bookedOptions, optionGlobals, optionsToFields, publishedOptions, publishOptions } from '../request-options';
import { fillWithServerHtml } from '../server-fragment';
import { calendarIdOf, dayCells, WEEK_ROWS } from './calendar-markup';

export interface OpenDayProps {
  wrap: HTMLElement;
  /** The day cell that was opened. */
  cell: HTMLElement;
  settings: BookedSettings;
  /** The calendar's mount signal. */
  signal: AbortSignal;
  /** The calendar's height changed (a row came, was filled or went): size it again. */
  onChanged(): void;
  /** The day's answer is in (or the load was abandoned). */
  onSettled(): void;
}

/**
 * One opened day of a calendar (booking.md §5 "day click"): the cell is `active`, a loading row
 * (`tr.entryBlock > td[colspan]`, or 2.4's `.bc-row.entryBlock > .bc-col`) follows its week, the slots
 * (server HTML) fill it, or a failure line says why. Mounted per load: unmounting aborts the request and
 * takes the row and the cell's `active` away, so a stale answer never lands.
 */
export function OpenDay({ wrap, cell, settings, signal, onChanged, onSettled }: OpenDayProps) {
  const latest = useRef({ onChanged, onSettled });
  latest.current = { onChanged, onSettled };
  const week = useMemo(() => cell.closest(WEEK_ROWS), [cell]);
  const table = week?.tagName === 'TR';
  const [answer, setAnswer] = useState<Posted<string> | null>(null);
  const slotsRef = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    for (const other of dayCells(wrap)) other.classList.toggle('active', other === cell);
    return () => cell.classList.remove('active');
  }, [wrap, cell]);

  const row = usePlacedElement(() => {
    if (!week) return null;
    const entry = week.ownerDocument.createElement(table ? 'tr' : 'div');
    entry.className = table ? 'entryBlock' : 'bc-row entryBlock';
    week.after(entry);
    return entry;
  }, [week]);
  useBusy(row, row !== null && answer === null, 'booked-loading');

  // The request, once the loading row is in: listeners of the before-loading event may change it.
  useLayoutEffect(() => {
    if (!row) return;
    const options = bookedOptions('booked_calendar_date', settings.nonce, {
      date: cell.getAttribute('data-date') ?? undefined,
      calendar_id: calendarIdOf(wrap) || 0,
    });
    publishOptions(optionGlobals.calendarDate, options);
    fireOnDocument(bookedEvents.beforeCalendarDate);
    latest.current.onChanged();
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal.addEventListener('abort', stop);
    const fields = optionsToFields(publishedOptions(optionGlobals.calendarDate, options));
    void postForHtml(settings.ajaxUrl, fields, 'booked-appt-list', controller.signal).then((result) => {
      signal.removeEventListener('abort', stop);
      if (!controller.signal.aborted) setAnswer(result);
    });
    return () => {
      signal.removeEventListener('abort', stop);
      controller.abort();
    };
  }, [row, wrap, cell, settings, signal]);

  useLayoutEffect(() => {
    if (!answer) return;
    const slots = slotsRef.current;
    if (answer.ok && slots) {
      fillWithServerHtml(slots, answer.value);
      // booked.css hides a calendar's list (`table.booked-calendar .booked-appt-list`); Booked fades it in and adds `shown`.
      const list = slots.querySelector<HTMLElement>('.booked-appt-list');
      if (list) {
        list.style.display = 'block';
        list.classList.add('shown');
      }
    }
    latest.current.onChanged();
    latest.current.onSettled();
  }, [answer]);

  useLayoutEffect(() => () => latest.current.onSettled(), []);

  if (!row || !week) return null;
  const failure = answer && !answer.ok ? <AlertLine message={alertMessage(answer.message)} /> : null;
  return createPortal(
    table ? (
      <td ref={(node) => void (slotsRef.current = node)} colSpan={Math.max(1, week.children.length)}>
        {failure}
      </td>
    ) : (
      <div ref={(node) => void (slotsRef.current = node)} className="bc-col">
        {failure}
      </div>
    ),
    row,
  );
}
