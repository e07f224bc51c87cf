import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { nextMonth, openDay } from './booking-page-helpers';
import { pageSuite } from './helpers/page-suite';

// Every dialog and popup from the keyboard alone (issue 9 §3): opened with Enter on its opener, focus moves in,
// Tab and Shift+Tab stay inside, Escape closes, focus returns to the opener.
interface DialogCase {
  name: string;
  page: string;
  prepare?(page: Page): Promise<unknown>;
  opener: string;
  /** The dialog; while it is open the focus must stay within it. */
  dialog: string;
  /** Shown once the dialog has its content (Booked's modal loads first, then fills and reveals its window). */
  ready?: string;
}

const small = '.booked-calendar-wrap.small';
const CASES: DialogCase[] = [
  { name: 'theme login popup (A)', page: '/blog.html', opener: 'a.popup_login_link', dialog: '#popup_login' },
  { name: 'theme registration popup (B)', page: '/blog-b.html', opener: 'a.popup_register_link', dialog: '#popup_registration' },
  { name: 'menu-item popup', page: '/restaurant.html', opener: '#sc_menuitems_1 .sc_menuitems_item_title a[rel="15"]', dialog: '.popup_menuitem' },
  { name: 'consent settings modal', page: '/consent.html', opener: '.wpgdprc-consent-bar .wpgdprc-button--settings', dialog: '#wpgdprc-consent-modal .wpgdprc-consent-modal__container, #wpgdprc-consent-modal [role="dialog"]' },
  {
    name: 'booking form modal',
    page: '/booking-calendar.html',
    prepare: async (page) => {
      await nextMonth(page.locator(small));
      await openDay(page.locator(small), 0);
    },
    opener: `${small} tr.entryBlock button.new-appt`,
    dialog: '.booked-modal .bm-window',
    ready: '.booked-modal:not(.bm-loading) .bm-window #newAppointmentForm',
  },
  {
    name: 'agents customer info popup',
    page: '/booking-agents.html',
    // The tab's click starts the tabs' code and is replayed: the panel shows once it is there.
    prepare: (page) => page.locator('a[href="#fea_pending"]').click().then(() => page.locator('#profile-fea_pending').waitFor({ state: 'visible' })),
    opener: '#profile-fea_pending .appt-block > a.user',
    dialog: '.booked-modal .bm-window',
    ready: '.booked-modal:not(.bm-loading) .bm-window .booked-scrollable',
  },
  { name: 'booking list date picker', page: '/booking-list.html', opener: '.booked_list_date_picker_trigger', dialog: '#ui-datepicker-div' },
  { name: 'bookmark dialog (B)', page: '/blog-b.html', opener: '.bookmarks_add', dialog: '[role="dialog"]' },
];

const { test, open } = pageSuite('keyboard: dialogs and popups');

const focusInside = (page: Page, dialog: string) =>
  page.evaluate((selector) => Array.from(document.querySelectorAll(selector)).some((element) => element.contains(document.activeElement)), dialog);
const focusOn = (page: Page, selector: string) => page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);

for (const { name, page: path, prepare, opener, dialog, ready } of CASES) {
  test(`${name}: Enter opens, focus inside, Tab and Shift+Tab stay in, Escape closes, focus back`, async () => {
    const { page } = await open(path);
    await prepare?.(page);
    await page.locator(opener).first().focus();
    await page.keyboard.press('Enter');
    await page.locator(ready ?? dialog).first().waitFor({ state: 'visible' });
    await page.waitForFunction((selector) => Array.from(document.querySelectorAll(selector)).some((element) => element.contains(document.activeElement)), dialog);
    const focusables = await page.locator(dialog).first().evaluate((element) =>
      element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])').length);
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let step = 0; step < Math.min(focusables + 2, 40); step++) {
        await page.keyboard.press(key);
        assert.ok(await focusInside(page, dialog), `${key} #${step + 1} keeps the focus inside`);
      }
    }
    await page.keyboard.press('Escape');
    await page.locator(dialog).first().waitFor({ state: 'hidden' });
    await page.waitForFunction((selector) => document.activeElement?.matches(selector) ?? false, opener);
    assert.ok(await focusOn(page, opener), 'focus is back on the opener');
  });
}

test.run();
