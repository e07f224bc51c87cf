import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession } from './helpers/session';
import { settled } from './booking-page-helpers';

let session: BrowserSession;
test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});

test('login page: tabs, an incomplete form stays with its error shown, a complete one signs in', async () => {
  session.server.reset();
  const opened = await session.open('/booking-login.html');
  const { page } = opened;
  await settled(page);
  const error = page.locator('#profile-login .booked-custom-error');
  await page.locator('#user_login').fill('demo');
  await page.locator('#wp-submit').click();
  await error.waitFor({ state: 'visible' });
  assert.is(await page.evaluate(() => document.activeElement?.id), 'user_pass');
  assert.ok(page.url().endsWith('/booking-login.html'));
  await page.locator('a[href="#forgot"]').click();
  await page.locator('#wp-submit-forgot').click();
  await page.locator('#profile-forgot .booked-custom-error').waitFor({ state: 'visible' });
  await page.locator('a[href="#login"]').click();
  await page.locator('#user_pass').fill('demo1234');
  await Promise.all([page.waitForURL('**/booking-profile.html'), page.locator('#wp-submit').click()]);
  assert.equal(opened.errors, []);
  await page.context().close();
});

test.run();
