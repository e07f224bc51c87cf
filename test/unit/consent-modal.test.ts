import { flush, resetDom } from '../helpers/dom';
import { likeTheBrowser } from '../helpers/react-env';
import { spyConsole } from '../helpers/console-spy';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import modal from '../../enhancers/consent/modal';
import { readCookie } from '../../src/cookies';
import { COOKIE, FAILURES, countReloads, fakeAjax, json, mount, useFront, type Mounted } from './consent-test-helpers';

const option = (id: number) => `<div class="wpgdprc-content-modal__options"><div class="wpgdprc-checkbox">
  <label class="wpgdprc-switch wpgdprc-switch--column wpgdprc-switch--border" for="${id}"><span class="wpgdprc-switch__text">Enable?</span>
  <span class="wpgdprc-switch__switch"><input class="wpgdprc-switch__input" type="checkbox" id="${id}" name="${id}" value="${id}" checked>
  <span class="wpgdprc-switch__slider round"></span></span></label></div></div>`;
const description = (target: string, title: string, options = '') =>
  `<div class="wpgdprc-consent-modal__description${target === 'description' ? ' wpgdprc-consent-modal__description--active' : ''}" data-target="${target}">
    <p class="wpgdprc-consent-modal__title wpgdprc-consent-modal__title--description">${title}</p>
    <div class="wpgdprc-content-modal__content"><p>${title} text</p></div>${options}</div>`;
const navButton = (target: string, title: string) =>
  `<li class="wpgdprc-consent-modal__navigation-item"><button class="wpgdprc-consent-modal__navigation-button${target === 'description' ? ' wpgdprc-consent-modal__navigation-button--active' : ''}" data-target="${target}">${title}</button></li>`;

const MODAL = `<div class="wpgdprc wpgdprc-consent-modal" id="wpgdprc-consent-modal" aria-hidden="true">
  <div class="wpgdprc-consent-modal__overlay" tabindex="-1" data-micromodal-close>
    <div class="wpgdprc-consent-modal__inner" role="dialog" aria-modal="true">
      <div class="wpgdprc-consent-modal__header">
        <p class="wpgdprc-consent-modal__title">Privacy settings</p>
        <button class="wpgdprc-consent-modal__close" aria-label="Close popup" data-micromodal-close><svg><path d="M0 0"></path></svg></button>
      </div>
      <div class="wpgdprc-consent-modal__body">
        <nav class="wpgdprc-consent-modal__navigation"><ul class="wpgdprc-consent-modal__navigation-list">
          ${navButton('description', 'Privacy settings')}${navButton('7', 'Google Analytics')}${navButton('9', 'Facebook Pixel')}${navButton('12', 'Essential')}
        </ul></nav>
        <div class="wpgdprc-consent-modal__information">
          ${description('description', 'Privacy settings')}${description('7', 'Google Analytics', option(7))}${description('9', 'Facebook Pixel', option(9))}${description('12', 'Essential')}
        </div>
      </div>
      <div class="wpgdprc-consent-modal__footer">
        <div class="wpgdprc-consent-modal__footer__information"><a href="https://cookieinformation.com/" target="_blank">Powered by Cookie Information</a></div>
        <button class="wpgdprc-button wpgdprc-button--secondary">Save my settings</button>
      </div>
    </div>
  </div>
</div>`;

const PAGE = `
<div class="wpgdprc-consent-bar"><button type="button" class="wpgdprc-button wpgdprc-button--settings" data-micromodal-trigger="wpgdprc-consent-modal" aria-expanded="false" aria-haspopup="true">More information</button></div>
<p><a href="#" class="wpgdprc-consents-settings-link" id="content-link">settings</a> <a href="#" class="wpgdprc-processor-settings-link" id="processor-link">processor</a>
<button type="button" data-micromodal-trigger="another-modal" id="other-trigger">Other</button></p>
<ul><li class="wpgdprc-consents-settings-link menu-item"><a href="#" id="menu-link">Privacy settings</a></li></ul>
${MODAL}`;

const modalElement = () => document.getElementById('wpgdprc-consent-modal')!;
const byId = (id: string) => document.getElementById(id) as HTMLElement;
const q = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const barButton = () => q('.wpgdprc-button--settings');
const closeButton = () => q('.wpgdprc-consent-modal__close');
const saveButton = () => q('.wpgdprc-button--secondary');
const navButtons = () => Array.from(document.querySelectorAll<HTMLElement>('.wpgdprc-consent-modal__navigation-button'));
const descriptions = () => Array.from(document.querySelectorAll<HTMLElement>('.wpgdprc-consent-modal__description'));
const box = (id: number) => byId(String(id)) as HTMLInputElement;
const isOpen = () => modalElement().classList.contains('is-open');
const key = (name: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};
/** Clicks like a user: focus lands on the pressed control first. */
const press = (element: HTMLElement) => {
  element.focus();
  element.click();
};

