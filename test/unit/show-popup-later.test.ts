import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spyConsole } from '../helpers/console-spy';
import { resetReportedErrors } from '../../src/report-error';
import { lazyPopup } from '../../src/show-popup-later';
import type { PopupOptions } from '../../src/message-popup-store';

let errors: ReturnType<typeof spyConsole>;
test.before.each(() => {
  resetDom();
  resetReportedErrors();
  errors = spyConsole('error');
});
test.after.each(() => errors.restore());

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

test('offline: the message still shows, as a plain alert; a callback hears 0; the failure is logged; it resolves', async () => {
  const heard: number[] = [];
  const id = await lazyPopup(offline).show({ type: 'warning', message: 'Error saving your like!', callback: (button) => heard.push(button) });
  assert.is(id, 0);
  const alert = document.querySelector('[role="alert"]')!;
  assert.match(alert.textContent!, 'Error saving your like!');
  assert.equal(heard, [0]);
  assert.is(errors.calls.length, 1);
  assert.match(errors.text()[0]!, /message-popup/);
});

test('a failed fetch is not kept: the next popup fetches again and shows the real popup', async () => {
  const shown: PopupOptions[] = [];
  let attempts = 0;
  const popup = lazyPopup(() => (++attempts === 1 ? offline() : Promise.resolve({ showPopup: (options: PopupOptions) => (shown.push(options), 7) })));
  await popup.show({ type: 'info', message: 'first' });
  assert.is(await popup.show({ type: 'info', message: 'second' }), 7);
  assert.is(attempts, 2);
  assert.equal(shown.map((options) => options.message), ['second']);
});

test('preload fetches once; a later popup reuses it; a failed preload is silent', async () => {
  let attempts = 0;
  const popup = lazyPopup(() => (attempts++, Promise.resolve({ showPopup: () => 3 })));
  popup.preload();
  assert.is(await popup.show({ type: 'info', message: 'x' }), 3);
  assert.is(attempts, 1);
  lazyPopup(offline).preload();
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.is(errors.calls.length, 0);
  assert.is(document.querySelector('[role="alert"]'), null);
});

test.run();
