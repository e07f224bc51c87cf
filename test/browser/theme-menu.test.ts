import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';

// The restaurant page (generation B): menu-item popups from two menu blocks.
const test = suite('menu-item popup (restaurant)');
let session: BrowserSession;
let opened: OpenedPage;

const popup = () => opened.page.locator('.popup_menuitem');
const title = () => popup().locator('.sc_menuitem_title').textContent();
const bodies = () => opened.ajax().map((request) => request.postData);
const focused = () => opened.page.evaluate(() => {
  const element = document.activeElement as HTMLElement | null;
  return element ? `${element.className}|${element.getAttribute('rel') ?? ''}|${element.textContent?.trim() ?? ''}` : '';
});
const dish = (block: number, rel: number) => opened.page.locator(`#sc_menuitems_${block} .sc_menuitems_item_title a[rel="${rel}"]`);

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.before.each(async () => {
  session.server.faults.clear();
  opened = await session.open('/restaurant.html');
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
});
test.after.each(async () => {
  assert.equal(opened.errors, [], 'no page errors');
  await opened.page.context().close();
});

test('a dish opens: exact ajax_menuitem request, the item in a modal dialog with wrap-around arrows of its block', async () => {
  await dish(1, 15).click();
  await popup().locator('.sc_menuitem_title').waitFor();
  assert.equal(bodies(), ['action=ajax_menuitem&nonce=8c1d2e3f4a&text=15']);
  assert.is(opened.ajax()[0]!.headers['x-requested-with'], 'XMLHttpRequest');
  assert.is(await title(), 'Seafood risotto');
  assert.is(await popup().getAttribute('role'), 'dialog');
  assert.is(await popup().getAttribute('aria-modal'), 'true');
  assert.ok(await opened.page.locator('#overlay').isVisible());
  assert.is(await popup().locator('.sc_menuitem_content > a.prev_menuitem').getAttribute('rel'), '12');
  assert.is(await popup().locator('.sc_menuitem_content > a.next_menuitem').getAttribute('rel'), '18');
  assert.ok(await popup().locator('.sc_menuitems_wrap > a.close_menuitem').isVisible());
  // The icon font draws on the empty spans: without them the arrows have no box (issue 9).
  for (const arrow of ['a.prev_menuitem > span.icon-left', 'a.next_menuitem > span.icon-right', 'a.close_menuitem > span.icon-cancel']) {
    assert.ok(await popup().locator(arrow).isVisible(), `${arrow} is visible`);
  }
  await opened.page.waitForFunction(() => getComputedStyle(document.getElementById('page_preloader')!).display === 'none');
});

test('next and previous wrap around the clicked block; the second block has its own ids (defect 17)', async () => {
  await dish(1, 18).click();
  await popup().locator('.sc_menuitem_title', { hasText: 'Tuna tartare' }).waitFor();
  await popup().locator('.next_menuitem').click();
  await popup().locator('.sc_menuitem_title', { hasText: 'Grilled salmon' }).waitFor();
  assert.is(await popup().locator('.prev_menuitem').getAttribute('rel'), '18');
  assert.equal(bodies().at(-1), 'action=ajax_menuitem&nonce=8c1d2e3f4a&text=12');
  await popup().locator('.close_menuitem').click();
  await popup().waitFor({ state: 'detached' });
  await dish(2, 21).click();
  await popup().locator('.sc_menuitem_title', { hasText: 'Tiramisu' }).waitFor();
  assert.is(await popup().locator('.prev_menuitem').getAttribute('rel'), '27');
  assert.is(await popup().locator('.next_menuitem').getAttribute('rel'), '24');
});

