import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { holdChunks } from './helpers/hold-chunks';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';
import { holding } from './helpers/chunk-files';

const test = suite('theme layout');
let session: BrowserSession;
let opened: OpenedPage;

async function open(path: string, viewport?: { width: number; height: number }, options: { fetchAhead?: boolean } = {}): Promise<OpenedPage> {
  opened = await session.open(path, options);
  if (viewport) await opened.page.setViewportSize(viewport);
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

test('page contents (B, fixed): one item per toc_ anchor, with separators, icons and titles; the current one is marked', async () => {
  const { page } = await open('/sports.html');
  const items = page.locator('#toc.toc_fixed .toc_inner > .toc_item');
  assert.is(await items.count(), 7);
  assert.equal(await items.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))), ['/', '#toc_top', '#toc_squad', '#toc_matches', '#toc_news', '#toc_stats', '/shop.html']);
  assert.is(await items.nth(0).locator('.toc_description').innerHTML(), '<i>Return to Home</i> - <br>navigate to home page of the site');
  assert.ok(await items.nth(6).evaluate((item) => item.classList.contains('toc_separator')));
  await page.locator('#toc_matches').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('#toc .toc_item')[3]!.classList.contains('current'));
});

test('in-page links scroll smoothly, then the address gets the hash without a reload; other links are left alone', async () => {
  const { page } = await open('/sports.html');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const before = await page.evaluate(() => history.length);
  await page.locator('#menu_footer a[href="#toc_matches"]').click();
  await page.waitForFunction(() => location.hash === '#toc_matches', null, { timeout: 3000 });
  assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no reload');
  assert.is(await page.evaluate(() => history.length), before + 1, 'pushState');
  const offset = await page.evaluate(() => document.getElementById('toc_matches')!.getBoundingClientRect().top);
  assert.ok(offset > 0 && offset < 200, `the target is just below the fixed header (${offset})`);
  assert.is(await page.evaluate(() => document.activeElement?.id), 'toc_matches');
  await page.locator('#toc a[href="#toc_squad"]').click();
  await page.waitForFunction(() => location.hash === '#toc_squad', null, { timeout: 3000 });
});

test('fixed header after scrolling past the header; scroll-to-top appears and brings the page back up', async () => {
  const { page } = await open('/sports.html');
  assert.not.ok(await page.evaluate(() => document.body.classList.contains('top_panel_fixed')));
  assert.is(await page.locator('.scroll_to_top').getAttribute('aria-hidden'), 'true');
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.waitForFunction(() => document.body.classList.contains('top_panel_fixed'));
  const placeholder = await page.locator('.top_panel_fixed_wrap').evaluate((element) => (element as HTMLElement).style.height);
  assert.match(placeholder, /^\d+(\.\d+)?px$/);
  await page.locator('.scroll_to_top.show').waitFor();
  await page.locator('.scroll_to_top').click();
  await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 3000 });
  await page.waitForFunction(() => !document.body.classList.contains('top_panel_fixed'));
});

test('fixed header on a page that prints no placeholder (shop-a): the content stays where it was', async () => {
  const { page } = await open('/shop-a.html');
  const contentTop = () => page.evaluate(() => Math.round(document.querySelector('#themerex_widget_emailer-3')!.getBoundingClientRect().top + window.scrollY));
  const before = await contentTop();
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForFunction(() => document.body.classList.contains('top_panel_fixed'));
  assert.is(await contentTop(), before);
  assert.is(await page.locator('.top_panel_fixed_wrap').count(), 1);
});

test('A fixed header (blog): the placeholder keeps the header\'s whole height, menu bar included', async () => {
  const { page } = await open('/blog.html', { width: 1280, height: 700 });
  // jQuery's height(): the content box with its fractions (the real Kidsplanet header: 218.469 px).
  const header = await page.locator('header.top_panel_wrap').evaluate((element) => {
    const style = getComputedStyle(element);
    const edges = [style.paddingTop, style.paddingBottom, style.borderTopWidth, style.borderBottomWidth].reduce((sum, edge) => sum + (parseFloat(edge) || 0), 0);
    return { height: element.getBoundingClientRect().height - edges, bar: (element.querySelector('.menu_main_nav_area') as HTMLElement).offsetHeight };
  });
  assert.ok(header.bar > 0, 'the menu bar is part of the header');
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForFunction(() => document.body.classList.contains('top_panel_fixed'));
  const placeholder = await page.locator('.top_panel_fixed_wrap').evaluate((element) => parseFloat((element as HTMLElement).style.height));
  assert.ok(Math.abs(placeholder - header.height) < 0.001, `placeholder ${placeholder} px, header ${header.height} px`);
});

