import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';

let session: BrowserSession;
let opened: OpenedPage;

const log = () => opened.page.evaluate(() => (window as unknown as { popupLog: string[] }).popupLog);
const focusedText = () => opened.page.evaluate(() => document.activeElement?.textContent ?? '');
const focusedId = () => opened.page.evaluate(() => document.activeElement?.id ?? '');
const popupCount = () => opened.page.locator('.themerex_message').count();

const atLoad = suite('system message');
const test = suite('popups from legacy code');

for (const each of [atLoad, test]) {
  each.before(async () => {
    session = await openSession();
  });
  each.after(async () => {
    await session.close();
  });
  each.before.each(async () => {
    opened = await session.open('/popup.html');
    await opened.page.locator('.themerex_message_info').waitFor();
  });
  each.after.each(async () => {
    assert.equal(opened.errors, [], 'no page errors');
    await opened.page.context().close();
  });
}

// The page greets with its system message first: Escape closes it (non-modal popups close on Escape too).
test.before.each(async () => {
  await opened.page.keyboard.press('Escape');
  await opened.page.locator('.themerex_message').waitFor({ state: 'detached' });
});

atLoad("the page's system message shows at load as an info popup, is announced politely, and closes by itself", async () => {
  const popup = opened.page.locator('.themerex_message.themerex_message_info');
  assert.is(await popup.locator('.themerex_message_header').textContent(), 'Hello');
  assert.is(await popup.locator('.themerex_message_body').textContent(), 'Welcome back!');
  assert.ok(await popup.locator('.themerex_message_icon.icon-info').count());
  assert.ok(await opened.page.locator('#themerex_modal_bg').isVisible());
  await opened.page.waitForFunction(() => document.querySelector('[aria-live="polite"]')?.textContent?.includes('Welcome back!'));
  await popup.waitFor({ state: 'detached', timeout: 8000 });
  assert.is(await opened.page.locator('#themerex_modal_bg').count(), 0);
});

test('confirm: focus moves to Yes, Tab wraps inside, Enter on No answers 2, focus returns to the opener', async () => {
  const { page } = opened;
  await page.click('#show-confirm');
  const popup = page.locator('.themerex_message_confirm');
  await popup.waitFor();
  assert.is(await popup.getAttribute('role'), 'alertdialog');
  assert.ok(await popup.locator('.icon-help').count());
  assert.is(await focusedText(), 'Yes');
  await page.keyboard.press('Tab');
  assert.is(await focusedText(), 'No');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.className), 'themerex_message_close iconadmin-cancel icon-cancel');
  await page.keyboard.press('Shift+Tab');
  assert.is(await focusedText(), 'No');
  await page.keyboard.press('Enter');
  assert.equal((await log()).at(-1), 'confirm:2');
  await popup.waitFor({ state: 'detached' });
  assert.is(await focusedId(), 'show-confirm');
});

test('confirm: Escape and the backdrop dismiss with 0', async () => {
  const { page } = opened;
  await page.click('#show-confirm');
  await page.locator('.themerex_message_confirm').waitFor();
  await page.keyboard.press('Escape');
  assert.equal((await log()).at(-1), 'confirm:0');
  assert.is(await focusedId(), 'show-confirm');
  await page.locator('.themerex_message_confirm').waitFor({ state: 'detached' });
  await page.click('#show-confirm');
  await page.locator('.themerex_message_confirm:not(.themerex_message_closing)').waitFor();
  await page.locator('#themerex_modal_bg').click({ position: { x: 5, y: 5 } });
  assert.equal((await log()).at(-1), 'confirm:0');
});

test("dialog: init runs, the sanitised form is usable, Apply answers 1 with the popup", async () => {
  const { page } = opened;
  await page.click('#show-dialog');
  const popup = page.locator('.themerex_message_dialog');
  await popup.waitFor();
  assert.ok((await log()).includes('dialog:init'));
  assert.is(await focusedId(), 'bookmark_title');
  await page.keyboard.press('End');
  await page.keyboard.type(' more');
  await popup.locator('.themerex_message_button', { hasText: 'Apply' }).click();
  assert.equal((await log()).at(-1), 'dialog:1:x more');
});

test('only one popup at a time: the second replaces the first', async () => {
  const { page } = opened;
  await page.click('#show-two');
  await page.locator('.themerex_message_success').waitFor();
  assert.is(await popupCount(), 1);
  assert.is(await page.locator('#themerex_modal_bg').count(), 1);
  assert.is(await page.locator('.themerex_message_body').textContent(), 'Second message (success).');
});

test('the close icon closes a message: it fades, then popup and backdrop are removed', async () => {
  const { page } = opened;
  await page.click('#show-warning');
  const popup = page.locator('.themerex_message_warning');
  await popup.waitFor();
  await popup.locator('.themerex_message_close').click();
  assert.ok(await page.locator('.themerex_message_closing').count());
  await popup.waitFor({ state: 'detached' });
  assert.is(await page.locator('#themerex_modal_bg').count(), 0);
});

atLoad.run();
test.run();
