// Issue 20 §1–2: the theme's and plugins' scripts that stay on the page call the theme's utilities from jQuery's
// ready. The generation B fixture pages print what the real DiveIt page prints in its footer: trx_utils'
// core.reviews.js (here fixtures/pages/assets/core-reviews-stand-in.js, which does what it does at ready) and then
// `var DIVEIT_STORAGE = …` in `<script id='diveit-core-init-script-js-extra'>`, after the content.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';

const test = suite('theme: scripts left on the page');
let session: BrowserSession;
let opened: OpenedPage;

interface StandIn {
  ready: boolean;
  userAccepted: unknown;
  containers: string[];
}

async function open(path: string): Promise<OpenedPage> {
  opened = await session.open(path);
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return opened;
}
const standIn = (page: Page) => page.evaluate(() => (window as unknown as { reviewsStandIn: StandIn }).reviewsStandIn);

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.after.each(async () => {
  assert.equal(opened.errors, [], 'no page errors');
  await opened.page.context().close();
});

test('blog-b.html: the storage printed in the footer is read; core.reviews.js\' call at ready works, and its handler runs over the body', async () => {
  const { page } = await open('/blog-b.html');
  assert.ok(
    await page.evaluate(() => {
      const storage = document.getElementById('diveit-core-init-script-js-extra')!;
      return !!(document.querySelector('.body_wrap')!.compareDocumentPosition(storage) & Node.DOCUMENT_POSITION_FOLLOWING);
    }),
    'the storage comes after the content',
  );
  // The views counter sends the post id and count the storage gives (ajax_views_counter).
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('admin-ajax.php')));
  assert.ok(
    opened.ajax().some((request) => /(^|&)action=post_counter(&|$)/.test(request.postData ?? '') && /post_id=42/.test(request.postData ?? '')),
    opened.ajax().map((request) => request.postData).join('\n'),
  );
  const seen = await standIn(page);
  assert.ok(seen.ready, 'its ready handler ran to the end');
  assert.is(seen.userAccepted, false);
  // Its own call, then the theme's ready run over the whole page (core.init.js), after it.
  assert.equal(seen.containers, ['body', 'body']);
  assert.is(await page.evaluate(() => typeof (window as unknown as { DIVEIT_STORAGE: { init_hidden_elements: Record<string, unknown> } }).DIVEIT_STORAGE.init_hidden_elements['init_reviews']), 'function');
});

test('restaurant.html: opening an accordion panel runs the registered handler with that panel, as the theme\'s accordion did', async () => {
  const { page } = await open('/restaurant.html');
  assert.equal((await standIn(page)).containers, ['body', 'body']);
  const title = page.locator('#sc_accordion_2 .sc_accordion_title').nth(2);
  await title.scrollIntoViewIfNeeded();
  await title.click();
  await page.waitForFunction(() => (window as unknown as { reviewsStandIn: StandIn }).reviewsStandIn.containers.length === 3);
  const panelId = await page.locator('#sc_accordion_2 .sc_accordion_content').nth(2).evaluate((panel) => panel.id);
  assert.ok(panelId);
  assert.equal((await standIn(page)).containers, ['body', 'body', panelId]);
});

test.run();
