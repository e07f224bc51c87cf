// Shared setup of the theme-*.test.ts files (not a test file itself): page globals of both theme
// generations, the lifecycle, settling with a fake clock installed, and scripted admin-ajax answers.
import { act as reactAct } from 'react';
import { setPageGlobal } from '../helpers/dom';
import type { EnhancerDefinition } from '../../src/enhancer';
import { startLifecycle, type Lifecycle } from '../../src/lifecycle';
import { removePopupHost } from '../../src/message-popup';
import { resetReportedErrors } from '../../src/report-error';
import { pageNavigation } from '../../enhancers/theme-shared/navigation';

/**
 * React's act() around the harness's waiting, except in a suite that runs React like the browser
 * (`likeTheBrowser`): there updates flush on their own while the harness waits, and act() would warn.
 */
function act(work: () => void): void;
function act(work: () => Promise<void>): Promise<void>;
function act(work: () => void | Promise<void>): void | Promise<void> {
  if ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT === false) return work();
  return reactAct(work as () => Promise<void>);
}

export const THEME_NONCE = '8c1d2e3f4a';
export const TRX_NONCE = '7e6d5c4b3a';
export const EMAIL_MASK = '^([a-zA-Z0-9_\\-]+\\.)*[a-zA-Z0-9_\\-]+@[a-z0-9_\\-]+(\\.[a-z0-9_\\-]+)*\\.[a-z]{2,6}$';

/** The theme's `strings`, entities as the page prints them (nested values keep them). */
export const STRINGS = {
  ajax_error: 'Invalid server answer',
  bookmark_add: 'Add the bookmark',
  bookmark_added: 'Current page has been successfully added to the bookmarks. You can see it in the right panel on the tab &#039;Bookmarks&#039;',
  bookmark_del: 'Delete this bookmark',
  bookmark_title: 'Enter bookmark title',
  bookmark_exists: 'Current page already exists in the bookmarks list',
  search_error: 'Error occurs in AJAX search!',
  email_confirm: 'On the e-mail address &quot;%s&quot; we sent a confirmation email.',
  error_like: 'Error saving your like! Please, try again later.',
  error_global: 'Global error text',
  name_empty: 'The name can&#039;t be empty',
  name_long: 'Too long name',
  email_empty: 'Too short (or empty) email address',
  email_long: 'Too long email address',
  email_not_valid: 'Invalid email address',
  subject_empty: 'The subject can&#039;t be empty',
  subject_long: 'Too long subject',
  text_empty: 'The message text can&#039;t be empty',
  text_long: 'Too long message text',
  send_complete: 'Send message complete!',
  send_error: 'Transmit failed!',
};

const common = {
  ajax_url: '/wp-admin/admin-ajax.php',
  ajax_nonce: THEME_NONCE,
  site_url: 'https://site.tld',
  email_mask: EMAIL_MASK,
  comments_maxlength: '1000',
  contacts_maxlength: '1000',
  ajax_search_min_length: '3',
  ajax_search_delay: '200',
  system_message: { message: '', status: '', header: '' },
  strings: STRINGS,
};

export const TRX_STORAGE = {
  ajax_url: '/wp-admin/admin-ajax.php',
  ajax_nonce: TRX_NONCE,
  site_url: '',
  user_logged_in: '0',
  email_mask: EMAIL_MASK,
  login_via_ajax: '1',
  msg_ajax_error: 'Invalid server answer!',
  msg_error_global: "Invalid field's value!",
  msg_name_empty: "The name can't be empty",
  msg_email_empty: 'Too short (or empty) email address',
  msg_email_long: 'Too long email address',
  msg_email_not_valid: 'E-mail address is invalid',
  msg_text_empty: "The message text can't be empty",
  msg_login_empty: "The Login field can't be empty",
  msg_login_long: 'The Login field is too long',
  msg_password_empty: "The password can't be empty and shorter then 4 characters",
  msg_password_long: 'The password is too long',
  msg_login_success: 'Login success! The page will be reloaded in 3 sec.',
  msg_login_error: 'Login failed!',
  msg_not_agree: "Please, read and check 'Terms and Conditions'",
  msg_password_not_equal: 'The passwords in both fields are not equal',
  msg_registration_success: 'Registration success! Please log in!',
  msg_registration_error: 'Registration failed!',
};

export type Generation = 'A' | 'B';

/** Defines the page globals of one generation (A `THEMEREX_GLOBALS`, B `DIVEIT_STORAGE`) plus `TRX_UTILS_STORAGE`. */
export function setThemePage(generation: Generation, extra: Record<string, unknown> = {}, trx: Record<string, unknown> | null = {}): void {
  if (trx) setPageGlobal('TRX_UTILS_STORAGE', { ...TRX_STORAGE, ...trx });
  setPageGlobal(generation === 'A' ? 'THEMEREX_GLOBALS' : 'DIVEIT_STORAGE', { ...common, ...extra });
}

export const prefixOf = (generation: Generation) => (generation === 'A' ? 'themerex' : 'diveit');

