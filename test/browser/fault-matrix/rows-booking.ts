// Fault-matrix rows of the booking family (Booked 2.3.5 with Front-End Agents).
import type { Locator, Page } from 'playwright-core';
import { fillCustomFields, formShown, nextMonth, openDay, openDays } from '../booking-page-helpers';
import type { MatrixRow } from './row';

const small = (page: Page) => page.locator('.booked-calendar-wrap.small');
const large = (page: Page) => page.locator('.booked-calendar-wrap.large');
const firstSlot = (page: Page) => small(page).locator('tr.entryBlock button.new-appt').first();
const modal = (page: Page) => page.locator('.booked-modal:not(.bm-closing)');
const alert = '.booked-enhance-alert, [role="alert"]';

/** The small calendar's next month with its first open day's slots showing. */
async function slotsShowing(page: Page): Promise<void> {
  await nextMonth(small(page));
  await openDay(small(page), 0);
}

async function bookingForm(page: Page): Promise<Locator> {
  await slotsShowing(page);
  await firstSlot(page).click();
  return formShown(page);
}

/** The large calendar's form, whose calendar lets registered customers log in. */
async function loginForm(page: Page): Promise<Locator> {
  await nextMonth(large(page));
  await openDay(large(page), 3);
  await large(page).locator('tr.entryBlock button.new-appt').first().click();
  const form = await formShown(page);
  await form.locator('#customer_current').check();
  return form;
}

let nextMonthDate = '';

const pending = (page: Page) => page.locator('#profile-fea_pending .booked-fea-appt-list');
const pendingCount = (count: string) => (page: Page) =>
  page.waitForFunction((wanted) => document.querySelector('#profile-fea_pending .booked-fea-appt-list h4 span.count')?.textContent === wanted, count).then(() => undefined);

