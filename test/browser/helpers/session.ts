import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { startFixtureServer, type FixtureServer } from '../../../fixtures/server/app';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// As root on a closed network, Chromium needs no sandbox and no background connections.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// BROWSER_CPU_THROTTLE=4: every page runs four times slower (DevTools' CPU throttling), to reproduce a race a
// loaded machine shows now and then.
const CPU_THROTTLE = Number(process.env.BROWSER_CPU_THROTTLE) || 1;

export interface SentRequest {
  url: string;
  path: string;
  method: string;
  resourceType: string;
  postData: string | null;
  headers: Record<string, string>;
}

export interface OpenedPage {
  page: Page;
  /** Every request the page made, in order. */
  requests: SentRequest[];
  /** Uncaught exceptions and console errors. */
  errors: string[];
  /** Requests to admin-ajax.php, in order. */
  ajax(): SentRequest[];
  /** Script files fetched from /dist/. */
  scripts(): string[];
}

export interface BrowserSession {
  server: FixtureServer;
  browser: Browser;
  /**
   * Opens a page in a new context; `init` runs in the page before its own scripts (e.g. to set `window.wpEnhance`);
   * `prepare` before the page is requested (e.g. routes standing in for other hosts).
   */
  /**
   * `fetchAhead: false` turns off the idle fetch of waiting enhancers' code (`wpEnhance.prefetch`), for tests
   * of what happens before that code is there: otherwise the page fetches it once idle.
   */
  open(path: string, options?: { init?: string; prepare?: (page: Page) => Promise<void>; fetchAhead?: boolean }): Promise<OpenedPage>;
  close(): Promise<void>;
}

const record = (request: Request): SentRequest => {
  const url = new URL(request.url());
  return {
    url: request.url(),
    path: url.pathname + url.search,
    method: request.method(),
    resourceType: request.resourceType(),
    postData: request.postData(),
    headers: request.headers(),
  };
};

/** A fixture server on a free port and one headless Chromium, for one test file. */
export async function openSession(): Promise<BrowserSession> {
  const distDir = process.env.ENHANCE_DIST;
  const server = await startFixtureServer({ port: 0, ...(distDir ? { distDir: new URL(`../../../${distDir}`, import.meta.url).pathname } : {}) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const pages: Page[] = [];
  return {
    server,
    browser,
    async open(path, options = {}) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      if (CPU_THROTTLE > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
      if (options.init) await page.addInitScript(options.init);
      if (options.fetchAhead === false) await page.addInitScript('window.wpEnhance = Object.assign(window.wpEnhance || {}, { prefetch: false });');
      if (options.prepare) await options.prepare(page);
      pages.push(page);
      const requests: SentRequest[] = [];
      const errors: string[] = [];
      page.on('request', (request) => requests.push(record(request)));
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (message) => {
        // Chromium's own "Failed to load resource" line names no URL; the response listener below does.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/wp-')) errors.push(`HTTP ${response.status()} for ${response.url()}`);
      });
      await page.goto(server.url + path);
      return {
        page,
        requests,
        errors,
        ajax: () => requests.filter((request) => request.path.startsWith('/wp-admin/admin-ajax.php')),
        scripts: () => requests.filter((request) => request.path.startsWith('/dist/') && request.path.endsWith('.js')).map((request) => request.path),
      };
    },
    async close() {
      for (const page of pages) await page.context().close().catch(() => undefined);
      await browser.close();
      await server.close();
    },
  };
}