test('menu hover: the sub-menu opens on hover and stays 500 ms after the pointer leaves; keyboard focus opens it', async () => {
  const { page } = await open('/sports.html');
  const item = page.locator('#menu-item-206');
  await item.hover();
  await page.locator('#menu-item-206 > .sub-menu').waitFor({ state: 'visible' });
  // Under DiveIt's CSS (sub-menus display:none, no :hover or .sfHover rule) only superfish's inline display shows it.
  assert.ok(await page.locator('#menu-item-206').evaluate((li) => li.classList.contains('sfHover')));
  assert.equal(await page.locator('#menu-item-206 > .sub-menu').evaluate((ul) => [ul.className, (ul as HTMLElement).style.display]), ['sub-menu animated fast fadeInUp', 'block']);
  await page.locator('#menu-item-211 > a').waitFor({ state: 'visible' });
  await page.mouse.move(5, 700);
  await page.waitForTimeout(200);
  assert.ok(await page.locator('#menu-item-206 > .sub-menu').isVisible(), 'still open shortly after leaving');
  await page.locator('#menu-item-206 > .sub-menu').waitFor({ state: 'hidden', timeout: 2000 });
  assert.equal(await page.locator('#menu-item-206 > .sub-menu').evaluate((ul) => [ul.className, (ul as HTMLElement).style.display]), ['sub-menu animated fast fadeOutDown', 'none']);
  await page.locator('#menu-item-206 > a').focus();
  await page.locator('#menu-item-206 > .sub-menu').waitFor({ state: 'visible' });
  assert.ok(await page.locator('#menu-item-206 > .sub-menu').isVisible(), 'focus on the item opens its sub-menu');
  assert.is(await page.locator('#menu-item-206 > a').getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.closest('li')?.id), 'menu-item-211', 'Tab goes into the sub-menu');
  await page.keyboard.press('Escape');
  assert.is(await page.evaluate(() => document.activeElement?.closest('li')?.id), 'menu-item-206');
  await page.locator('#menu-item-206 > .sub-menu').waitFor({ state: 'hidden' });
});

test('B mobile layout below menu_mobile: the mobile header, and its side menu works from the keyboard', async () => {
  const { page } = await open('/sports.html', { width: 800, height: 800 });
  await page.waitForFunction(() => document.body.classList.contains('menu_mobile'));
  assert.not.ok(await page.locator('header.top_panel_wrap').isVisible());
  const button = page.locator('.header_mobile .menu_button');
  // DiveIt's CSS has no body.menu_mobile rule: the mobile header is shown by its inline display, as core.init.js does.
  assert.ok(await button.isVisible(), 'the menu button shows');
  assert.is(await page.locator('.header_mobile').evaluate((header) => (header as HTMLElement).style.display), 'block');
  await button.click();
  await page.locator('.side_wrap.open').waitFor();
  await page.locator('.side_wrap a', { hasText: 'Shop' }).waitFor({ state: 'visible' });
  await page.locator('.header_mobile .side_wrap > .close').click();
  await page.waitForFunction(() => !document.querySelector('.side_wrap.open'));
  await button.focus();
  await page.keyboard.press('Enter');
  await page.locator('.side_wrap.open').waitFor();
  assert.ok(await page.locator('.mask.show').isVisible());
  assert.ok(await page.evaluate(() => document.documentElement.classList.contains('menu_mobile_open')));
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('.side_wrap')));
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.side_wrap.open'));
  assert.is(await page.evaluate(() => document.activeElement?.className), 'menu_button icon-menu');
  await button.click();
  await page.locator('.mask.show').click({ position: { x: 450, y: 750 } });
  await page.waitForFunction(() => !document.querySelector('.side_wrap.open'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForFunction(() => !document.body.classList.contains('menu_mobile'));
  assert.ok(await page.locator('header.top_panel_wrap').isVisible(), 'the desktop header is back');
  assert.not.ok(await page.locator('.header_mobile').isVisible());
});

