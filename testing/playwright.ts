import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { contentTypeFor, resolveInside } from '../fixtures/server/http/static-files';
import { BUNDLE_PATH, enhancedHtml } from '../cli/enhanced-html';
import { packageRoot } from '../cli/package-root';
import { readHandles } from '../cli/replaced-handles';
import { fieldsOf, isApi } from '../cli/site-requests';
import { answering, type AnswerMap, type TestRequest } from './answers-map';
import { readSavedSite } from './saved-site';

export type { AnswerMap, TestRequest };

export interface LoadOptions {
  /** Answers by action, written by hand; the saved folder's answers.json answers the rest. */
  answers?: AnswerMap;
  /** The families switched on (default: all), as in Settings → Enhance. */
  families?: readonly string[];
  /** The bundle to run (default: this package's dist/). */
  bundle?: string;
}

export interface LoadedPage {
  /** Every request the page sent to the site's API, in order, with its fields (nonces and times masked). */
  requests: TestRequest[];
  /** Resolves once every enhancer at start, and every load and mount since, has finished. */
  settled(): Promise<void>;
}

/**
 * Opens a saved page (`wp-enhance save`) in a Playwright page with the enhancers on, as the plugin prints it:
 * the replaced handles' files out, this package's bundle in. Everything the page asks of its site is answered
 * offline: files from the folder, the API from `answers` and the recorded answers.json (else a 404).
 */
export async function loadPage(page: Page, dir: string, { answers, families, bundle }: LoadOptions = {}): Promise<LoadedPage> {
  const site = readSavedSite(dir);
  const handles = readHandles();
  const chosen = families?.length ? [...families] : Object.keys(handles);
  const html = enhancedHtml(site.html, handles, chosen, !families?.length).html;
  const bundleDir = resolve(packageRoot, bundle ?? 'dist');
  const answerTo = answering(site.recorded, answers);
  const requests: TestRequest[] = [];
  await page.route((url) => url.origin === site.url.origin, (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.href === site.url.href && request.resourceType() === 'document') return route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: html });
    if (isApi(url)) {
      const fields = fieldsOf(request);
      const answer = answerTo({ method: request.method(), path: url.pathname, fields });
      requests.push({ method: request.method(), path: url.pathname, fields, answered: Boolean(answer) });
      return route.fulfill(answer ?? { status: 404, contentType: 'text/plain', body: 'no answer for this request' });
    }
    if (url.pathname.startsWith(BUNDLE_PATH)) {
      const file = resolveInside(bundleDir, url.pathname.slice(BUNDLE_PATH.length));
      try {
        return route.fulfill({ status: 200, contentType: contentTypeFor(file ?? ''), body: readFileSync(file ?? '') });
      } catch {
        return route.fulfill({ status: 404, body: 'not in the bundle' });
      }
    }
    const saved = site.file(url);
    return route.fulfill(saved ? { status: 200, contentType: contentTypeFor(url.pathname), body: saved } : { status: 404, body: 'not saved' });
  });
  await page.goto(site.url.href);
  const settled = () => page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0).then(() => undefined);
  await settled();
  return { requests, settled };
}
