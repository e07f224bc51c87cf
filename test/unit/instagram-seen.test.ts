import { resetDom, setPageGlobal } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeFetch, type SentRequest } from '../helpers/fake-fetch';
import { spyConsole } from '../helpers/console-spy';
import { instagramEnhancers } from '../../enhancers/instagram/definition';
import { feedState, forgetFeeds } from '../../enhancers/instagram/feed-state';
import { reportImages } from '../../enhancers/instagram/requests';
import '../../enhancers/instagram/feed';
import '../../enhancers/instagram/prepare-feed';
import '../../enhancers/instagram/feed-seen';
import { developerLog, reply, settle, startEnhancers, stopEnhancers, until } from './theme-harness';

// What moved out of the component (issue 12): the plain part at `visible` does the first reveal, the hover
// fade, the re-layouts and the resize and locator reports alone; the component adopts it.

const AJAX = 'http://localhost/wp-admin/admin-ajax.php';
const PLACEHOLDER = 'http://localhost/wp-content/plugins/instagram-feed/img/placeholder.png';

const item = (id: string) =>
  `<div class="sbi_item sbi_type_image sbi_new sbi_transition" id="sbi_${id}"><div class="sbi_photo_wrap"><a class="sbi_photo" href="https://www.instagram.com/p/${id}/" data-full-res="/ig/${id}.jpg"><img src="${PLACEHOLDER}" alt="Post ${id}"></a></div></div>`;
const feed = (feedId: string, ids: string[], attrs = '') =>
  `<div id="sb_instagram" class="sbi sbi_col_4" data-feedid="${feedId}" data-res="auto" data-cols="4" data-num="3" data-nummobile="3" ` +
  `data-shortcode-atts="{&quot;feed&quot;:&quot;${feedId.slice(1)}&quot;}" data-postid="45" data-locatornonce="n0nce" ${attrs}>` +
  `<div id="sbi_images">${ids.map(item).join('')}</div>` +
  `<div id="sbi_load"><a class="sbi_load_btn" href="javascript:void(0);"><span class="sbi_btn_text">Load More</span><span class="sbi_loader sbi_hidden" aria-hidden="true"></span></a></div></div>`;

const withoutComponent = instagramEnhancers.filter((definition) => definition.name !== 'instagram-feed');
const fields = (request: SentRequest) => [...new URLSearchParams(request.body)];
let fetch: ReturnType<typeof installFakeFetch>;
let consoleErrors: ReturnType<typeof spyConsole>;
let loaded: number;
const countLoaded = () => loaded++;

async function setUp(html: string, definitions = instagramEnhancers) {
  resetDom(html);
  forgetFeeds();
  setPageGlobal('sb_instagram_js_options', { font_method: 'svg', resized_url: 'http://localhost/r/', placeholder: PLACEHOLDER, ajax_url: AJAX });
  fetch = installFakeFetch(() => reply('locating success'));
  loaded = 0;
  window.addEventListener('sbiafterimagesloaded', countLoaded);
  await startEnhancers(definitions);
}

const test = suite('Instagram feed seen (plain part)');
likeTheBrowser(test);
test.before.each(() => {
  consoleErrors = spyConsole('error');
});
test.after.each(() => {
  stopEnhancers();
  fetch?.restore();
  consoleErrors.restore();
  window.removeEventListener('sbiafterimagesloaded', countLoaded);
  for (const name of ['sbi', 'sbi_init', 'sbiajaxurl', 'sbi_custom_js']) delete (window as unknown as Record<string, unknown>)[name];
  assert.equal(consoleErrors.calls, [], 'no console errors');
});

test('without the component: the reveal, sbi_custom_js, sbiafterimagesloaded and the locator report', async () => {
  let custom = 0;
  (window as unknown as { sbi_custom_js: () => void }).sbi_custom_js = () => void custom++;
  await setUp(feed('*1', ['a1', 'a2'], 'data-sbi-flags="locator,resizeDisable"'), withoutComponent);
  const one = document.querySelector<HTMLElement>('.sbi')!;
  assert.is(feedState(one)!.seen, true);
  await until(() => one.querySelectorAll('.sbi_transition').length === 0);
  assert.is(one.querySelectorAll('.sbi_new').length, 0);
  assert.is(custom, 1);
  assert.is(loaded, 1);
  assert.equal(fetch.sent.map(fields), [[['action', 'sbi_do_locator'], ['feed_id', '*1'], ['atts', '{"feed":"1"}'], ['location', 'content'], ['post_id', '45'], ['locator_nonce', 'n0nce']]]);
});