export const BOOKING_ROWS: MatrixRow[] = [
  {
    action: 'booked_calendar_month',
    answersText: true,
    what: 'calendar: next month',
    page: '/booking-calendar.html',
    prepare: async (page) => {
      nextMonthDate = (await small(page).locator('.page-right').getAttribute('data-goto')) ?? '';
    },
    control: (page) => small(page).locator('.page-right'),
    message: alert,
    idle: (page) => small(page).locator('.calendarSavingState').waitFor({ state: 'hidden' }),
    succeeded: (page) => small(page).locator(`.booked-calendar[data-calendar-date="${nextMonthDate}"]`).waitFor(),
  },
  {
    action: 'booked_calendar_date',
    answersText: true,
    what: 'calendar: open a day',
    page: '/booking-calendar.html',
    prepare: (page) => nextMonth(small(page)),
    control: (page) => openDays(small(page)).first(),
    message: `.booked-calendar-wrap.small ${alert}`,
    // A second click on the day closes the failed day; the next opens it again.
    beforeRetry: (page) => openDays(small(page)).first().click(),
    succeeded: (page) => small(page).locator('.entryBlock:not(.booked-loading) .booked-appt-list').waitFor(),
    notApplicable: { 'double-click': 'a second click on an open day closes it (Booked)' },
  },
  {
    action: 'booked_appointment_list_date',
    answersText: true,
    what: 'list view: next day',
    page: '/booking-list.html',
    control: (page) => page.locator('.booked-list-view-date-next').first(),
    message: alert,
    idle: (page) => page.waitForFunction(() => !document.querySelector('.booked-list-view.booked-loading')),
    // The next day is in (the list's code loads on the first click, so "not loading" alone is true before it).
    succeeded: (page) =>
      page.waitForFunction(() => {
        const wrap = document.querySelector('.booked-list-view');
        const shownDay = wrap?.querySelector('.booked-appt-list')?.getAttribute('data-list-date');
        return !!wrap && !wrap.classList.contains('booked-loading') && !document.querySelector('.booked-enhance-alert') && shownDay !== wrap.getAttribute('data-default');
      }),
  },
  {
    action: 'booked_new_appointment_form',
    answersText: true,
    what: 'slot: Book appointment (form loads)',
    page: '/booking-calendar.html',
    prepare: slotsShowing,
    control: firstSlot,
    message: alert,
    beforeRetry: async (page) => {
      await page.keyboard.press('Escape');
      await page.locator('.booked-modal').waitFor({ state: 'detached' });
    },
    succeeded: async (page) => {
      await formShown(page);
    },
  },
  {
    action: 'booked_add_appt',
    answersText: true,
    what: 'booking form: Request appointment (guest)',
    page: '/booking-calendar.html',
    prepare: async (page) => {
      const form = await bookingForm(page);
      await form.locator('[name="guest_name"]').fill('Di');
      await form.locator('[name="guest_surname"]').fill('Ox');
      await form.locator('[name="guest_email"]').fill('di@example.com');
      await fillCustomFields(form);
    },
    keep: ['.booked-modal [name="guest_name"]', '.booked-modal [name="guest_email"]', '.booked-modal [name="single-line-text-label---1"]'],
    control: (page) => modal(page).locator('#submit-request-appointment'),
    message: '.booked-modal #newAppointmentForm p.status',
    idle: (page) => modal(page).locator('#submit-request-appointment:not([disabled])').waitFor(),
    succeeded: (page) => page.locator('.booked-modal').waitFor({ state: 'detached' }),
    // A corrupted success did book the slot: the retry may hear that it is taken.
    retried: (page) =>
      Promise.race([
        page.locator('.booked-modal').waitFor({ state: 'detached' }),
        page.locator('.booked-modal #newAppointmentForm p.status', { hasText: 'someone just booked' }).waitFor(),
      ]),
  },
  {
    action: 'booked_ajax_login',
    what: 'booking form: popup login',
    page: '/booking-calendar.html',
    prepare: async (page) => {
      const form = await loginForm(page);
      await form.locator('#ajaxlogin #username').fill('demo');
      await form.locator('#ajaxlogin #password').fill('demo1234');
    },
    keep: ['#ajaxlogin #username', '#ajaxlogin #password'],
    control: (page) => modal(page).locator('#ajaxlogin [type="submit"]'),
    message: '#ajaxlogin p.status',
    succeeded: (page) => page.locator('.booked-modal:not(.bm-closing) input[name="user_id"][value="7"]').waitFor({ state: 'attached' }),
  },
  {
    action: 'booked_ajax_forgot',
    what: 'booking form: forgot password',
    page: '/booking-calendar.html',
    prepare: async (page) => {
      const form = await loginForm(page);
      await form.locator('.booked-forgot-password').click();
      await form.locator('#ajaxforgot [name="username"]').fill('demo');
    },
    keep: ['#ajaxforgot [name="username"]'],
    control: (page) => modal(page).locator('#ajaxforgot [type="submit"]'),
    message: '#ajaxforgot p.status',
    succeeded: (page) => page.locator('#ajaxlogin p.status i.booked-icon-check').waitFor(),
  },
  {
    action: 'booked_cancel_appt',
    answersText: true,
    what: 'profile: cancel an appointment',
    page: '/booking-profile.html',
    control: (page) => page.locator('#profile-appointments .booked-profile-appt-list .appt-block').first().locator('.cancel'),
    message: `#profile-appointments ${alert}`,
    succeeded: (page) => page.waitForFunction(() => document.querySelectorAll('#profile-appointments .booked-profile-appt-list .appt-block').length === 1),
  },
  {
    action: 'booked_fea_approve_appt',
    answersText: true,
    what: 'agents: approve',
    page: '/booking-agents.html',
    prepare: (page) => page.locator('a[href="#fea_pending"]').click(),
    control: (page) => pending(page).locator('.appt-block').first().locator('button.approve'),
    message: alert,
    succeeded: pendingCount('1'),
  },
  {
    action: 'booked_fea_delete_appt',
    answersText: true,
    what: 'agents: delete',
    page: '/booking-agents.html',
    prepare: (page) => page.locator('a[href="#fea_pending"]').click(),
    control: (page) => pending(page).locator('.appt-block').first().locator('.delete'),
    message: alert,
    succeeded: pendingCount('1'),
  },
  {
    action: 'booked_fea_user_info_modal',
    answersText: true,
    what: 'agents: customer info popup',
    page: '/booking-agents.html',
    prepare: (page) => page.locator('a[href="#fea_pending"]').click(),
    control: (page) => pending(page).locator('.appt-block > a.user').first(),
    message: alert,
    beforeRetry: async (page) => {
      await page.keyboard.press('Escape');
      await page.locator('.booked-modal').waitFor({ state: 'detached' });
    },
    succeeded: (page) => page.locator('.booked-modal .bm-window .booked-scrollable:not(.booked-enhance-failure)').waitFor({ state: 'visible' }),
  },
];
