import { nameIfUnnamed } from '../../../src/accessible-name';
import { defineEnhancerModule } from '../../../src/enhancer';
import { readBookedSettings } from '../../../src/settings-booking';
import { postForHtml } from '../booked-post';
import { registerCalendarSizer, registerSlotView } from '../booking-registry';
import { chooserFor, nameChooser } from '../calendar-chooser';
import { createAlertSlot } from '../inline-alert';
import { initTooltips, installBookingGlobals, openNewAppointment } from '../legacy-globals';
import { bookedEvents, fireOnWindow } from '../legacy-events';
import { bookedOptions, optionsToFields, type RequestOptions } from '../request-options';
import { focusCounterpart } from '../restore-focus';
import { fillWithServerHtml } from '../server-fragment';
import { calendarIdOf, calendarOf, DAY_CELLS, MONTH_LINKS, removeEmptyWeeks } from './calendar-markup';
import { sizeCalendar } from './calendar-sizing';
import { showCalendarLoading } from './loading-state';
import { createOpenDay } from './open-day';

const focusKeys = ['page-left', 'page-right', 'backToMonth'];

/**
 * A month calendar (`.booked-calendar-wrap`, table or 2.4 divs): month navigation and calendar chooser
 * with this calendar's own loading state, the open day, slot buttons. Independent of any other calendar.
 */
export default defineEnhancerModule({
  settings: () => readBookedSettings(),
  mount(element, { settings, signal }) {
    const wrap = element as HTMLElement;
    const doc = wrap.ownerDocument;
    const alert = createAlertSlot(doc, (message) => wrap.after(message));
    const resize = () => sizeCalendar(wrap);
    const day = createOpenDay(wrap, settings, signal, resize);
    let monthRequest: { controller: AbortController; body: string } | undefined;
    let loading: { end(): void } | undefined;

    const refresh = () => {
      // Booked's month arrows are icon-only links.
      nameIfUnnamed(wrap.querySelector('.page-left'), 'Previous month');
      nameIfUnnamed(wrap.querySelector('.page-right'), 'Next month');
      removeEmptyWeeks(wrap);
      resize();
      initTooltips(wrap);
      day.markCells();
    };
    const shownMonth = calendarOf(wrap)?.getAttribute('data-calendar-date');
    if (shownMonth) wrap.setAttribute('data-default', shownMonth);
    refresh();

    async function loadMonth(options: RequestOptions, focusKey?: string): Promise<void> {
      const fields = optionsToFields(options);
      // A second click on the same arrow while its month loads (a double click) asks for nothing new.
      const body = JSON.stringify(fields);
      if (monthRequest?.body === body) return;
      monthRequest?.controller.abort();
      day.cancel();
      alert.clear();
      const controller = new AbortController();
      monthRequest = { controller, body };
      loading ??= showCalendarLoading(wrap);
      const stop = () => controller.abort();
      signal.addEventListener('abort', stop);
      const answer = await postForHtml(settings.ajaxUrl, fields, 'booked-calendar', controller.signal);
      signal.removeEventListener('abort', stop);
      if (controller.signal.aborted) return;
      monthRequest = undefined;
      loading?.end();
      loading = undefined;
      if (!answer.ok) {
        alert.show(answer.message);
        return;
      }
      fillWithServerHtml(wrap, answer.value);
      refresh();
      fireOnWindow(bookedEvents.calendarLoaded, [options]);
      focusCounterpart(wrap, focusKey, '.page-right, .page-left');
    }

    wrap.addEventListener('click', (event) => {
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
      if (cell instanceof HTMLElement && wrap.contains(cell)) day.toggle(cell);
    }, { signal });

    wrap.addEventListener('keydown', (event) => {
      const cell = event.target as HTMLElement;
      if ((event.key !== 'Enter' && event.key !== ' ') || !cell.matches?.(DAY_CELLS)) return;
      event.preventDefault();
      day.toggle(cell);
    }, { signal });

    const chooser = chooserFor(wrap);
    nameChooser(chooser);
    chooser?.addEventListener('change', () => {
      void loadMonth(bookedOptions('booked_calendar_month', settings.nonce, {
        gotoMonth: wrap.getAttribute('data-default') || false,
        calendar_id: chooser.value,
      }));
    }, { signal });

    window.addEventListener('resize', resize, { signal });
    // Booked sized its cells on window load, once images and fonts are in: so again then.
    if (doc.readyState !== 'complete') window.addEventListener('load', resize, { signal, once: true });
    const cleanups = [
      registerSlotView({ reloadAfterBooking: () => day.reload() }),
      registerCalendarSizer(resize),
      installBookingGlobals(settings),
    ];
    return () => {
      monthRequest?.controller.abort();
      loading?.end();
      day.cancel();
      day.unmarkCells();
      alert.clear();
      for (const cleanup of cleanups) cleanup();
    };
  },
});
