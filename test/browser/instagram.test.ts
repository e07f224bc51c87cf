import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { SBI_LOCATOR_NONCE } from '../../fixtures/server/demo-constants';
import { feedHtml, feedPosts } from '../../fixtures/server/instagram/feed';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { assertHidden, assertVisible, markupShape } from './helpers/visible';

let session: BrowserSession;
let opened: OpenedPage;
const test = suite('Instagram feed (production bundle)');

// The original's events on window, as site code would see them (no jQuery on the fixture page).
const RECORD_EVENTS = `
  window.__sbi = [];
  for (const name of ['sbiafterfeedcreate', 'sbiafterimagesloaded', 'sbicheckconsent']) {
    window.addEventListener(name, (event) => window.__sbi.push(name + ' ' + (event.feed ? event.feed.el.dataset.feedid : event.el.dataset.feedid)));
  }`;

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.before.each(() => {
  session.server.reset();
  session.server.faults.clear();
});
test.after.each(async () => {
  assert.equal(opened.errors, [], 'no page errors');
  await opened.page.context().close();
});

async function open(path = '/instagram.html'): Promise<OpenedPage> {
  opened = await session.open(path, { init: RECORD_EVENTS });
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return opened;
}

const ONE = '.sbi[data-feedid="*1"]';
const TWO = '.sbi[data-feedid="*2"]';
const recorded = (action: string) => session.server.requests.filter((request) => request.action === action);
const count = (page: Page, feed: string) => page.locator(`${feed} .sbi_item`).count();
const shown = (page: Page, feed: string) => page.locator(`${feed} .sbi_item:not(.sbi_num_diff_hide)`).count();
const revealed = (page: Page, feed: string) =>
  page.waitForFunction((selector) => document.querySelector(selector)!.querySelectorAll('.sbi_transition, .sbi_new').length === 0, feed);
const click = async (page: Page, feed: string) => {
  const button = page.locator(`${feed} .sbi_load_btn`);
  await button.scrollIntoViewIfNeeded();
  await button.focus();
  await button.press('Enter');
};

test('at start: indexes, resize maps read, extra items hidden, square photos, images filled, revealed; the locator report per feed', async () => {
  const { page } = await open();
  await revealed(page, ONE);
  await revealed(page, TWO);
  assert.equal(await page.locator('.sbi').evaluateAll((feeds) => feeds.map((feed) => feed.getAttribute('data-sbi-index'))), ['1', '2']);
  assert.is(await page.locator('.sbi_resized_image_data').count(), 0);
  assert.equal([await count(page, ONE), await shown(page, ONE), await count(page, TWO), await shown(page, TWO)], [8, 8, 6, 3]);
  // Under Smash Balloon's stylesheet: the revealed items really visible (faded in), the extra ones not displayed.
  await assertVisible(page, `${ONE} .sbi_item:last-child .sbi_photo`);
  await assertVisible(page, `${TWO} .sbi_item:nth-child(3) .sbi_photo`);
  await assertHidden(page, `${TWO} .sbi_item:nth-child(4)`);
  const photo = page.locator(`${ONE} .sbi_photo`).first();
  const box = (await photo.boundingBox())!;
  assert.ok(box.width > 100 && Math.abs(box.width - box.height) <= 1, `square: ${box.width}×${box.height}`);
  assert.ok(await photo.evaluate((element) => element.classList.contains('sbi_imgLiquid_ready') && element.classList.contains('sbi_imgLiquid_bgSize')));
  const posts = feedPosts('*1');
  // A resized post shows its local copy; the feed's column (about 200 px) takes the 320 size.
  assert.match((await photo.locator('img').getAttribute('src'))!, new RegExp(`/wp-content/uploads/sb-instagram-feed-images/${posts[0]!.id}low\\.jpg$`));
  assert.match(await photo.evaluate((element) => element.style.backgroundImage), /low\.jpg/);
  assert.ok(await page.locator(ONE).evaluate((feed) => feed.classList.contains('sbi_medium')), 'column width between 120 and 240: sbi_medium');
  assert.ok(await page.locator(TWO).evaluate((feed) => feed.classList.contains('sbi_small')), 'sidebar columns: sbi_small');
  // Feed *2 asks for consent (gdpr) and has none: its unresized posts keep the placeholder, the CDN is not used.
  assert.ok(await page.locator(`${TWO} .sbi_item:not(.sbi_num_diff_hide) img`).evaluateAll((images) => images.every((image) => !image.getAttribute('src')!.includes('sbi-demo-cdn'))));
  await page.waitForLoadState('networkidle');
  // One per feed, in the order the feeds were seen.
  const byFeed = (fields: [string, string][]) => fields.find(([name]) => name === 'feed_id')![1];
  assert.equal(recorded('sbi_do_locator').map((request) => request.fields).sort((a, b) => byFeed(a).localeCompare(byFeed(b))), [
    [['action', 'sbi_do_locator'], ['feed_id', '*1'], ['atts', '{"feed":"1"}'], ['location', 'content'], ['post_id', '45'], ['locator_nonce', SBI_LOCATOR_NONCE]],
    [['action', 'sbi_do_locator'], ['feed_id', '*2'], ['atts', '{"feed":"2"}'], ['location', 'sidebar'], ['post_id', '45'], ['locator_nonce', SBI_LOCATOR_NONCE]],
  ]);
  assert.is(recorded('sbi_do_locator')[0]!.headers['x-requested-with'], 'XMLHttpRequest');
  assert.equal(recorded('sbi_resized_images_submit'), []);
  const events = (await page.evaluate('window.__sbi')) as string[];
  assert.equal(events.filter((line) => line.startsWith('sbiafterfeedcreate')), ['sbiafterfeedcreate *1', 'sbiafterfeedcreate *2']);
  assert.ok(events.includes('sbiafterimagesloaded *1') && events.includes('sbiafterimagesloaded *2'));
  assert.ok(events.includes('sbicheckconsent *2') && !events.includes('sbicheckconsent *1'), 'consent asked for the gdpr feed only');
  assert.equal(await page.evaluate(() => Object.keys((window as unknown as { sbi: { feeds: object } }).sbi.feeds)), ['0', '1']);
  assert.is(await page.evaluate(() => typeof (window as unknown as { sbi_init: unknown }).sbi_init), 'function');
});

