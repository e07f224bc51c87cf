import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { defineComponent, type ServerMarkupProps } from '../../../src/mount-component';
import { readBookedSettings, type BookedSettings } from '../../../src/settings-booking';
import { useBusy } from '../../../src/use-busy';
import { usePlacedElement } from '../../../src/use-placed-element';
import { useServerEvent } from '../../../src/use-server-event';
import { postForHtml } from '../booked-post';
import { registerSlotView } from '../booking-registry';
import { choiceChanged, chooserFor, nameChooser } from '../calendar-chooser';
import { alertMessage, PlacedAlert, type AlertMessage } from '../inline-alert';
import { installBookingGlobals, openNewAppointment } from '../legacy-globals';
import { bookedEvents, fireOnDocument } from '../legacy-events';
import { bookedOptions, optionGlobals, optionsToFields, publishedOptions, publishOptions, type RequestOptions } from '../request-options';
import { focusCounterpart } from '../restore-focus';
import { fillWithServerHtml } from '../server-fragment';
import { labelTriggers, PICKER } from './list-at-rest';

const PREV = 'booked-list-view-date-prev';
const NEXT = 'booked-list-view-date-next';

/** The loading spinner Booked puts at the top of the list: `div.booked-list-view-loading > i`. */
function LoadingSpinner({ wrap }: { wrap: HTMLElement }) {
  const holder = usePlacedElement(() => {
    const spinner = wrap.ownerDocument.createElement('div');
    spinner.className = 'booked-list-view-loading';
    wrap.prepend(spinner);
    return spinner;
  }, [wrap]);
  return holder ? createPortal(<i className="booked-icon booked-icon-spinner-clock booked-icon-spin" aria-hidden="true" />, holder) : null;
}

/**
 * The list view (`.booked-list-view`): previous / next day, the date picker, the calendar chooser and
 * slot buttons. Each load replaces only this list (Booked's HTML, put in place); a newer load cancels an
 * older one. The component holds whether it loads, what failed and whether the picker is open.
 */
function BookingList({ element: wrap, settings, signal, report }: ServerMarkupProps<BookedSettings>) {
  const [loading, setLoading] = useState(false);
  /** The spinner shows from a load's start until its answer replaced the list (or failed). */
  const [spinning, setSpinning] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [content, setContent] = useState(0);
  const [pickerHolder, setPickerHolder] = useState<Element | null | undefined>(undefined);
  const [chooser] = useState(() => chooserFor(wrap));
  const request = useRef<{ controller: AbortController; body: string } | undefined>(undefined);
  const arrived = useRef<string | undefined>(undefined);
  const closePicker = useRef<(() => void) | undefined>(undefined);
  const pickerOpen = useRef(false);
  const list = () => wrap.querySelector<HTMLElement>('.booked-appt-list');

  useBusy(wrap, loading, 'booked-loading');

  useLayoutEffect(() => {
    if (content === 0) {
      const listDate = list()?.getAttribute('data-list-date');
      if (listDate) wrap.setAttribute('data-default', listDate);
    }
    // The first list's triggers were labelled at rest (`list-at-rest.ts`), unless that part is off.
    labelTriggers(wrap);
    const focusKey = arrived.current;
    arrived.current = undefined;
    if (focusKey !== undefined) focusCounterpart(wrap, focusKey || undefined, `.${NEXT}, .${PREV}, .${PICKER}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per list Booked sent
  }, [wrap, content]);

  // The picker's holder is marked while it is open.
  useLayoutEffect(() => {
    if (!pickerHolder) return;
    pickerHolder.classList.add('booked-dp-active');
    return () => pickerHolder.classList.remove('booked-dp-active');
  }, [pickerHolder]);

  async function load(options: RequestOptions, focusKey?: string): Promise<void> {
    // A second click on the same day arrow while that day loads (a double click) asks for nothing new.
    const body = JSON.stringify(optionsToFields(options));
    if (request.current?.body === body) return;
    request.current?.controller.abort();
    setAlert(null);
    publishOptions(optionGlobals.listDate, options);
    fireOnDocument(bookedEvents.beforeListDate);
    setLoading(true);
    setSpinning(true);
    const controller = new AbortController();
    request.current = { controller, body };
    const stop = () => controller.abort();
    signal.addEventListener('abort', stop);
    const fields = optionsToFields(publishedOptions(optionGlobals.listDate, options));
    const answer = await postForHtml(settings.ajaxUrl, fields, 'booked-appt-list', controller.signal);
    signal.removeEventListener('abort', stop);
    if (controller.signal.aborted) return;
    request.current = undefined;
    setSpinning(false);
    if (!answer.ok) {
      setLoading(false);
      setAlert(alertMessage(answer.message));
      return;
    }
    fillWithServerHtml(wrap, answer.value);
    arrived.current = focusKey ?? '';
    setContent((shown) => shown + 1);
    // Booked takes the loading class away just after the new list is in.
    setTimeout(() => {
      if (!request.current) setLoading(false);
    }, 1);
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
      closePicker.current = closeDatePicker;
      pickerOpen.current = true;
      // Marked before the picker opens, as Booked's beforeShow does.
      flushSync(() => setPickerHolder(holder));
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
          if (!pickerOpen.current) return;
          pickerOpen.current = false;
          flushSync(() => setPickerHolder(undefined));
        },
      });
    }, report);
  }

  useServerEvent(wrap, 'click', (event) => {
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
  });

  const loadChosen = () => {
    void load(bookedOptions('booked_appointment_list_date', settings.nonce, {
      date: wrap.getAttribute('data-default') || false,
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

  useLayoutEffect(() => {
    const cleanups = [
      registerSlotView({ element: wrap, reloadLists: () => load(dateOptions(list()?.getAttribute('data-list-date') ?? undefined)) }),
      installBookingGlobals(settings),
    ];
    return () => {
      request.current?.controller.abort();
      if (pickerOpen.current) {
        // Unmounting: the holder's mark goes with the effect, no state to set.
        pickerOpen.current = false;
        closePicker.current?.();
      }
      for (const cleanup of cleanups) cleanup();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- registered once per mount
  }, [settings]);

  return (
    <>
      {spinning && <LoadingSpinner wrap={wrap} />}
      <PlacedAlert message={alert} place={(line) => wrap.prepend(line)} />
    </>
  );
}

export default defineComponent(BookingList, { settings: () => readBookedSettings() });
