import { defineEnhancerModule } from '../../../src/enhancer';
import { reportError } from '../../../src/report-error';
import { readBookedSettings } from '../../../src/settings-booking';
import { postForHtml } from '../booked-post';
import { registerSlotView } from '../booking-registry';
import { chooserFor, nameChooser } from '../calendar-chooser';
import { createAlertSlot } from '../inline-alert';
import { installBookingGlobals, openNewAppointment } from '../legacy-globals';
import { bookedEvents, fireOnDocument } from '../legacy-events';
import { bookedOptions, optionGlobals, optionsToFields, publishedOptions, publishOptions, type RequestOptions } from '../request-options';
import { focusCounterpart } from '../restore-focus';
import { fillWithServerHtml } from '../server-fragment';

const PREV = 'booked-list-view-date-prev';
const NEXT = 'booked-list-view-date-next';
const PICKER = 'booked_list_date_picker_trigger';

/**
 * The list view (`.booked-list-view`): previous / next day, the date picker, the calendar chooser and
 * slot buttons. Each load replaces only this list; a newer load cancels an older one.
 */
export default defineEnhancerModule({
  settings: () => readBookedSettings(),
  mount(element, { settings, signal }) {
    const wrap = element as HTMLElement;
    const doc = wrap.ownerDocument;
    const list = () => wrap.querySelector<HTMLElement>('.booked-appt-list');
    const listDate = list()?.getAttribute('data-list-date');
    if (listDate) wrap.setAttribute('data-default', listDate);
    const alert = createAlertSlot(doc, (message) => wrap.prepend(message));
    let request: AbortController | undefined;
    let requestBody = '';
    let spinner: HTMLElement | undefined;
    let closePicker: (() => void) | undefined;
    let pickerOpen = false;

    // The trigger is an icon only: give it a name and say it opens a dialog.
    const labelTrigger = () => {
      for (const trigger of Array.from(wrap.querySelectorAll(`.${PICKER}`))) {
        if (!trigger.hasAttribute('aria-label')) trigger.setAttribute('aria-label', 'Choose a date');
        trigger.setAttribute('aria-haspopup', 'dialog');
      }
    };
    labelTrigger();

    const stopLoading = () => {
      spinner?.remove();
      spinner = undefined;
      wrap.classList.remove('booked-loading');
      wrap.removeAttribute('aria-busy');
    };

    async function load(options: RequestOptions, focusKey?: string): Promise<void> {
      // A second click on the same day arrow while that day loads (a double click) asks for nothing new.
      const body = JSON.stringify(optionsToFields(options));
      if (request && requestBody === body) return;
      request?.abort();
      requestBody = body;
      alert.clear();
      publishOptions(optionGlobals.listDate, options);
      fireOnDocument(bookedEvents.beforeListDate);
      wrap.classList.add('booked-loading');
      wrap.setAttribute('aria-busy', 'true');
      if (!spinner) {
        spinner = doc.createElement('div');
        spinner.className = 'booked-list-view-loading';
        spinner.innerHTML = '<i class="booked-icon booked-icon-spinner-clock booked-icon-spin" aria-hidden="true"></i>';
        wrap.prepend(spinner);
      }
      const controller = new AbortController();
      request = controller;
      const stop = () => controller.abort();
      signal.addEventListener('abort', stop);
      const fields = optionsToFields(publishedOptions(optionGlobals.listDate, options));
      const answer = await postForHtml(settings.ajaxUrl, fields, 'booked-appt-list', controller.signal);
      signal.removeEventListener('abort', stop);
      if (controller.signal.aborted) return;
      request = undefined;
      if (!answer.ok) {
        stopLoading();
        alert.show(answer.message);
        return;
      }
      fillWithServerHtml(wrap, answer.value);
      labelTrigger();
      spinner = undefined;
      setTimeout(stopLoading, 1);
      focusCounterpart(wrap, focusKey, `.${NEXT}, .${PREV}, .${PICKER}`);
    }

    const dateOptions = (date: string | undefined): RequestOptions =>
      bookedOptions('booked_appointment_list_date', settings.nonce, {
        date,
        calendar_id: wrap.querySelector('.booked-list-view-nav')?.getAttribute('data-calendar-id') || 0,
        force_default: wrap.getAttribute('data-default') || false,
      });

    function openPicker(trigger: HTMLElement): void {
      const holder = trigger.closest('.booked-datepicker-wrap');
      const input = (holder ?? wrap).querySelector<HTMLInputElement>('input.booked_list_date_picker');
      const current = list();
      const min = current?.getAttribute('data-min-date') || input?.getAttribute('data-min-date') || '';
      const max = current?.getAttribute('data-max-date') || '';
      import('./date-picker-popup').then(({ toggleDatePicker, closeDatePicker }) => {
        if (signal.aborted) return;
        closePicker = closeDatePicker;
        pickerOpen = true;
        holder?.classList.add('booked-dp-active');
        toggleDatePicker({
          anchor: trigger,
          value: input?.value ?? current?.getAttribute('data-list-date') ?? '',
          min,
          max,
          onSelect: (date) => {
            if (input) input.value = date;
            void load(dateOptions(date), PICKER);
          },
          onClose: () => {
            pickerOpen = false;
            holder?.classList.remove('booked-dp-active');
          },
        });
      }, (error: unknown) => reportError('booking-list', error));
    }

    wrap.addEventListener('click', (event) => {
      const target = event.target as Element;
      const day = target.closest?.(`.${PREV}, .${NEXT}`);
      if (day && wrap.contains(day)) {
        event.preventDefault();
        void load(dateOptions(day.getAttribute('data-date') ?? undefined), day.classList.contains(PREV) ? PREV : NEXT);
        return;
      }
      const trigger = target.closest?.(`.${PICKER}`);
      if (trigger instanceof HTMLElement && wrap.contains(trigger)) {
        event.preventDefault();
        openPicker(trigger);
        return;
      }
      const button = target.closest?.('button.new-appt');
      if (button instanceof HTMLButtonElement && wrap.contains(button)) {
        event.preventDefault();
        if (!button.disabled) openNewAppointment(button, settings, button);
      }
    }, { signal });

    const chooser = chooserFor(wrap);
    nameChooser(chooser);
    chooser?.addEventListener('change', () => {
      void load(bookedOptions('booked_appointment_list_date', settings.nonce, {
        date: wrap.getAttribute('data-default') || false,
        calendar_id: chooser.value,
      }));
    }, { signal });

    const cleanups = [
      registerSlotView({ reloadAfterBooking: () => load(dateOptions(list()?.getAttribute('data-list-date') ?? undefined)) }),
      installBookingGlobals(settings),
    ];
    return () => {
      request?.abort();
      stopLoading();
      alert.clear();
      if (pickerOpen) closePicker?.();
      for (const cleanup of cleanups) cleanup();
    };
  },
});
