import { resetDom } from '../helpers/dom';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { askConfirm, removePopupHost, setPopupPrefix, showPopup } from '../../src/message-popup';
import type { PopupOptions } from '../../src/message-popup-store';

let clock: FakeClock;

const open = (options: PopupOptions) => act(() => void showPopup(options));
const tick = (milliseconds: number) => act(() => clock.tick(milliseconds));
const popups = () => document.querySelectorAll('.themerex_message');
const popup = () => document.querySelector<HTMLElement>('.themerex_message');
const backdrop = () => document.getElementById('themerex_modal_bg');
const click = (element: Element | null) => act(() => void (element as HTMLElement).click());
const key = (key: string, shiftKey = false) =>
  act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true })));

test.before.each(() => {
  resetDom('<button id="opener">Open</button>');
  setPopupPrefix('themerex');
  clock = installFakeClock();
});
test.after.each(() => {
  act(() => removePopupHost());
  clock.uninstall();
});

test("renders the theme's markup with the type's default icon", async () => {
  for (const [type, icon] of [['warning', 'cancel'], ['success', 'check'], ['info', 'info'], ['regular', 'quote'], ['confirm', 'help']] as const) {
    await open({ type, message: 'Saved', header: 'Title' });
    const element = popup()!;
    assert.ok(element.classList.contains(`themerex_message_${type}`), type);
    assert.ok(element.querySelector(`.themerex_message_icon.icon-${icon}.iconadmin-${icon}`), `${type} icon`);
    assert.is(element.querySelector('h2.themerex_message_header')!.textContent, 'Title');
    assert.is(element.querySelector('.themerex_message_body')!.textContent, 'Saved');
    assert.ok(element.querySelector('.themerex_message_close.icon-cancel'));
    assert.ok(backdrop());
  }
  await open({ type: 'dialog', message: 'x' });
  assert.is(popup()!.querySelector('.themerex_message_icon'), null);
  assert.is(popup()!.querySelector('.themerex_message_header'), null);
});

test('confirm has Yes and No, dialog has Apply and Cancel, the others no buttons', async () => {
  const labels = () => Array.from(document.querySelectorAll('.themerex_message_buttons .themerex_message_button'), (button) => button.textContent);
  await open({ type: 'confirm', message: '?' });
  assert.equal(labels(), ['Yes', 'No']);
  await open({ type: 'dialog', message: '?' });
  assert.equal(labels(), ['Apply', 'Cancel']);
  await open({ type: 'info', message: '!' });
  assert.equal(labels(), []);
  assert.is(document.querySelector('.themerex_message_buttons'), null);
});

test('server text is rendered as text', async () => {
  await open({ type: 'warning', message: '<img src=x onerror="alert(1)"><b>bold</b>', header: '<i>h</i>' });
  assert.is(popup()!.querySelector('img, b, i'), null);
  assert.is(popup()!.querySelector('.themerex_message_body')!.textContent, '<img src=x onerror="alert(1)"><b>bold</b>');
});

test('legacy HTML is sanitised, not dropped', async () => {
  await open({ type: 'warning', message: { legacyHtml: 'Failed<br><strong>ERROR</strong><script>window.bad = 1</script>' } });
  const body = popup()!.querySelector('.themerex_message_body')!;
  assert.is(body.innerHTML, 'Failed<br><strong>ERROR</strong>');
});

test('closes by itself after 5000 ms by default, fades, and is removed 500 ms later', async () => {
  await open({ type: 'success', message: 'Done' });
  await tick(4999);
  assert.not.ok(popup()!.classList.contains('themerex_message_closing'));
  await tick(1);
  assert.ok(popup()!.classList.contains('themerex_message_closing'));
  assert.is(popup()!.style.opacity, '0');
  await tick(499);
  assert.ok(popup());
  await tick(1);
  assert.is(popup(), null);
  assert.is(backdrop(), null);
});

test('confirm and dialog never time out; a delay of 0 keeps any popup; a custom delay is kept', async () => {
  await open({ type: 'confirm', message: '?' });
  await tick(60_000);
  assert.ok(popup());
  await open({ type: 'warning', message: '!', delay: 0 });
  await tick(60_000);
  assert.ok(popup());
  await open({ type: 'info', message: '!', delay: 1000 });
  await tick(1500);
  assert.is(popup(), null);
});

test("only one at a time: a new popup replaces the old, and the old timer never closes the new one", async () => {
  await open({ type: 'warning', message: 'first' });
  await tick(3000);
  await open({ type: 'success', message: 'second' });
  assert.is(popups().length, 1);
  assert.is(document.querySelectorAll('#themerex_modal_bg').length, 1);
  await tick(2500); // the first popup's 5000 ms have passed
  assert.is(popup()!.querySelector('.themerex_message_body')!.textContent, 'second');
  assert.not.ok(popup()!.classList.contains('themerex_message_closing'));
});

