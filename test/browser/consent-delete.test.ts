import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';

// consent-delete.html: the page reached from the e-mailed link, with the users and the comments
// deletion forms rendered from the emulated backend's state.
const TOKEN = 'a3f1c9e07b5d4e2f8c6a1b0d9e7f3c25';
const SUCCESS = 'Success. You will receive an email with your data shortly.';
const body = (type: string, value: number) =>
  `action=wpgdprc_process_action&data=${encodeURIComponent(JSON.stringify({ type: 'delete_request', token: TOKEN, settings: { type }, value }))}&security=3f9a1c2b7d`;

let session: BrowserSession;
let opened: OpenedPage;

const users = () => opened.page.locator('.wpgdprc-form--delete-request').nth(0);
const comments = () => opened.page.locator('.wpgdprc-form--delete-request').nth(1);
const rowStatus = (id: number) =>
  opened.page.evaluate((rowId) => Array.from(document.querySelector(`tr[data-id="${rowId}"]`)!.classList).filter((name) => name.startsWith('wpgdprc-status--')), id);
const hasBox = (id: number) => opened.page.locator(`tr[data-id="${id}"] input.wpgdprc-checkbox`).count().then((count) => count === 1);
const isLoading = () => opened.page.evaluate(() => document.body.classList.contains('is-loading'));
const start = async () => {
  opened = await session.open('/consent-delete.html');
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
};

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.before.each(() => {
  session.server.reset();
  session.server.faults.clear();
});
test.after.each(async () => {
  assert.equal(opened.errors, [], 'no page errors');
  await opened.page.context().close();
});

test('the selected rows are sent one at a time, in order, each exactly; rows end removed; the server forgets them', async () => {
  await start();
  const { page } = opened;
  await users().locator('tr[data-id="7"] input').check();
  await users().locator('tr[data-id="11"] input').check();
  await users().locator('.wpgdprc-remove').click();
  await page.waitForFunction(() => document.querySelectorAll('.wpgdprc-status--removed').length === 2);
  assert.equal(opened.ajax().map((request) => request.postData), [body('user', 7), body('user', 11)]);
  assert.is(opened.ajax()[0]!.headers['x-requested-with'], undefined);
  assert.is(opened.ajax()[0]!.headers['content-type'], 'application/x-www-form-urlencoded; charset=utf-8');
  assert.equal(await rowStatus(7), ['wpgdprc-status--removed']);
  assert.equal(await rowStatus(11), ['wpgdprc-status--removed']);
  assert.equal(await rowStatus(8), []);
  assert.not.ok(await hasBox(7));
  assert.ok(await hasBox(8));
  const message = users().locator('.wpgdprc-message');
  assert.is(await message.textContent(), SUCCESS);
  assert.ok(await message.evaluate((element) => element.classList.contains('wpgdprc-message--success') && !element.classList.contains('is-hidden')));
  assert.ok(await comments().locator('.wpgdprc-message').evaluate((element) => element.classList.contains('is-hidden')), 'the other form is untouched');
  assert.not.ok(await isLoading());
  assert.equal(session.server.state.consent.deletions.map((deletion) => [deletion.type, deletion.id]), [['user', 7], ['user', 11]]);
  // The server remembers: after a reload those rows come back already requested.
  await page.reload();
  assert.equal(await rowStatus(7), ['wpgdprc-status--removed']);
  assert.not.ok(await hasBox(11));
});

test('the second request waits for the first answer; the body is loading meanwhile; a second submit is ignored', async () => {
  await start();
  const { page } = opened;
  session.server.faults.set('wpgdprc_process_action', { kind: 'delay', delayMs: 500 });
  await comments().locator('.wpgdprc-select-all').check();
  await comments().locator('.wpgdprc-remove').click();
  await page.waitForFunction(() => document.body.classList.contains('is-loading'));
  assert.equal(await rowStatus(101), ['wpgdprc-status--processing']);
  await comments().locator('.wpgdprc-remove').click();
  await page.keyboard.press('Enter');
  assert.is(opened.ajax().length, 1, 'the second row waits for the first answer');
  await page.waitForFunction(() => document.querySelectorAll('.wpgdprc-status--removed').length === 3, undefined, { timeout: 10_000 });
  assert.equal(opened.ajax().map((request) => request.postData), [body('comment', 101), body('comment', 102), body('comment', 103)]);
  const answered = session.server.requests.filter((request) => request.action === 'wpgdprc_process_action');
  assert.is(answered.length, 3, 'no duplicates');
  assert.not.ok(await isLoading());
  assert.not.ok(await comments().locator('.wpgdprc-select-all').isChecked(), 'select-all unchecked at submit');
});

