import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import { likeTheBrowser } from '../helpers/react-env';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { closeModal, createModal, currentModal, fillModal, resizeModal, revealModal } from '../../enhancers/booking/modal/modal-shell';
import { key, mountBooking, useBooked, useJsdomAbort, useNodeAbort } from './booking-test-helpers';

const test = suite('booking modal');
// A modal closed last fades for 300 ms (real time): let it go while React still runs like the browser.
test.after(() => new Promise((resolve) => setTimeout(resolve, 350)));
likeTheBrowser(test);
let clock: FakeClock;

test.before.each(() => {
  resetDom('<button id="opener">Book</button><p>page</p>');
  useJsdomAbort();
  clock = installFakeClock();
});
test.after.each(() => {
  closeModal();
  clock.tick(1000);
  clock.uninstall();
  useNodeAbort();
});

const content =
  '<div class="booked-form booked-scrollable"><form id="newAppointmentForm"><input name="guest_name" id="first">' +
  '<div class="field"><input type="submit" id="submit-request-appointment" value="Request"><button class="cancel button">Cancel</button></div></form></div>' +
  '<p class="booked-title-bar"><small>Request an Appointment</small></p><a href="#" class="close">x</a>';

function openWithContent() {
  const opener = document.getElementById('opener')!;
  opener.focus();
  const modal = createModal(opener);
  fillModal(modal, content);
  void revealModal(modal);
  clock.tick(50);
  return { modal, opener };
}

test('created loading, appended to body: overlay spinner, window max-height for loading, page scrolling off', () => {
  const modal = createModal(document.getElementById('opener'));
  assert.ok(modal.element.matches('body > div.booked-modal.bm-loading'));
  assert.ok(modal.element.querySelector(':scope > .bm-overlay > i.booked-icon-spin'));
  assert.is(modal.window.getAttribute('role'), 'dialog');
  assert.is(modal.window.getAttribute('aria-modal'), 'true');
  assert.is(modal.window.style.maxHeight, `${window.innerWidth > 720 ? window.innerHeight - 295 : window.innerHeight}px`);
  assert.ok(document.body.classList.contains('booked-noScroll'));
  assert.is(document.activeElement, modal.window, 'focus moves into the dialog while it loads');
});

test('content: hidden until 50 ms, then shown, labelled by its title bar, focus on the first field', () => {
  const modal = createModal(document.getElementById('opener'));
  fillModal(modal, content);
  assert.not.ok(modal.element.classList.contains('bm-loading'));
  assert.is(modal.window.style.display, 'none');
  void revealModal(modal);
  assert.is(modal.element.querySelector('.bm-overlay i'), null, 'the overlay spinner goes');
  clock.tick(49);
  assert.is(modal.window.style.display, 'none');
  clock.tick(1);
  assert.is(modal.window.style.display, '');
  assert.is(document.getElementById(modal.window.getAttribute('aria-labelledby')!)!.textContent, 'Request an Appointment');
  assert.is(document.activeElement?.id, 'first');
});

test('server content never runs code', () => {
  const modal = createModal();
  fillModal(modal, '<div class="booked-scrollable"><img src="x" onerror="window.ran=1"><script>window.ran=2</script><a href="javascript:window.ran=3">x</a></div>');
  assert.is(modal.window.querySelector('script'), null);
  assert.is(modal.window.querySelector('img')!.hasAttribute('onerror'), false);
  assert.is(modal.window.querySelector('a')!.hasAttribute('href'), false);
});

for (const [name, close] of [
  ['the overlay', (element: HTMLElement) => element.querySelector('.bm-overlay')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))],
  ['the close link', (element: HTMLElement) => element.querySelector('.close')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))],
  ['the cancel button', (element: HTMLElement) => element.querySelector('.booked-form .cancel')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))],
  ['Escape', () => key(document.activeElement, 'Escape')],
  ['a touch on the overlay', (element: HTMLElement) => element.querySelector('.bm-overlay')!.dispatchEvent(new Event('touchstart', { bubbles: true }))],
] as const) {
  test(`${name} closes it: bm-closing, scrolling back, removed after 300 ms, focus back on the opener`, () => {
    const { modal, opener } = openWithContent();
    close(modal.element);
    assert.ok(modal.element.classList.contains('bm-closing'));
    assert.not.ok(document.body.classList.contains('booked-noScroll'));
    assert.ok(modal.signal.aborted, 'its requests and listeners stop');
    assert.is(document.activeElement, opener);
    assert.is(currentModal(), undefined);
    clock.tick(299);
    assert.ok(modal.element.isConnected);
    clock.tick(1);
    assert.not.ok(modal.element.isConnected);
  });
}

test('the second click of a double click that lands on the overlay does not close it', () => {
  const { modal } = openWithContent();
  modal.element.querySelector('.bm-overlay')!.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 2 }));
  assert.not.ok(modal.element.classList.contains('bm-closing'));
  assert.is(currentModal(), modal);
});

test('Tab and Shift+Tab stay inside the window', () => {
  const { modal } = openWithContent();
  const close = modal.window.querySelector<HTMLElement>('.close')!;
  close.focus();
  key(close, 'Tab');
  assert.is(document.activeElement?.id, 'first');
  key(document.activeElement, 'Tab', { shiftKey: true });
  assert.is(document.activeElement, close);
});

test('modals never stack: a new one replaces the open one at once', () => {
  const first = createModal();
  const second = createModal();
  assert.not.ok(first.element.isConnected);
  assert.ok(first.signal.aborted);
  assert.is(document.querySelectorAll('.booked-modal').length, 1);
  assert.is(currentModal(), second);
});

test('resize: sizes from the content height and the viewport (wide window)', () => {
  const { modal } = openWithContent();
  const scrollable = modal.window.querySelector<HTMLElement>('.booked-scrollable')!;
  Object.defineProperty(scrollable, 'scrollHeight', { configurable: true, value: 400 });
  Object.assign(window, { innerWidth: 1280, innerHeight: 900 });
  resizeModal();
  assert.is(modal.window.style.maxHeight, '375px');
  assert.is(scrollable.style.maxHeight, '360px');
  assert.is(modal.window.style.marginTop, '-226.5px');
  Object.assign(window, { innerWidth: 600, innerHeight: 700 });
  window.dispatchEvent(new Event('resize'));
  assert.is(modal.window.style.maxHeight, '657px');
  assert.is(scrollable.style.maxHeight, '597px');
  assert.is(modal.window.style.marginTop, '-328.5px');
  Object.assign(window, { innerWidth: 1024, innerHeight: 768 });
});

test('legacy functions exist while a booking enhancer is on the page, and go with it', async () => {
  clock.uninstall();
  resetDom('<div class="booked-calendar-wrap large"><table class="booked-calendar"><tbody><tr class="week"><td data-date="2030-1-7">7</td></tr></tbody></table></div>');
  useBooked();
  const globals = window as unknown as Record<string, ((...args: unknown[]) => unknown) | undefined>;
  const lifecycle = await mountBooking(['booking-calendar']);
  for (const name of ['bookedNewAppointment', 'create_booked_modal', 'resize_booked_modal', 'close_booked_modal', 'adjust_calendar_boxes', 'init_tooltips']) {
    assert.type(globals[name], 'function', name);
  }
  globals.create_booked_modal!();
  assert.ok(document.querySelector('.booked-modal.bm-loading'));
  globals.close_booked_modal!();
  assert.ok(document.querySelector('.booked-modal.bm-closing'));
  lifecycle.stop();
  assert.is(globals.create_booked_modal, undefined);
  clock = installFakeClock();
});

test.run();
