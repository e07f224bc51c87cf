import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator } from 'playwright-core';
import { holdChunks } from './helpers/hold-chunks';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { holding } from './helpers/chunk-files';

let session: BrowserSession;
let opened: OpenedPage;
const test = suite('theme content actions (production bundle)');

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

async function open(path: string, options: { fetchAhead?: boolean } = {}): Promise<OpenedPage> {
  opened = await session.open(path, options);
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return opened;
}
async function press(locator: Locator): Promise<void> {
  await locator.focus();
  await locator.page().keyboard.press('Enter');
}
const bodies = (action: string) => opened.ajax().filter((request) => request.postData?.startsWith(`action=${action}&`)).map((request) => request.postData);
const cookie = async (name: string) => (await opened.page.context().cookies()).find((entry) => entry.name === name)?.value;

test('views counter: A and B each count the page once at load', async () => {
  await open('/blog.html');
  await opened.page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('admin-ajax')));
  assert.equal(bodies('post_counter'), ['action=post_counter&nonce=8c1d2e3f4a&post_id=42&views=17']);
  await opened.page.context().close();
  await open('/blog-b.html');
  await opened.page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('admin-ajax')));
  await opened.page.waitForTimeout(300);
  assert.equal(bodies('post_counter'), ['action=post_counter&nonce=8c1d2e3f4a&post_id=42&views=17']);
  assert.is(session.server.state.theme.views['42'], 19, 'the server counted both');
});

test('likes (A blog): +1 / -1 with title, count, likes cookie and server state; a failure keeps everything', async () => {
  const { page } = await open('/blog.html');
  const like = page.locator('.post_counters_likes[data-postid="12"]');
  await press(like);
  await page.locator('.post_counters_likes.disabled[data-postid="12"]').waitFor();
  assert.is(await like.getAttribute('title'), 'Dislike');
  assert.is(await like.locator('.post_counters_number').textContent(), '6');
  assert.is(decodeURIComponent((await cookie('themerex_likes')) ?? ''), ',12,');
  assert.is(session.server.state.theme.likes['12'], 6);
  session.server.faults.set('post_counter', { kind: 'invalid-json' });
  await press(like);
  const popup = page.locator('.themerex_message_warning');
  await popup.waitFor();
  assert.is(await popup.locator('.themerex_message_body').textContent(), 'Error saving your like! Please, try again later. Invalid server answer');
  assert.is(await like.locator('.post_counters_number').textContent(), '6');
  session.server.faults.clear('post_counter');
  await press(like);
  await page.locator('.post_counters_likes.enabled[data-postid="12"]').waitFor();
  assert.is(await like.locator('.post_counters_number').textContent(), '5');
  assert.is(decodeURIComponent((await cookie('themerex_likes')) ?? ''), ',');
});

test('likes (B blog-b): the diveit_likes cookie', async () => {
  const { page } = await open('/blog-b.html');
  await press(page.locator('.post_counters_likes[data-postid="14"]'));
  await page.locator('.post_counters_likes.disabled[data-postid="14"]').waitFor();
  assert.is(decodeURIComponent((await cookie('diveit_likes')) ?? ''), ',14,');
  assert.equal(bodies('post_counter').at(-1), 'action=post_counter&nonce=8c1d2e3f4a&post_id=14&likes=4');
});

