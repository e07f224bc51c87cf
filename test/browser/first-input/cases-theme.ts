import { uncovered } from '../helpers/uncovered';
import type { FirstInput } from './first-input-run';

// One of the two tab sets on the page: waking every set on the warm page would mount the other one too.
const TABS = '.sc_tabs:has(a[href="#sc_tab_11_2"])';

/**
 * Held components of the theme family, one case per kind of control. No case yet: live search typing and
 * the login and registration forms (their fields are hidden until a component opens them), the shop mode
 * switch (it reloads the page), the pushy and responsive menus (mobile layouts), the date, time and colour
 * pickers, the zoom lens (a pointer gesture), the quantity steppers and the category list (it navigates).
 */
export const themeCases: FirstInput[] = [
  {
    name: 'theme-players-table: choose a category (defect 3)',
    page: '/sports.html',
    widget: '.sc_players_table',
    act: async (page) => {
      // As a visitor does: the list is focused first.
      await page.locator('.sc_players_table_category select').focus();
      await page.locator('.sc_players_table_category select').selectOption({ index: 1 });
    },
  },
  {
    // A site's own Playwright test: selectOption alone dispatches untrusted `input` and `change` (issue 29 item 5).
    name: "theme-players-table: a script's choice (selectOption alone)",
    page: '/sports.html',
    widget: '.sc_players_table',
    act: (page) => page.locator('.sc_players_table_category select').selectOption({ index: 1 }),
  },
  {
    name: 'theme-players-table: sort by points (a header)',
    page: '/sports.html',
    widget: '.sc_players_table',
    act: (page) => page.locator('.sc_players_table .sort').first().click(),
  },
  {
    name: 'theme-account-popup-link: the login link (a hash link)',
    page: '/blog.html',
    widget: '#popup_login',
    act: (page) => page.locator('a.popup_login_link').first().click(),
  },
  {
    name: 'theme-likes: like a post (a link)',
    page: '/blog.html',
    widget: '.post_counters_likes',
    act: (page) => page.locator('.post_counters_likes.enabled').first().click(),
  },
  {
    name: "theme-likes: a script's click (dispatchEvent, untrusted)",
    page: '/blog.html',
    widget: '.post_counters_likes',
    act: (page) => page.locator('.post_counters_likes.enabled').first().dispatchEvent('click'),
  },
  {
    name: 'theme-accordion: a title',
    page: '/widgets.html',
    widget: '#sc_accordion_11',
    act: (page) => page.locator('#sc_accordion_11 .sc_accordion_title').first().click(),
  },
  {
    name: 'theme-portfolio-filters: a filter button (visible)',
    page: '/widgets.html',
    widget: '.isotope_filters',
    act: (page) => page.locator('.isotope_filters_button:not(.active)').first().click(),
  },
  { name: 'theme-tabs: a tab title (a hash link)', page: '/widgets.html', widget: TABS, act: (page) => page.locator(`${TABS} a[href="#sc_tab_11_2"]`).click() },
  {
    name: 'theme-tabs: End on the focused tab',
    page: '/widgets.html',
    widget: TABS,
    act: async (page) => {
      await page.locator(`${TABS} a[href="#sc_tab_11_1"]`).focus();
      await page.keyboard.press('End');
    },
  },
  { name: 'theme-toggles: a title', page: '/widgets.html', widget: '.sc_toggles', act: (page) => page.locator('.sc_toggles .sc_toggles_title').first().click() },
  {
    name: 'theme-calendar-widget: next month',
    page: '/blog.html',
    widget: '.widget_calendar',
    // At the window's right-hand middle the page contents (#toc) cover the arrow, and at the top edge (where
    // Playwright scrolls it then) the fixed header slides over it: a click there sometimes never reaches it.
    act: async (page) => (await uncovered(page.locator('.widget_calendar .month_next a'))).click(),
  },
  {
    name: 'theme-menu-item-popup: a dish',
    page: '/restaurant.html',
    widget: '#sc_menuitems_1, body > .popup_menuitem',
    act: (page) => page.locator('#sc_menuitems_1 .sc_menuitems_item a.show_popup_menuitem').first().click(),
    varies: /sc_menuitems_\d{5,}/,
  },
  { name: 'theme-comment-form: post it empty', page: '/blog.html', widget: 'form#commentform', act: (page) => page.locator('#send_comment').click() },
  {
    name: 'theme-emailer: subscribe empty',
    page: '/blog.html',
    widget: '.sc_emailer:has(button[data-group="E-mailer subscription"])',
    act: (page) => page.locator('button.sc_emailer_button[data-group="E-mailer subscription"]').click(),
  },
  { name: 'theme-search-box: open it', page: '/blog.html', widget: '.search_wrap', act: (page) => page.locator('.search_wrap .search_submit').first().click() },
  {
    name: 'theme-outer-sidebar: open it',
    page: '/shop-cart.html',
    widget: '.sidebar_outer, .sidebar_outer_widgets_button',
    act: (page) => page.locator('.sidebar_outer_widgets_button').click(),
  },
  { name: 'theme-infobox-close: close it', page: '/sports.html', widget: '.sc_infobox_closeable', act: (page) => page.locator('.sc_infobox_closeable').first().click() },
  {
    name: 'theme-cart: open it',
    page: '/shop.html',
    widget: '.top_panel_cart_button, .sidebar_cart',
    act: (page) => page.locator('.top_panel_cart_button').first().click(),
    // The dropdown's id is counted as parts mount, in an order that varies: the button names it either way.
    varies: /sidebar-cart-\d+/,
  },
  {
    name: 'theme-recent-news-categories: more',
    page: '/sports.html',
    widget: '.sc_recent_news_header_categories',
    act: (page) => page.locator('.sc_recent_news_header_category_item_more').first().click(),
  },
  { name: 'theme-view-more: view more (a link)', page: '/blog.html', widget: '#viewmore', act: (page) => page.locator('#viewmore_link').click() },
  { name: 'theme-bookmarks: add a bookmark', page: '/blog.html', widget: '.bookmarks_list, .bookmarks_add', act: (page) => page.locator('.bookmarks_add').first().click() },
];
