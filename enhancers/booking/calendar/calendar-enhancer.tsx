import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../../src/mount-component';
import { readBookedSettings, type BookedSettings } from '../../../src/settings-booking';
import { useBusy } from '../../../src/use-busy';
import { useServerEvent } from '../../../src/use-server-event';
import { postForHtml } from '../booked-post';
import { registerSlotView } from '../booking-registry';
import { choiceChanged, chooserFor, nameChooser } from '../calendar-chooser';
import { alertMessage, PlacedAlert, type AlertMessage } from '../inline-alert';
import { initTooltips, installBookingGlobals, openNewAppointment } from '../legacy-globals';
import { bookedEvents, fireOnWindow } from '../legacy-events';
import { bookedOptions, optionsToFields, type RequestOptions } from '../request-options';
import { focusCounterpart } from '../restore-focus';
import { fillWithServerHtml } from '../server-fragment';
import { setUpAtRest, setUpMonth } from './calendar-month';
import { calendarIdOf, calendarOf, cellOpens, DAY_CELLS, MONTH_LINKS } from './calendar-markup';
import { sizeCalendar, watchSizing } from './calendar-sizing';
import { watchDayTooltips } from './day-tooltips';
import { useMonthLoadingLook } from './loading-state';
import { OpenDay } from './open-day';
import { reloadOpenDayLists } from './open-day-list-reload';

const focusKeys = ['page-left', 'page-right', 'backToMonth'];

/** The open day: which cell, and which load of it (a reload after a booking is a new load). */
interface DayState {
  cell: HTMLElement;
  load: number;
}

let loads = 0;

/**
 * A month calendar (`.booked-calendar-wrap`, table or 2.4 divs): month navigation and calendar chooser
 * with this calendar's own loading state, the open day, slot buttons. Independent of any other calendar.
 * The months and the day's slots are Booked's HTML, put in place; the component holds which month is
 * loading, which day is open and what failed.
 */
