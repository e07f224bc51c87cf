// Shared helpers of the booking-*.test.ts(x) files (not a test file itself).
import { setPageGlobal } from '../helpers/dom';
import { installFakeFetch, type SentRequest } from '../helpers/fake-fetch';
import { bookingEnhancers } from '../../enhancers/booking/definition';
import { startLifecycle, type Lifecycle } from '../../src/lifecycle';

export const AJAX_URL = '/wp-admin/admin-ajax.php';
export const NONCE = '5b1c9e0a2f';

/** `booked_js_vars` as Booked 2.3.5 prints it (2.4 adds `nonce`). */
export const bookedVars = (extra: Record<string, unknown> = {}) => ({
  ajax_url: AJAX_URL,
  profilePage: '',
  publicAppointments: '',
  i18n_confirm_appt_delete: 'Are you sure you want to cancel this appointment?',
  i18n_please_wait: 'Please wait ...',
  i18n_wrong_username_pass: 'Wrong username/password combination.',
  i18n_fill_out_required_fields: 'Please fill out all required fields.',
  i18n_guest_appt_required_fields: 'Please enter your name to book an appointment.',
  i18n_appt_required_fields: 'Please enter your name, your email address and choose a password to book an appointment.',
  i18n_appt_required_fields_guest: 'Please fill in all "Information" fields.',
  i18n_password_reset: 'Please check your email for instructions on resetting your password.',
  i18n_password_reset_error: 'That username or email is not recognized.',
  ...extra,
});

export const useBooked = (extra: Record<string, unknown> = {}) => setPageGlobal('booked_js_vars', bookedVars(extra));
export const useAgents = () =>
  setPageGlobal('booked_fea_vars', {
    ajax_url: AJAX_URL,
    i18n_confirm_appt_delete: 'Delete it?',
    i18n_confirm_appt_approve: 'Approve it?',
  });

export const html = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });

/** The failures every call must survive, as fetch sees them. */
export const failures: Record<string, () => Promise<Response>> = {
  network: () => Promise.reject(new TypeError('Failed to fetch')),
  'WordPress 0': async () => html('0', 400),
  'WordPress -1': async () => html('-1', 403),
  'error### answer': async () => html('error###Sorry, that did not work &amp; was refused.'),
  'HTML 500': async () => html('<!DOCTYPE html><html><body><p>There has been a critical error on this website.</p></body></html>', 500),
};

/** What each failure shows (the server's own message for `error###`). */
export const failureText: Record<string, RegExp> = {
  network: /connection failed/i,
  'WordPress 0': /did not accept/i,
  'WordPress -1': /session has expired/i,
  'error### answer': /Sorry, that did not work & was refused\./,
  'HTML 500': /problem answering/i,
};

type Reply = string | Response | ((request: SentRequest, fields: URLSearchParams) => string | Response | Promise<string | Response>);

/**
 * A scripted admin-ajax: answers by `action` (a list is used up in order, its last entry repeats).
 * Records every body; `bodies(action)` lists them.
 */
export function fakeAdminAjax(replies: Record<string, Reply | Reply[]>) {
  const used: Record<string, number> = {};
  const fake = installFakeFetch(async (request) => {
    const fields = new URLSearchParams(request.body);
    const action = fields.get('action') ?? '';
    const entry = replies[action];
    if (entry === undefined) return html('0', 400);
    const list = Array.isArray(entry) ? entry : [entry];
    const index = Math.min(used[action] ?? 0, list.length - 1);
    used[action] = (used[action] ?? 0) + 1;
    const reply = list[index]!;
    const value = typeof reply === 'function' ? await reply(request, fields) : reply;
    return typeof value === 'string' ? html(value) : value;
  });
  return {
    sent: fake.sent,
    bodies: (action?: string) =>
      fake.sent.filter((request) => !action || new URLSearchParams(request.body).get('action') === action).map((request) => request.body),
    restore: fake.restore,
  };
}

/** Lets fetch answers, promise chains and dynamic imports run (real macrotasks: unaffected by the fake clock). */
export async function settle(rounds = 12): Promise<void> {
  for (let round = 0; round < rounds; round++) await new Promise((resolve) => setImmediate(resolve));
}

const nodeAbortController = globalThis.AbortController;

/**
 * jsdom's addEventListener accepts only jsdom's AbortSignal: while a booking test runs, AbortController is
 * jsdom's (the lifecycle's controllers and ours); `useNodeAbort` puts Node's back for the other test files.
 */
export function useJsdomAbort(): void {
  globalThis.AbortController = (window as unknown as { AbortController: typeof AbortController }).AbortController;
}
export function useNodeAbort(): void {
  globalThis.AbortController = nodeAbortController;
}

/**
 * Starts the booking enhancers (by name, or all) on the current document, each at once: these tests are about
 * what the components do once mounted; when they mount is `booking-definition.test.ts`'s business.
 */
export async function mountBooking(names?: string[]): Promise<Lifecycle> {
  useJsdomAbort();
  const lifecycle = startLifecycle(
    bookingEnhancers
      .filter((definition) => !names || names.includes(definition.name))
      .map((definition) => ({ ...definition, strategy: 'ready' as const })),
  );
  await lifecycle.settled();
  await settle();
  return lifecycle;
}

export const click = (element: Element | null | undefined) => {
  if (!element) throw new Error('nothing to click');
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
};

export const key = (element: Element | null | undefined, name: string, init: KeyboardEventInit = {}) => {
  if (!element) throw new Error('no element for the key');
  element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }));
};

/** Collects legacy events fired on document/window (CustomEvents: detail holds the arguments). */
export function recordEvents(names: string[]) {
  const seen: { name: string; detail: unknown[] }[] = [];
  // Events fired on document bubble up to window: window records only its own.
  const listener = (event: Event) => {
    if (event.currentTarget === window && event.target !== window) return;
    seen.push({ name: event.type, detail: (event as CustomEvent<unknown[]>).detail });
  };
  for (const name of names) {
    document.addEventListener(name, listener);
    window.addEventListener(name, listener);
  }
  return {
    seen,
    names: () => seen.map((entry) => entry.name),
    stop: () => {
      for (const name of names) {
        document.removeEventListener(name, listener);
        window.removeEventListener(name, listener);
      }
    },
  };
}

/** Polls (real time) until `check` returns something truthy: for code behind a first dynamic import. */
export async function waitFor<T>(check: () => T, timeoutMs = 3000): Promise<NonNullable<T>> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (Date.now() - started > timeoutMs) throw new Error(`waitFor timed out: ${check.toString()}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
