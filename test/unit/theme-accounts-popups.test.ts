import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { themeAccountEnhancers } from '../../enhancers/theme-accounts/definition';
import { setThemePage, settle, startEnhancers, stopEnhancers, user } from './theme-harness';
import { loginPopup, userMenu } from './theme-accounts-markup';

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const shown = (popup: HTMLElement) => popup.style.display === 'block';
const key = (name: string, shiftKey = false) =>
  void document.activeElement!.dispatchEvent(new window.KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true, cancelable: true }));

const test = suite('theme login and registration popups');
likeTheBrowser(test);
test.after.each(() => stopEnhancers());

test('A: a link opens its popup as a dialog, focus moves to its first field; the other popup closes', async () => {
  resetDom(userMenu());
  setThemePage('A');
  await startEnhancers(themeAccountEnhancers);
  const login = byId('popup_login');
  const registration = byId('popup_registration');
  assert.is(byId('login-link').getAttribute('aria-haspopup'), 'dialog');
  user(() => byId('login-link').click());
  await settle();
  assert.ok(shown(login));
  assert.is(login.getAttribute('role'), 'dialog');
  assert.is(login.getAttribute('aria-modal'), 'true');
  assert.is(login.getAttribute('aria-label'), 'Login');
  assert.is(byId('login-link').getAttribute('aria-expanded'), 'true');
  assert.is(document.activeElement, byId('log'));

  user(() => byId('register-link').click());
  await settle();
  assert.not.ok(shown(login));
  assert.is(login.getAttribute('role'), null);
  assert.is(byId('login-link').getAttribute('aria-expanded'), 'false');
  assert.ok(shown(registration));
  assert.is(document.activeElement, byId('registration_username'));
});

test('A: the link toggles; Escape closes and focus returns to the link', async () => {
  resetDom(userMenu());
  setThemePage('A');
  await startEnhancers(themeAccountEnhancers);
  const login = byId('popup_login');
  user(() => byId('login-link').click());
  await settle();
  user(() => byId('login-link').click());
  await settle();
  assert.not.ok(shown(login));
  user(() => byId('login-link').click());
  await settle();
  assert.ok(shown(login));
  user(() => key('Escape'));
  await settle();
  assert.not.ok(shown(login));
  assert.is(document.activeElement, byId('login-link'));
});

test('the close control closes the popup and focus returns to the link', async () => {
  resetDom(userMenu());
  setThemePage('A');
  await startEnhancers(themeAccountEnhancers);
  user(() => byId('register-link').click());
  await settle();
  const close = byId('popup_registration').querySelector<HTMLElement>('.popup_close')!;
  assert.is(close.getAttribute('role'), 'button');
  user(() => close.click());
  await settle();
  assert.not.ok(shown(byId('popup_registration')));
  assert.is(document.activeElement, byId('register-link'));
});

test('Tab and Shift+Tab stay inside the open popup', async () => {
  resetDom(userMenu());
  setThemePage('A');
  await startEnhancers(themeAccountEnhancers);
  user(() => byId('login-link').click());
  await settle();
  const submitButton = byId('popup_login').querySelector<HTMLElement>('.submit_button')!;
  submitButton.focus();
  key('Tab');
  assert.is(document.activeElement, byId('popup_login').querySelector('.popup_close'), 'from the last control to the first');
  key('Tab', true);
  assert.is(document.activeElement, submitButton);
});

test('A with css_animation: the popup shows with the theme animation classes', async () => {
  resetDom(userMenu());
  setThemePage('A', { css_animation: '1', menu_animation_in: 'fadeIn', menu_animation_out: 'fadeOut' });
  await startEnhancers(themeAccountEnhancers);
  user(() => byId('login-link').click());
  await settle();
  assert.ok(byId('popup_login').classList.contains('animated'));
  assert.ok(byId('popup_login').classList.contains('fadeIn'));
});

test('removing the link that opened a popup hides it and drops the ARIA; another link can open it again', async () => {
  resetDom(`${userMenu()}<a href="#popup_login" id="second-link" class="popup_link">Sign in</a>`);
  setThemePage('A');
  await startEnhancers(themeAccountEnhancers);
  const link = byId('login-link');
  user(() => link.click());
  await settle();
  assert.ok(shown(byId('popup_login')));
  link.remove();
  await settle();
  assert.not.ok(shown(byId('popup_login')));
  assert.is(byId('popup_login').getAttribute('role'), null);
  assert.is(link.getAttribute('aria-haspopup'), null);
  assert.is(link.getAttribute('aria-expanded'), null);
  user(() => byId('second-link').click());
  await settle();
  assert.ok(shown(byId('popup_login')));
  assert.is(byId('second-link').getAttribute('aria-expanded'), 'true');
});

test('B: links only show (a second click keeps it open); a link opens the copy next to it (mobile duplicates share ids)', async () => {
  resetDom(`
    <header><div class="login"><a href="#popup_login" id="desktop-link" class="popup_link popup_links popup_login_link">Client login</a>${loginPopup()}</div></header>
    <div class="header_mobile"><div class="login"><a href="#popup_login" id="mobile-link" class="popup_link popup_links popup_login_link">Client login</a>${loginPopup()}</div></div>`);
  setThemePage('B');
  await startEnhancers(themeAccountEnhancers);
  const [desktop, mobile] = Array.from(document.querySelectorAll<HTMLElement>('.popup_login'));
  user(() => byId('mobile-link').click());
  await settle();
  assert.ok(shown(mobile!));
  assert.not.ok(shown(desktop!));
  assert.is(document.activeElement, mobile!.querySelector('[name="log"]'));
  user(() => byId('mobile-link').click());
  await settle();
  assert.ok(shown(mobile!), 'B shows, never toggles');
  user(() => byId('desktop-link').click());
  await settle();
  assert.ok(shown(desktop!));
  assert.not.ok(shown(mobile!));
});

test.run();
