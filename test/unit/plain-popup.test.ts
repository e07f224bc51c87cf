import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { PLAIN_POPUP_MS, showPlainPopup } from '../../src/plain-popup';

let clock: FakeClock;
test.before.each(() => {
  resetDom();
  clock = installFakeClock();
});
test.after.each(() => clock.uninstall());

test("shows the header and text in the theme's popup classes, as an alert", () => {
  setPageGlobal('DIVEIT_STORAGE', { ajax_url: '/wp-admin/admin-ajax.php' });
  const popup = showPlainPopup({ type: 'warning', header: 'Oops', message: 'Try <b>again</b>' });
  assert.is(popup.getAttribute('role'), 'alert');
  assert.ok(popup.classList.contains('diveit_message') && popup.classList.contains('diveit_message_warning'));
  assert.is(popup.querySelector('.diveit_message_header')!.textContent, 'Oops');
  assert.is(popup.querySelector('.diveit_message_body')!.textContent, 'Try <b>again</b>', 'text stays text');
});

test('legacy HTML shows as its text only', () => {
  const popup = showPlainPopup({ type: 'info', message: { legacyHtml: '<img src=x onerror="alert(1)">Saved <i>ok</i>' } });
  assert.is(popup.querySelector('.themerex_message_body')!.innerHTML, 'Saved ok');
});

test('goes after 5 s, or at once by its close button; a newer one replaces it', () => {
  const first = showPlainPopup({ type: 'info', message: 'one' });
  const second = showPlainPopup({ type: 'info', message: 'two' });
  assert.not.ok(first.isConnected);
  clock.tick(PLAIN_POPUP_MS - 1);
  assert.ok(second.isConnected);
  clock.tick(1);
  assert.not.ok(second.isConnected);
  const third = showPlainPopup({ type: 'info', message: 'three' });
  third.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
  assert.not.ok(third.isConnected);
});

test.run();