test('bookmarks (A blog): the dialog adds the page (title as text), the list and cookie follow; delete removes the right entry', async () => {
  const { page } = await open('/blog.html');
  await page.evaluate(() => (document.title = 'Blog <b>news</b> | Kidsplanet'));
  await press(page.locator('.bookmarks_add'));
  const input = page.locator('.themerex_message_dialog #bookmark_title');
  await input.waitFor();
  assert.is(await input.inputValue(), 'Blog <b>news</b>');
  assert.ok(await input.evaluate((element) => element === document.activeElement));
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  await page.keyboard.press('Enter');
  const list = page.locator('#themerex_widget_bookmarks-2 .bookmarks_list li');
  await list.nth(2).waitFor();
  assert.is(await list.nth(2).textContent(), 'Blog <b>news</b>!');
  await page.locator('.themerex_message_success').waitFor();
  const stored = JSON.parse(decodeURIComponent((await cookie('themerex_bookmarks')) ?? '[]'));
  assert.equal(stored, [{ title: 'Blog <b>news</b>!', url: `${session.server.url}/blog.html` }]);
  await list.nth(2).locator('.bookmarks_delete').click();
  await page.waitForFunction(() => document.querySelectorAll('#themerex_widget_bookmarks-2 .bookmarks_list li').length === 2);
  assert.equal(JSON.parse(decodeURIComponent((await cookie('themerex_bookmarks')) ?? '[]')), []);
  assert.is(page.url(), `${session.server.url}/blog.html`, 'the delete control does not follow the link');
});

test('bookmarks (B blog-b): an existing page gets bookmark_exists; a malformed cookie does not break the page', async () => {
  await session.browser.newContext();
  const { page } = await open('/blog-b.html');
  await page.context().addCookies([{ name: 'diveit_bookmarks', value: encodeURIComponent(JSON.stringify([{ title: 'Here', url: `${session.server.url}/blog-b.html` }])), url: session.server.url }]);
  await press(page.locator('.bookmarks_add'));
  await page.locator('.diveit_message_warning', { hasText: 'Current page already exists in the bookmarks list' }).waitFor();
  await page.context().addCookies([{ name: 'diveit_bookmarks', value: '%7Bbroken', url: session.server.url }]);
  await page.keyboard.press('Escape');
  await press(page.locator('.bookmarks_add'));
  await page.locator('.diveit_message_dialog #bookmark_title').waitFor();
  await page.locator('.diveit_message_button', { hasText: 'Apply' }).click();
  await page.locator('.bookmarks_list li').nth(1).waitFor();
});

test('bookmarks load on first use: a click on "Bookmark this page" while the code is held back opens the dialog once', async () => {
  const { page } = await open('/blog.html', { fetchAhead: false });
  await page.waitForLoadState('networkidle');
  assert.not.ok(opened.scripts().some(holding('bookmarks-add')), 'no bookmark code at start');
  const chunks = await holdChunks(page);
  await page.locator('.bookmarks_add').click();
  assert.ok((await chunks.asked()) > 0, 'the code was asked for on the click');
  assert.is(await page.locator('.themerex_message_dialog').count(), 0);
  await chunks.release();
  await page.locator('.themerex_message_dialog #bookmark_title').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  assert.is(await page.locator('.themerex_message_dialog').count(), 1, 'one dialog: replayed exactly once');
  assert.is(await page.evaluate(() => location.hash), '', 'the link did not navigate');
});

test('view more (A blog): page 2 then 3 with A\'s serialized strings verbatim; the end hides the block', async () => {
  const { page } = await open('/blog.html');
  const articles = page.locator('.content > article.post_item');
  assert.is(await articles.count(), 4);
  await press(page.locator('#viewmore_link'));
  await page.waitForFunction(() => document.querySelectorAll('.content > article.post_item').length === 8);
  assert.ok(await page.locator('.content > article.post-20').count(), 'page 2 of the server');
  await press(page.locator('#viewmore_link'));
  await page.locator('#viewmore').waitFor({ state: 'hidden' });
  assert.is(await articles.count(), 12);
  const sent = bodies('view_more_posts');
  assert.match(sent[0]!, /^action=view_more_posts&nonce=8c1d2e3f4a&page=2&data=a%3A7%3A%7Bs%3A9%3A%22post_type%22/);
  assert.match(sent[1]!, /&page=3&data=a%3A7%3A/);
  assert.ok(await page.locator('#viewmore_link.viewmore_empty').count());
  // New posts' likes work (mounted on inserted markup).
  await press(page.locator('.post_counters_likes[data-postid="20"]'));
  await page.locator('.post_counters_likes.disabled[data-postid="20"]').waitFor();
});

