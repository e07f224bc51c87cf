import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spyConsole } from '../helpers/console-spy';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeFetch, type SentRequest } from '../helpers/fake-fetch';
import { diveitStorage, json, key, mountModule, settle, waitUntil, type Mounted } from '../helpers/theme-kit';
import popupModule from '../../enhancers/theme-menu/menu-item-popup';
import { dropMenuItemPopup } from '../../enhancers/theme-menu/menu-item-dialog';
import { neighbours } from '../../enhancers/theme-menu/menu-item-ids';
// Loaded on the first click in production; in the module cache here so a click settles in a few ticks.
import '../../enhancers/theme-menu/menu-item-load';
import { removePopupHost } from '../../src/message-popup';
import { startLifecycle } from '../../src/lifecycle';
import { themeMenuEnhancers } from '../../enhancers/theme-menu/definition';
import { menuItemHtml } from '../../fixtures/server/theme/menu-items';

const block = (id: string, items: number[]) =>
  `<div id="${id}" class="sc_menuitems">${items
    .map((item) => `<div class="sc_menuitems_item"><a href="#" class="show_popup_menuitem" rel="${item}">Dish ${item}</a></div>`)
    .join('')}</div>`;

const itemHtml = (id: string) =>
  `<div class="sc_menuitems_wrap"><div class="sc_menuitem_box"><div class="sc_menuitem_content"><h3 class="sc_menuitem_title">Dish ${id}</h3><a href="/dish-${id}" class="more">More</a></div></div></div>`;

likeTheBrowser(test);

let clock: FakeClock;
let fetchMock: ReturnType<typeof installFakeFetch>;
let mounted: Mounted[] = [];
let respond: (request: SentRequest) => Response | Promise<Response>;
const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

const preloader = () => document.getElementById('page_preloader')!;
const popup = () => document.querySelector<HTMLElement>('.popup_menuitem');
const link = (rel: string, root: ParentNode = document) => root.querySelector<HTMLElement>(`.sc_menuitems a.show_popup_menuitem[rel="${rel}"]`)!;
const rels = () => ({
  prev: popup()?.querySelector('.sc_menuitem_content > a.prev_menuitem')?.getAttribute('rel'),
  next: popup()?.querySelector('.sc_menuitem_content > a.next_menuitem')?.getAttribute('rel'),
});

function start(extra: Record<string, unknown> = {}) {
  resetDom(`<div id="page_preloader" style="display:none"></div>${block('sc_menuitems_1', [12, 15, 18])}${block('sc_menuitems_2', [21, 24, 27])}${block('sc_menuitems_3', [30])}`);
  setPageGlobal('DIVEIT_STORAGE', diveitStorage({ menuitems: { sc_menuitems_1: '12,15,18', sc_menuitems_2: '21,24,27', sc_menuitems_3: '30' }, ...extra }));
  mounted = Array.from(document.querySelectorAll('.sc_menuitems')).map((element) => mountModule(popupModule, element));
}

/** Waits until no block is loading any more (aria-busy is set at the click and cleared when the load ends). */
const loaded = () => waitUntil(() => !document.querySelector('.sc_menuitems[aria-busy]'));

async function openItem(rel: string) {
  link(rel).click();
  await loaded();
  clock.tick(1000);
}

test.before.each(() => {
  clock = installFakeClock();
  reactAct.IS_REACT_ACT_ENVIRONMENT = false;
  respond = (request) => json({ error: '', data: itemHtml(new URLSearchParams(request.body).get('text')!) });
  fetchMock = installFakeFetch((request) => respond(request));
});
test.after.each(async () => {
  await settle();
  for (const each of mounted) each.unmount();
  await settle();
  dropMenuItemPopup();
  removePopupHost();
  fetchMock.restore();
  clock.uninstall();
  reactAct.IS_REACT_ACT_ENVIRONMENT = true;
});

test('neighbours wrap around both ends of the block', () => {
  assert.equal(neighbours(['12', '15', '18'], '12'), { prev: '18', next: '15' });
  assert.equal(neighbours(['12', '15', '18'], '18'), { prev: '15', next: '12' });
  assert.is(neighbours(['12'], '12'), undefined);
  assert.is(neighbours(['12', '15'], '99'), undefined);
});

