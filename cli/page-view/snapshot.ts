import type { Page } from 'playwright-core';
import { collectElements } from './collect-elements';
import type { ElementRecord, ServerElement } from './element-record';
import { runInPage } from './in-page';

/** Every element of the page as it is now: keys, classes, visibility and boxes. */
export const snapshotPage = (page: Page): Promise<ElementRecord[]> =>
  runInPage(page, collectElements, { layout: true }) as Promise<ElementRecord[]>;

/** The server's HTML parsed in the page (no script runs), keyed as `snapshotPage` keys the live page. */
export const serverElements = (page: Page, serverHtml: string): Promise<ServerElement[]> =>
  runInPage(page, collectElements, { serverHtml, layout: false });
