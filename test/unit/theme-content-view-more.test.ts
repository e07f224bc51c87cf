import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeFetch } from '../helpers/fake-fetch';
import { themeContentEnhancers } from '../../enhancers/theme-content/definition';
import '../../enhancers/theme-content/view-more-load';
import '../../src/message-popup';
import { FAILURES, popupText, reply, setThemePage, settle, startEnhancers, stopEnhancers, THEME_NONCE, until, user, type Generation } from './theme-harness';

const DATA_A = 'a:2:{s:9:"post_type";s:4:"post";s:14:"posts_per_page";i:4;}';
const VARS_A = 'a:1:{s:10:"blog_style";s:7:"excerpt";}';
const DATA_B = { post_type: 'post', ignore_sticky_posts: true, posts_per_page: 4, category__in: [], post__not_in: [3, 5], meta_key: null };
const VARS_B = { blog_style: 'excerpt', sidebar: true, columns: 3 };

const viewMore = (mode = 'pagination_viewmore') => `
  <div id="viewmore" class="pagination_wrap ${mode}"><a href="#" id="viewmore_link" class="theme_button viewmore_button"><span class="viewmore_text_1">LOAD MORE</span></a></div>`;
const page = (mode?: string) => `<div class="content"><article class="post_item" id="first">First</article>${viewMore(mode)}</div>`;
const post = (id: number, extra = '') => `<article class="post_item post-${id}"><h3><a href="/?p=${id}">Post ${id}</a></h3>${extra}</article>`;

const block = () => document.getElementById('viewmore')!;
const link = () => document.getElementById('viewmore_link')!;
const articles = () => Array.from(document.querySelectorAll('article'), (item) => item.className.match(/post-(\d+)/)?.[1] ?? item.id);

let fetch: ReturnType<typeof installFakeFetch>;
const test = suite('theme view more');

async function setUp(generation: Generation, html: string, respond: (body: string) => Response | Promise<Response>) {
  resetDom(html);
  setThemePage(generation, generation === 'A' ? { viewmore_page: '1', viewmore_data: DATA_A, viewmore_vars: VARS_A } : { viewmore_page: '1', viewmore_data: DATA_B, viewmore_vars: VARS_B });
  fetch = installFakeFetch((request) => respond(request.body));
  await startEnhancers(themeContentEnhancers);
}

test.after.each(() => {
  stopEnhancers();
  fetch.restore();
});

test('A: page = viewmore_page + 1, data and vars sent verbatim; posts go before #viewmore, scripts and handlers dropped', async () => {
  await setUp('A', page(), () =>
    reply({ error: '', data: post(14, '<script>window.ran = 1</script><img src="x.png" onerror="window.ran = 2">') + post(16), no_more_data: 0, filters: [] }),
  );
  user(() => link().click());
  assert.ok(block().classList.contains('loading'));
  assert.is(link().getAttribute('aria-busy'), 'true');
  await until(() => articles().length === 3);
  assert.is(
    fetch.sent[0]!.body,
    `action=view_more_posts&nonce=${THEME_NONCE}&page=2&data=${encodeURIComponent(DATA_A)}&vars=${encodeURIComponent(VARS_A)}`,
  );
  assert.equal(articles(), ['first', '14', '16']);
  assert.is(document.querySelector('script'), null);
  assert.is(document.querySelector('img')!.getAttribute('onerror'), null);
  assert.is(document.querySelector('.post-16')!.nextElementSibling, block());
  assert.not.ok(block().classList.contains('loading'));
  assert.not.ok(link().hasAttribute('aria-busy'));
  assert.is((window as unknown as { THEMEREX_GLOBALS: { viewmore_page: string } }).THEMEREX_GLOBALS.viewmore_page, '2');

  user(() => link().click());
  await until(() => fetch.sent.length === 2 && !block().classList.contains('loading'));
  assert.match(fetch.sent[1]!.body, /&page=3&/);
});

test('B: page 2 (defect 8: never "11"); objects bracket-encoded as jQuery.param does; no_more_data hides the block', async () => {
  await setUp('B', page(), () => reply({ error: '', data: post(18), no_more_data: true }));
  user(() => link().click());
  await until(() => articles().length === 2);
  assert.is(
    fetch.sent[0]!.body,
    `action=view_more_posts&nonce=${THEME_NONCE}&page=2` +
      '&data%5Bpost_type%5D=post&data%5Bignore_sticky_posts%5D=true&data%5Bposts_per_page%5D=4' +
      '&data%5Bpost__not_in%5D%5B%5D=3&data%5Bpost__not_in%5D%5B%5D=5&data%5Bmeta_key%5D=' +
      '&vars%5Bblog_style%5D=excerpt&vars%5Bsidebar%5D=true&vars%5Bcolumns%5D=3',
  );
  assert.ok(link().classList.contains('viewmore_empty'));
  assert.is(block().style.display, 'none');
  user(() => link().click());
  await settle();
  assert.is(fetch.sent.length, 1, 'an empty link loads nothing');
});

