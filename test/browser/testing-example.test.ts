// The README's worked example ("Test your own pages"): save the demo's booking page, then its two tests against it
// in jsdom and the same in Chromium, through the package's built testing entry points as a site's developers import
// them. The saved folder stands for a page of their own site.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadPage } from 'wp-enhance/testing';
import { loadPage as loadInBrowser } from 'wp-enhance/testing/playwright';
import { startFixtureServer } from '../../fixtures/server/app';
import { main } from '../../cli/main';
import { CHROMIUM_PATH } from './helpers/session';

const test = suite('wp-enhance/testing: the README\'s worked example');
let saved: string;
let browser: Browser;

// As in the README: what the site answers for a month, written by hand (a recorded answers.json would do as well).
const answers = { booked_calendar_month: (fields: Record<string, string>) => `<table class="booked-calendar"
  data-calendar-date="${fields.gotoMonth}"><thead><tr><th><span class="monthName">Next</span></th></tr></thead></table>` };
const ARROW = '.booked-calendar-wrap.large .page-right', MONTH = '.booked-calendar-wrap.large .monthName';

test.before(async () => {
  // `npx wp-enhance save http://localhost:8080/booking-calendar.html saved/booking`, on a demo server of its own.
  const demo = await startFixtureServer({ port: 0 });
  saved = join(mkdtempSync(join(tmpdir(), 'wp-enhance-example-')), 'booking');
  try {
    assert.is(await main(['save', `${demo.url}/booking-calendar.html`, saved], () => undefined), 0);
  } finally {
    await demo.close();
  }
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
});

test.after(async () => {
  await browser?.close();
  rmSync(join(saved, '..'), { recursive: true, force: true });
});

test('the month arrow asks for the next month, as Booked does', async () => {
  const page = await loadPage(saved, { families: ['booking'], answers });
  page.document.querySelector<HTMLElement>(ARROW)!.click();
  await page.settled();
  assert.equal(page.requests[0]!.fields.map(([name]) => name), ['action', 'gotoMonth', 'calendar_id', 'force_default']);
  assert.is(page.document.querySelector(MONTH)!.textContent, 'Next');
  await page.close();
});

test('a failing server leaves the month as it was', async () => {
  const page = await loadPage(saved, { answers: { booked_calendar_month: { status: 500, body: 'Error' } } });
  const before = page.document.querySelector(MONTH)!.textContent;
  page.document.querySelector<HTMLElement>(ARROW)!.click();
  await page.settled();
  assert.is(page.document.querySelector(MONTH)!.textContent, before);
  assert.equal(page.requests.map(({ answered }) => answered), [true]);
  await page.close();
});

test('in Chromium, the same, with the theme\'s and Booked\'s stylesheets drawing it', async () => {
  const page = await browser.newPage();
  try {
    const loaded = await loadInBrowser(page, saved, { families: ['booking'], answers });
    await page.locator(ARROW).click();
    await page.locator(MONTH, { hasText: 'Next' }).waitFor();
    assert.equal(loaded.requests.map(({ fields, answered }) => [fields[0]![1], answered]), [['booked_calendar_month', true]]);
  } finally {
    await page.close();
  }
});

test.run();
