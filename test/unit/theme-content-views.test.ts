import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { installFakeFetch } from '../helpers/fake-fetch';
import { themeContentEnhancers } from '../../enhancers/theme-content/definition';
import { resetViewsCounter } from '../../enhancers/theme-content/views-counter';
import '../../enhancers/theme-content/views-counter-send';
import { popupText, reply, setThemePage, settle, startEnhancers, stopEnhancers, THEME_NONCE, until, type Generation } from './theme-harness';

let clock: FakeClock;
let fetch: ReturnType<typeof installFakeFetch>;
const test = suite('theme views counter');

async function setUp(generation: Generation, extra: Record<string, unknown>, respond: () => Response | Promise<Response> = () => reply({ error: '' })) {
  resetDom('<main></main>');
  setThemePage(generation, extra);
  resetViewsCounter();
  fetch = installFakeFetch(respond);
  clock = installFakeClock();
  await startEnhancers(themeContentEnhancers);
}

test.after.each(() => {
  stopEnhancers();
  clock.uninstall();
  fetch.restore();
});

test('A: use_ajax_views_counter sends post_id and views once, 10 ms after start', async () => {
  await setUp('A', { use_ajax_views_counter: '1', post_id: '42', views: '17' });
  clock.tick(9);
  await settle();
  assert.is(fetch.sent.length, 0);
  clock.tick(1);
  await until(() => fetch.sent.length === 1);
  assert.is(fetch.sent[0]!.body, `action=post_counter&nonce=${THEME_NONCE}&post_id=42&views=17`);
  document.body.append(document.createElement('div'));
  clock.tick(100);
  await settle();
  assert.is(fetch.sent.length, 1);
});

test('B: ajax_views_counter {post_id, post_views} (JSON numbers) is sent as DiveIt\'s core.init.js sends it, post_id first', async () => {
  await setUp('B', { ajax_views_counter: { post_id: 42, post_views: 17 } });
  clock.tick(10);
  await until(() => fetch.sent.length === 1);
  assert.is(fetch.sent[0]!.body, `action=post_counter&nonce=${THEME_NONCE}&post_id=42&views=17`);
});

test('nothing is sent where the page has no AJAX views counter', async () => {
  await setUp('A', { use_ajax_views_counter: '', post_id: '42', views: '17' });
  clock.tick(50);
  await settle();
  assert.is(fetch.sent.length, 0);
  stopEnhancers();
  clock.uninstall();
  fetch.restore();
  await setUp('B', {});
  clock.tick(50);
  await settle();
  assert.is(fetch.sent.length, 0);
});

test('a failed count is only logged for the developer: the visitor sees no popup', async () => {
  await setUp('A', { use_ajax_views_counter: '1', post_id: '42', views: '17' }, () => reply('0', 400));
  clock.tick(10);
  await until(() => fetch.sent.length === 1);
  await settle();
  assert.is(popupText(), undefined);
});

test.run();