test("a popup opened during another's fade-out is not removed with it", async () => {
  await open({ type: 'warning', message: 'first', delay: 100 });
  await tick(100);
  assert.ok(popup()!.classList.contains('themerex_message_closing'));
  await tick(200);
  await open({ type: 'info', message: 'second', delay: 0 });
  await tick(1000);
  assert.is(popups().length, 1);
  assert.is(popup()!.querySelector('.themerex_message_body')!.textContent, 'second');
});

test('close icon and backdrop call the callback with 0; a button with its 1-based position and the popup', async () => {
  const calls: [number, HTMLElement | undefined][] = [];
  const callback = (button: number, element?: HTMLElement) => void calls.push([button, element]);
  await open({ type: 'confirm', message: '?', callback });
  await click(popup()!.querySelector('.themerex_message_close'));
  await tick(500);
  await open({ type: 'confirm', message: '?', callback });
  await click(backdrop());
  await tick(500);
  await open({ type: 'dialog', message: '?', callback });
  const dialog = popup()!;
  await click(dialog.querySelectorAll('.themerex_message_button')[1]!);
  assert.equal(calls.map(([button]) => button), [0, 0, 2]);
  assert.is(calls[2]![1], dialog);
  await tick(500);
  assert.is(popup(), null);
});

test("a replaced popup's callback gets 0 once, and never again when a later popup closes", async () => {
  const first: number[] = [];
  const second: number[] = [];
  await open({ type: 'confirm', message: '1', callback: (button) => void first.push(button) });
  await open({ type: 'confirm', message: '2', callback: (button) => void second.push(button) });
  assert.equal(first, [0]);
  await click(popup()!.querySelector('.themerex_message_button'));
  assert.equal(first, [0]);
  assert.equal(second, [1]);
});

test('a double click on a button calls back once', async () => {
  const calls: number[] = [];
  await open({ type: 'confirm', message: '?', callback: (button) => void calls.push(button) });
  const yes = popup()!.querySelector('.themerex_message_button')!;
  await click(yes);
  await click(yes);
  assert.equal(calls, [1]);
});

test('init runs with the popup once it is in the page', async () => {
  let seen: HTMLElement | undefined;
  await open({ type: 'dialog', message: { legacyHtml: '<input id="bookmark_title" value="Page">' }, init: (element) => (seen = element) });
  assert.is(seen, popup());
  assert.ok(seen!.isConnected);
  assert.ok(seen!.querySelector('#bookmark_title'));
});

test('confirm and dialog: focus moves in, Tab and Shift+Tab stay inside, Escape closes with 0 and focus returns', async () => {
  const opener = document.getElementById('opener')!;
  opener.focus();
  const calls: number[] = [];
  await open({ type: 'dialog', header: 'Add bookmark', message: { legacyHtml: '<label>Title <input id="bookmark_title"></label>' }, callback: (button) => void calls.push(button) });
  const dialog = popup()!;
  assert.is(dialog.getAttribute('role'), 'dialog');
  assert.is(dialog.getAttribute('aria-modal'), 'true');
  assert.is(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent, 'Add bookmark');
  assert.is(document.activeElement, dialog.querySelector('#bookmark_title'));
  const cancel = dialog.querySelectorAll<HTMLElement>('.themerex_message_button')[1]!;
  cancel.focus();
  await key('Tab');
  assert.is(document.activeElement, dialog.querySelector('.themerex_message_close'));
  await key('Tab', true);
  assert.is(document.activeElement, cancel);
  await key('Escape');
  assert.equal(calls, [0]);
  assert.is(document.activeElement, opener);
});

test('confirm is an alertdialog and focuses its first answer', async () => {
  await open({ type: 'confirm', message: 'Delete?' });
  assert.is(popup()!.getAttribute('role'), 'alertdialog');
  assert.is(document.activeElement, popup()!.querySelector('.themerex_message_button'));
  assert.is(document.activeElement!.textContent, 'Yes');
});

test('span buttons answer Enter and Space', async () => {
  const calls: number[] = [];
  await open({ type: 'confirm', message: '?', callback: (button) => void calls.push(button) });
  await key(' '); // on Yes
  assert.equal(calls, [1]);
});

test('the others announce politely, keep focus where it was and close on Escape', async () => {
  const opener = document.getElementById('opener')!;
  opener.focus();
  await open({ type: 'warning', header: 'Oops', message: 'Like failed' });
  assert.is(document.activeElement, opener);
  assert.is(popup()!.getAttribute('aria-modal'), null);
  const live = document.querySelector('[aria-live="polite"]')!;
  await tick(50);
  assert.match(live.textContent!, /Oops\s*Like failed/);
  await key('Escape');
  assert.ok(popup()!.classList.contains('themerex_message_closing'));
});

test('askConfirm resolves true for Yes and false when dismissed', async () => {
  let answer: boolean | undefined;
  await act(() => void askConfirm('Sure?').then((value) => (answer = value)));
  await click(popup()!.querySelector('.themerex_message_button'));
  assert.is(answer, true);
  await tick(500);
  await act(() => void askConfirm('Sure?').then((value) => (answer = value)));
  await click(backdrop());
  assert.is(answer, false);
});

test.run();
