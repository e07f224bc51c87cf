import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { holdChunks } from './helpers/hold-chunks';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { holding } from './helpers/chunk-files';

const test = suite('theme shop');
let session: BrowserSession;
let opened: OpenedPage;

async function open(path: string, options: { fetchAhead?: boolean } = {}): Promise<OpenedPage> {
  opened = await session.open(path, options);
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  return opened;
}

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.after.each(async () => {
  assert.equal(opened.errors, [], 'no page errors');
  await opened.page.context().close();
});

test('added_to_cart refreshes the header cart summary and count (shop-cart page)', async () => {
  const { page } = await open('/shop-cart.html');
  const button = page.locator('.top_panel_cart_button');
  assert.is(await button.locator('.cart_items').textContent(), '(1)');
  await page.locator('.demo_add_to_cart', { hasText: 'Add to cart' }).first().click();
  await page.waitForFunction(() => document.querySelector('.cart_items')!.textContent === '(2)');
  assert.is(await button.locator('.cart_summa').textContent(), '$71.00');
  await page.locator('.demo_add_to_cart').nth(1).click();
  await page.waitForFunction(() => document.querySelector('.cart_items')!.textContent === '(3)');
  assert.is(await button.locator('.cart_summa').textContent(), '$260.00');
});

test('the cart button opens the mini-cart dropdown; Escape closes it and returns focus', async () => {
  const { page } = await open('/shop-cart.html');
  const button = page.locator('.top_panel_cart_button');
  await button.focus();
  await page.keyboard.press('Enter');
  await page.locator('.sidebar_cart').waitFor({ state: 'visible' });
  assert.is(await button.getAttribute('aria-expanded'), 'true');
  await page.locator('.sidebar_cart a').first().focus();
  await page.keyboard.press('Escape');
  await page.locator('.sidebar_cart').waitFor({ state: 'hidden' });
  assert.ok(await button.evaluate((element) => element === document.activeElement));
});

test('A (shop-a, Kidsplanet): the cart in the user menu opens on hover; its button works from the keyboard and Escape closes it', async () => {
  const { page } = await open('/shop-a.html');
  const button = page.locator('.menu_user_cart > .top_panel_cart_button');
  const dropdown = page.locator('.menu_user_cart > ul.sidebar_cart');
  assert.ok(await page.locator('#menu_user').evaluate((ul) => ul.classList.contains('sf-js-enabled')));
  assert.is(await button.getAttribute('role'), 'button');
  assert.is(await button.getAttribute('aria-controls'), await dropdown.getAttribute('id'));
  assert.is(await button.getAttribute('aria-expanded'), 'false');
  await button.hover();
  await dropdown.waitFor({ state: 'visible' });
  await button.click();
  assert.ok(await dropdown.isVisible(), 'a click under the pointer leaves it open');
  assert.is(await page.evaluate(() => location.hash), '', "the button's # is not followed");
  await page.mouse.move(5, 600);
  await dropdown.waitFor({ state: 'hidden', timeout: 2000 });
  // The click left the focus on the button: coming back to it from elsewhere, by the keyboard.
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  await button.focus();
  await dropdown.waitFor({ state: 'visible' });
  assert.is(await button.getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('Escape');
  await dropdown.waitFor({ state: 'hidden' });
  assert.is(await button.getAttribute('aria-expanded'), 'false');
  assert.ok(await page.evaluate(() => document.activeElement?.matches('.top_panel_cart_button')), 'the focus is on the cart button');
  await page.keyboard.press('Enter');
  await dropdown.waitFor({ state: 'visible' });
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('.sidebar_cart')), 'Tab goes into the mini-cart');
  await page.keyboard.press('Escape');
  await dropdown.waitFor({ state: 'hidden' });
  assert.ok(await page.evaluate(() => document.activeElement?.matches('.top_panel_cart_button')), 'the focus is on the cart button');
});