test("Next and Next again on the server's own answer (a [trx_menuitems] block): the right request and the next item each time (issue 21, defect 4)", async () => {
  await dish(1, 15).click();
  await popup().locator('.sc_menuitem_box_title .sc_menuitem_title', { hasText: 'Seafood risotto' }).waitFor();
  assert.equal(bodies(), ['action=ajax_menuitem&nonce=8c1d2e3f4a&text=15']);
  // The answer brings its own block: `.sc_menuitems_wrap > .sc_menuitems[id] > .sc_menuitems_item`.
  assert.match(await opened.page.locator('.popup_menuitem > .sc_menuitems_wrap > .sc_menuitems > .sc_menuitems_item').getAttribute('id') ?? '', /^sc_menuitems_\d+_1$/);
  for (const [rel, name] of [['18', 'Tuna tartare'], ['12', 'Grilled salmon']] as const) {
    await opened.page.waitForTimeout(600);
    assert.is(await popup().locator('.sc_menuitem_content > a.next_menuitem').getAttribute('rel'), rel);
    await popup().locator('.next_menuitem').click();
    await popup().locator('.sc_menuitem_box_title .sc_menuitem_title', { hasText: name }).waitFor();
    assert.equal(bodies().at(-1), `action=ajax_menuitem&nonce=8c1d2e3f4a&text=${rel}`);
    await opened.page.waitForTimeout(600);
    assert.is(await popup().count(), 1, `the popup stays with ${name}`);
    assert.ok(await popup().isVisible());
    assert.is(await title(), name);
  }
  assert.equal(bodies(), ['action=ajax_menuitem&nonce=8c1d2e3f4a&text=15', 'action=ajax_menuitem&nonce=8c1d2e3f4a&text=18', 'action=ajax_menuitem&nonce=8c1d2e3f4a&text=12']);
  assert.is(await popup().locator('.prev_menuitem').getAttribute('rel'), '18', "the arrows keep the page block's ids");
  assert.is(await popup().locator('[aria-haspopup], [aria-busy]').count(), 0, 'the content is not claimed as a menu of the page');
});

test('keyboard: Enter opens, focus is in the dialog, Tab stays inside, the arrow keeps focus, Escape closes and returns focus', async () => {
  const { page } = opened;
  await dish(1, 12).focus();
  await page.keyboard.press('Enter');
  await popup().locator('.sc_menuitem_title').waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('popup_menuitem'));
  const seen = new Set<string>();
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => !!document.activeElement?.closest('.popup_menuitem'));
    assert.ok(inside, 'focus stays in the dialog');
    seen.add(await focused());
  }
  assert.ok([...seen].some((each) => each.startsWith('next_menuitem')));
  await popup().locator('.next_menuitem').focus();
  await page.keyboard.press('Enter');
  await popup().locator('.sc_menuitem_title', { hasText: 'Seafood risotto' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('next_menuitem'));
  assert.match(await focused(), /^next_menuitem.*\|18\|/);
  await page.keyboard.press('Escape');
  await popup().waitFor({ state: 'detached' });
  assert.is(await opened.page.locator('#overlay').count(), 0);
  assert.match(await focused(), /^show_popup_menuitem\|12\|Grilled salmon/);
});

test('closes by a click on the backdrop, with a fade', async () => {
  await dish(1, 15).click();
  await popup().locator('.sc_menuitem_title').waitFor();
  await opened.page.waitForTimeout(600);
  await popup().click({ position: { x: 5, y: 5 } });
  await opened.page.waitForFunction(() => Number(getComputedStyle(document.querySelector('.popup_menuitem')!).opacity) < 1);
  await popup().waitFor({ state: 'detached' });
});

test('one load at a time: clicks during a slow load send nothing more', async () => {
  session.server.faults.set('ajax_menuitem', { kind: 'delay', delayMs: 800, times: 1 });
  await dish(1, 15).click();
  await dish(1, 18).click({ force: true });
  await dish(2, 24).click({ force: true });
  await popup().locator('.sc_menuitem_title').waitFor();
  assert.equal(bodies(), ['action=ajax_menuitem&nonce=8c1d2e3f4a&text=15']);
});

for (const kind of ['network', 'html500', 'minus-one', 'invalid-json', 'error-response'] as const) {
  test(`when the server fails (${kind}): the search_error warning, no popup, the preloader gone, and the next click works`, async () => {
    // No `times` limit: Chromium retries a POST once when a reused connection is reset.
    session.server.faults.set('ajax_menuitem', { kind });
    await dish(1, 15).click();
    const warning = opened.page.locator('.diveit_message_warning .diveit_message_body');
    await warning.waitFor();
    assert.match(await warning.textContent() ?? '', /^Error occurs in AJAX search!/);
    assert.is(await popup().count(), 0);
    await opened.page.waitForFunction(() => getComputedStyle(document.getElementById('page_preloader')!).display === 'none');
    await opened.page.keyboard.press('Escape');
    await opened.page.locator('.diveit_message').waitFor({ state: 'detached' });
    session.server.faults.clear();
    await dish(1, 15).click();
    await popup().locator('.sc_menuitem_title', { hasText: 'Seafood risotto' }).waitFor();
  });
}

test.run();
