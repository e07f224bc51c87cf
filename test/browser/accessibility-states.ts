// The states visitors reach on each fixture page, for the axe-core runs (issue 9 §3).
import { readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { formShown, nextMonth, openDay } from './booking-page-helpers';

export interface AxeState {
  page: string;
  state: string;
  /** Brings the page into the state (nothing: at rest). */
  reach?(page: Page): Promise<unknown>;
}

const pagesDir = new URL('../../fixtures/pages/', import.meta.url);
const atRest: AxeState[] = readdirSync(pagesDir)
  .filter((name) => name.endsWith('.html'))
  .sort()
  .map((name) => ({ page: `/${name}`, state: 'at rest' }));

const small = (page: Page) => page.locator('.booked-calendar-wrap.small');
const bookingForm = async (page: Page) => {
  await nextMonth(small(page));
  await openDay(small(page), 0);
  await small(page).locator('tr.entryBlock button.new-appt').first().click();
  return formShown(page);
};

const openInfoWindow = async (page: Page, map: string) => {
  await page.locator(map).scrollIntoViewIfNeeded();
  await page.locator(`${map} button.maps-double-pin`).first().click();
  await page.locator(`${map} .maps-double-info`).waitFor();
};

const opened: AxeState[] = [
  { page: '/blog.html', state: 'login popup open', reach: (page) => page.click('a.popup_login_link').then(() => page.locator('#popup_login').waitFor({ state: 'visible' })) },
  {
    page: '/blog.html',
    state: 'login popup showing its errors',
    reach: async (page) => {
      await page.click('a.popup_login_link');
      // Sent from the keyboard (the focus is in the first field): clicking the button below the fold would
      // scroll the page, the header would turn fixed and hide its user menu with the popup in it.
      await page.locator('#popup_login input:focus').waitFor();
      await page.keyboard.press('Enter');
      await page.locator('#popup_login form .result .error_item').first().waitFor();
    },
  },
  { page: '/blog-b.html', state: 'registration popup open', reach: (page) => page.click('a.popup_register_link').then(() => page.locator('#popup_registration').waitFor({ state: 'visible' })) },
  {
    page: '/blog.html',
    state: 'contact form showing its errors',
    reach: async (page) => {
      await page.locator('#sc_contact_form_1_form button').click();
      await page.locator('#sc_contact_form_1_form .result .error_item').first().waitFor();
    },
  },
  {
    page: '/blog.html',
    state: 'comment form showing its errors',
    reach: async (page) => {
      await page.locator('#commentform #send_comment').click();
      await page.locator('#commentform .result .error_item').first().waitFor();
    },
  },
  {
    page: '/shop.html',
    state: 'live search results open',
    reach: async (page) => {
      await page.click('header .search_wrap .search_submit');
      // The search box's code comes with this first click: the visitor types once the field has the focus.
      await page.waitForFunction(() => document.activeElement?.matches('header .search_wrap .search_field'));
      await page.keyboard.type('fins');
      await page.locator('header .search_wrap .search_results').waitFor({ state: 'visible' });
    },
  },
  {
    page: '/blog.html',
    state: 'message popup (a failed like)',
    reach: async (page) => {
      await page.route('**/wp-admin/admin-ajax.php', (route) =>
        route.request().postData()?.includes('likes=') ? route.fulfill({ status: 500, body: '<html>Fatal</html>' }) : route.continue());
      await page.locator('.post_counters_likes[data-postid="12"]').click();
      await page.locator('.themerex_message_warning').waitFor();
    },
  },
  { page: '/restaurant.html', state: 'menu-item popup open', reach: (page) => page.locator('#sc_menuitems_1 .sc_menuitems_item_title a[rel="15"]').click().then(() => page.locator('.popup_menuitem .sc_menuitem_title').waitFor()) },
  {
    page: '/shop.html',
    state: 'mobile menu open',
    reach: async (page) => {
      await page.setViewportSize({ width: 800, height: 800 });
      await page.waitForFunction(() => document.body.classList.contains('menu_mobile'));
      await page.click('.header_mobile .menu_button');
      await page.locator('.side_wrap.open').waitFor();
    },
  },
  { page: '/consent.html', state: 'consent settings modal open', reach: (page) => page.click('.wpgdprc-button--settings').then(() => page.waitForFunction(() => document.getElementById('wpgdprc-consent-modal')!.getAttribute('aria-hidden') === 'false')) },
  {
    page: '/consent.html',
    state: 'access request form showing an error',
    reach: async (page) => {
      await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false,"error":"Please fill in a valid e-mail address."}' }));
      await page.fill('#wpgdprc-form__email', 'jane@example.com');
      await page.check('#wpgdprc-form__consent');
      await page.click('.wpgdprc-form__input--submit');
      await page.locator('.wpgdprc-form--access-request .wpgdprc-message--error').waitFor();
    },
  },
  {
    page: '/booking-calendar.html',
    state: 'a day\'s tooltip shown (keyboard focus)',
    reach: async (page) => {
      await nextMonth(small(page));
      await small(page).locator('td[tabindex="0"]:has(.tooltipstered)').first().focus();
      await page.locator('body > .tooltipster-base.tooltipster-grow-show').waitFor();
    },
  },
  { page: '/booking-calendar.html', state: 'a day open', reach: (page) => nextMonth(small(page)).then(() => openDay(small(page), 0)) },
  { page: '/booking-calendar.html', state: 'booking form modal open', reach: bookingForm },
  {
    page: '/booking-calendar.html',
    state: 'booking form showing its error',
    reach: async (page) => {
      const form = await bookingForm(page);
      await form.locator('#submit-request-appointment').click();
      await form.locator('#newAppointmentForm p.status i.booked-icon-alert').waitFor();
    },
  },
  { page: '/booking-list.html', state: 'date picker open', reach: (page) => page.locator('.booked_list_date_picker_trigger').first().click().then(() => page.locator('#ui-datepicker-div').waitFor({ state: 'visible' })) },
  {
    page: '/booking-agents.html',
    state: 'customer info popup open',
    reach: async (page) => {
      await page.locator('a[href="#fea_pending"]').click();
      // The tab's click starts the tabs' code and is replayed: the panel shows once it is there.
      await page.locator('#profile-fea_pending').waitFor({ state: 'visible' });
      await page.locator('#profile-fea_pending .appt-block > a.user').first().click();
      await page.locator('.booked-modal .bm-window .booked-scrollable').waitFor({ state: 'visible' });
    },
  },
  {
    page: '/contacts.html',
    state: 'Contact Form 7 showing the server\'s errors',
    reach: async (page) => {
      // From the keyboard: Enter in a field sends the form.
      await page.locator('#wpcf7-f44-p60-o1 [name="your-name"]').press('Enter');
      await page.locator('#wpcf7-f44-p60-o1 .wpcf7-not-valid-tip').first().waitFor();
    },
  },
  {
    page: '/contacts-shop.html',
    state: 'Contact Form 7 showing change-validation errors',
    reach: async (page) => {
      await page.locator('#wpcf7-f45-p61-o1 [name="your-email"]').fill('not-an-email');
      await page.locator('#wpcf7-f45-p61-o1 [name="your-email"]').press('Tab');
      await page.locator('#wpcf7-f45-p61-o1 [data-name="your-email"] .wpcf7-not-valid-tip').waitFor();
    },
  },
  {
    page: '/contacts-cf7-616.html',
    state: 'Contact Form 7 6.1.6 showing the server\'s errors',
    reach: async (page) => {
      await page.locator('#wpcf7-f48-p64-o1 [name="accept-terms"]').press('Space');
      await page.locator('#wpcf7-f48-p64-o1 [name="your-name"]').press('Enter');
      await page.locator('#wpcf7-f48-p64-o1 .wpcf7-not-valid-tip').first().waitFor();
    },
  },
  // The theme's map through the google.maps double (the demo's stand-in): a marker's info window open.
  { page: '/restaurant.html', state: 'map with an info window open', reach: (page) => openInfoWindow(page, '#sc_googlemap_2') },
  { page: '/contacts.html', state: 'map with an info window open', reach: (page) => openInfoWindow(page, '#sc_googlemap_4') },
  {
    page: '/instagram.html',
    state: 'Instagram sidebar feed after Load More, to the end',
    reach: async (page) => {
      const button = page.locator('.sbi[data-feedid="*2"] .sbi_load_btn');
      await button.focus();
      await button.press('Enter');
      await page.waitForFunction(() => document.querySelectorAll('.sbi[data-feedid="*2"] .sbi_item:not(.sbi_transition)').length === 9);
    },
  },
  {
    page: '/instagram.html',
    state: 'Instagram feed showing a failed Load More',
    reach: async (page) => {
      await page.route('**/wp-admin/admin-ajax.php', (route) =>
        route.request().postData()?.startsWith('action=sbi_load_more_clicked') ? route.fulfill({ status: 500, body: '<html>Error</html>' }) : route.continue(),
      );
      const button = page.locator('.sbi[data-feedid="*1"] .sbi_load_btn');
      await button.focus();
      await button.press('Enter');
      await page.locator('.sbi[data-feedid="*1"] .sb_instagram_error').waitFor();
    },
  },
];

export const AXE_STATES: AxeState[] = [...atRest, ...opened];

/**
 * Violations the real server markup or the site's own stylesheet would have too: not ours to fix in markup,
 * listed in docs/accessibility.md with what the layer does about them.
 */
export interface ServerSideViolation {
  rule: string;
  /** Only where every target matches (none: the rule everywhere). */
  target?: RegExp;
  why: string;
}

export const SERVER_SIDE: ServerSideViolation[] = [
  {
    rule: 'color-contrast',
    why: "colours come from the theme's stylesheet (the fixture CSS imitates the theme palettes); no enhancer sets a text colour",
  },
  { rule: 'link-in-text-block', why: "the theme's stylesheet draws links in running text without an underline" },
  {
    rule: 'link-name',
    target: /\.social_(facebook|twitter|gplus)/,
    why: 'the theme\'s `[trx_socials]` icon links carry only an icon span (the markup must stay for the icon font)',
  },
];

/** The entry that explains a violation as the server's, if any. */
export const serverSide = (rule: string, targets: readonly string[]): ServerSideViolation | undefined =>
  SERVER_SIDE.find((entry) => entry.rule === rule && (!entry.target || targets.every((target) => entry.target!.test(target))));