likeTheBrowser(test);

let mounted: Mounted | undefined;
let restoreFetch: (() => void) | undefined;
let reloads: ReturnType<typeof countReloads>;

test.before.each(() => {
  resetDom(PAGE);
  document.body.style.overflow = 'auto';
  useFront();
  reloads = countReloads();
  mounted = mount(modal, modalElement());
});
test.after.each(() => {
  mounted?.cleanup();
  mounted = undefined;
  restoreFetch?.();
  restoreFetch = undefined;
  reloads.restore();
});

test('the bar button opens it with MicroModal semantics: is-open, aria-hidden, aria-expanded, body scroll locked, focus inside', () => {
  press(barButton());
  assert.ok(isOpen());
  assert.is(modalElement().getAttribute('aria-hidden'), 'false');
  assert.is(barButton().getAttribute('aria-expanded'), 'true');
  assert.is(document.body.style.overflow, 'hidden');
  assert.is(document.activeElement, closeButton());
  assert.is(q('[role="dialog"]').getAttribute('aria-labelledby'), q('.wpgdprc-consent-modal__header .wpgdprc-consent-modal__title').id);
});

test('every opener behaves the same: settings link, processor link, menu item (class on the <li>), and a link inserted later', () => {
  const late = document.createElement('a');
  late.href = '#';
  late.className = 'wpgdprc-consents-settings-link';
  late.id = 'late-link';
  document.body.append(late);
  for (const [opener, trigger] of [['content-link', 'content-link'], ['processor-link', 'processor-link'], ['menu-link', null], ['late-link', 'late-link']] as const) {
    const element = byId(opener);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.focus();
    element.dispatchEvent(click);
    assert.ok(click.defaultPrevented, `${opener}: link not followed`);
    assert.ok(isOpen(), opener);
    assert.is(document.body.style.overflow, 'hidden', opener);
    const expanded = trigger ? byId(trigger) : q('li.wpgdprc-consents-settings-link');
    assert.is(expanded.getAttribute('aria-expanded'), 'true', opener);
    key('Escape');
    assert.not.ok(isOpen(), opener);
    assert.is(expanded.getAttribute('aria-expanded'), 'false', opener);
    assert.is(document.activeElement, element, `${opener}: focus returns to the link`);
    assert.is(document.body.style.overflow, 'auto', opener);
  }
});

test("a trigger for another modal does not open this one", () => {
  press(byId('other-trigger'));
  assert.not.ok(isOpen());
});

test('tabs: a click shows its description (display flex, others none) and marks the button active, with ARIA tabs', () => {
  press(barButton());
  const [first, analytics, pixel] = navButtons();
  assert.is(q('.wpgdprc-consent-modal__navigation-list').getAttribute('role'), 'tablist');
  assert.is(analytics!.getAttribute('role'), 'tab');
  assert.is(analytics!.getAttribute('aria-controls'), descriptions()[1]!.id);
  assert.is(descriptions()[1]!.getAttribute('role'), 'tabpanel');
  analytics!.click();
  assert.ok(analytics!.classList.contains('wpgdprc-consent-modal__navigation-button--active'));
  assert.not.ok(first!.classList.contains('wpgdprc-consent-modal__navigation-button--active'));
  assert.is(analytics!.getAttribute('aria-selected'), 'true');
  assert.is(first!.getAttribute('aria-selected'), 'false');
  assert.equal(descriptions().map((element) => element.style.display), ['none', 'flex', 'none', 'none']);
  pixel!.click();
  assert.equal(descriptions().map((element) => element.style.display), ['none', 'none', 'flex', 'none']);
  assert.ok(isOpen(), 'a tab click inside the overlay does not close');
});

test('tabs answer arrow keys, Home and End (roving tabindex)', () => {
  press(barButton());
  const buttons = navButtons();
  assert.equal(buttons.map((button) => button.tabIndex), [0, -1, -1, -1]);
  buttons[0]!.focus();
  key('ArrowDown');
  assert.is(document.activeElement, buttons[1]);
  assert.is(descriptions()[1]!.style.display, 'flex');
  assert.equal(buttons.map((button) => button.tabIndex), [-1, 0, -1, -1]);
  key('End');
  assert.is(document.activeElement, buttons[3]);
  key('ArrowRight');
  assert.is(document.activeElement, buttons[0], 'wraps');
  key('ArrowUp');
  assert.is(document.activeElement, buttons[3]);
  key('Home');
  assert.is(document.activeElement, buttons[0]);
});