test('B mobile menu: a parent\'s arrow slides its sub-menu open and closed (li.opened), by click and keyboard; no hover drop-down', async () => {
  const { page } = await open('/sports.html', { width: 800, height: 800 });
  await page.waitForFunction(() => document.body.classList.contains('menu_mobile'));
  await page.locator('.header_mobile .menu_button').click();
  await page.locator('.side_wrap.open').waitFor();
  const parent = page.locator('.side_wrap .menu_main_nav > li.menu-item-has-children');
  const squad = page.locator('.side_wrap a', { hasText: 'Squad' });
  const arrow = parent.locator(':scope > a > .open_child_menu');
  // DiveIt's CSS hides the mobile menu's sub-menus; hovering the parent is not what opens one.
  await parent.locator(':scope > a').hover();
  assert.not.ok(await squad.isVisible(), 'hover does not open it');
  assert.not.ok(await parent.evaluate((li) => li.classList.contains('sfHover')));
  const url = page.url();
  await arrow.click();
  await squad.waitFor({ state: 'visible' });
  assert.ok(await parent.evaluate((li) => li.classList.contains('opened')));
  assert.is(await arrow.getAttribute('aria-expanded'), 'true');
  assert.is(page.url(), url, 'the arrow does not follow the link');
  await arrow.focus();
  await page.keyboard.press('Enter');
  await squad.waitFor({ state: 'hidden' });
  assert.not.ok(await parent.evaluate((li) => li.classList.contains('opened')));
  assert.is(await arrow.getAttribute('aria-expanded'), 'false');
  assert.is(await arrow.getAttribute('role'), 'button');
});

test('A menu bar at 1280 px (blog, Kidsplanet CSS hides it until menu_show): shown, superfish classes, hover opens Pages and leaving closes it', async () => {
  const { page } = await open('/blog.html', { width: 1280, height: 900 });
  // Kidsplanet style.css: .menu_main_nav_area { display:none } unless .menu_show; core.init.js marks every .top_panel_wrap.
  assert.ok(await page.locator('header.top_panel_wrap').evaluate((header) => header.classList.contains('menu_show')));
  const pages = page.locator('#menu-item-106 > a');
  assert.ok(await pages.isVisible(), 'the menu bar shows');
  assert.is(await page.locator('#menu_main').getAttribute('class'), 'menu_main_nav inited sf-js-enabled sf-arrows');
  const linkClasses = await page.locator('#menu_main li > a').evaluateAll((links) => links.map((link) => [link.parentElement!.querySelector(':scope > ul') !== null, link.className]));
  assert.ok(linkClasses.length > 4);
  for (const [parent, className] of linkClasses) assert.is(className, parent ? 'sf-with-ul' : '', 'sf-with-ul on the links of items with a sub-menu');
  const box = (await pages.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  assert.is(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.className, [box.x + box.width / 2, box.y + box.height / 2]), 'sf-with-ul', 'the pointer reaches Pages');
  await page.locator('#menu-item-107 > a').waitFor({ state: 'visible' });
  await page.mouse.move(box.x + box.width / 2, 800);
  await page.locator('#menu-item-107 > a').waitFor({ state: 'hidden', timeout: 2000 });
  assert.not.ok(await page.locator('#menu-item-106').evaluate((li) => li.classList.contains('sfHover')));
});