test('view more (B blog-b): bracket-encoded objects, page=2; a failure warns and clears the busy state', async () => {
  const { page } = await open('/blog-b.html');
  session.server.faults.set('view_more_posts', { kind: 'html500' });
  await press(page.locator('#viewmore_link'));
  await page.locator('.diveit_message_warning').waitFor();
  assert.not.ok(await page.locator('#viewmore.loading').count());
  session.server.faults.clear('view_more_posts');
  await page.keyboard.press('Escape');
  await press(page.locator('#viewmore_link'));
  await page.waitForFunction(() => document.querySelectorAll('.content > article.post_item').length === 8);
  assert.is(
    bodies('view_more_posts')[1],
    'action=view_more_posts&nonce=8c1d2e3f4a&page=2&data%5Bpost_type%5D=post&data%5Bpost_status%5D=publish&data%5Bignore_sticky_posts%5D=true' +
      '&data%5Bposts_per_page%5D=4&data%5Bpaged%5D=1&data%5Bmeta_key%5D=&vars%5Bblog_style%5D=excerpt&vars%5Bhover%5D=&vars%5Bhover_dir%5D=' +
      '&vars%5Bparent_cat_id%5D=0&vars%5Bsidebar%5D=true&vars%5Bfilters%5D=&vars%5Bcontent%5D=false&vars%5Breviews%5D=true',
  );
});

test('infinite scroll (A shop-a, B shop): scrolling near the end loads the next page', async () => {
  for (const path of ['/shop-a.html', '/shop.html']) {
    const { page } = await open(path);
    assert.equal(bodies('view_more_posts'), []);
    const before = await page.locator('article.post_item').count();
    await page.evaluate(() => window.scrollTo(0, document.getElementById('viewmore')!.getBoundingClientRect().top + window.scrollY - window.innerHeight + 50));
    await page.waitForFunction((count) => !document.getElementById('viewmore')!.classList.contains('loading') && document.querySelectorAll('article.post_item').length > count, before);
    assert.match(bodies('view_more_posts')[0]!, /^action=view_more_posts&nonce=8c1d2e3f4a&page=2&/);
    if (path === '/shop-a.html') await opened.page.context().close();
  }
});

test('calendar (A blog, B shop): the month arrows load the other month; B sends its letter', async () => {
  let { page } = await open('/blog.html');
  await press(page.locator('.widget_calendar .month_next a'));
  await page.locator('.widget_calendar .month_cur', { hasText: 'April' }).waitFor();
  assert.equal(bodies('calendar_change_month'), ['action=calendar_change_month&nonce=8c1d2e3f4a&month=4&year=2024&post_type=post']);
  assert.ok(await page.evaluate(() => document.activeElement?.closest('.month_next') !== null), 'focus stays on the arrow');
  await opened.page.context().close();
  ({ page } = await open('/shop.html'));
  await press(page.locator('.widget_calendar .month_prev a'));
  await page.locator('.widget_calendar caption', { hasText: 'February 2024' }).waitFor();
  assert.equal(bodies('calendar_change_month'), ['action=calendar_change_month&nonce=8c1d2e3f4a&letter=0&month=2&year=2024&post_type=post']);
  assert.is(await page.locator('.widget_calendar table').count(), 1);
});

test('category dropdown (B shop): choosing a category opens /?cat=<id>', async () => {
  const { page } = await open('/shop.html');
  // A visitor focuses (or clicks) the select to choose: that loads its code; a choice made meanwhile is replayed.
  await page.focus('.widget_subcategories select');
  await Promise.all([page.waitForURL('**/?cat=8'), page.selectOption('.widget_subcategories select', '8')]);
});

test.run();
