import { useLayoutEffect, useRef, useState } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useControlState } from '../../src/use-control-state';
import { usePlacedElement } from '../../src/use-placed-element';
import { useServerEvent } from '../../src/use-server-event';
import { useWokenByClick } from './use-woken-by-click';
import { earliestDate, formatDay, notPast, shownDate, typedDate } from './date-field';

type Popup = typeof import('../booking/list/date-picker-popup');

/** What the field's text says: the day to submit when it is a valid date from today on. */
interface Reading {
  text: string;
  day: string | undefined;
}

function readField(input: HTMLInputElement): Reading {
  const text = input.value.trim();
  const day = text ? typedDate(text) : undefined;
  return { text, day: day && notPast(day) ? formatDay(day) : undefined };
}

/**
 * Date fields of the theme forms `input.js__datepicker`: shown as day.month.year, submitted as
 * year-month-day (a hidden field right after it takes over the name), earliest date today. Typing
 * works; a click or Alt+Down / Down opens the calendar dialog (the booking list's date picker, loaded
 * on first use). The reading of the field is state: it fills the hidden field, tidies a valid date
 * and marks an invalid one; the typed text is never cleared. The code loads on first use (focus, a key, a
 * press on the field); a click that woke it opens the calendar once it is there.
 */
function DatePicker({ element: input, report, signal }: ServerMarkupProps<undefined, HTMLInputElement>) {
  const [name] = useState(() => input.getAttribute('name'));
  const hidden = usePlacedElement(() => {
    const field = input.ownerDocument.createElement('input');
    field.type = 'hidden';
    input.after(field);
    return field;
  }, [input]);
  // For `open`, which may run from the mount's first pass (a click woke the code), before `hidden` is set.
  const hiddenField = useRef(hidden);
  hiddenField.current = hidden;
  // A new object on every read, so a change that reads the same date still tidies the text.
  const [reading] = useControlState(input, 'change', () => readField(input));
  // Set once this field has opened the picker: removal then closes the picker only if it is still this field's.
  const popup = useRef<Popup | undefined>(undefined);

  useLayoutEffect(() => {
    if (!hidden || !name) return;
    hidden.name = name;
    input.removeAttribute('name');
    return () => input.setAttribute('name', name);
  }, [input, hidden, name]);
  useLayoutEffect(() => {
    input.setAttribute('aria-haspopup', 'dialog');
    if (!input.placeholder) input.placeholder = 'dd.mm.yyyy';
    return () => {
      input.removeAttribute('aria-haspopup');
      input.removeAttribute('aria-invalid');
    };
  }, [input]);
  // The calendar is another root: it closes when the element goes (the signal is aborted before this
  // component unmounts), not from inside this component's unmount.
  useLayoutEffect(() => {
    const close = () => popup.current?.closeDatePicker(input);
    signal.addEventListener('abort', close);
    return () => signal.removeEventListener('abort', close);
  }, [signal, input]);
  useLayoutEffect(() => {
    if (hidden) hidden.value = reading.day ?? '';
    if (reading.day) input.value = shownDate(typedDate(reading.day)!);
    input.toggleAttribute('aria-invalid', !!reading.text && !reading.day);
  }, [input, hidden, reading]);

  const open = () => {
    import('../booking/list/date-picker-popup').then((module) => {
      if (signal.aborted) return;
      popup.current = module;
      module.toggleDatePicker({
        anchor: input,
        value: hiddenField.current?.value ?? '',
        min: earliestDate(),
        max: '',
        onSelect: (date) => {
          input.value = shownDate(typedDate(date)!);
          input.dispatchEvent(new Event('change', { bubbles: true }));
        },
        onClose: () => undefined,
      });
    }, report);
  };
  const woken = useWokenByClick(input, open);
  useServerEvent(input, 'click', (event) => {
    if (!woken.isWakingClick(event)) open();
  });
  useServerEvent(input, 'keydown', (event) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    open();
  });
  return null;
}

export default defineComponent(DatePicker);
