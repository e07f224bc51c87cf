import { flush, resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { messagePopup } from '../../enhancers/message-popup/definition';
import { startLifecycle, type Lifecycle } from '../../src/lifecycle';
import { removePopupHost, setDefaultPopupDelay } from '../../src/message-popup';

type Globals = Record<string, ((...args: unknown[]) => void) | undefined>;
const globals = window as unknown as Globals;
const storage = (extra: object = {}) => ({ ajax_url: '/wp-admin/admin-ajax.php', ajax_nonce: 'n', strings: {}, ...extra });
let lifecycle: Lifecycle | undefined;

async function start(): Promise<void> {
  lifecycle = startLifecycle([messagePopup]);
  await lifecycle.settled();
  await act(() => flush());
}

test.before.each(() => resetDom());
test.after.each(() => {
  lifecycle?.stop();
  lifecycle = undefined;
  act(() => removePopupHost());
  setDefaultPopupDelay(5000);
});

test('defines the generation A window functions and shows popups with the theme prefix', async () => {
  setPageGlobal('THEMEREX_GLOBALS', storage());
  await start();
  for (const name of ['warning', 'success', 'info', 'regular', 'confirm', 'dialog']) {
    assert.type(globals[`themerex_message_${name}`], 'function', name);
  }
  await act(async () => {
    globals.themerex_message_warning!('Login failed<br><b>ERROR</b><script>window.bad=1</script>', 'Sorry', '', 0);
    await flush();
  });
  const popup = document.querySelector('.themerex_message.themerex_message_warning')!;
  assert.ok(popup);
  assert.is(popup.querySelector('.themerex_message_body')!.innerHTML, 'Login failed<br><b>ERROR</b>');
  assert.is(popup.querySelector('.themerex_message_header')!.textContent, 'Sorry');
  assert.ok(popup.querySelector('.icon-cancel.themerex_message_icon'), 'empty icon falls back to the default');
});

test('generation B gets its own prefix', async () => {
  setPageGlobal('DIVEIT_STORAGE', storage());
  await start();
  assert.type(globals.diveit_message_info, 'function');
  assert.is(globals.themerex_message_info, undefined);
  await act(async () => {
    globals.diveit_message_info!('Hi');
    await flush();
  });
  assert.ok(document.querySelector('.diveit_message.diveit_message_info'));
  assert.ok(document.getElementById('diveit_modal_bg'));
});

test('confirm and dialog callbacks get jQuery-wrapped popups when jQuery is on the page', async () => {
  setPageGlobal('THEMEREX_GLOBALS', storage());
  setPageGlobal('jQuery', (element: Element) => ({ jquery: true, element }));
  await start();
  const calls: unknown[][] = [];
  let initArgument: unknown;
  await act(async () => {
    globals.themerex_message_dialog!(
      '<input id="bookmark_title" value="My page">',
      'Add bookmark',
      (popup: unknown) => (initArgument = popup),
      (button: unknown, popup: unknown) => calls.push([button, popup]),
    );
    await flush();
  });
  const popup = document.querySelector('.themerex_message_dialog')!;
  assert.equal(initArgument, { jquery: true, element: popup });
  await act(() => void (popup.querySelector('.themerex_message_button') as HTMLElement).click());
  assert.equal(calls, [[1, { jquery: true, element: popup }]]);
});

test("shows the page's system message at load: error as a warning, text as text", async () => {
  setPageGlobal('THEMEREX_GLOBALS', storage({ system_message: { message: 'Payment <b>failed</b>', status: 'error', header: 'Shop' } }));
  await start();
  const popup = document.querySelector('.themerex_message_warning')!;
  assert.is(popup.querySelector('.themerex_message_body')!.textContent, 'Payment <b>failed</b>');
  assert.is(popup.querySelector('.themerex_message_header')!.textContent, 'Shop');
});

test('success and info system messages keep their type; an empty one shows nothing', async () => {
  setPageGlobal('THEMEREX_GLOBALS', storage({ system_message: { message: 'Welcome', status: 'success', header: '' } }));
  await start();
  assert.ok(document.querySelector('.themerex_message_success'));
  lifecycle!.stop();
  act(() => removePopupHost());
  setPageGlobal('THEMEREX_GLOBALS', storage({ system_message: { message: '', status: 'info', header: '' } }));
  await start();
  assert.is(document.querySelector('.themerex_message'), null);
});

test('the delay argument is honoured and the page message_timeout is the default', async () => {
  setPageGlobal('THEMEREX_GLOBALS', storage({ message_timeout: '50' }));
  await start();
  await act(async () => {
    globals.themerex_message_success!('Quick');
    await flush();
  });
  assert.ok(document.querySelector('.themerex_message_success'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
  assert.ok(document.querySelector('.themerex_message_closing'));
});

test('stopping restores functions defined by the legacy theme script', async () => {
  const original = () => undefined;
  setPageGlobal('THEMEREX_GLOBALS', storage());
  setPageGlobal('themerex_message_warning', original);
  await start();
  assert.is.not(globals.themerex_message_warning, original);
  lifecycle!.stop();
  assert.is(globals.themerex_message_warning, original);
  assert.is(globals.themerex_message_success, undefined);
});

test('no theme global: nothing loads and nothing is defined', async () => {
  await start();
  assert.is(globals.themerex_message_warning, undefined);
});

test.run();
