// Shared helpers of the booking-*.test.ts browser tests (not a test file itself).
import type { Locator, Page } from 'playwright-core';
import type { OpenedPage } from './helpers/session';

/** Waits until the enhancers on the page have mounted. */
export const settled = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);

/** Bodies of the admin-ajax requests the page sent, optionally for one action. */
export const bodies = (opened: OpenedPage, action?: string): string[] =>
  opened
    .ajax()
    .map((request) => request.postData ?? '')
    .filter((body) => !action || new URLSearchParams(body).get('action') === action);

/** Days of the shown month that open (not past, blurred, booked out, or of another month). */
export const openDays = (wrap: Locator) =>
  wrap.locator('tr.week > td, .bc-row.week > .bc-col').and(wrap.locator(':not(.prev-date):not(.blur):not(.booked):not(.prev-month):not(.next-month)'));

/** Goes one month ahead (every weekday there can be booked) and waits for it. */
export async function nextMonth(wrap: Locator): Promise<void> {
  const next = await wrap.locator('.page-right').getAttribute('data-goto');
  await wrap.locator('.page-right').click();
  await wrap.locator(`.booked-calendar[data-calendar-date="${next}"]`).waitFor();
}

/** Opens a day and waits for its slots. */
export async function openDay(wrap: Locator, index = 0): Promise<Locator> {
  const day = openDays(wrap).nth(index);
  await day.click();
  await wrap.locator('.entryBlock:not(.booked-loading) .booked-appt-list').waitFor();
  return day;
}

/** Waits for the booking modal's form to be shown. */
export async function formShown(page: Page): Promise<Locator> {
  const modal = page.locator('.booked-modal:not(.bm-closing)');
  await modal.locator('#newAppointmentForm').waitFor({ state: 'visible' });
  return modal;
}

/** The fixture custom fields: the required phone and radio group. */
export async function fillCustomFields(modal: Locator): Promise<void> {
  await modal.locator('[name="single-line-text-label---1"]').fill('555 0100');
  await modal.locator('[name="single-radio-button---4[]"][value="SMS"]').check();
}

export const focusedSelector = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('name') ? `[name="${element.getAttribute('name')}"]` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
  });
