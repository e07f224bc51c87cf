import type { Page } from 'playwright-core';
import { suite, type Test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession, type OpenedPage } from './session';

export interface PageSuite {
  test: Test;
  /**
   * Opens a fixture page in a fresh context and waits until the enhancers have settled (unless `settled: false`);
   * `prepare` runs before the page is requested (routes standing in for files or other hosts).
   */
  open(path: string, options?: { fetchAhead?: boolean; prepare?: (page: Page) => Promise<void>; settled?: boolean }): Promise<OpenedPage>;
}

/**
 * A suite with one fixture server and browser for the file, a fresh page per test (`open`), and after each test:
 * no page errors, then the page's context closed.
 */
export function pageSuite(name: string): PageSuite {
  const test = suite(name);
  let session: BrowserSession;
  let opened: OpenedPage | undefined;
  test.before(async () => {
    session = await openSession();
  });
  test.after(async () => {
    await session.close();
  });
  test.after.each(async () => {
    const page = opened;
    opened = undefined;
    if (!page) return;
    await page.page.context().close();
    assert.equal(page.errors, [], 'no page errors');
  });
  return {
    test,
    async open(path, { settled = true, ...options } = {}) {
      opened = await session.open(path, options);
      if (settled) await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
      return opened;
    },
  };
}
