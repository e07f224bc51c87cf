import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import { likeTheBrowser } from '../helpers/react-env';
import * as assert from 'uvu/assert';
import type { Lifecycle } from '../../src/lifecycle';
import { mountBooking, useBooked, useNodeAbort } from './booking-test-helpers';

const test = suite('booking login page and upload field');
likeTheBrowser(test);
let lifecycle: Lifecycle | undefined;

function page() {
  resetDom(
    '<div id="profile-login"><div class="booked-form-wrap"><div class="booked-custom-error" style="display:none">Both fields are required.</div>' +
      '<form id="loginform" action="/wp-login.php" method="post"><input name="log" id="user_login"><input type="password" name="pwd" id="user_pass"><input type="submit" id="wp-submit"></form></div></div>' +
      '<div id="profile-forgot"><div class="booked-form-wrap"><div class="booked-custom-error" style="display:none">Enter your login.</div>' +
      '<form id="forgot" method="post"><input name="user_login" id="forgot_login"><input type="submit"></form></div></div>' +
      '<span class="booked-upload-wrap"><span>Choose image…</span><input type="file" name="avatar"></span>',
  );
  useBooked();
}
const submit = (id: string) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};
const error = (wrapIndex: number) => document.querySelectorAll<HTMLElement>('.booked-custom-error')[wrapIndex]!;

test.after.each(() => {
  lifecycle?.stop();
  lifecycle = undefined;
  useNodeAbort();
});

test('login: an empty field stops the form, shows the error (announced) and focuses the field; both filled hide it and let it go', async () => {
  page();
  lifecycle = await mountBooking(['booking-account-forms']);
  (document.getElementById('user_login') as HTMLInputElement).value = 'demo';
  const stopped = submit('loginform');
  assert.is(stopped.defaultPrevented, true);
  assert.is(error(0).style.display, 'block');
  assert.is(error(0).getAttribute('role'), 'alert');
  assert.is(document.activeElement?.id, 'user_pass');
  (document.getElementById('user_pass') as HTMLInputElement).value = 'demo1234';
  const sent = submit('loginform');
  assert.is(sent.defaultPrevented, false);
  assert.is(error(0).style.display, 'none', 'the stale error is hidden');
});

test('lost password: user_login is needed; the other form\'s error is not touched', async () => {
  page();
  lifecycle = await mountBooking(['booking-account-forms']);
  assert.is(submit('forgot').defaultPrevented, true);
  assert.is(error(1).style.display, 'block');
  assert.is(error(0).style.display, 'none');
  (document.getElementById('forgot_login') as HTMLInputElement).value = 'demo';
  assert.is(submit('forgot').defaultPrevented, false);
});

test('upload: the chosen file\'s name shows as text and the wrap gets hasFile', async () => {
  page();
  lifecycle = await mountBooking(['booking-account-forms']);
  const input = document.querySelector<HTMLInputElement>('.booked-upload-wrap input')!;
  const file = new window.File(['x'], '<b>me</b>.png', { type: 'image/png' });
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  input.dispatchEvent(new Event('change', { bubbles: true }));
  const wrap = document.querySelector('.booked-upload-wrap')!;
  assert.is(wrap.querySelector('span')!.textContent, '<b>me</b>.png');
  assert.is(wrap.querySelector('b'), null);
  assert.ok(wrap.classList.contains('hasFile'));
});

test.run();