test('the reports: a refused, failed or unreachable resize report is logged and its ids asked again; a map answer is merged', async () => {
  const answers: (() => Response | Promise<Response>)[] = [
    () => reply('-1'),
    () => reply('<html>Error</html>', 500),
    () => Promise.reject(new TypeError('Failed to fetch')),
    () => reply('0'),
    () => reply({ a1: { id: 'a1', ratio: '1.00', sizes: { full: 640 } } }),
  ];
  await setUp(feed('*1', ['a1']), withoutComponent);
  fetch.restore();
  fetch = installFakeFetch(() => answers.shift()!());
  developerLog.length = 0;
  const state = feedState(document.querySelector('.sbi')!)!;
  const signal = new AbortController().signal;
  let resized = 0;
  state.needsResizing.splice(0, Infinity, 'a1');
  for (let round = 0; round < 5; round++) await reportImages(state, signal, () => void resized++);
  // Each failure put the id back, so every round asked for it again.
  assert.equal(fetch.sent.map((request) => fields(request).filter(([name]) => name === 'needs_resizing[]')), Array(5).fill([['needs_resizing[]', 'a1']]));
  assert.equal(developerLog.map(([line]) => line), [
    '[enhance] sbi_resized_images_submit: wp-nonce (HTTP 200)',
    '[enhance] sbi_resized_images_submit: http (HTTP 500)',
    '[enhance] sbi_resized_images_submit: offline',
    '[enhance] sbi_resized_images_submit: wp-zero (HTTP 200)',
  ]);
  assert.is(resized, 1);
  assert.equal(state.resizedImages['a1'], { id: 'a1', ratio: '1.00', sizes: { full: 640 } });
  assert.equal(state.needsResizing, []);
});

test('without the component: the hover fade on the photos', async () => {
  await setUp(feed('*1', ['a1'], 'data-sbi-flags="resizeDisable"'), withoutComponent);
  const photo = document.querySelector<HTMLElement>('.sbi_photo')!;
  photo.dispatchEvent(new window.MouseEvent('mouseenter'));
  assert.equal([photo.style.opacity, photo.style.transition], ['0.85', 'opacity 200ms']);
  photo.dispatchEvent(new window.MouseEvent('mouseleave'));
  assert.equal([photo.style.opacity, photo.style.transition], ['1', 'opacity 500ms']);
});

test('without the component: a window resize lays the feed out again 500 ms after the last one', async () => {
  await setUp(feed('*1', ['a1'], 'data-sbi-flags="resizeDisable"'), withoutComponent);
  const state = feedState(document.querySelector('.sbi')!)!;
  assert.is(state.imageResolution, 150);
  window.dispatchEvent(new window.Event('resize'));
  await settle(50);
  assert.is(state.imageResolution, 150);
  await until(() => state.imageResolution === 'auto');
});

test('with the component: it adopts the seen part (one reveal, one report, one sbiafterimagesloaded)', async () => {
  await setUp(feed('*1', ['a1', 'a2'], 'data-sbi-flags="locator,resizeDisable"'));
  const one = document.querySelector<HTMLElement>('.sbi')!;
  await until(() => one.querySelectorAll('.sbi_transition').length === 0);
  await settle(20);
  assert.is(loaded, 1);
  assert.is(fetch.sent.length, 1);
});

test('an ajaxPostLoad feed: no reveal of its own, the component woken at once', async () => {
  resetDom('');
  const woken: Element[] = [];
  const watch = (event: Event) => woken.push(event.target as Element);
  document.addEventListener('enhance:wake', watch, true);
  try {
    await setUp(feed('*2', [], 'data-sbi-flags="ajaxPostLoad,resizeDisable"'), withoutComponent);
    const two = document.querySelector<HTMLElement>('.sbi')!;
    assert.equal(woken, [two]);
    await settle(20);
    assert.is(loaded, 0);
    assert.equal(fetch.sent, []);
  } finally {
    document.removeEventListener('enhance:wake', watch, true);
  }
});

test.run();
