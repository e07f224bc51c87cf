import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { contentTypeFor, resolveInside } from '../fixtures/server/http/static-files';
import { CliError } from './cli-error';
import { recordSiteRequests, type SiteRequest } from './site-requests';

export interface ScriptFile {
  url: string;
  /** gzip -9 of the body: what a host that compresses sends, and what the project's budgets count. */
  gzip: number;
}

/** How one side opens the page. */
export interface SideSetup {
  url: string;
  /** Rewrites the page's HTML (the enhanced side); the original side loads it untouched. */
  rewrite?: (html: string) => string;
  /** The bundle's folder and the path the rewritten page loads it from. */
  bundle?: { dir: string; path: string };
  timeoutMs: number;
  allowPost: boolean;
  /** Installs what answers instead of the site (a saved page is checked offline). */
  prepare?: (page: Page) => Promise<void>;
  /** The viewport's width in CSS pixels (default 1280). */
  width?: number;
}

/** A side's page, open and settled, with what it recorded so far. */
export interface OpenSide {
  page: Page;
  context: BrowserContext;
  pageErrors: string[];
  consoleErrors: string[];
  /** Scripts fetched until the page settled. */
  scripts: () => Promise<ScriptFile[]>;
  requests: SiteRequest[];
  /** The HTML the page was built from: the server's response, or its rewrite on the enhanced side. */
  html: string;
  /** Main-thread script time so far (Chromium's ScriptDuration). */
  scriptMs: () => Promise<number>;
  /** Waits until nothing is loading, busy or moving. */
  quiet: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Opens the page in a fresh context (no cookie from an earlier run) and waits until it has settled: every
 * enhancer at start mounted on the enhanced side, the network quiet on the original.
 */
export async function openSide(browser: Browser, { url, rewrite, bundle, timeoutMs, allowPost, prepare, width = 1280 }: SideSetup): Promise<OpenSide> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    const pageErrors: string[] = [];
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message.split('\n')[0]!));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      consoleErrors.push(`${message.text().split('\n')[0]!}${where ? ` (${where})` : ''}`);
    });
    const scripts: Promise<ScriptFile | undefined>[] = [];
    let settled = false;
    page.on('response', (response) => {
      if (settled || response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }), () => undefined));
    });
    // Routes run last-registered first: the recorder sees every request before what answers it offline.
    await prepare?.(page);
    const requests = await recordSiteRequests(page, allowPost);
    let rewritten: string | undefined;
    if (rewrite) {
      await page.route((target) => target.href === url, async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        rewritten = rewrite(await response.text());
        await route.fulfill({ response, body: rewritten });
      });
    }
    if (bundle) {
      await page.route((target) => target.pathname.startsWith(bundle.path), (route) => {
        const file = resolveInside(bundle.dir, new URL(route.request().url()).pathname.slice(bundle.path.length));
        try {
          return route.fulfill({ status: 200, contentType: contentTypeFor(file ?? ''), body: readFileSync(file ?? '') });
        } catch {
          return route.fulfill({ status: 404, body: 'not in the bundle' });
        }
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    let html = '';
    try {
      const response = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
      html = rewritten ?? (await response?.text().catch(() => '')) ?? '';
    } catch (error) {
      throw new CliError(`${url} did not load within ${timeoutMs / 1000} s: ${(error as Error).message.split('\n')[0]}`);
    }
    const networkIdle = () => page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
    // Start-up ends when every enhancer at start has mounted (the enhanced side) or the network is quiet (the
    // original): the enhancers' fetch-ahead of code for later use is not start-up.
    if (bundle) {
      const started = await page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0, undefined, { timeout: timeoutMs }).then(() => true, () => false);
      // Compared without its enhancers, the page would differ everywhere: a report of that would mislead.
      if (!started) throw new CliError(`the enhancers did not start on ${url} within ${timeoutMs / 1000} s: their bundle (${join(bundle.dir, 'enhance.js')}) did not load or did not run`);
    } else {
      await networkIdle();
    }
    settled = true;
    await networkIdle();
    return {
      page,
      context,
      pageErrors,
      consoleErrors,
      requests,
      html,
      scripts: async () => (await Promise.all(scripts)).filter((file): file is ScriptFile => file !== undefined),
      scriptMs: async () => {
        const { metrics } = await cdp.send('Performance.getMetrics');
        return Math.round((metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000);
      },
      quiet: async () => {
        await networkIdle();
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: timeoutMs }).catch(() => undefined);
        // Slides and fades (jQuery's 200–600 ms) come to rest.
        await page.waitForTimeout(700);
        await networkIdle();
      },
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}