test('a click sends ajax_menuitem with the item id, under the preloader at 0.8, one load at a time', async () => {
  start();
  let release!: () => void;
  respond = (request) => new Promise((resolve) => (release = () => resolve(json({ error: '', data: itemHtml(new URLSearchParams(request.body).get('text')!) }))));
  link('15').click();
  link('18').click();
  link('21', document.getElementById('sc_menuitems_2')!).click();
  assert.is(preloader().style.display, 'block', 'the preloader shows at once');
  await waitUntil(() => fetchMock.sent.length > 0);
  await settle();
  assert.is(fetchMock.sent.length, 1, 'one load at a time, across blocks');
  assert.is(fetchMock.sent[0]!.body, 'action=ajax_menuitem&nonce=8c1d2e3f4a&text=15');
  assert.is(fetchMock.sent[0]!.url, '/wp-admin/admin-ajax.php');
  assert.is(fetchMock.sent[0]!.headers['x-requested-with'], 'XMLHttpRequest');
  clock.tick(300);
  assert.is(preloader().style.opacity, '0.8');
  assert.is(document.getElementById('sc_menuitems_1')!.getAttribute('aria-busy'), 'true');
  release();
  await loaded();
  assert.ok(popup(), 'popup created');
  assert.ok(document.getElementById('overlay'));
  assert.not.ok(document.getElementById('sc_menuitems_1')!.hasAttribute('aria-busy'));
  clock.tick(499);
  assert.is.not(preloader().style.display, 'none', 'preloader still fading out');
  clock.tick(1);
  assert.is(preloader().style.display, 'none');
  link('18').click();
  await waitUntil(() => fetchMock.sent.length === 2);
  assert.is(fetchMock.sent.length, 2, 'a new load is possible once the first finished');
  release();
});

test('the popup: server HTML as a dialog, close link, arrows that wrap around the clicked block', async () => {
  start();
  await openItem('12');
  const element = popup()!;
  assert.is(element.getAttribute('role'), 'dialog');
  assert.is(element.getAttribute('aria-modal'), 'true');
  const title = element.querySelector('.sc_menuitem_title')!;
  assert.is(element.getAttribute('aria-labelledby'), title.id);
  assert.ok(element.querySelector('.sc_menuitems_wrap > a.close_menuitem[href="#"] > span.icon-cancel'));
  assert.equal(rels(), { prev: '18', next: '15' });
  assert.ok(element.querySelector('a.prev_menuitem.prevnext_menuitem.show_popup_menuitem[aria-label="Previous"] > span.icon-left[aria-hidden="true"]:only-child'));
  assert.ok(element.querySelector('a.next_menuitem.prevnext_menuitem.show_popup_menuitem[aria-label="Next"] > span.icon-right[aria-hidden="true"]:only-child'));
  assert.is(element.style.display, 'block');
  assert.is(element.style.opacity, '', 'fully faded in after 500 ms');
  assert.is(document.activeElement, element, 'focus moves into the dialog');
});

test('the arrows use the ids of the block that was clicked (defect 17)', async () => {
  start();
  await openItem('12');
  (popup()!.querySelector('.close_menuitem') as HTMLElement).click();
  clock.tick(500);
  assert.is(popup(), null);
  link('21', document.getElementById('sc_menuitems_2')!).click();
  await loaded();
  clock.tick(1000);
  assert.equal(rels(), { prev: '27', next: '24' });
});

test('a block with a single item shows no arrows', async () => {
  start();
  link('30').click();
  await loaded();
  assert.ok(popup());
  assert.equal(rels(), { prev: undefined, next: undefined });
});

test('next: loads the next id, fades the popup out and in with the new item, focus stays on the next arrow', async () => {
  start();
  await openItem('18');
  (popup()!.querySelector('.next_menuitem') as HTMLElement).click();
  await loaded();
  assert.is(fetchMock.sent.at(-1)!.body, 'action=ajax_menuitem&nonce=8c1d2e3f4a&text=12', 'wraps from the last to the first');
  assert.is(popup()!.querySelector('.sc_menuitem_title')!.textContent, 'Dish 18', 'old item while fading out');
  clock.tick(500);
  assert.is(popup()!.querySelector('.sc_menuitem_title')!.textContent, 'Dish 12');
  assert.equal(rels(), { prev: '18', next: '15' });
  assert.is(document.activeElement, popup()!.querySelector('.next_menuitem'));
  assert.is(document.querySelectorAll('.popup_menuitem').length, 1);
  assert.is(document.querySelectorAll('#overlay').length, 1);
});

