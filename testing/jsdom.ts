import { JSDOM, VirtualConsole } from 'jsdom';
import { runInNewContext } from 'node:vm';
import { fieldsOf } from '../cli/site-requests';
import { families as allFamilies } from '../enhancers/index';
import type { Lifecycle } from '../src/lifecycle';
import { startEnhancing } from '../src/start';
import { defineThemeGlobals } from '../src/theme-globals';
import { answering, type AnswerMap, type TestRequest } from './answers-map';
import { readSavedSite } from './saved-site';

export type { AnswerMap, TestRequest };

export interface LoadOptions {
  /** Answers by action, written by hand; the saved folder's answers.json answers the rest. */
  answers?: AnswerMap;
  /** The families switched on (default: all), as in Settings → Enhance. */
  families?: readonly string[];
}

export interface JsdomPage {
  window: Window & typeof globalThis;
  document: Document;
  /** Every request the page sent to the site's API, in order, with its fields (nonces and times masked). */
  requests: TestRequest[];
  /** Errors of the page's own inline scripts (they expect scripts that do not run here, jQuery first). */
  pageScriptErrors: string[];
  /** Resolves once every pending load and mount, and the requests they sent and their answers' renders, are done. */
  settled(): Promise<void>;
  /** Stops the enhancers and, once their unmounts have run, takes the page's globals away again. */
  close(): Promise<void>;
}

let current: JsdomPage | undefined;

// What stays Node's own: the language's built-ins, and the timers, console, performance (it holds the lifecycle's
// marks) and encoders a test runner shares with the page.
const NODE_KEEPS = new Set([
  ...Object.getOwnPropertyNames(runInNewContext('globalThis')),
  'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'console', 'performance',
  'structuredClone', 'crypto', 'atob', 'btoa', 'TextEncoder', 'TextDecoder', 'URL', 'URLSearchParams',
]);

/**
 * The page's window as the global scope the enhancers run in, as a browser gives it them: its DOM, events,
 * AbortController (jsdom's nodes take only its own signals) and the answering fetch, over whatever the test
 * runner had (another jsdom too). Returns the undo.
 */
function installGlobals(window: JsdomPage['window']): () => void {
  const scope = globalThis as unknown as Record<string, unknown>;
  const names = [...Object.getOwnPropertyNames(window).filter((name) => !name.startsWith('_') && !NODE_KEEPS.has(name)), 'window'];
  const before = new Map(names.map((name) => [name, Object.getOwnPropertyDescriptor(scope, name)]));
  for (const name of names) {
    const value = name === 'window' ? window : (window as unknown as Record<string, unknown>)[name];
    Object.defineProperty(scope, name, { configurable: true, writable: true, value });
  }
  return () => {
    for (const [name, descriptor] of before) {
      if (descriptor) Object.defineProperty(scope, name, descriptor);
      else delete scope[name];
    }
  };
}

/**
 * Loads a saved page (`wp-enhance save`) into jsdom and starts the enhancers on it, in this process (uvu, Node's
 * test runner): the page's inline scripts run (its `wp_localize_script` globals), its script files do not.
 * Requests to the site's API are answered from `answers` and the folder's answers.json (else a 404). One page
 * at a time: loading another closes the one before. Under this package's own tests the components render with
 * React; in the built `wp-enhance/testing`, with Preact, as they ship.
 */
export async function loadPage(dir: string, { answers, families }: LoadOptions = {}): Promise<JsdomPage> {
  await current?.close();
  const site = readSavedSite(dir);
  const pageScriptErrors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => pageScriptErrors.push(error.message.split('\n')[0]!));
  const dom = new JSDOM(site.html, { url: site.url.href, runScripts: 'dangerously', pretendToBeVisual: true, virtualConsole });
  const window = dom.window as unknown as JsdomPage['window'];
  const requests: TestRequest[] = [];
  const answerTo = answering(site.recorded, answers);
  // jsdom has no fetch: the page's requests are answered here, with Node's Response.
  window.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? String(input) : input.url, site.url);
    const method = (init.method ?? 'GET').toUpperCase();
    const { body: sent } = init;
    // A form's fields (CF7 posts multipart) are read as they were appended; a file by its name.
    const encoded = sent instanceof window.FormData
      ? new URLSearchParams([...sent.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name])).toString()
      : sent == null ? null : String(sent);
    const fields = fieldsOf({ url: () => url.href, postData: () => encoded, headers: () => ({}) });
    const answer = answerTo({ method, path: url.pathname, fields });
    requests.push({ method, path: url.pathname, fields, answered: Boolean(answer) });
    const { status, body, contentType } = answer ?? { status: 404, body: 'no answer for this request', contentType: 'text/plain' };
    return new Response(body, { status, headers: { 'content-type': contentType } });
  }) as typeof fetch;
  const uninstall = installGlobals(window);
  const chosen = families?.length ? families : undefined;
  (window as unknown as { wpEnhance?: object }).wpEnhance = { ...(window as unknown as { wpEnhance?: object }).wpEnhance, ...(chosen && { only: [...chosen] }), prefetch: false };
  let lifecycle: Lifecycle | undefined;
  try {
    defineThemeGlobals();
    const present = allFamilies.filter((family) => (!chosen || chosen.includes(family.family)) && family.when());
    lifecycle = await startEnhancing(present, window.document);
    await lifecycle.settled();
  } catch (error) {
    uninstall();
    window.close();
    throw error;
  }
  const page: JsdomPage = {
    window,
    document: window.document,
    requests,
    pageScriptErrors,
    async settled() {
      // A click's load and mount, then the request it sends and the render of its answer.
      for (let round = 0; round < 5; round += 1) {
        await lifecycle!.settled();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
    async close() {
      if (current === page) current = undefined;
      lifecycle?.stop();
      // The renderer unmounts on its own schedule, and still reads the page's globals.
      await new Promise((resolve) => setTimeout(resolve, 20));
      uninstall();
      window.close();
    },
  };
  current = page;
  return page;
}
