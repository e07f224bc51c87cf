import type { FirstInput } from './first-input-run';

// The deletion form of users (the page has one of comments too, which the input leaves alone).
const USERS_FORM = 'form.wpgdprc-form--delete-request[data-wpgdprc*="user"]';

/**
 * Held components of the plugin families (consent, booking, Contact Form 7, Instagram), one case per kind of control.
 * No case: the consent bar before the lists (it is not shown until its at-rest part runs, so nobody can use
 * it), Instagram's Load More, the agent and customer appointment lists and Booked's account forms (their
 * controls are in panels hidden at load).
 */
export const pluginCases: FirstInput[] = [
  {
    name: 'consent-delete-form: tick "select all" (defect 1)',
    page: '/consent-delete.html',
    widget: USERS_FORM,
    act: (page) => page.locator(`${USERS_FORM} input.wpgdprc-select-all`).check(),
  },
  {
    name: 'consent-delete-form: tick every row box by hand',
    page: '/consent-delete.html',
    widget: USERS_FORM,
    act: async (page) => {
      for (const box of await page.locator(`${USERS_FORM} input.wpgdprc-checkbox`).all()) await box.check();
    },
  },
  {
    name: 'consent-modal: a settings link elsewhere (a trigger)',
    page: '/consent.html',
    widget: '.wpgdprc-consent-modal',
    act: (page) => page.locator('a.wpgdprc-consents-settings-link').first().click(),
  },
  {
    name: 'booking-tabs: the customer profile\'s History tab, a hash link (defect 2)',
    page: '/booking-profile.html',
    widget: 'ul.booked-tabs, .booked-tab-content',
    act: (page) => page.locator('ul.booked-tabs a[href="#history"]').click(),
  },
  {
    name: 'booking-tabs: the agent profile\'s Pending tab (defect 2)',
    page: '/booking-agents.html',
    widget: 'ul.booked-tabs, .booked-tab-content',
    act: (page) => page.locator('ul.booked-tabs a[href="#fea_pending"]').click(),
  },
  {
    name: 'booking-tabs: arrow key on the focused tab list',
    page: '/booking-profile.html',
    widget: 'ul.booked-tabs, .booked-tab-content',
    act: async (page) => {
      await page.locator('ul.booked-tabs a[href="#appointments"]').focus();
      await page.keyboard.press('ArrowRight');
    },
  },
  {
    name: 'booking-calendar: next month (a button)',
    page: '/booking-calendar.html',
    widget: '.booked-calendar-wrap.large',
    act: (page) => page.locator('.booked-calendar-wrap.large .page-right').click(),
  },
  {
    name: 'booking-list: next day',
    page: '/booking-list.html',
    widget: '.booked-list-view',
    act: (page) => page.locator('.booked-list-view-date-next').click(),
  },
  {
    name: 'booking-calendar: the calendar chooser (a select, from the keyboard)',
    page: '/booking-calendar.html',
    widget: '.booked-calendar-shortcode-wrap',
    act: async (page) => {
      // A visitor's key, a trusted change (a script's untrusted selectOption is a players-table case).
      await page.locator('#booked_calendar_chooser_large').focus();
      await page.keyboard.press('ArrowDown');
    },
  },
  {
    name: 'consent-access-form: submit it empty',
    page: '/consent.html',
    widget: '.wpgdprc-form--access-request',
    act: (page) => page.locator('.wpgdprc-form--access-request [type=submit]').click(),
  },
  {
    name: 'cf7-form: submit it empty',
    page: '/contacts.html',
    widget: '.wpcf7',
    act: (page) => page.locator('.wpcf7 .wpcf7-submit').first().click(),
  },
];
