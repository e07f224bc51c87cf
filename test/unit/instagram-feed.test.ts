import { resetDom, setPageGlobal } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeFetch, type SentRequest } from '../helpers/fake-fetch';
import { spyConsole } from '../helpers/console-spy';
import { instagramEnhancers } from '../../enhancers/instagram/definition';
import { forgetFeeds } from '../../enhancers/instagram/feed-state';
import '../../enhancers/instagram/feed';
import '../../enhancers/instagram/prepare-feed';
import { reply, settle, startEnhancers, stopEnhancers, until } from './theme-harness';

const AJAX = 'http://localhost/wp-admin/admin-ajax.php';
const PLACEHOLDER = 'http://localhost/wp-content/plugins/instagram-feed/img/placeholder.png';

const item = (id: string, extra = '') => {
  const set = JSON.stringify({ d: `/ig/${id}.jpg`, 150: `/ig/${id}-150.jpg`, 320: `/ig/${id}-320.jpg`, 640: `/ig/${id}-640.jpg` }).replace(/"/g, '&quot;');
  return `<div class="sbi_item sbi_type_image sbi_new sbi_transition${extra}" id="sbi_${id}" data-date="1"><div class="sbi_photo_wrap"><a class="sbi_photo" href="https://www.instagram.com/p/${id}/" data-full-res="/ig/${id}.jpg" data-img-src-set="${set}"><span class="sbi-screenreader">Post ${id}</span><img src="${PLACEHOLDER}" alt="Post ${id}"></a></div></div>`;
};
const feed = (feedId: string, ids: string[], attrs = '', resized: Record<string, unknown> = {}) =>
  `<div id="sb_instagram" class="sbi sbi_mob_col_1 sbi_tab_col_2 sbi_col_4" data-feedid="${feedId}" data-res="auto" data-cols="4" data-colsmobile="1" data-colstablet="2" data-num="3" data-nummobile="3" ` +
  `data-shortcode-atts="{&quot;feed&quot;:&quot;${feedId.slice(1)}&quot;}" data-postid="45" data-locatornonce="n0nce" ${attrs}>` +
  `<div id="sbi_images">${ids.map((id) => item(id)).join('')}</div>` +
  `<div id="sbi_load"><a class="sbi_load_btn" href="javascript:void(0);"><span class="sbi_btn_text">Load More</span><span class="sbi_loader sbi_hidden" aria-hidden="true"></span></a></div>` +
  `<span class="sbi_resized_image_data" data-feed-id="${feedId}" data-resized="${JSON.stringify(resized).replace(/"/g, '&quot;')}"></span></div>`;

const feeds = () => [...document.querySelectorAll<HTMLElement>('.sbi')];
const ids = (element: Element) => [...element.querySelectorAll('.sbi_item')].map((each) => each.id);
const button = (element: Element) => element.querySelector<HTMLElement>('.sbi_load_btn')!;
const click = (element: Element) => element.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
const fields = (request: SentRequest) => [...new URLSearchParams(request.body)];
const wait = (ms: number) => settle(Math.ceil(ms / 3));

let fetch: ReturnType<typeof installFakeFetch>;
let respond: (request: SentRequest) => Response | Promise<Response>;
const pages = (request: SentRequest) => {
  const body = new URLSearchParams(request.body);
  const action = body.get('action');
  if (action === 'sbi_load_more_clicked') {
    const offset = Number(body.get('offset'));
    const feedId = body.get('feed_id')!.slice(1);
    const more = [0, 1].map((n) => `${feedId}${offset + n}`);
    return reply({ html: more.map((id) => item(id)).join(''), feedStatus: { shouldPaginate: offset < 6 }, report: [], resizedImages: {} });
  }
  if (action === 'sbi_resized_images_submit') return reply('resizing success');
  return reply('locating success');
};
let consoleErrors: ReturnType<typeof spyConsole>;

async function setUp(html: string) {
  resetDom(html);
  forgetFeeds();
  setPageGlobal('sb_instagram_js_options', { font_method: 'svg', resized_url: 'http://localhost/wp-content/uploads/sb-instagram-feed-images/', placeholder: PLACEHOLDER, ajax_url: AJAX });
  respond = pages;
  fetch = installFakeFetch((request) => respond(request));
  await startEnhancers(instagramEnhancers);
}

const test = suite('Instagram feed');
likeTheBrowser(test);
test.before.each(() => {
  consoleErrors = spyConsole('error');
});
test.after.each(() => {
  stopEnhancers();
  fetch?.restore();
  consoleErrors.restore();
  delete (window as unknown as Record<string, unknown>)['sbi'];
  delete (window as unknown as Record<string, unknown>)['sbi_init'];
  delete (window as unknown as Record<string, unknown>)['sbiajaxurl'];
  assert.equal(consoleErrors.calls, [], 'no console errors');
});

test('at start: index, resized map read and removed, extra items hidden, photos filled; then the reveal and the resize report', async () => {
  const events: string[] = [];
  window.addEventListener('sbiafterfeedcreate', (event) => events.push(`create ${(event as Event & { feed: { index: number } }).feed.index}`), { once: true });
  window.addEventListener('sbiafterimagesloaded', () => events.push('images'), { once: true });
  await setUp(feed('*1', ['a1', 'a2', 'a3', 'a4'], '', { a1: { id: 'A1', ratio: '1.00', sizes: { full: 640, low: 320, thumb: 150 } } }));
  const [one] = feeds();
  assert.is(one!.getAttribute('data-sbi-index'), '1');
  assert.is(one!.querySelector('.sbi_resized_image_data'), null);
  assert.equal([...one!.querySelectorAll('.sbi_num_diff_hide')].map((each) => each.id), ['sbi_a4']);
  const photo = one!.querySelector<HTMLElement>('#sbi_a1 .sbi_photo')!;
  assert.ok(photo.classList.contains('sbi_imgLiquid_ready') && photo.classList.contains('sbi_imgLiquid_bgSize'));
  assert.is(photo.querySelector('img')!.getAttribute('src'), 'http://localhost/wp-content/uploads/sb-instagram-feed-images/A1thumb.jpg');
  assert.match(photo.style.backgroundImage, /A1thumb\.jpg/);
  assert.is(one!.querySelector<HTMLElement>('#sbi_a2 img')!.getAttribute('src'), '/ig/a2-150.jpg');
  await until(() => one!.querySelectorAll('.sbi_transition').length === 1);
  assert.is(one!.querySelectorAll('.sbi_new').length, 0);
  assert.equal(events, ['create 0', 'images']);
  assert.equal(fields(fetch.sent[0]!), [
    ['action', 'sbi_resized_images_submit'], ['needs_resizing[]', 'a2'], ['needs_resizing[]', 'a3'], ['offset', '4'], ['feed_id', '*1'],
    ['atts', '{"feed":"1"}'], ['location', 'content'], ['post_id', '45'], ['cache_all', 'false'], ['locator_nonce', 'n0nce'],
  ]);
  assert.is(fetch.sent[0]!.url, AJAX);
  assert.is(fetch.sent[0]!.headers['x-requested-with'], 'XMLHttpRequest');
  const sbi = (window as unknown as { sbi: { feeds: Record<number, { el: Element }> } }).sbi;
  assert.is(sbi.feeds[0]!.el, one);
});

test('load more: exact fields, loader swap, extra items first, posts after the last item; a double click loads once; shouldPaginate:false hides the button', async () => {
  await setUp(feed('*1', ['a1', 'a2', 'a3', 'a4'], 'data-sbi-flags="locator"', Object.fromEntries(['a1', 'a2', 'a3', 'a4'].map((id) => [id, { id, sizes: { low: 320 } }]))));
  const [one] = feeds();
  await until(() => fetch.sent.length === 1);
  assert.equal(fields(fetch.sent[0]!), [['action', 'sbi_do_locator'], ['feed_id', '*1'], ['atts', '{"feed":"1"}'], ['location', 'content'], ['post_id', '45'], ['locator_nonce', 'n0nce']]);
  click(button(one!));
  click(button(one!));
  assert.ok(one!.querySelector('.sbi_btn_text')!.classList.contains('sbi_hidden'));
  assert.not.ok(one!.querySelector('.sbi_loader')!.classList.contains('sbi_hidden'));
  assert.is(button(one!).getAttribute('aria-busy'), 'true');
  assert.is(one!.querySelectorAll('.sbi_num_diff_hide').length, 0);
  await until(() => ids(one!).length === 6);
  const loads = fetch.sent.filter((request) => request.body.startsWith('action=sbi_load_more_clicked'));
  assert.is(loads.length, 1);
  assert.equal(fields(loads[0]!), [
    ['action', 'sbi_load_more_clicked'], ['offset', '4'], ['page', '2'], ['feed_id', '*1'], ['atts', '{"feed":"1"}'], ['location', 'content'],
    ['post_id', '45'], ['current_resolution', '150'], ['locator_nonce', 'n0nce'],
  ]);
  assert.equal(ids(one!), ['sbi_a1', 'sbi_a2', 'sbi_a3', 'sbi_a4', 'sbi_14', 'sbi_15']);
  await until(() => one!.querySelector('.sbi_loader')!.classList.contains('sbi_hidden'));
  assert.not.ok(one!.querySelector('.sbi_btn_text')!.classList.contains('sbi_hidden'));
  click(button(one!));
  await until(() => ids(one!).length === 8);
  await wait(600);
  assert.is(button(one!).style.display, 'none');
  const pagesAsked = fetch.sent.filter((request) => request.body.startsWith('action=sbi_load_more_clicked')).map((request) => new URLSearchParams(request.body).get('page'));
  assert.equal(pagesAsked, ['2', '3']);
});

test('a failed load shows the button again with a sentence, and the same page is asked again', async () => {
  await setUp(feed('*1', ['a1', 'a2', 'a3'], 'data-sbi-flags="resizeDisable"'));
  const [one] = feeds();
  respond = () => reply('invalid feed ID');
  click(button(one!));
  await until(() => one!.querySelector('.sb_instagram_error') !== null);
  assert.is(one!.querySelector('.sb_instagram_error')!.getAttribute('role'), 'alert');
  assert.match(one!.querySelector('.sb_instagram_error')!.textContent!, /unexpected answer/);
  assert.not.ok(one!.querySelector('.sbi_btn_text')!.classList.contains('sbi_hidden'));
  assert.ok(one!.querySelector('.sbi_loader')!.classList.contains('sbi_hidden'));
  assert.is(button(one!).getAttribute('aria-busy'), null);
  respond = () => Promise.reject(new TypeError('Failed to fetch'));
  click(button(one!));
  await until(() => /connection failed/.test(one!.querySelector('.sb_instagram_error')?.textContent ?? ''));
  respond = pages;
  click(button(one!));
  await until(() => ids(one!).length === 5);
  assert.is(one!.querySelector('.sb_instagram_error'), null);
  const pagesAsked = fetch.sent.map((request) => new URLSearchParams(request.body).get('page'));
  assert.equal(pagesAsked, ['2', '2', '2']);
});

test('two feeds never interfere; ajaxPostLoad loads the first posts at mount; a missing data-postid is sent as unknown', async () => {
  await setUp(feed('*1', ['a1', 'a2', 'a3'], 'data-sbi-flags="resizeDisable"') + feed('*2', [], 'data-sbi-flags="ajaxPostLoad,resizeDisable"').replace('data-postid="45" ', ''));
  const [one, two] = feeds();
  assert.equal([one!.getAttribute('data-sbi-index'), two!.getAttribute('data-sbi-index')], ['1', '2']);
  await until(() => ids(two!).length === 2);
  assert.equal(ids(two!), ['sbi_20', 'sbi_21']);
  const first = fields(fetch.sent[0]!);
  assert.equal(first.slice(0, 4), [['action', 'sbi_load_more_clicked'], ['offset', '0'], ['page', '2'], ['feed_id', '*2']]);
  assert.equal(first.find(([name]) => name === 'post_id'), ['post_id', 'unknown']);
  click(button(one!));
  await until(() => ids(one!).length === 5);
  assert.equal(ids(two!), ['sbi_20', 'sbi_21']);
  assert.equal(ids(one!).slice(3), ['sbi_13', 'sbi_14']);
});

test('testAjax: sbi_on_ajax_test_trigger with no other field, window.sbi.triggeredTest', async () => {
  await setUp(feed('*1', ['a1'], 'data-sbi-flags="testAjax,resizeDisable"'));
  await until(() => fetch.sent.length === 1);
  assert.is(fetch.sent[0]!.body, 'action=sbi_on_ajax_test_trigger');
  assert.is((window as unknown as { sbi: { triggeredTest?: boolean } }).sbi.triggeredTest, true);
});

test('server HTML in the answer is inserted inert', async () => {
  await setUp(feed('*1', ['a1'], 'data-sbi-flags="resizeDisable"'));
  const [one] = feeds();
  respond = () => reply({ html: `${item('x1')}<script>window.ran = true</script><img src="x" onerror="window.ran = true">`, feedStatus: { shouldPaginate: true }, resizedImages: {} });
  click(button(one!));
  await until(() => ids(one!).length === 2);
  assert.is(one!.querySelector('script'), null);
  assert.is((window as unknown as { ran?: boolean }).ran, undefined);
});

test.run();