test('load more until shouldPaginate:false: exact fields, the loader swap, the posts after the last item, the resize request for new posts', async () => {
  const { page } = await open();
  await revealed(page, ONE);
  await click(page, ONE);
  await page.waitForFunction((selector) => document.querySelectorAll(`${selector} .sbi_item`).length === 16, ONE);
  await page.waitForFunction((selector) => document.querySelector(`${selector} .sbi_loader`)!.classList.contains('sbi_hidden'), ONE);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  await click(page, ONE);
  await page.waitForFunction((selector) => document.querySelectorAll(`${selector} .sbi_item`).length === 20, ONE);
  await page.locator(`${ONE} .sbi_load_btn`).waitFor({ state: 'hidden' });
  const loads = recorded('sbi_load_more_clicked');
  assert.equal(loads.map((request) => request.fields), [
    [['action', 'sbi_load_more_clicked'], ['offset', '8'], ['page', '2'], ['feed_id', '*1'], ['atts', '{"feed":"1"}'], ['location', 'content'], ['post_id', '45'], ['current_resolution', '150'], ['locator_nonce', SBI_LOCATOR_NONCE]],
    // The resize answer after the first page brought a re-layout (500 ms later): `auto` from then on (§B.7).
    [['action', 'sbi_load_more_clicked'], ['offset', '16'], ['page', '3'], ['feed_id', '*1'], ['atts', '{"feed":"1"}'], ['location', 'content'], ['post_id', '45'], ['current_resolution', 'auto'], ['locator_nonce', SBI_LOCATOR_NONCE]],
  ]);
  const posts = feedPosts('*1');
  assert.equal(await page.locator(`${ONE} .sbi_item`).evaluateAll((items) => items.map((item) => item.id)), posts.map((post) => `sbi_${post.id}`));
  await page.waitForLoadState('networkidle');
  const resizes = recorded('sbi_resized_images_submit');
  assert.equal(resizes[0]!.fields, [
    ['action', 'sbi_resized_images_submit'], ...posts.slice(10, 16).map((post) => ['needs_resizing[]', post.id]),
    ['offset', '16'], ['feed_id', '*1'], ['atts', '{"feed":"1"}'], ['location', 'content'], ['post_id', '45'], ['cache_all', 'false'], ['locator_nonce', SBI_LOCATOR_NONCE],
  ]);
  assert.equal(resizes[1]!.fields.filter(([name]) => name === 'needs_resizing[]').map(([, id]) => id), posts.slice(16).map((post) => post.id));
  assert.ok(session.server.state.instagram.resized['*1']!.includes(posts[19]!.id));
  await revealed(page, ONE);
  assert.match((await page.locator(`#sbi_${posts[12]!.id} img`).getAttribute('src'))!, /sb-instagram-feed-images\/\d+low\.jpg$/, 'the resized copy replaces the CDN image');
});

