import * as assert from 'uvu/assert';
import { pageSuite } from './helpers/page-suite';
import { assertHidden, assertVisible, markupShape } from './helpers/visible';

// Issue 9 fidelity, theme family: under the fixture copies of DiveIt style.css and trx_utils theme.shortcodes.css
// (which hide popups, results, panels and matches until the script shows them), whatever the theme's script would
// reveal is really visible, and what it would create has the original's tags, classes, nesting and icon spans.
const { test, open } = pageSuite('fidelity: theme');

test('restaurant: the menu-item popup, its arrows and close button are drawn (theme.shortcodes.js markup)', async () => {
  const { page } = await open('/restaurant.html');
  await page.locator('#sc_menuitems_1 .sc_menuitems_item_title a[rel="15"]').click();
  await page.locator('.popup_menuitem .sc_menuitem_title').waitFor();
  // theme.shortcodes.js appends `<div id="overlay"></div><div class="popup_menuitem"></div>` to the body.
  assert.ok(await page.evaluate(() => document.querySelector('body > #overlay + .popup_menuitem') !== null), 'overlay then popup, in the body');
  await assertVisible(page, '.popup_menuitem');
  await assertVisible(page, '.popup_menuitem .sc_menuitems_wrap');
  for (const control of [
    '.popup_menuitem .sc_menuitems_wrap > a.close_menuitem > span.icon-cancel',
    '.popup_menuitem .sc_menuitem_content > a.prev_menuitem.prevnext_menuitem.show_popup_menuitem > span.icon-left',
    '.popup_menuitem .sc_menuitem_content > a.next_menuitem.prevnext_menuitem.show_popup_menuitem > span.icon-right',
  ]) {
    await assertVisible(page, control);
  }
  // The same links as the original's string markup: classes (sorted here) and one empty icon span each.
  const shapes: Record<string, string> = {
    'a.close_menuitem': 'a.close_menuitem(span.icon-cancel)',
    'a.prev_menuitem': 'a.prev_menuitem.prevnext_menuitem.show_popup_menuitem(span.icon-left)',
    'a.next_menuitem': 'a.next_menuitem.prevnext_menuitem.show_popup_menuitem(span.icon-right)',
  };
  for (const [link, shape] of Object.entries(shapes)) assert.is(await markupShape(page, `.popup_menuitem ${link}`), shape, link);
  await page.locator('.popup_menuitem a.close_menuitem').click();
  await assertHidden(page, '.popup_menuitem');
});

test('blog: the login popup, the live search results, a tab panel and an accordion panel become visible', async () => {
  const { page } = await open('/blog.html');
  await page.click('a.popup_login_link');
  await assertVisible(page, '#popup_login');
  await assertVisible(page, '#popup_login .popup_close');
  await page.locator('#popup_login .popup_close').click();
  await assertHidden(page, '#popup_login');

  const box = 'header .search_wrap';
  await page.click(`${box} .search_submit`);
  await page.locator(`${box}.search_state_opened`).waitFor();
  await page.keyboard.type('reef', { delay: 30 });
  await page.locator(`${box} .search_results .search_results_content`).filter({ hasText: 'reef' }).waitFor({ state: 'attached' });
  await assertVisible(page, `${box} .search_results`);
  await page.click(`${box} .search_results_close`);
  await assertHidden(page, `${box} .search_results`);

  // The tabs and the accordion sit below the fold: their code starts as the visitor scrolls near them.
  await page.locator('#sc_tabs_1').scrollIntoViewIfNeeded();
  await assertVisible(page, '#sc_tab_1_1');
  await assertHidden(page, '#sc_tab_1_2');
  await page.locator('#sc_tabs_1 .sc_tabs_titles a[href="#sc_tab_1_2"]').click();
  await assertVisible(page, '#sc_tab_1_2');
  await assertHidden(page, '#sc_tab_1_1');

  await page.locator('#sc_accordion_1').scrollIntoViewIfNeeded();
  await assertVisible(page, '#sc_accordion_1 .sc_accordion_item:nth-child(1) > .sc_accordion_content');
  await page.locator('#sc_accordion_1 .sc_accordion_item:nth-child(2) > .sc_accordion_title').click();
  await assertVisible(page, '#sc_accordion_1 .sc_accordion_item:nth-child(2) > .sc_accordion_content');
  await assertHidden(page, '#sc_accordion_1 .sc_accordion_item:nth-child(1) > .sc_accordion_content');
});

test('blog-b: the contact form result box (hidden by `.sc_form .result`) is shown with its infobox classes', async () => {
  const { page } = await open('/blog-b.html');
  const form = page.locator('#sc_form_2_form');
  await form.locator('button').click();
  await form.locator('.result').filter({ hasText: 'Send message complete!' }).waitFor({ state: 'attached' });
  await assertVisible(page, '#sc_form_2_form .result');
  assert.ok(await page.locator('#sc_form_2_form .result.sc_infobox.sc_infobox_style_success').count(), 'result box styled as a success infobox');
});

test('sports: a fixture shows its match, "More" shows the extra categories, a toggle shows its content', async () => {
  const { page } = await open('/sports.html');
  await assertVisible(page, '#match_1');
  await page.locator('.sc_matches_list .sc_match[data-item="#match_3"]').click();
  await assertVisible(page, '#match_3');
  await assertHidden(page, '#match_1');

  const more = page.locator('.sc_recent_news_header_category_item_more');
  await more.locator('.sc_recent_news_header_more_label').click();
  await assertVisible(page, '.sc_recent_news_header_more_categories');
  await assertVisible(page, '.sc_recent_news_header_more_categories a[href="/?cat=17"]');
  await more.locator('.sc_recent_news_header_more_label').click();
  await assertHidden(page, '.sc_recent_news_header_more_categories');

  await page.locator('#sc_toggles_1 .sc_toggles_item:nth-child(2) > .sc_toggles_title').click();
  await assertVisible(page, '#sc_toggles_1 .sc_toggles_item:nth-child(2) > .sc_toggles_content');
  for (const icon of ['icon-plus', 'icon-minus']) {
    assert.ok(await page.locator(`#sc_toggles_1 .sc_toggles_item:nth-child(2) > .sc_toggles_title > span.sc_toggles_icon.${icon}`).count(), `${icon} span kept`);
  }
});

test.run();
