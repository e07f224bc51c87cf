// Runs one cell of the fault matrix: one action under one fault, checked as a visitor would see it.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import type { BrowserSession, OpenedPage } from '../helpers/session';
import { uncovered } from '../helpers/uncovered';
import { CLIENT_TIMEOUT_MS, type FaultColumn } from './faults';
import type { MatrixRow } from './row';

const settled = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);

/** Words a visitor can read: not empty, no markup, no leaked programming values. */
export function assertReadable(text: string, where: string): void {
  const words = text.replace(/\s+/g, ' ').trim();
  assert.ok(/[A-Za-z]{3,}.*[A-Za-z]{3,}/.test(words), `${where}: a message in words, got "${words}"`);
  assert.not.match(words, /<\/?[a-z][^>]*>/i, `${where}: no raw HTML`);
  assert.not.match(words, /\bundefined\b|\[object |\bNaN\b|\bnull\b/, `${where}: no leaked values`);
}

const bodiesOf = (opened: OpenedPage, row: MatrixRow) =>
  row.route
    ? opened.requests.filter((request) => row.route!.test(`${request.method} ${request.path}${new URL(request.url).search}`))
    : opened
        .ajax()
        .filter((request) => new URLSearchParams(request.postData ?? '').get('action') === row.action && (!row.sends || row.sends.test(request.postData ?? '')));

/** One click on the control, once it is in view and uncovered. */
async function activate(page: Page, row: MatrixRow): Promise<void> {
  if (row.trigger) {
    await row.trigger(page);
    return;
  }
  await (await uncovered(row.control(page))).click();
}

/** Nothing on the page says it is still busy. */
async function assertIdle(page: Page, row: MatrixRow): Promise<void> {
  await row.idle?.(page);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]') && !document.body.classList.contains('is-loading'), undefined, { timeout: 5000 });
}

async function readKept(page: Page, row: MatrixRow): Promise<string[]> {
  return Promise.all((row.keep ?? []).map((selector) => page.locator(selector).first().inputValue()));
}

async function open(session: BrowserSession, row: MatrixRow, column: FaultColumn): Promise<OpenedPage> {
  if (row.faultBeforeOpen) session.server.faults.set(row.action, column.fault);
  const path = row.login ? `/__login?user=demo&redirect=${encodeURIComponent(row.page)}` : row.page;
  const opened = await session.open(path, { init: `window.wpEnhance = Object.assign(window.wpEnhance || {}, { timeoutMs: ${CLIENT_TIMEOUT_MS} });` });
  // A visitor answers a confirmation once: during a double click the dialog takes the second click.
  let confirmed = false;
  opened.page.on('dialog', (dialog) => {
    if (column.id === 'double-click' && confirmed) return void dialog.dismiss();
    confirmed = true;
    void dialog.accept();
  });
  opened.page.setDefaultTimeout(10_000);
  await settled(opened.page);
  return opened;
}

/** Runs the cell; throws (an assertion) with the reason when the visitor would be let down. */
export async function runCell(session: BrowserSession, row: MatrixRow, column: FaultColumn): Promise<void> {
  session.server.reset();
  session.server.faults.clear();
  const opened = await open(session, row, column);
  const { page } = opened;
  try {
    if (row.silent) {
      await page.waitForLoadState('networkidle');
      await assertIdle(page, row);
      assert.equal(opened.errors, [], 'no uncaught error');
      return;
    }
    await row.prepare?.(page);
    const sentBefore = bodiesOf(opened, row).length;
    session.server.faults.set(row.action, column.fault);
    const control = row.control(page);

    if (column.id === 'double-click') {
      await (await uncovered(control)).dblclick();
      await row.succeeded(page);
      assert.is(bodiesOf(opened, row).length - sentBefore, 1, 'exactly one request for a double click');
      assert.equal(opened.errors, [], 'no uncaught error');
      return;
    }

    if (column.id === 'invalid-json' && row.answersText) {
      await activate(page, row);
      await row.succeeded(page);
      assert.not.match(await page.locator('body').innerText(), /Notice:|Undefined index/, 'the PHP notice is not shown');
      assert.equal(opened.errors, [], 'no uncaught error');
      return;
    }

    await activate(page, row);
    // What the visitor typed, as the request left (a live search sends while typing).
    const typed = await readKept(page, row);
    const message = page.locator(row.message).filter({ visible: true }).first();
    await message.waitFor({ state: 'visible', timeout: CLIENT_TIMEOUT_MS + 6000 });
    assertReadable(await message.innerText(), 'message');
    await assertIdle(page, row);
    assert.equal(await readKept(page, row), typed, 'typed input kept');
    assert.equal(opened.errors, [], 'no uncaught error');

    // Usable again: with the fault gone, the same control does its job.
    session.server.faults.clear();
    await row.beforeRetry?.(page);
    await activate(page, row);
    await (row.retried ?? row.succeeded)(page);
    assert.equal(opened.errors, [], 'no uncaught error after the retry');
  } finally {
    session.server.faults.clear();
    await page.context().close();
  }
}