function BookingCalendar({ element: wrap, settings, signal }: ServerMarkupProps<BookedSettings>) {
  const [month, setMonth] = useState(0);
  const [loading, setLoading] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [day, setDay] = useState<DayState | null>(null);
  const [chooser] = useState(() => chooserFor(wrap));
  const monthRequest = useRef<{ controller: AbortController; body: string } | undefined>(undefined);
  /** `booked-load-calendar` and the focus, once the month that was asked for is set up. */
  const arrived = useRef<{ options: RequestOptions; focusKey: string | undefined } | undefined>(undefined);
  const openDay = useRef<{ day: DayState | null; settled: boolean }>({ day: null, settled: true });
  const reloads = useRef(new Map<number, () => void>());
  const resize = useCallback(() => sizeCalendar(wrap), [wrap]);

  useBusy(wrap, loading);
  useMonthLoadingLook(wrap, loading);

  // Every month Booked sends: icon arrows named, empty weeks out, square cells, tooltips, days reachable by
  // keyboard. The first month was set up at rest (`calendar-at-rest.ts`) unless that part is off: not again.
  useLayoutEffect(() => {
    if (month === 0) {
      const shownMonth = calendarOf(wrap)?.getAttribute('data-calendar-date');
      if (shownMonth) wrap.setAttribute('data-default', shownMonth);
    }
    const unmark = month === 0 && setUpAtRest.has(wrap) ? undefined : setUpMonth(wrap, settings.publicAppointments);
    initTooltips(wrap);
    const done = arrived.current;
    arrived.current = undefined;
    if (done) {
      fireOnWindow(bookedEvents.calendarLoaded, [done.options]);
      focusCounterpart(wrap, done.focusKey, '.page-right, .page-left');
    }
    return unmark;
  }, [wrap, month, settings]);

  // A day closed: the calendar is shorter again (the first month was sized with its set-up).
  const dayWasOpen = useRef(false);
  useLayoutEffect(() => {
    openDay.current = { day, settled: day === null };
    if (!day && dayWasOpen.current) resize();
    dayWasOpen.current = day !== null;
  }, [day, resize]);

  const settled = (load: number) => {
    if (openDay.current.day?.load === load) openDay.current.settled = true;
    reloads.current.get(load)?.();
    reloads.current.delete(load);
  };

  async function loadMonth(options: RequestOptions, focusKey?: string): Promise<void> {
    const fields = optionsToFields(options);
    // A second click on the same arrow while its month loads (a double click) asks for nothing new.
    const body = JSON.stringify(fields);
    if (monthRequest.current?.body === body) return;
    monthRequest.current?.controller.abort();
    // A day still loading goes: otherwise a month that then fails would leave it busy and active.
    if (!openDay.current.settled) setDay(null);
    setAlert(null);
    const controller = new AbortController();
    monthRequest.current = { controller, body };
    setLoading(true);
    const stop = () => controller.abort();
    signal.addEventListener('abort', stop);
    const answer = await postForHtml(settings.ajaxUrl, fields, 'booked-calendar', controller.signal);
    signal.removeEventListener('abort', stop);
    if (controller.signal.aborted) return;
    monthRequest.current = undefined;
    setLoading(false);
    if (!answer.ok) {
      setAlert(alertMessage(answer.message));
      return;
    }
    fillWithServerHtml(wrap, answer.value);
    arrived.current = { options, focusKey };
    setDay(null);
    setMonth((shown) => shown + 1);
  }

  const toggle = (cell: HTMLElement) => {
    if (!cellOpens(cell, settings.publicAppointments)) return;
    setDay((open) => (open?.cell === cell ? null : { cell, load: ++loads }));
  };

  useServerEvent(wrap, 'click', (event) => {
    const target = event.target as Element;
    const link = target.closest?.(MONTH_LINKS);
    if (link && wrap.contains(link)) {
      event.preventDefault();
      void loadMonth(
        bookedOptions('booked_calendar_month', settings.nonce, {
          gotoMonth: link.getAttribute('data-goto') ?? undefined,
          calendar_id: calendarIdOf(wrap),
          force_default: wrap.getAttribute('data-default') || false,
        }),
        focusKeys.find((key) => link.classList.contains(key)),
      );
      return;
    }
    const button = target.closest?.('button.new-appt');
    if (button instanceof HTMLButtonElement && wrap.contains(button)) {
      event.preventDefault();
      if (!button.disabled) openNewAppointment(button, settings, button);
      return;
    }
    const cell = target.closest?.(DAY_CELLS);
    if (cell instanceof HTMLElement && wrap.contains(cell)) toggle(cell);
  });

  useServerEvent(wrap, 'keydown', (event) => {
    const cell = event.target as HTMLElement;
    if ((event.key !== 'Enter' && event.key !== ' ') || !cell.matches?.(DAY_CELLS)) return;
    event.preventDefault();
    toggle(cell);
  });

  const loadChosen = () => {
    void loadMonth(bookedOptions('booked_calendar_month', settings.nonce, {
      gotoMonth: wrap.getAttribute('data-default') || false,
      calendar_id: chooser!.value,
    }));
  };
  useLayoutEffect(() => nameChooser(chooser), [chooser]);
  useServerEvent(chooser, 'change', loadChosen);
  // A calendar chosen while this code was still loading: shown now, as its change would have.
  useLayoutEffect(() => {
    if (choiceChanged(chooser)) loadChosen();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
  }, [chooser]);

  // Again on resize, window load and adjust_calendar_boxes() (shared with the at-rest part: one sizing).
  useLayoutEffect(() => watchSizing(wrap), [wrap]);
  // The days' tooltips, for every month (shared with the at-rest part: one set of listeners).
  useLayoutEffect(() => watchDayTooltips(wrap), [wrap]);

  useLayoutEffect(() => {
    const cleanups = [
      registerSlotView({
        element: wrap,
        reloadLists: () => reloadOpenDayLists(wrap, settings, signal),
        // Loads the open day again (after a booking); resolves once it is in, at once when no day is open.
        reloadOpenDay: () =>
          new Promise<void>((resolve) => {
            const open = openDay.current.day;
            if (!open) return resolve();
            const load = ++loads;
            reloads.current.set(load, resolve);
            setDay({ cell: open.cell, load });
          }),
      }),
      installBookingGlobals(settings),
    ];
    return () => {
      monthRequest.current?.controller.abort();
      for (const cleanup of cleanups) cleanup();
      for (const resolve of reloads.current.values()) resolve();
    };
  }, [wrap, settings, signal]);

  return (
    <>
      <PlacedAlert message={alert} place={(line) => wrap.after(line)} />
      {day && (
        <OpenDay
          key={day.load}
          wrap={wrap}
          cell={day.cell}
          settings={settings}
          signal={signal}
          onChanged={resize}
          onSettled={() => settled(day.load)}
        />
      )}
    </>
  );
}

export default defineComponent(BookingCalendar, { settings: () => readBookedSettings() });