test('a double click loads once; the loader shows while loading', async () => {
  const { page } = await open();
  await revealed(page, ONE);
  session.server.faults.set('sbi_load_more_clicked', { kind: 'delay', delayMs: 800 });
  const button = page.locator(`${ONE} .sbi_load_btn`);
  await button.scrollIntoViewIfNeeded();
  await button.dblclick();
  await page.waitForFunction((selector) => !document.querySelector(`${selector} .sbi_loader`)!.classList.contains('sbi_hidden'), ONE);
  assert.is(await button.getAttribute('aria-busy'), 'true');
  await page.waitForFunction((selector) => document.querySelectorAll(`${selector} .sbi_item`).length === 16, ONE);
  await page.waitForTimeout(700);
  assert.is(recorded('sbi_load_more_clicked').length, 1);
  assert.is(await count(page, ONE), 16);
});

test('two feeds never interfere: the sidebar feed shows its hidden items first, then its own posts', async () => {
  const { page } = await open();
  await revealed(page, TWO);
  await click(page, TWO);
  await page.waitForFunction((selector) => document.querySelectorAll(`${selector} .sbi_item`).length === 9, TWO);
  await page.locator(`${TWO} .sbi_load_btn`).waitFor({ state: 'hidden' });
  assert.is(await shown(page, TWO), 9);
  assert.equal(recorded('sbi_load_more_clicked')[0]!.fields.slice(1, 6), [['offset', '6'], ['page', '2'], ['feed_id', '*2'], ['atts', '{"feed":"2"}'], ['location', 'sidebar']]);
  assert.is(await count(page, ONE), 8);
  assert.ok(await page.locator(`${ONE} .sbi_load_btn`).isVisible());
  await revealed(page, TWO);
});

test('a failure shows the button again with a sentence; the next click works', async () => {
  const { page } = await open();
  await revealed(page, ONE);
  session.server.faults.set('sbi_load_more_clicked', { kind: 'html500' });
  await click(page, ONE);
  const message = page.locator(`${ONE} .sb_instagram_error`);
  await message.waitFor();
  await assertVisible(page, `${ONE} .sb_instagram_error`);
  await assertVisible(page, `${ONE} .sbi_btn_text`);
  assert.is(await markupShape(page, `${ONE} .sb_instagram_error`), 'div.sb_instagram_error(p)');
  assert.match(await message.innerText(), /problem|try again/i);
  assert.ok(await page.locator(`${ONE} .sbi_btn_text`).evaluate((text) => !text.classList.contains('sbi_hidden')));
  session.server.faults.clear();
  await click(page, ONE);
  await page.waitForFunction((selector) => document.querySelectorAll(`${selector} .sbi_item`).length === 16, ONE);
  await message.waitFor({ state: 'detached' });
  assert.equal(recorded('sbi_load_more_clicked').map((request) => request.fields.find(([name]) => name === 'page')![1]), ['2', '2']);
});

test('a feed inserted later works on its own', async () => {
  const { page } = await open();
  await revealed(page, ONE);
  const html = feedHtml(session.server.state, '*1').replace('data-feedid="*1"', 'data-feedid="*1" data-inserted="yes"');
  await page.evaluate((markup) => document.querySelector('.post_content')!.insertAdjacentHTML('beforeend', markup), html);
  const later = '.sbi[data-inserted="yes"]';
  await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('data-sbi-index') === '3', later);
  await revealed(page, later);
  await click(page, later);
  await page.waitForFunction((selector) => document.querySelectorAll(`${selector} .sbi_item`).length === 16, later);
  assert.is(await count(page, `${ONE}:not([data-inserted])`), 8);
});

test.run();
