import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createPickerElement, DatePicker } from '../../enhancers/booking/list/date-picker';

let root: Root | undefined;
let selected: string[] = [];
let closed = 0;

function open(value: string, min = '', max = ''): HTMLElement {
  resetDom('<a href="#" id="trigger">Pick</a><p id="outside">Outside</p>');
  const trigger = document.getElementById('trigger')!;
  trigger.focus();
  selected = [];
  closed = 0;
  act(() => {
    const dialog = createPickerElement(document);
    document.body.append(dialog);
    root = createRoot(dialog);
    root.render(<DatePicker dialog={dialog} value={value} min={min} max={max} returnTo={trigger} onSelect={(date) => selected.push(date)} onClose={() => closed++} />);
  });
  return document.getElementById('ui-datepicker-div')!;
}

const focused = () => document.activeElement?.getAttribute('data-date');
const press = (name: string, init: KeyboardEventInit = {}) =>
  act(() => {
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }));
  });
const title = () => document.querySelector('.ui-datepicker-title')!.textContent;

test.after.each(() => {
  act(() => root?.unmount());
  root = undefined;
});

test('a dialog over a grid: the list date is focused and selected, jQuery UI classes for the theme', () => {
  const picker = open('2024-05-07');
  assert.is(picker.getAttribute('role'), 'dialog');
  assert.is(picker.getAttribute('aria-modal'), 'true');
  assert.ok(picker.classList.contains('booked_custom_date_picker'));
  assert.is(picker.querySelector('table')!.getAttribute('role'), 'grid');
  assert.is(title(), 'May 2024');
  assert.is(focused(), '2024-05-07');
  const cell = document.activeElement!;
  assert.is(cell.getAttribute('aria-selected'), 'true');
  assert.ok(cell.classList.contains('ui-datepicker-current-day'));
  assert.is(picker.querySelectorAll('td[tabindex="0"]').length, 1, 'one tab stop in the grid');
  assert.is(picker.querySelector('th')!.getAttribute('abbr'), 'Monday', 'weeks start on Monday');
});

test('arrows move by day and week, Home/End to the week\'s ends, PageUp/PageDown by month, with Shift by year', () => {
  open('2024-05-07');
  press('ArrowRight');
  assert.is(focused(), '2024-05-08');
  press('ArrowDown');
  assert.is(focused(), '2024-05-15');
  press('ArrowLeft');
  assert.is(focused(), '2024-05-14');
  press('ArrowUp');
  assert.is(focused(), '2024-05-07');
  press('Home');
  assert.is(focused(), '2024-05-06', 'Monday');
  press('End');
  assert.is(focused(), '2024-05-12', 'Sunday');
  press('PageDown');
  assert.is(focused(), '2024-06-12');
  assert.is(title(), 'June 2024');
  press('PageUp');
  press('PageUp');
  assert.is(focused(), '2024-04-12');
  press('PageDown', { shiftKey: true });
  assert.is(focused(), '2025-04-12');
  press('PageUp', { shiftKey: true });
  assert.is(focused(), '2024-04-12');
  assert.equal(selected, []);
});

test('a month change keeps the day where it exists (Jan 31 → Feb 29)', () => {
  open('2024-01-31');
  press('PageDown');
  assert.is(focused(), '2024-02-29');
});

test('Enter and Space pick the focused day in yy-mm-dd', () => {
  open('2024-05-07');
  press('ArrowRight');
  press('Enter');
  assert.equal(selected, ['2024-05-08']);
  press(' ');
  assert.equal(selected, ['2024-05-08', '2024-05-08']);
  assert.is(closed, 0);
});

test('min and max: days outside cannot be reached, picked or clicked; the month buttons stop there', () => {
  const picker = open('2024-05-03', '2024-05-02', '2024-05-20');
  const previous = picker.querySelector<HTMLButtonElement>('.ui-datepicker-prev')!;
  const next = picker.querySelector<HTMLButtonElement>('.ui-datepicker-next')!;
  assert.is(previous.disabled, true);
  assert.is(next.disabled, true);
  press('ArrowLeft');
  press('ArrowLeft');
  assert.is(focused(), '2024-05-02', 'stops at the minimum');
  press('ArrowDown');
  press('ArrowDown');
  press('ArrowDown');
  assert.is(focused(), '2024-05-20', 'stops at the maximum');
  press('PageDown');
  assert.is(focused(), '2024-05-20');
  const early = picker.querySelector('td[data-date="2024-05-01"]')!;
  assert.is(early.getAttribute('aria-disabled'), 'true');
  assert.ok(early.classList.contains('ui-state-disabled'));
  act(() => early.dispatchEvent(new MouseEvent('click', { bubbles: true })));
  assert.equal(selected, []);
  act(() => picker.querySelector('td[data-date="2024-05-10"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
  assert.equal(selected, ['2024-05-10']);
});

test('the value outside the range starts on the nearest allowed day', () => {
  open('2024-04-01', '2024-05-02');
  assert.is(focused(), '2024-05-02');
});

test('the month buttons change the month and keep their focus', () => {
  const picker = open('2024-05-07');
  const next = picker.querySelector<HTMLButtonElement>('.ui-datepicker-next')!;
  next.focus();
  act(() => next.dispatchEvent(new MouseEvent('click', { bubbles: true })));
  assert.is(title(), 'June 2024');
  assert.is(document.activeElement, next);
  assert.is(picker.querySelector('td[tabindex="0"]')!.getAttribute('data-date'), '2024-06-07');
});

test('Tab stays inside the dialog; Escape and a click outside close it', () => {
  const picker = open('2024-05-07');
  press('Tab');
  assert.ok(picker.contains(document.activeElement), 'Tab from the last stop wraps inside');
  press('Tab', { shiftKey: true });
  assert.ok(picker.contains(document.activeElement));
  press('Escape');
  assert.is(closed, 1);
  act(() => document.getElementById('outside')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  assert.is(closed, 2);
  act(() => document.getElementById('trigger')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  assert.is(closed, 2, 'the trigger is not "outside": it toggles the picker itself');
});

test.run();