test('select-all follows the rows and sets them', async () => {
  await start();
  const selectAll = users().locator('.wpgdprc-select-all');
  await selectAll.check();
  // The form's code comes with this first tick, which is then handed to it: the rows follow a moment later.
  await users().locator('input.wpgdprc-checkbox:checked').nth(2).waitFor({ state: 'attached' });
  assert.equal(await users().locator('input.wpgdprc-checkbox').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked)), [true, true, true]);
  await users().locator('tr[data-id="7"] input').uncheck();
  assert.not.ok(await selectAll.isChecked());
  await users().locator('tr[data-id="7"] input').check();
  assert.ok(await selectAll.isChecked());
  assert.equal(await comments().locator('input.wpgdprc-checkbox:checked').count(), 0);
});

const FAULTS = [
  { name: 'network', fault: { kind: 'network' }, text: /connection failed/ },
  { name: '0', fault: { kind: 'zero' }, text: /did not accept this request/ },
  { name: '-1', fault: { kind: 'minus-one' }, text: /session has expired/ },
  { name: 'invalid JSON', fault: { kind: 'invalid-json' }, text: /unexpected answer/ },
  { name: 'HTML 500', fault: { kind: 'html500' }, text: /problem answering/ },
  { name: 'success:false', fault: { kind: 'error-response' }, text: /^Emulated failure\.$/ },
] as const;

for (const { name, fault, text } of FAULTS) {
  test(`failure (${name}): the row is marked error, the chain stops, a clear message shows, loading ends; a retry works`, async () => {
    await start();
    const { page } = opened;
    session.server.faults.set('wpgdprc_process_action', fault);
    await users().locator('.wpgdprc-select-all').check();
    await users().locator('.wpgdprc-remove').click();
    const message = users().locator('.wpgdprc-message.wpgdprc-message--error');
    await message.waitFor({ state: 'visible' });
    assert.match((await message.textContent())!, text);
    assert.equal(await rowStatus(7), ['wpgdprc-status--error']);
    assert.equal(await rowStatus(8), [], 'the chain stopped');
    assert.equal(await rowStatus(11), []);
    assert.ok(await hasBox(7));
    assert.not.ok(await isLoading());
    await page.waitForTimeout(700); // longer than the gap: still nothing more is sent
    assert.equal(new Set(opened.ajax().map((request) => request.postData)), new Set([body('user', 7)]));
    // Retry with another row (with a corrupted answer the server did remove row 7).
    session.server.faults.clear();
    await users().locator('tr[data-id="7"] input').uncheck();
    await users().locator('tr[data-id="11"] input').uncheck();
    await users().locator('.wpgdprc-remove').click();
    await page.waitForFunction(() => document.querySelector('tr[data-id="8"]')!.classList.contains('wpgdprc-status--removed'));
    assert.equal(await rowStatus(7), ['wpgdprc-status--error']);
    assert.is(await users().locator('.wpgdprc-message').textContent(), SUCCESS);
  });
}

test('a row the server refuses stops the chain with its own message', async () => {
  await start();
  const { page } = opened;
  session.server.state.consent.deletionRows.user = session.server.state.consent.deletionRows.user.filter((row) => row.id !== 11);
  await users().locator('.wpgdprc-select-all').check();
  await users().locator('.wpgdprc-remove').click();
  await users().locator('.wpgdprc-message--error').waitFor();
  assert.equal(await rowStatus(7), ['wpgdprc-status--removed']);
  assert.equal(await rowStatus(8), ['wpgdprc-status--removed']);
  assert.equal(await rowStatus(11), ['wpgdprc-status--error']);
  assert.is(await users().locator('.wpgdprc-message').textContent(), 'No value selected.');
  assert.equal(opened.ajax().map((request) => request.postData), [body('user', 7), body('user', 8), body('user', 11)]);
  await page.waitForTimeout(100);
});

test.run();
