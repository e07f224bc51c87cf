import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeFetch } from '../helpers/fake-fetch';
import { readCookie } from '../../src/cookies';
import { themeContentEnhancers } from '../../enhancers/theme-content/definition';
import '../../enhancers/theme-content/likes-toggle';
import '../../src/message-popup';
import { FAILURES, popupText, reply, setThemePage, settle, startEnhancers, stopEnhancers, THEME_NONCE, until, user, type Generation } from './theme-harness';

const counter = (state: 'enabled' | 'disabled', likes: number) => `
  <a class="post_counters_item post_counters_likes icon-heart ${state}" title="${state === 'enabled' ? 'Like' : 'Dislike'}" href="#"
     data-postid="12" data-likes="${likes}" data-title-like="Like" data-title-dislike="Dislike"><span class="post_counters_number">${likes}</span></a>`;

const link = () => document.querySelector<HTMLElement>('.post_counters_likes')!;
const number = () => link().querySelector('.post_counters_number')!.textContent;
let fetch: ReturnType<typeof installFakeFetch>;
const test = suite('theme likes');

async function setUp(generation: Generation, html: string, respond: () => Response | Promise<Response> = () => reply({ error: '' })) {
  resetDom(html);
  setThemePage(generation);
  fetch = installFakeFetch(respond);
  await startEnhancers(themeContentEnhancers);
}

test.after.each(() => {
  stopEnhancers();
  fetch.restore();
});

test('A: a like sends the new total; success flips state, title, count and the likes cookie; unlike reverses it', async () => {
  await setUp('A', counter('enabled', 5));
  user(() => link().click());
  await until(() => number() === '6');
  assert.is(fetch.sent[0]!.body, `action=post_counter&nonce=${THEME_NONCE}&post_id=12&likes=6`);
  assert.ok(link().classList.contains('disabled'));
  assert.not.ok(link().classList.contains('enabled'));
  assert.is(link().title, 'Dislike');
  assert.is(link().getAttribute('data-likes'), '6');
  assert.is(readCookie('themerex_likes'), ',12,');

  user(() => link().click());
  await until(() => number() === '5');
  assert.is(fetch.sent[1]!.body, `action=post_counter&nonce=${THEME_NONCE}&post_id=12&likes=5`);
  assert.ok(link().classList.contains('enabled'));
  assert.is(link().title, 'Like');
  assert.is(readCookie('themerex_likes'), ',');
});

test('B: the diveit_likes cookie is found by its exact name, legacy escape() values read, the id appended', async () => {
  await setUp('B', counter('enabled', 0));
  document.cookie = 'old_diveit_likes=%2C77%2C; path=/';
  document.cookie = 'diveit_likes=%2C34%2C; path=/';
  user(() => link().click());
  await until(() => number() === '1');
  assert.is(readCookie('diveit_likes'), ',34,12,');
  assert.is(readCookie('old_diveit_likes'), ',77,', 'the longer name is left alone');
});

test('B: unliking removes only ,12, from the cookie', async () => {
  await setUp('B', counter('disabled', 3));
  document.cookie = 'diveit_likes=%2C12%2C34%2C; path=/';
  user(() => link().click());
  await until(() => number() === '2');
  assert.is(fetch.sent[0]!.body, `action=post_counter&nonce=${THEME_NONCE}&post_id=12&likes=2`);
  assert.is(readCookie('diveit_likes'), ',34,');
});

test("the server's error: warning error_like plus its text; nothing changes", async () => {
  await setUp('A', counter('enabled', 5), () => reply({ error: 'Wrong <b>post</b> ID' }));
  user(() => link().click());
  await until(() => popupText() !== undefined);
  assert.is(popupText(), 'Error saving your like! Please, try again later. Wrong post ID');
  assert.ok(document.querySelector('.themerex_message_warning'));
  assert.is(number(), '5');
  assert.ok(link().classList.contains('enabled'));
  assert.is(readCookie('themerex_likes'), undefined);
});

for (const [label, respond, detail] of FAILURES) {
  test(`${label}: warning error_like with the reason; state kept, the counter usable again`, async () => {
    await setUp('B', counter('enabled', 5), respond);
    user(() => link().click());
    await until(() => popupText() !== undefined);
    assert.match(popupText() ?? '', /^Error saving your like!/);
    assert.match(popupText() ?? '', detail);
    assert.is(number(), '5');
    assert.not.ok(link().classList.contains('loading'));
    assert.not.ok(link().hasAttribute('aria-busy'));
    user(() => link().click());
    await until(() => fetch.sent.length === 2);
    assert.is(fetch.sent.length, 2);
  });
}

test('clicks while the request is on its way are ignored (defect 15)', async () => {
  let answer: (response: Response) => void = () => undefined;
  await setUp('A', counter('enabled', 5), () => new Promise<Response>((resolve) => (answer = resolve)));
  user(() => link().click());
  await until(() => fetch.sent.length === 1);
  user(() => link().click());
  user(() => link().click());
  await settle();
  assert.is(fetch.sent.length, 1);
  answer(reply({ error: '' }));
  await until(() => number() === '6');
});

test('counters inserted later (view more) work too', async () => {
  await setUp('A', '<div id="list"></div>');
  document.getElementById('list')!.innerHTML = counter('enabled', 1);
  await settle();
  user(() => link().click());
  await until(() => number() === '2');
});

test('the number is the component\'s text; when the counter stops, the server markup keeps the last count', async () => {
  await setUp('A', counter('enabled', 5));
  const span = link().querySelector('.post_counters_number')!;
  assert.is(span.outerHTML, '<span class="post_counters_number">5</span>');
  user(() => link().click());
  await until(() => number() === '6');
  assert.is(span.outerHTML, '<span class="post_counters_number">6</span>');
  assert.is(link().querySelector('.post_counters_number'), span, 'the server element stays');
  stopEnhancers();
  assert.is(span.outerHTML, '<span class="post_counters_number">6</span>');
  fetch.restore();
  await setUp('A', '');
});

test.run();