test('no_more_data as 1 / "1" also ends the list; 0 / false do not', async () => {
  for (const [value, ends] of [[1, true], ['1', true], [0, false], [false, false]] as const) {
    await setUp('A', page(), () => reply({ error: '', data: post(20), no_more_data: value }));
    user(() => link().click());
    await until(() => articles().length === 2);
    assert.is(link().classList.contains('viewmore_empty'), ends, String(value));
    stopEnhancers();
    fetch.restore();
  }
  await setUp('A', page(), () => reply({ error: '', data: '' }));
});

test('an isotope grid: posts appended to the first .content grid, missing filter buttons added as text', async () => {
  await setUp(
    'B',
    `<div class="content"><div class="isotope_filters"><a href="#" data-filter="*">All</a><a href="#" class="isotope_filters_button" data-filter=".flt_7">Travel</a></div>
      <div class="isotope_wrap"><article class="post_item" id="first"></article></div>${viewMore()}</div>`,
    () => reply({ error: '', data: post(22), no_more_data: 0, filters: { 7: 'Travel', 8: 'Sports <b>&</b> fun' } }),
  );
  user(() => link().click());
  await until(() => articles().length === 2);
  assert.is(document.querySelector('.post-22')!.parentElement!.className, 'isotope_wrap');
  const buttons = Array.from(document.querySelectorAll('.isotope_filters a'), (button) => [button.getAttribute('data-filter'), button.textContent]);
  assert.equal(buttons, [['*', 'All'], ['.flt_7', 'Travel'], ['.flt_8', 'Sports <b>&</b> fun']]);
  assert.is(document.querySelector('.isotope_filters b'), null);
});

for (const [label, respond, detail] of FAILURES) {
  test(`${label}: a warning, the busy state cleared, the link still works`, async () => {
    let calls = 0;
    await setUp('A', page(), () => (++calls === 1 ? respond() : reply({ error: '', data: post(30), no_more_data: 0 })));
    user(() => link().click());
    await until(() => popupText() !== undefined);
    assert.match(popupText() ?? '', detail);
    assert.not.ok(block().classList.contains('loading'));
    assert.not.ok(link().classList.contains('viewmore_empty'));
    user(() => link().click());
    await until(() => articles().length === 2);
    assert.match(fetch.sent[1]!.body, /&page=2&/, 'the failed page is asked for again');
  });
}

test("the server's own error text shows as text", async () => {
  await setUp('A', page(), () => reply({ error: 'No <i>more</i> posts', data: '' }));
  user(() => link().click());
  await until(() => popupText() !== undefined);
  assert.is(popupText(), 'No more posts');
});

test('a second click while loading sends nothing more', async () => {
  let answer: (response: Response) => void = () => undefined;
  await setUp('A', page(), () => new Promise<Response>((resolve) => (answer = resolve)));
  user(() => link().click());
  user(() => link().click());
  await until(() => fetch.sent.length === 1);
  user(() => link().click());
  await settle();
  assert.is(fetch.sent.length, 1);
  answer(reply({ error: '', data: post(40), no_more_data: 0 }));
  await until(() => articles().length === 2);
});

test('infinite scroll: loads once the block is within 100 px of the viewport bottom; after a failure it waits for a click', async () => {
  let fail = false;
  await setUp('B', page('pagination_infinite'), () => (fail ? reply('0', 400) : reply({ error: '', data: post(50), no_more_data: 0 })));
  let top = window.innerHeight + 101;
  block().getBoundingClientRect = () => ({ top }) as DOMRect;
  const scroll = () => user(() => window.dispatchEvent(new Event('scroll')));
  scroll();
  await settle();
  assert.is(fetch.sent.length, 0);
  top = window.innerHeight + 100;
  scroll();
  scroll();
  await until(() => articles().length === 2);
  assert.is(fetch.sent.length, 1, 'one load at a time');
  fail = true;
  scroll();
  await until(() => popupText() !== undefined);
  scroll();
  window.dispatchEvent(new Event('resize'));
  await settle();
  assert.is(fetch.sent.length, 2, 'paused after the failure');
  fail = false;
  user(() => link().click());
  await until(() => articles().length === 3);
  scroll();
  await until(() => fetch.sent.length === 4);
});

test.run();