test('Tab and Shift+Tab wrap inside the dialog; the list is recomputed on each key press', () => {
  press(barButton());
  assert.is(document.activeElement, closeButton());
  assert.ok(key('Tab', true).defaultPrevented);
  assert.is(document.activeElement, saveButton(), 'Shift+Tab on the first goes to the last');
  assert.ok(key('Tab').defaultPrevented);
  assert.is(document.activeElement, closeButton(), 'Tab on the last goes to the first');
  assert.not.ok(key('Tab').defaultPrevented, 'in the middle the browser moves focus');
  const extra = document.createElement('button');
  extra.textContent = 'Added';
  q('.wpgdprc-consent-modal__footer').append(extra);
  saveButton().focus();
  assert.not.ok(key('Tab').defaultPrevented, 'the save button is no longer last');
  extra.focus();
  key('Tab');
  assert.is(document.activeElement, closeButton());
});

test('Escape closes and focus returns to the opener', () => {
  press(byId('content-link'));
  assert.ok(key('Escape').defaultPrevented);
  assert.not.ok(isOpen());
  assert.is(modalElement().getAttribute('aria-hidden'), 'true');
  assert.is(document.activeElement, byId('content-link'));
});

test('the close button closes on a click on itself or on its icon (defect 8); the overlay only on itself', () => {
  press(barButton());
  q('.wpgdprc-consent-modal__close path').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  assert.not.ok(isOpen(), 'click on the svg path');
  assert.is(document.activeElement, barButton());
  press(barButton());
  closeButton().click();
  assert.not.ok(isOpen());
  press(barButton());
  q('.wpgdprc-content-modal__content').click();
  q('.wpgdprc-consent-modal__inner').click();
  assert.ok(isOpen(), 'clicks inside the dialog keep it open');
  q('.wpgdprc-consent-modal__overlay').click();
  assert.not.ok(isOpen(), 'a click on the overlay closes');
});

test('a press that starts inside the dialog and ends on the overlay does not close', () => {
  press(barButton());
  q('.wpgdprc-content-modal__content').dispatchEvent(new Event('pointerdown', { bubbles: true }));
  q('.wpgdprc-consent-modal__overlay').click();
  assert.ok(isOpen());
  q('.wpgdprc-consent-modal__overlay').dispatchEvent(new Event('pointerdown', { bubbles: true }));
  q('.wpgdprc-consent-modal__overlay').click();
  assert.not.ok(isOpen());
});

test('closing resets it: first tab and description active, the others not, inline styles gone, every switch unchecked (defect 1)', () => {
  press(barButton());
  navButtons()[2]!.click();
  box(7).checked = true;
  box(9).checked = true;
  key('Escape');
  assert.equal(navButtons().map((button) => button.classList.contains('wpgdprc-consent-modal__navigation-button--active')), [true, false, false, false]);
  assert.equal(descriptions().map((element) => element.classList.contains('wpgdprc-consent-modal__description--active')), [true, false, false, false]);
  assert.equal(descriptions().map((element) => element.getAttribute('style')), [null, null, null, null]);
  assert.not.ok(document.querySelector('[class*=".wpgdprc"]'), 'no junk class with a leading dot');
  assert.is(box(7).checked, false);
  assert.is(box(9).checked, false);
});

test('the first tab is active on open, whatever was shown before', () => {
  press(barButton());
  navButtons()[1]!.click();
  key('Escape');
  press(byId('content-link'));
  assert.ok(navButtons()[0]!.classList.contains('wpgdprc-consent-modal__navigation-button--active'));
  assert.is(descriptions()[0]!.getAttribute('style'), null);
});

test('the switches are filled from the cookie on open: accepted and required ids on, declined off', () => {
  press(barButton());
  assert.equal([box(7).checked, box(9).checked], [false, false], 'no cookie: nothing on (the server rendered them checked)');
  key('Escape');
  document.cookie = `${COOKIE}=7_accepted%2C9_declined%2C12_required; path=/`;
  press(barButton());
  assert.equal([box(7).checked, box(9).checked], [true, false]);
  key('Escape');
  document.cookie = `${COOKIE}=accept; path=/`;
  press(barButton());
  assert.equal([box(7).checked, box(9).checked], [true, true]);
  key('Escape');
  document.cookie = `${COOKIE}=not-a-list; path=/`;
  press(barButton());
  assert.equal([box(7).checked, box(9).checked], [false, false], 'malformed cookie: no consent');
});

test('Save sends the checked numeric ids, writes the cookie and reloads', async () => {
  const ajax = fakeAjax(() => json({ success: true, message: '7_accepted,9_declined,12_required,14_declined' }));
  restoreFetch = ajax.restore;
  const odd = document.createElement('input');
  odd.type = 'checkbox';
  odd.value = 'on';
  odd.checked = true;
  descriptions()[3]!.append(odd);
  press(barButton());
  box(7).checked = true;
  odd.checked = true;
  saveButton().click();
  await flush();
  assert.equal(ajax.bodies(), ['action=wpgdprc_consent_cookie&data=%7B%22checked%22%3A%5B7%5D%7D&security=3f9a1c2b7d']);
  assert.is(ajax.sent[0]!.headers['x-requested-with'], undefined);
  assert.is(ajax.sent[0]!.headers['content-type'], 'application/x-www-form-urlencoded; charset=utf-8');
  assert.is(readCookie(COOKIE), '7_accepted,9_declined,12_required,14_declined');
  assert.is(reloads.count, 1);
});

