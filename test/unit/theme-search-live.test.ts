import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { installFakeFetch } from '../helpers/fake-fetch';
import { themeSearchEnhancers } from '../../enhancers/theme-search/definition';
import '../../enhancers/theme-search/live-search-fetch';
import '../../src/message-popup';
import { FAILURES, nativeSubmissions, popupText, reply, setThemePage, settle, startEnhancers, stopEnhancers, THEME_NONCE, until, user } from './theme-harness';

const markup = `
  <div id="box" class="search_wrap search_style_regular search_state_opened search_ajax">
    <div class="search_form_wrap"><form role="search" method="get" class="search_form" action="/">
      <button type="submit" class="search_submit icon-search"></button><input type="text" class="search_field" name="s">
    </form></div>
    <div class="search_results widget_area"><a class="search_results_close icon-cancel"></a><div class="search_results_content"></div></div>
  </div>`;

const field = () => document.querySelector<HTMLInputElement>('.search_field')!;
const results = () => document.querySelector<HTMLElement>('.search_results')!;
const content = () => document.querySelector<HTMLElement>('.search_results_content')!;
const type = (text: string) => {
  field().value = text;
  user(() => field().dispatchEvent(new window.InputEvent('input', { bubbles: true })));
};
const found = (query: string) => `<article class="post_item"><h5 class="post_title"><a href="/?p=1">${query}</a></h5></article><script>window.ran=1</script>`;

let clock: FakeClock;
let fetch: ReturnType<typeof installFakeFetch>;
const test = suite('theme live search');

async function setUp(respond: (body: string) => Response | Promise<Response>, extra: Record<string, unknown> = {}) {
  resetDom(markup);
  setThemePage('B', extra);
  fetch = installFakeFetch((request) => respond(request.body));
  clock = installFakeClock();
  nativeSubmissions.length = 0;
  await startEnhancers(themeSearchEnhancers);
}

test.after.each(() => {
  stopEnhancers();
  clock.uninstall();
  fetch.restore();
});

test('waits for ajax_search_min_length characters and ajax_search_delay ms of quiet, then shows the results', async () => {
  await setUp(() => reply({ error: '', data: found('Reef') }));
  type('re');
  user(() => clock.tick(1000));
  await settle();
  assert.is(fetch.sent.length, 0);
  type('ree');
  user(() => clock.tick(100));
  type('reef');
  user(() => clock.tick(199));
  await settle();
  assert.is(fetch.sent.length, 0);
  user(() => clock.tick(1));
  await until(() => content().textContent === 'Reef');
  assert.is(fetch.sent.length, 1);
  assert.is(fetch.sent[0]!.body, `action=ajax_search&nonce=${THEME_NONCE}&text=reef`);
  assert.is(results().style.display, 'block');
  assert.is(content().querySelector('script'), null);
  assert.is(content().getAttribute('aria-live'), 'polite');
});

test("settings decide: min length 5, delay 500 ms", async () => {
  await setUp(() => reply({ error: '', data: found('x') }), { ajax_search_min_length: '5', ajax_search_delay: '500' });
  type('abcd');
  user(() => clock.tick(600));
  await settle();
  assert.is(fetch.sent.length, 0);
  type('abcde');
  user(() => clock.tick(499));
  await settle();
  assert.is(fetch.sent.length, 0);
  user(() => clock.tick(1));
  await until(() => fetch.sent.length === 1);
});

test('only the latest query is shown (defect 2): an older answer arriving last is ignored', async () => {
  const answers: ((response: Response) => void)[] = [];
  await setUp(() => new Promise<Response>((resolve) => answers.push(resolve)));
  type('abc');
  user(() => clock.tick(200));
  await until(() => fetch.sent.length === 1);
  type('abcd');
  user(() => clock.tick(200));
  await until(() => fetch.sent.length === 2);
  assert.ok(fetch.sent[0]!.init.signal!.aborted, 'the older request is cancelled');
  answers[1]!(reply({ error: '', data: found('newest') }));
  await until(() => content().textContent === 'newest');
  answers[0]!(reply({ error: '', data: found('stale') }));
  await settle();
  assert.is(content().textContent, 'newest');
  assert.is(popupText(), undefined);
});

test('a query cut below the minimum cancels the pending one', async () => {
  await setUp(() => reply({ error: '', data: found('x') }));
  type('abc');
  user(() => clock.tick(100));
  type('ab');
  user(() => clock.tick(500));
  await settle();
  assert.is(fetch.sent.length, 0);
});

for (const [label, respond, detail] of [...FAILURES, ['the action error', () => reply({ error: 'Empty search string', data: '' }), /Empty search string/] as const]) {
  test(`${label}: warning search_error with the reason; the typed text stays`, async () => {
    await setUp(() => respond());
    type('reef');
    user(() => clock.tick(200));
    await until(() => popupText() !== undefined);
    assert.match(popupText() ?? '', /^Error occurs in AJAX search!/);
    assert.match(popupText() ?? '', detail);
    assert.is(field().value, 'reef');
    assert.not.ok(content().hasAttribute('aria-busy'));
  });
}

test('the results close icon hides them; "more results" submits the search when there is a query', async () => {
  await setUp(() => reply({ error: '', data: found('Reef') + '<div class="search_results_more"><a href="/?s=reef" class="search_more">More</a></div>' }));
  type('reef');
  user(() => clock.tick(200));
  await until(() => results().style.display === 'block');
  const more = new window.MouseEvent('click', { bubbles: true, cancelable: true });
  user(() => document.querySelector('.search_more')!.dispatchEvent(more));
  assert.ok(more.defaultPrevented);
  assert.equal(nativeSubmissions, [document.querySelector('form')]);
  user(() => document.querySelector<HTMLElement>('.search_results_close')!.click());
  assert.is(results().style.display, 'none');
});

test('the search box and live search share the results: Escape hides what live search showed, the next answer shows it again', async () => {
  await setUp((body) => reply({ error: '', data: found(body.endsWith('reefs') ? 'Reefs' : 'Reef') }));
  type('reef');
  user(() => clock.tick(200));
  await until(() => results().style.display === 'block');
  user(() => field().dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
  assert.is(results().style.display, 'none');
  assert.is(content().textContent, 'Reef', 'hidden, not emptied');
  type('reefs');
  user(() => clock.tick(200));
  await until(() => content().textContent === 'Reefs');
  assert.is(results().style.display, 'block');
  assert.is(content().querySelector('h5.post_title > a')!.getAttribute('href'), '/?p=1', 'the server markup as sent');
});

test.run();