test('closes by the close link, fading both out over 500 ms, and focus returns to the opener', async () => {
  start();
  link('15').focus();
  await openItem('15');
  (popup()!.querySelector('.close_menuitem') as HTMLElement).click();
  assert.is(document.activeElement, link('15'));
  clock.tick(499);
  assert.ok(popup(), 'still fading');
  assert.is(popup()!.style.opacity, '0');
  clock.tick(1);
  assert.is(popup(), null);
  assert.is(document.getElementById('overlay'), null);
});

test('closes by a click on the backdrop and by Escape, not by a click inside the item', async () => {
  start();
  await openItem('15');
  (popup()!.querySelector('.sc_menuitem_title') as HTMLElement).click();
  clock.tick(500);
  assert.ok(popup(), 'a click inside keeps it open');
  popup()!.click();
  clock.tick(500);
  assert.is(popup(), null);
  await openItem('15');
  key(document.activeElement, 'Escape');
  clock.tick(500);
  assert.is(popup(), null);
});

test('Tab and Shift+Tab stay inside the dialog', async () => {
  start();
  await openItem('15');
  const links = Array.from(popup()!.querySelectorAll<HTMLElement>('a[href]'));
  const last = links.at(-1)!;
  last.focus();
  const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
  last.dispatchEvent(event);
  assert.ok(event.defaultPrevented);
  assert.is(document.activeElement, links[0]);
  key(links[0]!, 'Tab', { shiftKey: true });
  assert.is(document.activeElement, last);
});

for (const [name, reply] of [
  ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['the server answers an error', () => json({ error: 'Menu item not found', data: '' })],
  ['the server answers an HTML 500 page', () => new Response('<html><body>Fatal error</body></html>', { status: 500 })],
  ['the server answers -1', () => new Response('-1')],
  ['the answer is not JSON', () => new Response('<b>Notice</b>: {"error":""')],
] as const) {
  test(`when ${name}: the search_error warning, loading cleared, preloader gone, no popup`, async () => {
    start();
    respond = reply as () => Response;
    const warnings = spyConsole('warn');
    link('15').click();
    await loaded();
    await waitUntil(() => document.querySelector('.diveit_message_warning'));
    warnings.restore();
    assert.match(document.querySelector('.diveit_message_warning .diveit_message_body')!.textContent!, /^Error occurs in AJAX search!/);
    assert.is(popup(), null);
    clock.tick(500);
    assert.is(preloader().style.display, 'none');
    respond = (request) => json({ error: '', data: itemHtml(new URLSearchParams(request.body).get('text')!) });
    link('15').click();
    await loaded();
    assert.is(fetchMock.sent.length, 2, 'not stuck loading');
    assert.ok(popup());
  });
}

for (const [name, reply, detail] of [
  ['the server error is markup', () => json({ error: '<strong>ERROR</strong>: Menu item not found', data: '' }), 'ERROR: Menu item not found'],
  ['the nonce check fails (empty body)', () => new Response(''), 'Your session has expired. Please reload the page and try again.'],
  ['the server answers an HTML 500 page', () => new Response('<html><body>Fatal error</body></html>', { status: 500 }), 'Invalid server answer'],
] as const) {
  test(`when ${name}: the warning adds what went wrong, as text`, async () => {
    start();
    respond = reply as () => Response;
    const warnings = spyConsole('warn');
    link('15').click();
    await loaded();
    await waitUntil(() => document.querySelector('.diveit_message_warning'));
    warnings.restore();
    const body = document.querySelector('.diveit_message_warning .diveit_message_body')!;
    assert.is(body.textContent, `Error occurs in AJAX search! Please, type your query and press search icon for the traditional search way. ${detail}`);
    assert.is(body.querySelector('strong'), null);
  });
}

