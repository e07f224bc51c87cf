import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { holdChunks } from './helpers/hold-chunks';
import { openSession, type BrowserSession, type OpenedPage } from './helpers/session';

// The sports-club page (generation B): players table, matches, recent news, info box, toggles, tabs, skills.
const test = suite('sports page');
let session: BrowserSession;
let opened: OpenedPage;

const DESCRIPTOR =
  'a%3A7%3A%7Bs%3A2%3A%22id%22%3Bs%3A18%3A%22sc_players_table_1%22%3Bs%3A4%3A%22team%22%3Bs%3A10%3A%22first-team%22%3Bs%3A3%3A%22cat%22%3Bs%3A0%3A%22%22%3Bs%3A5%3A%22count%22%3Bi%3A12%3Bs%3A4%3A%22sort%22%3Bs%3A4%3A%22desc%22%3Bs%3A7%3A%22columns%22%3Bs%3A27%3A%22number%2Cname%2Cposition%2Cpoints%22%3Bs%3A7%3A%22orderby%22%3Bs%3A6%3A%22points%22%3B%7D';

const table = () => opened.page.locator('#sc_players_table_1');
const shownPlayers = () =>
  opened.page.$$eval('#sc_players_table_1 tr[data-cat]', (rows) =>
    rows.filter((row) => getComputedStyle(row).display !== 'none').map((row) => row.querySelector('.sc_players_table_player')!.textContent!.trim()),
  );
const sortHeader = () => table().locator('th.sort');
const sortRequests = () => opened.ajax().map((request) => request.postData ?? '').filter((body) => body.startsWith('action=sort_by_points&'));
const sortFinished = () => opened.page.waitForFunction(() => !document.getElementById('sc_players_table_1')!.hasAttribute('aria-busy'));

test.before(async () => {
  session = await openSession();
});
test.after(async () => {
  await session.close();
});
test.before.each(async () => {
  session.server.faults.clear();
  opened = await session.open('/sports.html');
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
});
test.after.each(async () => {
  assert.equal(opened.errors, [], 'no page errors');
  await opened.page.context().close();
});

test('players table: sort_by_points with the opposite of data-sort and the page descriptor; the answer replaces the table', async () => {
  assert.equal(await shownPlayers(), ['Lucas Meyer', 'Tom Hayes', 'Ivan Petrov', 'Marco Rossi', 'Sam Obi', 'Jan Novák']);
  assert.is(await sortHeader().getAttribute('aria-sort'), 'descending');
  await sortHeader().click();
  await opened.page.waitForFunction(() => document.getElementById('sc_players_table_1')!.getAttribute('data-sort') === 'asc');
  assert.equal(sortRequests(), [`action=sort_by_points&nonce=8c1d2e3f4a&sort=asc&table=${DESCRIPTOR}`]);
  assert.equal(await shownPlayers(), ['Jan Novák', 'Sam Obi', 'Marco Rossi', 'Ivan Petrov', 'Tom Hayes', 'Lucas Meyer']);
  assert.is(await sortHeader().getAttribute('aria-sort'), 'ascending');
  await sortHeader().click();
  await opened.page.waitForFunction(() => document.getElementById('sc_players_table_1')!.getAttribute('data-sort') === 'desc');
  assert.match(sortRequests()[1]!, /&sort=desc&/);
  assert.is(session.server.state.theme.playersSort[decodeURIComponent(DESCRIPTOR)], 'desc');
});

test('the players table loads on first use: a sort click while the code is held back sorts once', async () => {
  // Opened again without the idle fetch-ahead, so that the code is not there before the click.
  await opened.page.context().close();
  opened = await session.open('/sports.html', { fetchAhead: false });
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  await opened.page.waitForLoadState('networkidle');
  assert.is(await sortHeader().getAttribute('aria-sort'), 'descending', 'said at rest');
  const chunks = await holdChunks(opened.page);
  await sortHeader().click();
  assert.ok((await chunks.asked()) > 0, 'the code was asked for on the click');
  assert.equal(sortRequests(), []);
  await chunks.release();
  await opened.page.waitForFunction(() => document.getElementById('sc_players_table_1')!.getAttribute('data-sort') === 'asc');
  await sortFinished();
  await opened.page.waitForTimeout(300);
  assert.equal(sortRequests(), [`action=sort_by_points&nonce=8c1d2e3f4a&sort=asc&table=${DESCRIPTOR}`], 'one request: replayed exactly once');
});

