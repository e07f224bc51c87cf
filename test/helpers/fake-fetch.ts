export interface SentRequest {
  url: string;
  init: RequestInit;
  body: string;
  headers: Record<string, string>;
}

type Responder = (request: SentRequest) => Response | Promise<Response>;

/** Replaces global fetch with a scripted one that records what was sent. */
export function installFakeFetch(responder: Responder) {
  const original = globalThis.fetch;
  const sent: SentRequest[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const request = { url: String(input), init, body: String(init.body ?? ''), headers };
    sent.push(request);
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    return responder(request);
  }) as typeof fetch;
  return {
    sent,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** A response that only settles when the request is aborted (for timeout and abort tests). */
export const never = (request: SentRequest): Promise<Response> =>
  new Promise((_, reject) => {
    request.init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
