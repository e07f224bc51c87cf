// Shared helpers of the consent-*.test.ts files (not a test file itself).
import { setPageGlobal } from '../helpers/dom';
import { installFakeFetch, type SentRequest } from '../helpers/fake-fetch';
import type { Cleanup, EnhancerModule } from '../../src/enhancer';
import { readConsentSettings, type ConsentSettings } from '../../src/settings-consent';
import { pageReload } from '../../enhancers/consent/page-reload';
import { resetConsentSaving } from '../../enhancers/consent/save-consent';
import { consentSavedAnswer, processAnswer } from '../../enhancers/consent/consent-request';

// An answer's schema comes by a dynamic import beside its first request (src/answer-schema.ts). Fetched here,
// so that the tests' few rounds of settling wait for the component, not for tsx compiling a module.
await Promise.all([processAnswer(), consentSavedAnswer()]);

export const NONCE = '3f9a1c2b7d';
export const TOKEN = 'a3f1c9e07b5d4e2f8c6a1b0d9e7f3c25';
export const COOKIE = 'wpgdprc-consent-v2';

/** `wpgdprcFront` as wp_localize_script prints it on the demo site (scalars as strings). */
export const front = (extra: Record<string, unknown> = {}) => ({
  ajaxUrl: '/wp-admin/admin-ajax.php',
  ajaxNonce: NONCE,
  ajaxArg: 'security',
  pluginPrefix: 'wpgdprc',
  blogId: '1',
  isMultiSite: '',
  locale: 'en_US',
  showSignUpModal: '',
  showFormModal: '',
  cookieName: COOKIE,
  consentVersion: 'v2',
  path: '/',
  prefix: 'wpgdprc',
  ...extra,
});

export function useFront(extra: Record<string, unknown> = {}): ConsentSettings {
  setPageGlobal('wpgdprcFront', front(extra));
  return readConsentSettings();
}

export interface Mounted {
  cleanup: Cleanup;
  controller: AbortController;
  reported: unknown[];
}

/** Mounts an enhancer module on an element the way the lifecycle does. */
export function mount<S>(module: EnhancerModule<S>, element: Element): Mounted {
  const controller = new AbortController();
  const reported: unknown[] = [];
  const mounted = module.mount(element, {
    name: 'test',
    settings: module.settings!(),
    signal: controller.signal,
    report: (error) => reported.push(error),
  });
  if (mounted instanceof Promise) throw new Error('consent modules mount at once');
  const cleanup = mounted;
  return {
    controller,
    reported,
    cleanup: () => {
      controller.abort();
      cleanup?.();
    },
  };
}

export const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
export const text = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });

export type Answer = Response | 'offline' | Promise<Response>;

/** The failure answers every consent call must survive: network, `0`, `-1`, invalid JSON, `success:false`. */
export const FAILURES: [string, () => Answer][] = [
  ['network', () => 'offline'],
  ['0', () => text('0', 400)],
  ['-1', () => text('-1', 403)],
  ['invalid JSON', () => text('{"success":tru')],
  ['HTML 500', () => text('<!DOCTYPE html><html><body>There has been a critical error on this website.</body></html>', 500)],
  ['success:false', () => json({ success: false, error: '' })],
];

/** A fake admin-ajax answering from a queue (the last answer repeats); records every request. */
export function fakeAjax(...answers: (() => Answer)[]) {
  const queue = [...answers];
  const fake = installFakeFetch(async () => {
    const next = (queue.length > 1 ? queue.shift() : queue[0])!;
    const answer = await next();
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return answer;
  });
  return { ...fake, bodies: () => fake.sent.map((request: SentRequest) => request.body) };
}

/** Replaces the page reload with a counter; restoring stands for the new page (a save may start again). */
export function countReloads() {
  const original = pageReload.reload;
  let count = 0;
  pageReload.reload = () => void count++;
  return {
    get count() {
      return count;
    },
    restore: () => {
      pageReload.reload = original;
      resetConsentSaving();
    },
  };
}

/** Records every `document.cookie = …` write, attributes included (document.cookie only reads back name=value). */
export function captureCookieWrites() {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document),
    set: (value: string) => {
      writes.push(value);
      native.set!.call(document, value);
    },
  });
  return {
    writes,
    restore: () => void delete (document as unknown as Record<string, unknown>).cookie,
  };
}

/** Switches the jsdom page to another URL (e.g. https) and back. */
export function reconfigureUrl(url: string): void {
  (globalThis as unknown as { $jsdom: { reconfigure(options: { url: string }): void } }).$jsdom.reconfigure({ url });
}
