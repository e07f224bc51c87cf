import type { FirstInput } from './first-input-run';

/**
 * Held components of the theme family, one case per kind of control. Not yet here (they differ from the warm
 * page, reported on issue 21): live search typing, tabs (click and End key), toggles, shop mode, menu-item popup, calendar widget's next month.
 */
export const themeCases: FirstInput[] = [
  {
    name: 'theme-players-table: choose a category (defect 3)',
    page: '/sports.html',
    widget: '.sc_players_table',
    act: async (page) => {
      // As a visitor does: the list is pressed or focused first (selectOption alone only sets the value).
      await page.locator('.sc_players_table_category select').focus();
      await page.locator('.sc_players_table_category select').selectOption({ index: 1 });
    },
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
];
