import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';

let session: BrowserSession;
let opened: OpenedPage;
const test = suite('theme search box and live search (production bundle)');

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.before.each(() => session.server.reset());
test.after.each(async () => {
  assert.equal(opened.errors, [], 'no page errors');
  await opened.page.context().close();
});

async function open(path: string): Promise<OpenedPage> {
  opened = await session.open(path);
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return opened;
}
const searches = () => opened.ajax().filter((request) => request.postData?.startsWith('action=ajax_search&')).map((request) => request.postData);
const box = 'header .search_wrap';

test('A (blog): closed → opened by the button, typing shows live results after the delay (one request), empty → closed', async () => {
  const { page } = await open('/blog.html');
  await page.click(`${box} .search_submit`);
  await page.locator(`${box}.search_state_opened`).waitFor();
  assert.ok(await page.locator('header.top_panel_wrap.search_opened').count());
  assert.ok(await page.locator(`${box} .search_field`).evaluate((field) => field === document.activeElement));
  await page.keyboard.type('reef', { delay: 30 });
  const results = page.locator(`${box} .search_results`);
  await results.waitFor({ state: 'visible' });
  assert.match((await results.locator('.search_results_content').textContent()) ?? '', /Morning swim at the reef/);
  assert.equal(searches(), ['action=ajax_search&nonce=8c1d2e3f4a&text=reef']);
  await page.click(`${box} .search_results_close`);
  await results.waitFor({ state: 'hidden' });
  await page.fill(`${box} .search_field`, '');
  await page.click(`${box} .search_submit`);
  await page.locator(`${box}.search_state_closed`).waitFor();
});

test('only the latest query is shown: a slow older answer does not overwrite a newer one (defect 2)', async () => {
  const { page } = await open('/blog.html');
  await page.click(`${box} .search_submit`);
  // The search box's code comes with this first click: the visitor types once the field has the focus.
  await page.locator(`${box}.search_state_opened`).waitFor();
  session.server.faults.set('ajax_search', { kind: 'delay', delayMs: 1500, times: 1 });
  await page.keyboard.type('swim');
  await page.waitForFunction(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('admin-ajax')).length >= 1);
  await page.waitForTimeout(300);
  await page.fill(`${box} .search_field`, 'club');
  await page.locator(`${box} .search_results_content`, { hasText: 'Club match report' }).waitFor();
  await page.waitForTimeout(1800);
  assert.match((await page.locator(`${box} .search_results_content`).textContent()) ?? '', /Club match report/);
  assert.not.match((await page.locator(`${box} .search_results_content`).textContent()) ?? '', /swim/i);
  assert.equal(searches(), ['action=ajax_search&nonce=8c1d2e3f4a&text=swim', 'action=ajax_search&nonce=8c1d2e3f4a&text=club']);
});

test('B (shop): the search failure warns with search_error; the close icon closes; a query submits the search', async () => {
  const { page } = await open('/shop.html');
  await page.click(`${box} .search_submit`);
  await page.locator(`${box}.search_state_opened`).waitFor();
  session.server.faults.set('ajax_search', { kind: 'minus-one' });
  await page.keyboard.type('fins');
  const warning = page.locator('.diveit_message_warning');
  await warning.waitFor();
  assert.match((await warning.locator('.diveit_message_body').textContent()) ?? '', /^Error occurs in AJAX search! .* Your session has expired/);
  assert.is(await page.inputValue(`${box} .search_field`), 'fins');
  await page.keyboard.press('Escape');
  await page.click(`${box} .search_close`);
  await page.locator(`${box}.search_state_closed`).waitFor();
  await page.click(`${box} .search_submit`);
  await page.fill(`${box} .search_field`, 'dive');
  await Promise.all([page.waitForURL('**/?s=dive'), page.click(`${box} .search_submit`)]);
});

test('B (blog-b): results and the "more" link', async () => {
  const { page } = await open('/blog-b.html');
  await page.click(`${box} .search_submit`);
  // The search box's code comes with this first click: the visitor types once the field has the focus.
  await page.waitForFunction((selector) => document.activeElement?.matches(`${selector} .search_field`), box);
  await page.keyboard.type('the');
  await page.locator(`${box} .search_more`).waitFor();
  await Promise.all([page.waitForURL('**/?s=the'), page.click(`${box} .search_more`)]);
});

test.run();