test('players table: the category filter (all = no filter) stays applied to the new table; the sort header works from the keyboard', async () => {
  // The filter's code comes with the first use of the table: the rows follow once it is there.
  await table().locator('select').focus();
  await table().locator('select').selectOption('captains');
  await opened.page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLElement>('#sc_players_table_1 tr[data-cat]')).filter((row) => getComputedStyle(row).display !== 'none').length === 2);
  assert.equal(await shownPlayers(), ['Lucas Meyer', 'Marco Rossi']);
  await sortHeader().focus();
  await opened.page.keyboard.press('Enter');
  await opened.page.waitForFunction(() => document.getElementById('sc_players_table_1')!.getAttribute('data-sort') === 'asc');
  await sortFinished();
  assert.equal(await shownPlayers(), ['Marco Rossi', 'Lucas Meyer']);
  assert.ok(await opened.page.evaluate(() => document.activeElement?.classList.contains('sort')), 'focus stays on the sort header');
  await table().locator('select').selectOption('all');
  assert.is((await shownPlayers()).length, 6);
  await table().locator('select').selectOption('goalkeepers');
  assert.equal(await shownPlayers(), ['Jan Novák']);
});

test("players table: a script's selectOption alone (untrusted events, no focus) while the code is held back: the rows follow once it is there", async () => {
  await opened.page.context().close();
  opened = await session.open('/sports.html', { fetchAhead: false });
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  await opened.page.waitForLoadState('networkidle');
  const chunks = await holdChunks(opened.page);
  await table().locator('select').selectOption('captains');
  assert.ok((await chunks.asked()) > 0, 'the choice woke the code');
  await chunks.release();
  await opened.page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLElement>('#sc_players_table_1 tr[data-cat]')).filter((row) => getComputedStyle(row).display !== 'none').length === 2);
  assert.equal(await shownPlayers(), ['Lucas Meyer', 'Marco Rossi']);
});

test('players table: a category the browser restores on back navigation is shown, and the component starts from it', async () => {
  await table().locator('select').selectOption('captains');
  await opened.page.goto(new URL('/contacts.html', opened.page.url()).href);
  await opened.page.goBack();
  await opened.page.waitForFunction(() => performance.getEntriesByName('enhance:settled').length > 0);
  assert.is(await opened.page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type), 'back_forward');
  assert.is(await table().locator('select').inputValue(), 'captains', 'restored by the browser');
  assert.equal(await shownPlayers(), ['Lucas Meyer', 'Marco Rossi']);
  // The sort's answer is a new, unfiltered table: the component filters it by the category it started with.
  await sortHeader().click();
  await opened.page.waitForFunction(() => document.getElementById('sc_players_table_1')!.getAttribute('data-sort') === 'asc');
  await sortFinished();
  assert.equal(await shownPlayers(), ['Marco Rossi', 'Lucas Meyer']);
});

for (const kind of ['network', 'html500', 'zero', 'invalid-json'] as const) {
  test(`players table: when the server fails (${kind}) the table and its order stay and a warning says so`, async () => {
    session.server.faults.set('sort_by_points', { kind });
    const before = await table().innerHTML();
    await sortHeader().click();
    await opened.page.locator('.diveit_message_warning').waitFor();
    await sortFinished();
    assert.is(await table().getAttribute('data-sort'), 'desc');
    assert.is(await table().innerHTML(), before);
    session.server.faults.clear();
    await opened.page.keyboard.press('Escape');
    await sortHeader().click();
    await opened.page.waitForFunction(() => document.getElementById('sc_players_table_1')!.getAttribute('data-sort') === 'asc');
  });
}

