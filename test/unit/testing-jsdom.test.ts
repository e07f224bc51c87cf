import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadPage } from '../../testing/jsdom';
import { CliError } from '../../cli/cli-error';

// wp-enhance/testing's jsdom version from source (real React here; the browser suite runs the built one, on
// Preact), on a small saved page written as `wp-enhance save` writes one.
const MONTH = (first: string, name: string) =>
  `<table class="booked-calendar" data-calendar-date="${first}"><thead><tr><th colspan="7"><span class="monthName">${name}</span><a href="#" data-goto="2026-12-01" class="page-right"><i class="booked-icon booked-icon-arrow-right"></i></a></th></tr></thead><tbody><tr class="week"><td data-date="2026-11-2" class="prev-date"><span class="date"><span class="number">2</span></span></td></tr></tbody></table>`;

function savedFolder(answers?: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'testing-jsdom-'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><title>Book</title>
<script>jQuery(function () { booked_init(); });</script></head><body>
<div class="booked-calendar-shortcode-wrap"><div class="booked-calendar-wrap large">${MONTH('2026-11-01', 'November 2026')}</div></div>
<script type='text/javascript' id='booked-functions-js-extra'>var booked_js_vars = {"ajax_url":"\\/wp-admin\\/admin-ajax.php","i18n_please_wait":"Please wait ..."};</script>
<script type='text/javascript' src='https://site.example/booked/functions.js' id='booked-functions-js'></script>
</body></html>`);
  writeFileSync(join(dir, 'wp-enhance-save.json'), JSON.stringify({ url: 'https://site.example/book/', savedAt: '2026-11-27T00:00:00Z', page: 'index.html', secretsKept: false, noncesMasked: 0, assets: {}, missing: {} }));
  if (answers) writeFileSync(join(dir, 'answers.json'), JSON.stringify(answers));
  return dir;
}

test('the month arrow, answered by hand: the request as Booked sends it, the answer shown; globals restored after', async () => {
  const before = globalThis.document;
  const page = await loadPage(savedFolder(), { answers: { booked_calendar_month: (fields) => MONTH(fields.gotoMonth!, 'December 2026') } });
  assert.is(globalThis.document, page.document, 'the enhancers run on the saved page');
  assert.equal(page.pageScriptErrors.length, 1, 'the page\'s own jQuery call fails, as it would without jQuery');
  page.document.querySelector<HTMLElement>('.page-right')!.click();
  await page.settled();
  assert.equal(page.requests, [{
    method: 'POST', path: '/wp-admin/admin-ajax.php', answered: true,
    fields: [['action', 'booked_calendar_month'], ['gotoMonth', '2026-12-01'], ['force_default', '2026-11-01']],
  }]);
  assert.is(page.document.querySelector('.monthName')!.textContent, 'December 2026');
  await page.close();
  assert.is(globalThis.document, before, 'the test runner\'s own globals are back');
});

test('the recorded answers.json answers what the map does not; a request nobody answered gets a 404 and is marked', async () => {
  const recorded = { wpEnhanceAnswers: 1, url: 'https://site.example/book/', answers: [
    { method: 'POST', path: '/wp-admin/admin-ajax.php', fields: [['action', 'booked_calendar_month'], ['gotoMonth', '2026-12-01'], ['force_default', '2026-11-01']], status: 200, contentType: 'text/html', body: MONTH('2026-12-01', 'Recorded December') },
  ] };
  const page = await loadPage(savedFolder(recorded), { families: ['booking'] });
  page.document.querySelector<HTMLElement>('.page-right')!.click();
  await page.settled();
  assert.is(page.document.querySelector('.monthName')!.textContent, 'Recorded December');
  await page.close();

  const unanswered = await loadPage(savedFolder());
  unanswered.document.querySelector<HTMLElement>('.page-right')!.click();
  await unanswered.settled();
  assert.equal(unanswered.requests.map(({ answered }) => answered), [false]);
  assert.is(unanswered.document.querySelector('.monthName')!.textContent, 'November 2026', 'the calendar stays as it was');
  await unanswered.close();
});

test('a folder that is not a saved page, or answers of the wrong shape: one clear error', async () => {
  await loadPage(mkdtempSync(join(tmpdir(), 'empty-'))).then(() => assert.unreachable(), (error: unknown) => assert.ok(error instanceof CliError && /is not a saved page/.test(error.message)));
  await loadPage(savedFolder({ answers: 'none' })).then(() => assert.unreachable(), (error: unknown) => assert.ok(error instanceof CliError && /not a wp-enhance answers file/.test(error.message)));
});

test.run();
