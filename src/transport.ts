import type { AjaxFailure } from './ajax-failure';
import { yieldFetchAhead } from './module-graph';

// The one place that talks to the network: fetch with the site's timeout and the caller's signal, and
// admin-ajax's refusals. The ajax client (ajax.ts) parses and checks answers on top of it; CF7's REST client
// and quiet reports use it directly, so they carry no parsing they do not need.

export const DEFAULT_TIMEOUT_MS = 30_000;

/** How long a call may take before visitors are told: the site's `window.wpEnhance.timeoutMs`, else 30 s. */
export function ajaxTimeoutMs(): number {
  const configured = Number(globalThis.window?.wpEnhance?.timeoutMs);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_TIMEOUT_MS;
}

export type Sent =
  | { ok: true; status: number; body: string }
  | { ok: false; failure: AjaxFailure & { kind: 'offline' | 'timeout' | 'aborted' } };

/**
 * fetch, then the body as text. Never throws: no answer in time, none at all or the caller's abort is a failure.
 * The fetch-ahead waits while it is in flight: on a slow link a request shares the throughput with every file
 * fetched beside it, and a visitor waits for this one.
 */
export function send(url: string, init: RequestInit, signal?: AbortSignal, timeoutMs = ajaxTimeoutMs()): Promise<Sent> {
  const sent = sendNow(url, init, signal, timeoutMs);
  yieldFetchAhead(sent);
  return sent;
}

async function sendNow(url: string, init: RequestInit, signal: AbortSignal | undefined, timeoutMs: number): Promise<Sent> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', abortFromCaller);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { ok: true, status: response.status, body: await response.text() };
  } catch {
    return { ok: false, failure: { kind: timedOut ? 'timeout' : signal?.aborted ? 'aborted' : 'offline' } };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

export interface FormPost {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** `json` asks as jQuery's `dataType: 'json'` does. */
  accept?: 'json' | 'any';
  /** jQuery's header; WP GDPR Compliance's fetch sends none. */
  xRequestedWith?: boolean;
  contentType?: string;
}

/** A form-encoded POST as jQuery's `$.ajax` sends it (same-origin credentials, its headers). */
export function postForm(url: string, body: string, options: FormPost = {}): Promise<Sent> {
  const headers: Record<string, string> = {
    'Content-Type': options.contentType ?? 'application/x-www-form-urlencoded; charset=UTF-8',
    Accept: options.accept === 'json' ? 'application/json, text/javascript, */*; q=0.01' : '*/*',
  };
  if (options.xRequestedWith ?? true) headers['X-Requested-With'] = 'XMLHttpRequest';
  return send(url, { method: 'POST', credentials: 'same-origin', headers, body }, options.signal, options.timeoutMs);
}

/** An admin-ajax answer that is a refusal: WordPress's `-1` (the nonce check failed), its `0` (unknown action, or not allowed), an error status. */
export function adminAjaxRefusal(status: number, body: string): AjaxFailure | undefined {
  const trimmed = body.trim();
  const kind = trimmed === '-1' ? 'wp-nonce' : trimmed === '0' ? 'wp-zero' : status < 200 || status >= 300 ? 'http' : undefined;
  return kind && { kind, status, body };
}