test('matches: a fixture (click or keyboard) shows its match', async () => {
  const current = (id: string) => opened.page.locator(`.sc_matches_current #${id}`);
  assert.ok(await current('match_1').isVisible());
  await opened.page.locator('.sc_matches_list .sc_match[data-item="#match_3"]').click();
  await current('match_3').waitFor({ state: 'visible' });
  assert.not.ok(await current('match_1').isVisible());
  await opened.page.locator('.sc_matches_list .sc_match[data-item="#match_2"]').focus();
  await opened.page.keyboard.press('Enter');
  await current('match_2').waitFor({ state: 'visible' });
  assert.not.ok(await current('match_3').isVisible());
  assert.is(await opened.page.locator('.sc_matches_list .sc_match[data-item="#match_2"]').getAttribute('aria-pressed'), 'true');
});

test('recent news: "More" opens and closes the extra categories (mouse and keyboard)', async () => {
  const more = opened.page.locator('.sc_recent_news_header_category_item_more');
  const list = more.locator('.sc_recent_news_header_more_categories');
  assert.not.ok(await list.isVisible());
  await more.locator('.sc_recent_news_header_more_label').click();
  await list.locator('a', { hasText: 'Tickets' }).waitFor({ state: 'visible' });
  assert.ok(await more.evaluate((element) => element.classList.contains('opened')));
  await more.locator('.sc_recent_news_header_more_label').focus();
  await opened.page.keyboard.press('Enter');
  await list.waitFor({ state: 'hidden' });
  assert.is(await more.locator('.sc_recent_news_header_more_label').getAttribute('aria-expanded'), 'false');
});

test('the info box closes by its close button from the keyboard', async () => {
  const box = opened.page.locator('.sc_infobox_closeable');
  await box.locator('.sc_infobox_close').focus();
  await opened.page.keyboard.press('Enter');
  await box.waitFor({ state: 'hidden' });
});

test('toggles and no_jquery_ui tabs: keyboard operable', async () => {
  const second = opened.page.locator('#sc_toggles_1 .sc_toggles_title').nth(1);
  // The titles' roles and states are there at rest; their code starts on first use (the focus), and the
  // keys wait for it: it names each title's content (aria-controls) once it is there.
  await second.scrollIntoViewIfNeeded();
  assert.equal(await opened.page.$$eval('#sc_toggles_1 .sc_toggles_title', (titles) => titles.map((title) => title.getAttribute('aria-expanded'))).then((states) => states.every((state) => state === 'true' || state === 'false')), true);
  await second.focus();
  await opened.page.waitForFunction(() => document.querySelectorAll('#sc_toggles_1 .sc_toggles_title[aria-controls]').length > 1);
  await opened.page.keyboard.press('Enter');
  await opened.page.locator('#sc_toggles_1 .sc_toggles_content').nth(1).waitFor({ state: 'visible' });
  assert.is(await second.getAttribute('aria-expanded'), 'true');
  await opened.page.locator('#sc_tab_2_1_tab').focus();
  await opened.page.waitForFunction(() => document.getElementById('sc_tab_2_1_tab')!.hasAttribute('aria-controls'));
  await opened.page.keyboard.press('ArrowRight');
  await opened.page.locator('#sc_tab_2_2').waitFor({ state: 'visible' });
  assert.is(await opened.page.evaluate(() => document.activeElement?.id), 'sc_tab_2_2_tab');
  assert.ok(await opened.page.locator('#sc_tabs_2 li').nth(1).evaluate((li) => li.classList.contains('sc_tabs_active')));
  assert.not.ok(await opened.page.locator('#sc_tab_2_1').isVisible());
});

test('skills: the pie counts to its value and the arc draws once scrolled into view', async () => {
  assert.is(await opened.page.locator('#sc_skills_3 .sc_skills_total').first().textContent(), '0%');
  await opened.page.locator('#sc_skills_3').scrollIntoViewIfNeeded();
  await opened.page.waitForFunction(() => document.querySelector('#sc_skills_3 .sc_skills_total')!.textContent === '75%', null, { timeout: 5000 });
  assert.ok(await opened.page.locator('#sc_skills_3').evaluate((element) => element.classList.contains('inited')));
  await opened.page.locator('#sc_skills_4').scrollIntoViewIfNeeded();
  await opened.page.locator('#sc_skills_4 .sc_skills_arc_canvas svg g').first().waitFor();
  assert.is(await opened.page.locator('#sc_skills_4 svg g').count(), 4);
  assert.is(await opened.page.locator('#sc_skills_4 svg g').nth(1).getAttribute('aria-label'), '2nd period 31%');
});

test.run();