test('A at 600 px (blog): body.responsive_menu, the menu hidden and its copy made as core.init.js makes it; a tap on a parent opens its sub-menu', async () => {
  const { page } = await open('/blog.html', { width: 600, height: 900 });
  await page.waitForFunction(() => document.body.classList.contains('responsive_menu'));
  assert.not.ok(await page.locator('#menu_main').isVisible(), 'the drop-down menu is hidden (!important)');
  assert.is(await page.locator('#menu_main').getAttribute('class'), 'menu_main_nav', 'no superfish on it in the mobile layout');
  const copy = page.locator('ul.menu_main_responsive');
  await copy.waitFor({ state: 'attached' });
  assert.is(await copy.getAttribute('class'), 'menu_main_responsive');
  assert.is(await copy.evaluate((ul) => ul.parentElement!.className), 'menu_main_wrap', "at the end of the menu's grandparent");
  assert.is(await copy.locator('[id], .sf-with-ul, [style]').count(), 0);
  assert.not.ok(await copy.isVisible(), 'hidden by the CSS until the button opens it');
  const button = page.locator('.menu_main_responsive_button');
  await button.click();
  const parent = copy.locator(':scope > li', { hasText: 'Pages' });
  await parent.locator(':scope > a').waitFor({ state: 'visible' });
  assert.is(await button.getAttribute('aria-expanded'), 'true');
  assert.not.ok(await button.evaluate((a) => a.classList.contains('opened')), "the theme's button takes no class");
  const child = parent.locator(':scope > ul > li > a', { hasText: 'Message popup demo' });
  assert.not.ok(await child.isVisible());
  await parent.locator(':scope > a').click();
  await child.waitFor({ state: 'visible' });
  assert.ok(await parent.evaluate((li) => li.classList.contains('opened')));
  assert.is(await page.evaluate(() => location.hash), '', 'the # link is not followed');
  assert.is(await parent.locator(':scope > a').getAttribute('aria-expanded'), 'true');
  await parent.locator(':scope > a').press('Enter');
  await child.waitFor({ state: 'hidden' });
  assert.not.ok(await parent.evaluate((li) => li.classList.contains('opened')));
  // Back to the desktop layout: the copy hides, the drop-down menu comes back with superfish's classes.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForFunction(() => !document.body.classList.contains('responsive_menu'));
  await copy.waitFor({ state: 'hidden' });
  assert.ok(await page.locator('#menu-item-106 > a').isVisible());
  assert.is(await page.locator('#menu-item-106 > a').getAttribute('class'), 'sf-with-ul');
});

test('pushy menu (shop): the button opens it over the overlay; the overlay closes it', async () => {
  const { page } = await open('/shop.html');
  await page.locator('.menu_pushy_button').click();
  await page.waitForFunction(() => document.body.classList.contains('pushy-active'));
  assert.ok(await page.locator('.site-overlay').isVisible());
  await page.locator('.site-overlay').click({ position: { x: 1000, y: 400 } });
  await page.waitForFunction(() => !document.body.classList.contains('pushy-active'));
  assert.is(await page.locator('.pushy').getAttribute('inert'), '');
});

test('the pushy menu loads on first use: closed and inert at rest; a click on its button while the code is held back opens it once', async () => {
  const { page } = await open('/shop.html', undefined, { fetchAhead: false });
  await page.waitForLoadState('networkidle');
  assert.not.ok(opened.scripts().some(holding('pushy-menu')), 'no menu code at start');
  const button = page.locator('.menu_pushy_button');
  assert.equal([await button.getAttribute('aria-expanded'), await page.locator('.pushy').getAttribute('inert')], ['false', '']);
  const chunks = await holdChunks(page);
  await button.click();
  assert.ok((await chunks.asked()) > 0, 'the code was asked for on the click');
  assert.not.ok(await page.evaluate(() => document.body.classList.contains('pushy-active')));
  assert.is(await page.evaluate(() => location.hash), '', 'the link did not navigate');
  await chunks.release();
  await page.waitForFunction(() => document.body.classList.contains('pushy-active'));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  assert.ok(await page.evaluate(() => document.body.classList.contains('pushy-active')), 'still open: replayed exactly once');
  assert.is(await button.getAttribute('aria-expanded'), 'true');
});

test('the page preloader fades out once the page is enhanced (restaurant)', async () => {
  const { page } = await open('/restaurant.html');
  await page.waitForFunction(() => getComputedStyle(document.getElementById('page_preloader')!).display === 'none');
});

test('animation on scroll: elements get their classes once scrolled into view', async () => {
  const { page } = await open('/sports.html');
  const late = page.locator('.sc_section[data-animation="animated fadeInRight normal"]');
  assert.not.ok(await late.evaluate((element) => element.classList.contains('animated')));
  await late.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('.sc_section[data-animation="animated fadeInRight normal"]')!.classList.contains('fadeInRight'));
});

test.run();