test("a page without search_error warns with the theme's English search_error", async () => {
  start({ strings: {} });
  respond = () => json({ error: 'Menu item not found', data: '' });
  link('15').click();
  await loaded();
  await waitUntil(() => document.querySelector('.diveit_message_warning'));
  assert.match(document.querySelector('.diveit_message_warning .diveit_message_body')!.textContent!, /^Error occurs in AJAX search! Please, type your query/);
});

test('the server HTML is inserted without scripts or handlers', async () => {
  start();
  respond = () => json({ error: '', data: '<div class="sc_menuitems_wrap"><div class="sc_menuitem_content"><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:alert(1)">x</a></div></div>' });
  link('15').click();
  await loaded();
  const content = popup()!.querySelector('.sc_menuitem_content')!;
  assert.is(content.querySelector('script'), null);
  assert.not.ok(content.querySelector('img')!.hasAttribute('onerror'));
  assert.not.ok(content.querySelector('a:not(.prevnext_menuitem)')!.hasAttribute('href'));
  assert.is(popup()!.getAttribute('aria-label'), 'Menu item', 'no title: a generic label');
  assert.is((window as { hacked?: number }).hacked, undefined);
});

test('removing the block drops its open popup and cancels its load', async () => {
  start();
  await openItem('15');
  mounted[0]!.unmount();
  await waitUntil(() => !popup());
  assert.is(popup(), null);
  assert.is(document.getElementById('overlay'), null);
});

test("issue 21 defect 4: with the lifecycle and the server's own answer (a [trx_menuitems] block), Next and Next again show each item", async () => {
  resetDom(`<div id="page_preloader" style="display:none"></div>${block('sc_menuitems_1', [12, 15, 18])}`);
  setPageGlobal('DIVEIT_STORAGE', diveitStorage({ menuitems: { sc_menuitems_1: '12,15,18' } }));
  respond = (request) => json({ error: '', data: menuItemHtml(new URLSearchParams(request.body).get('text')!) });
  const lifecycle = startLifecycle(themeMenuEnhancers);
  try {
    const shown = () => popup()?.querySelector('.sc_menuitem_box_title .sc_menuitem_title')?.textContent;
    link('15').click();
    await waitUntil(() => shown() === 'Seafood risotto');
    await loaded();
    clock.tick(1000);
    const inner = popup()!.querySelector('.sc_menuitems')!;
    assert.ok(inner.id.startsWith('sc_menuitems_'), "the answer's own menu block is in the popup");
    await settle();
    await lifecycle.settled();
    for (const [rel, title, body] of [
      ['18', 'Tuna tartare', 'action=ajax_menuitem&nonce=8c1d2e3f4a&text=18'],
      ['12', 'Grilled salmon', 'action=ajax_menuitem&nonce=8c1d2e3f4a&text=12'],
    ] as const) {
      const next = popup()!.querySelector<HTMLElement>('.sc_menuitem_content > a.next_menuitem')!;
      assert.is(next.getAttribute('rel'), rel);
      next.click();
      await waitUntil(() => fetchMock.sent.length > 0 && fetchMock.sent.at(-1)!.body === body);
      await loaded();
      await settle();
      clock.tick(500);
      await settle();
      assert.ok(popup(), `the popup stays for ${title}`);
      assert.is(shown(), title);
      clock.tick(500);
      await settle();
      await lifecycle.settled();
    }
    assert.equal(fetchMock.sent.map((request) => request.body), [
      'action=ajax_menuitem&nonce=8c1d2e3f4a&text=15',
      'action=ajax_menuitem&nonce=8c1d2e3f4a&text=18',
      'action=ajax_menuitem&nonce=8c1d2e3f4a&text=12',
    ]);
    assert.equal(rels(), { prev: '18', next: '15' }, "the arrows follow the page block's ids");
    assert.is(document.querySelectorAll('.popup_menuitem').length, 1);
    assert.not.ok(popup()!.querySelector('.sc_menuitems[aria-busy], [aria-haspopup]'), 'the popup content is not a menu block of the page');
  } finally {
    lifecycle.stop();
  }
});

test.run();