test('quantity steppers: +/− by one, never below 1, never past max; change fires; keyboard works', async () => {
  const { page } = await open('/shop-cart.html');
  const first = page.locator('.cart_item').nth(0);
  const input = first.locator('input.qty');
  await page.evaluate(() => {
    (window as unknown as { changes: string[] }).changes = [];
    document.addEventListener('change', (event) => (window as unknown as { changes: string[] }).changes.push((event.target as HTMLInputElement).value));
  });
  await first.locator('.q_dec').click();
  assert.is(await input.inputValue(), '1', 'never below 1 (the field allows 0)');
  await first.locator('.q_inc').click();
  // The steppers' code comes with the first use: the step shows once it is there.
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.cart_item input.qty')!.value === '2');
  await first.locator('.q_inc').focus();
  await page.keyboard.press('Enter');
  assert.is(await input.inputValue(), '3');
  await first.locator('.q_dec').focus();
  await page.keyboard.press(' ');
  assert.is(await input.inputValue(), '2');
  assert.equal(await page.evaluate(() => (window as unknown as { changes: string[] }).changes), ['2', '3', '2']);
  const second = page.locator('.cart_item').nth(1);
  await second.locator('.q_inc').click();
  await page.waitForFunction(() => document.querySelectorAll<HTMLInputElement>('.cart_item input.qty')[1]!.value === '3');
  await second.locator('.q_inc').click();
  assert.is(await second.locator('input.qty').inputValue(), '3', 'max 3');
  assert.is(await second.locator('.q_inc').getAttribute('aria-label'), 'Increase quantity');
});

test('shop page: quantity steppers on the product forms', async () => {
  const { page } = await open('/shop.html');
  const wrap = page.locator('#product-106 div.quantity');
  assert.is(await wrap.locator('.q_inc').count(), 1);
  await wrap.locator('.q_inc').click();
  // The steppers' code comes with the first use: the step shows once it is there.
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#product-106 div.quantity input')!.value === '3');
  await wrap.locator('.q_inc').click();
  await wrap.locator('.q_inc').click();
  assert.is(await wrap.locator('input').inputValue(), '5', 'max 5');
});

test('the steppers load on first use: a click on + while the code is held back steps the field once', async () => {
  const { page } = await open('/shop.html', { fetchAhead: false });
  await page.waitForLoadState('networkidle');
  assert.not.ok(opened.scripts().some(holding('shop')), 'no shop component code at start');
  const wrap = page.locator('#product-106 div.quantity');
  assert.is(await wrap.locator('.q_inc').getAttribute('role'), 'button', 'the steppers are there at rest');
  const chunks = await holdChunks(page);
  await wrap.locator('.q_inc').click();
  assert.ok((await chunks.asked()) > 0, 'the code was asked for on the click');
  assert.is(await wrap.locator('input').inputValue(), '2');
  await chunks.release();
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#product-106 div.quantity input')!.value === '3');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  assert.is(await wrap.locator('input').inputValue(), '3', 'replayed exactly once');
  assert.is(await wrap.locator('.q_inc').count(), 1, 'the component adopted the steppers');
});

test('shop mode: list writes diveit_shop_mode=list and posts the mode form', async () => {
  const { page } = await open('/shop.html');
  let posted: string | null = null;
  await page.route('**/shop.html', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posted = route.request().postData();
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>list view</p>' });
  });
  await page.locator('.mode_buttons .woocommerce_list').click();
  await page.waitForURL('**/shop.html');
  await page.locator('text=list view').waitFor();
  assert.is(posted, 'diveit_shop_mode=list');
  const cookies = await page.context().cookies();
  const mode = cookies.find((cookie) => cookie.name === 'diveit_shop_mode');
  assert.is(mode?.value, 'list');
  assert.is(mode?.path, '/');
  assert.ok(mode!.expires > Date.now() / 1000 + 364 * 86400, '365 days');
});

test('outer sidebar: the widgets button shows the widgets', async () => {
  const { page } = await open('/shop-cart.html');
  const button = page.locator('.sidebar_outer_widgets_button');
  assert.not.ok(await page.locator('.sidebar_outer_widgets').isVisible());
  await button.focus();
  await page.keyboard.press('Enter');
  await page.locator('.sidebar_outer_widgets').waitFor({ state: 'visible' });
  assert.is(await button.getAttribute('aria-expanded'), 'true');
});

test.run();
