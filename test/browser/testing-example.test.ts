// The README's worked example ("Test your own pages"): save the demo's booking page, then two tests against it,
// one in jsdom and one in Chromium, through the package's built testing entry points as a site's developers import
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

// What the site answers for a month, written by hand (a recorded answers.json would do as well).
const month = (first: string) =>
  `<table class="booked-calendar" data-calendar-date="${first}"><thead><tr><th colspan="7"><span class="monthName">Month of ${first}</span></th></tr></thead><tbody></tbody></table>`;
const answers = { booked_calendar_month: (fields: Record<string, string>) => month(fields.gotoMonth!) };

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

test('jsdom: the month arrow asks for the next month, as Booked does, and shows the answer', async () => {
  const page = await loadPage(saved, { families: ['booking'], answers });
  try {
    page.document.querySelector<HTMLElement>('.booked-calendar-wrap.large .page-right')!.click();
    await page.settled();
    const [request] = page.requests;
    assert.equal(request!.fields.map(([name]) => name), ['action', 'gotoMonth', 'calendar_id', 'force_default']);
    assert.match(page.document.querySelector('.booked-calendar-wrap.large .monthName')!.textContent!, /^Month of \d{4}-\d{2}-01/);
  } finally {
    await page.close();
  }
});

test('Chromium: the same, with the theme\'s and Booked\'s stylesheets drawing it', async () => {
  const page = await browser.newPage();
  try {
    const loaded = await loadInBrowser(page, saved, { families: ['booking'], answers });
    await page.locator('.booked-calendar-wrap.large .page-right').click();
    await page.locator('.booked-calendar-wrap.large .monthName', { hasText: 'Month of' }).waitFor();
    assert.equal(loaded.requests.map(({ fields, answered }) => [fields[0]![1], answered]), [['booked_calendar_month', true]]);
  } finally {
    await page.close();
  }
});

test.run();
