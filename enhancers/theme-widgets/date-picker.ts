import { defineEnhancerModule } from '../../src/enhancer';
import { earliestDate, formatDay, notPast, shownDate, typedDate } from './date-field';

/**
 * Date fields of the theme forms `input.js__datepicker`: shown as day.month.year, submitted as
 * year-month-day (a hidden field takes over the name), earliest date today. Typing works; a click
 * or Alt+Down / Down opens the calendar dialog (the booking list's date picker, loaded on first use).
 */
export default defineEnhancerModule({
  mount(element, { signal, report }) {
    const input = element as HTMLInputElement;
    const doc = input.ownerDocument;
    const name = input.getAttribute('name');
    const hidden = doc.createElement('input');
    hidden.type = 'hidden';
    if (name) {
      hidden.name = name;
      input.removeAttribute('name');
    }
    input.after(hidden);
    input.setAttribute('aria-haspopup', 'dialog');
    if (!input.placeholder) input.placeholder = 'dd.mm.yyyy';

    // Keeps the typed text (never cleared); the submitted value only when it is a valid date from today on.
    const read = () => {
      const text = input.value.trim();
      const day = text ? typedDate(text) : undefined;
      const valid = !!day && notPast(day);
      hidden.value = valid ? formatDay(day) : '';
      if (valid) input.value = shownDate(day);
      input.toggleAttribute('aria-invalid', !!text && !valid);
    };
    read();
    input.addEventListener('change', read, { signal });

    // Set once this field has opened the picker: removal then closes the picker only if it is still this field's.
    let popup: typeof import('../booking/list/date-picker-popup') | undefined;
    const open = () => {
      import('../booking/list/date-picker-popup').then((module) => {
        if (signal.aborted) return;
        popup = module;
        module.toggleDatePicker({
          anchor: input,
          value: hidden.value,
          min: earliestDate(),
          max: '',
          onSelect: (date) => {
            input.value = shownDate(typedDate(date)!);
            read();
            input.dispatchEvent(new Event('change', { bubbles: true }));
          },
          onClose: () => undefined,
        });
      }, report);
    };
    input.addEventListener('click', open, { signal });
    input.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        open();
      },
      { signal },
    );
    signal.addEventListener('abort', () => popup?.closeDatePicker(input));
    return () => {
      if (name) input.setAttribute('name', name);
      hidden.remove();
      input.removeAttribute('aria-haspopup');
      input.removeAttribute('aria-invalid');
    };
  },
});