test('Save with both switches on sends [7,9]; with none on sends []', async () => {
  const ajax = fakeAjax(() => json({ success: false, error: '' }));
  restoreFetch = ajax.restore;
  const warnings = spyConsole('warn');
  try {
    press(barButton());
    box(7).checked = true;
    box(9).checked = true;
    saveButton().click();
    await flush();
    box(7).checked = false;
    box(9).checked = false;
    saveButton().click();
    await flush();
    assert.equal(ajax.sent.map((request) => new URLSearchParams(request.body).get('data')), ['{"checked":[7,9]}', '{"checked":[]}']);
  } finally {
    warnings.restore();
  }
});

for (const [name, answer] of FAILURES) {
  test(`a failed save (${name}) is logged and said in the modal; the modal stays open and Save works again (defect 2)`, async () => {
    const ajax = fakeAjax(answer, () => json({ success: true, message: 'accept' }));
    restoreFetch = ajax.restore;
    const warnings = spyConsole('warn');
    try {
      press(barButton());
      saveButton().click();
      await flush();
      assert.is(warnings.calls.length, 1);
      assert.is(readCookie(COOKIE), undefined);
      assert.is(reloads.count, 0);
      assert.ok(isOpen());
      assert.is(saveButton().getAttribute('aria-busy'), null);
      const alert = saveButton().parentElement!.nextElementSibling;
      assert.ok(alert?.matches('p.wpgdprc-message--error[role="alert"]'), 'a visible message in words (issue 9)');
      assert.match(alert!.textContent!, /^(The |Your )/);
      saveButton().click();
      await flush();
      assert.is(ajax.sent.length, 2);
      assert.is(reloads.count, 1);
    } finally {
      warnings.restore();
    }
  });
}

test('at mount nothing of the server markup changes but its ARIA: switches as printed, no inline styles, closed', () => {
  assert.equal([box(7).checked, box(9).checked], [true, true], 'the server rendered them checked');
  assert.equal(descriptions().map((element) => element.getAttribute('style')), [null, null, null, null]);
  assert.not.ok(isOpen());
  assert.is(modalElement().getAttribute('aria-hidden'), 'true');
  assert.is(barButton().getAttribute('aria-expanded'), 'false');
});

test('a failed Save shows one line after the footer, the original markup, gone with the next attempt', async () => {
  let answer!: (response: Response) => void;
  const ajax = fakeAjax(() => json({ success: false, error: '' }), () => new Promise<Response>((resolve) => (answer = resolve)));
  restoreFetch = ajax.restore;
  const warnings = spyConsole('warn');
  try {
    press(barButton());
    saveButton().click();
    await flush();
    assert.is(
      q('.wpgdprc-consent-modal__footer').nextElementSibling!.outerHTML,
      '<p class="wpgdprc-message wpgdprc-message--error wpgdprc-save-failure" role="alert">Your choice could not be saved. Please try again.</p>',
    );
    saveButton().click();
    assert.is(document.querySelector('.wpgdprc-save-failure'), null);
    assert.is(saveButton().getAttribute('aria-busy'), 'true');
    await flush();
    answer(json({ success: true, message: 'accept' }));
    await flush();
    assert.is(reloads.count, 1);
    assert.is(saveButton().getAttribute('aria-busy'), 'true', 'busy until the new page');
  } finally {
    warnings.restore();
  }
});

test('a second Save while one is in flight is ignored', async () => {
  let answer!: (response: Response) => void;
  const ajax = fakeAjax(() => new Promise<Response>((resolve) => (answer = resolve)));
  restoreFetch = ajax.restore;
  press(barButton());
  saveButton().click();
  saveButton().click();
  await flush();
  assert.is(ajax.sent.length, 1);
  answer(json({ success: true, message: 'accept' }));
  await flush();
  assert.is(reloads.count, 1);
});

test('cleanup while open closes it, restores the server attributes and stops listening', () => {
  press(barButton());
  mounted!.cleanup();
  mounted = undefined;
  assert.not.ok(isOpen());
  assert.is(document.body.style.overflow, 'auto');
  assert.is(navButtons()[1]!.getAttribute('role'), null);
  assert.is(navButtons()[1]!.getAttribute('tabindex'), null);
  assert.is(q('[role="dialog"]').getAttribute('aria-labelledby'), null);
  barButton().click();
  assert.not.ok(isOpen());
});

test.run();
