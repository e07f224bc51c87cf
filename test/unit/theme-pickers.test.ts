import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { key, mountModule, settle, waitUntil, type Mounted } from '../helpers/theme-kit';
import colorPicker, { gridMove } from '../../enhancers/theme-pickers/color-picker';
import { acceptsHex, hexInput, palette } from '../../enhancers/theme-pickers/color-palette';
import datePicker from '../../enhancers/theme-pickers/date-picker';
import { shownDate, typedDate } from '../../enhancers/theme-pickers/date-field';
import timePicker, { timeChoices, typedTime } from '../../enhancers/theme-pickers/time-picker';
import { closeDatePicker, toggleDatePicker } from '../../enhancers/booking/list/date-picker-popup';

let mounted: Mounted[] = [];
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const pad = (n: number) => String(n).padStart(2, '0');
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return { iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`, shown: `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}` };
};

test.before.each(() => {
  reactAct.IS_REACT_ACT_ENVIRONMENT = false;
});
test.after.each(async () => {
  closeDatePicker();
  mounted.forEach((each) => each.unmount());
  mounted = [];
  await settle();
  reactAct.IS_REACT_ACT_ENVIRONMENT = true;
});

test('palette: 112 distinct colours in 16 columns; grid keys move by cell and row', () => {
  const colours = palette();
  assert.is(colours.length, 112);
  assert.is(new Set(colours).size, 112);
  assert.ok(colours.every((colour) => /^#[0-9a-f]{6}$/.test(colour)));
  assert.is(colours[0], '#ffffff');
  assert.is(colours[15], '#000000');
  assert.is(gridMove('ArrowDown', 3), 19);
  assert.is(gridMove('ArrowUp', 3), 99, 'wraps to the last row');
  assert.is(gridMove('ArrowRight', 111), 0);
  assert.is(gridMove('Home', 37), 32);
  assert.is(gridMove('End', 37), 47);
});

test('hex rules: only hex digits and #, at most 7 characters; Enter only at 4 or 7', () => {
  assert.is(hexInput('#zz12g3ab99'), '#123ab9');
  assert.is(hexInput('ff00ff00'), 'ff00ff0');
  assert.ok(acceptsHex('#fff'));
  assert.ok(acceptsHex('#00a2e8'));
  assert.not.ok(acceptsHex('#ff'));
  assert.not.ok(acceptsHex('#00a2e'));
  assert.not.ok(acceptsHex('00a2e8f'), 'seven characters without # is no colour');
});

test('colour picker: the swatch button opens the palette dialog; arrows and Enter pick; the field gets the colour', () => {
  resetDom('<input id="c" class="iColorPicker" value="#ff0000"><button id="next">next</button>');
  mounted = [mountModule(colorPicker, $('#c'))];
  const button = $('.iColorPicker_button');
  assert.is(button.getAttribute('aria-haspopup'), 'dialog');
  assert.is($('#c').nextElementSibling, button, 'the swatch sits right after the field');
  assert.is(button.style.backgroundColor, 'rgb(255, 0, 0)');
  button.click();
  const popup = $('.iColorPicker_popup');
  assert.is(popup.getAttribute('role'), 'dialog');
  assert.is(button.getAttribute('aria-expanded'), 'true');
  const cells = Array.from(popup.querySelectorAll<HTMLElement>('[role="gridcell"]'));
  assert.is(cells.length, 112);
  assert.is(popup.querySelectorAll('tr').length, 7);
  assert.is(document.activeElement, cells[0]);
  key(cells[0]!, 'ArrowDown');
  assert.is(document.activeElement, cells[16]);
  const changes: string[] = [];
  $<HTMLInputElement>('#c').addEventListener('change', (event) => changes.push((event.target as HTMLInputElement).value));
  key(cells[16]!, 'Enter');
  assert.equal(changes, [palette()[16]]);
  assert.is(document.querySelector('.iColorPicker_popup'), null);
  assert.is(document.activeElement, button, 'focus back on the swatch button');
});

test('colour picker: the hex field refuses other characters and an eighth one; Enter applies only a full colour; Escape closes', () => {
  resetDom('<input id="c" class="iColorPicker" value="">');
  mounted = [mountModule(colorPicker, $('#c'))];
  $('.iColorPicker_button').click();
  const hex = $<HTMLInputElement>('.iColorPicker_hex');
  assert.is(hex.maxLength, 7);
  const typed = (character: string) => {
    const event = new KeyboardEvent('keydown', { key: character, bubbles: true, cancelable: true });
    hex.dispatchEvent(event);
    if (!event.defaultPrevented && character.length === 1) hex.value += character;
    return !event.defaultPrevented;
  };
  assert.not.ok(typed('g'));
  assert.ok(typed('#'));
  for (const character of '00a2e') typed(character);
  assert.not.ok(typed('Enter') && $<HTMLInputElement>('#c').value !== '', 'six characters: Enter does nothing');
  assert.ok(document.querySelector('.iColorPicker_popup'));
  assert.ok(typed('8'));
  assert.not.ok(typed('9'), 'no eighth character');
  hex.value = '#zz1';
  hex.dispatchEvent(new Event('input'));
  assert.is(hex.value, '#1', 'pasted text is filtered');
  hex.value = '#00a2e8';
  typed('Enter');
  assert.is($<HTMLInputElement>('#c').value, '#00a2e8');
  $('.iColorPicker_button').click();
  key(document.activeElement, 'Escape');
  assert.is(document.querySelector('.iColorPicker_popup'), null);
});

test('date field: day.month.year shown, year-month-day read; impossible dates rejected', () => {
  assert.equal(typedDate('18.05.2025'), { y: 2025, m: 5, d: 18 });
  assert.equal(typedDate('8/5/2025'), { y: 2025, m: 5, d: 8 });
  assert.equal(typedDate('2025-05-18'), { y: 2025, m: 5, d: 18 });
  assert.is(typedDate('31.02.2025'), undefined);
  assert.is(shownDate({ y: 2025, m: 5, d: 8 }), '08.05.2025');
});

test('date picker: a hidden field takes the name and submits year-month-day; typed dates from today on; past dates are invalid but kept', () => {
  resetDom('<form><input id="d" type="text" name="date" class="js__datepicker" value=""></form>');
  mounted = [mountModule(datePicker, $('#d'))];
  const input = $<HTMLInputElement>('#d');
  const hidden = $<HTMLInputElement>('input[type="hidden"][name="date"]');
  assert.not.ok(input.hasAttribute('name'), 'the shown field is not submitted');
  const tomorrow = inDays(1);
  input.value = tomorrow.shown.replace(/^0/, '');
  input.dispatchEvent(new Event('change'));
  assert.is(hidden.value, tomorrow.iso);
  assert.is(input.value, tomorrow.shown);
  assert.not.ok(input.hasAttribute('aria-invalid'));
  const data = new (window as unknown as { FormData: typeof FormData }).FormData($<HTMLFormElement>('form'));
  assert.equal([...data.entries()], [['date', tomorrow.iso]]);
  const yesterday = inDays(-1);
  input.value = yesterday.shown;
  input.dispatchEvent(new Event('change'));
  assert.is(hidden.value, '');
  assert.is(input.value, yesterday.shown, 'typed text is never cleared');
  assert.ok(input.hasAttribute('aria-invalid'));
  mounted[0]!.unmount();
  mounted = [];
  assert.is(input.getAttribute('name'), 'date');
  assert.is(document.querySelector('input[type="hidden"]'), null);
});

test('date picker: the calendar dialog (the booking date picker) opens from the keyboard, starts at today and cannot go before it', async () => {
  resetDom('<form><input id="d" type="text" name="date" class="js__datepicker"></form>');
  mounted = [mountModule(datePicker, $('#d'))];
  const input = $<HTMLInputElement>('#d');
  input.focus();
  key(input, 'ArrowDown');
  await waitUntil(() => document.querySelector('#ui-datepicker-div td[tabindex="0"]') && document.activeElement?.closest('#ui-datepicker-div'));
  const focused = document.activeElement as HTMLElement;
  assert.is(focused.getAttribute('data-date'), inDays(0).iso, 'focus on today');
  key(focused, 'ArrowLeft');
  await settle();
  assert.is((document.activeElement as HTMLElement).getAttribute('data-date'), inDays(0).iso, 'yesterday cannot be reached');
  key(document.activeElement, 'ArrowRight');
  await settle();
  key(document.activeElement, 'Enter');
  await waitUntil(() => !document.querySelector('#ui-datepicker-div'));
  assert.is($<HTMLInputElement>('input[type="hidden"]').value, inDays(1).iso);
  assert.is(input.value, inDays(1).shown);
  assert.is(document.activeElement, input, 'focus returns to the field');
});

test('date picker: removing a field that never opened the calendar leaves another picker (the booking list\'s) open', async () => {
  resetDom('<form><input id="d" type="text" name="date" class="js__datepicker"></form><a id="list" href="#">list date</a>');
  mounted = [mountModule(datePicker, $('#d'))];
  toggleDatePicker({ anchor: $('#list'), value: '', min: '', max: '', onSelect: () => undefined, onClose: () => undefined });
  await waitUntil(() => document.querySelector('#ui-datepicker-div'));
  mounted[0]!.unmount();
  mounted = [];
  await settle();
  assert.ok(document.querySelector('#ui-datepicker-div'), 'the other picker stays open');
});

test('date picker: removing field A closes only its own calendar; field B\'s open calendar stays, and goes with B', async () => {
  resetDom('<form><input id="a" type="text" name="a" class="js__datepicker"><input id="b" type="text" name="b" class="js__datepicker"></form>');
  const [a, b] = [mountModule(datePicker, $('#a')), mountModule(datePicker, $('#b'))];
  mounted = [a, b];
  const host = () => document.querySelector('body > #ui-datepicker-div');
  $('#a').click();
  await waitUntil(() => host()?.querySelector('td[tabindex="0"]'));
  const fromA = host();
  $('#b').click();
  await waitUntil(() => host() && host() !== fromA && host()!.querySelector('td[tabindex="0"]'));
  const fromB = host();
  a.unmount();
  await settle();
  assert.is(host(), fromB, 'B\'s calendar is still open');
  b.unmount();
  mounted = [];
  await settle();
  assert.is(host(), null, 'removing B closes its calendar');
});

test('time picker: combobox with a listbox of times every 30 minutes; arrows move, Enter picks, Escape closes', () => {
  assert.is(timeChoices().length, 48);
  assert.is(timeChoices()[19], '09:30');
  assert.is(typedTime('9:5'), undefined);
  assert.is(typedTime('9:05'), '09:05');
  assert.is(typedTime('1930'), '19:30');
  assert.is(typedTime('25:00'), undefined);
  resetDom('<input id="t" type="text" name="time" class="js__timepicker">');
  mounted = [mountModule(timePicker, $('#t'))];
  const input = $<HTMLInputElement>('#t');
  const list = $('#' + input.getAttribute('aria-controls'));
  assert.is(input.getAttribute('role'), 'combobox');
  assert.is(list.getAttribute('role'), 'listbox');
  assert.ok(list.hidden);
  key(input, 'ArrowDown');
  assert.not.ok(list.hidden);
  assert.is(input.getAttribute('aria-expanded'), 'true');
  const active = () => document.getElementById(input.getAttribute('aria-activedescendant')!)!.textContent;
  assert.is(active(), '12:00');
  key(input, 'ArrowDown');
  key(input, 'ArrowDown');
  assert.is(active(), '13:00');
  key(input, 'Enter');
  assert.is(input.value, '13:00');
  assert.ok(list.hidden);
  input.click();
  assert.is(active(), '13:00', 'opens at the current value');
  key(input, 'Escape');
  assert.ok(list.hidden);
  input.click();
  const option = Array.from(list.querySelectorAll('li')).find((li) => li.textContent === '09:30')!;
  const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
  option.dispatchEvent(press);
  assert.ok(press.defaultPrevented, 'the field keeps the focus');
  option.click();
  assert.is(input.value, '09:30', 'a click picks');
  assert.ok(list.hidden);
  mounted[0]!.unmount();
  mounted = [];
  assert.is(document.getElementById(list.id), null, 'removal takes the list away');
  assert.not.ok(input.hasAttribute('role'));
  mounted = [mountModule(timePicker, input)];
  input.value = '7.30';
  input.dispatchEvent(new Event('change'));
  assert.is(input.value, '07:30');
  input.value = 'soon';
  input.dispatchEvent(new Event('change'));
  assert.is(input.value, 'soon');
  assert.ok(input.hasAttribute('aria-invalid'));
});

test.run();