const realSetTimeout = globalThis.setTimeout;

/**
 * Lets promise chains, dynamic imports (resolved off the main thread by the TypeScript loader) and
 * fetches settle: real time, which a fake clock leaves alone.
 */
export async function settle(rounds = 12): Promise<void> {
  await act(async () => {
    for (let round = 0; round < rounds; round++) {
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => realSetTimeout(resolve, 2));
    }
  });
}

/** Settles until the condition holds (or five seconds pass, and the test's assertions tell what is missing). */
export async function settleUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition() && Date.now() - start < timeoutMs) await settle(1);
  await settle(2);
}
export const until = settleUntil;

let lifecycle: Lifecycle | undefined;
const nodeAbortController = globalThis.AbortController;
const consoleWarn = console.warn;
/** What the enhancers logged for developers (failed requests), kept out of the test output. */
export const developerLog: unknown[][] = [];

export async function startEnhancers(definitions: readonly EnhancerDefinition[]): Promise<Lifecycle> {
  // jsdom's addEventListener accepts only jsdom's AbortSignal: the lifecycle's controllers must be jsdom's
  // while these tests run (restored in stopEnhancers, so other test files keep Node's).
  globalThis.AbortController = (window as unknown as { AbortController: typeof AbortController }).AbortController;
  developerLog.length = 0;
  console.warn = (...args: unknown[]) => void developerLog.push(args);
  recordNativeSubmissions();
  // These tests are about behaviour, with events dispatched straight at the markup: every enhancer mounts
  // at once. When code loads (strategies, held and replayed events) is tested in load-strategies.test.ts
  // and, on the real pages, in test/browser/load-strategies.test.ts.
  lifecycle = startLifecycle(definitions.map((definition) => ({ ...definition, strategy: 'ready' })));
  await act(async () => {
    await lifecycle!.settled();
  });
  await settle();
  return lifecycle;
}

/** Navigation the tests can watch (jsdom has none). */
export const navigation: { assigned: string[]; reloads: number } = { assigned: [], reloads: 0 };
pageNavigation.assign = (url) => void navigation.assigned.push(url);
pageNavigation.reload = () => void navigation.reloads++;

export function stopEnhancers(): void {
  act(() => lifecycle?.stop());
  lifecycle = undefined;
  globalThis.AbortController = nodeAbortController;
  console.warn = consoleWarn;
  Object.assign(formPrototype, jsdomFormMethods);
  act(() => removePopupHost());
  resetReportedErrors();
  navigation.assigned = [];
  navigation.reloads = 0;
}

/** admin-ajax answers the way ThemeREX gives them: JSON text as text/html. */
export const reply = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });

/** Every failure path of the transport, with what the visitor should read. */
export const FAILURES: [label: string, respond: () => Response | Promise<Response>, detail: RegExp][] = [
  ['network down', () => Promise.reject(new TypeError('Failed to fetch')), /connection failed/i],
  ['WordPress 0', () => reply('0', 400), /Invalid server answer/],
  ['WordPress -1', () => reply('-1', 403), /session has expired/i],
  ['empty body (bad nonce)', () => reply(''), /session has expired/i],
  ['HTML 500 page', () => reply('<html><body><h1>Critical error</h1></body></html>', 500), /Invalid server answer/],
  ['invalid JSON', () => reply('{"error":'), /Invalid server answer/],
  ['wrong shape', () => reply({ result: 'ok' }), /Invalid server answer/],
];

/** The visible text of the message popup, or undefined. */
export const popupText = (): string | undefined => document.querySelector('[data-enhance-popup][class*="_message_"] [class$="_message_body"]')?.textContent ?? undefined;

/** Forms that went out the ordinary way (jsdom cannot navigate: recorded instead, while these tests run). */
export const nativeSubmissions: HTMLFormElement[] = [];
const formPrototype = HTMLFormElement.prototype;
const jsdomFormMethods = { requestSubmit: formPrototype.requestSubmit, submit: formPrototype.submit };
function recordNativeSubmissions(): void {
  // jsdom has no requestSubmit: dispatch the submit event, and record a submission nobody cancelled.
  formPrototype.requestSubmit = function requestSubmit(this: HTMLFormElement) {
    const event = new window.SubmitEvent('submit', { bubbles: true, cancelable: true });
    if (this.dispatchEvent(event)) nativeSubmissions.push(this);
  };
  formPrototype.submit = function submit(this: HTMLFormElement) {
    nativeSubmissions.push(this);
  };
}

/** Submits a form the way a click on its submit button does. */
export function submit(form: HTMLFormElement): boolean {
  return form.dispatchEvent(new window.SubmitEvent('submit', { bubbles: true, cancelable: true }));
}

export const bodyOf = (request: { body: string } | undefined): string => request?.body ?? '';

/** A visitor's action on the page, inside React's act() (React defers updates triggered outside it in tests). */
export function user(action: () => void): void {
  act(() => action());
}
