import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spyConsole } from '../helpers/console-spy';
import { installFakeFetch, type SentRequest } from '../helpers/fake-fetch';
import { diveitStorage, json, key, mountModule, settle, waitUntil, type Mounted } from '../helpers/theme-kit';
import playersModule from '../../enhancers/theme-sports/players-table';
import { modules as atRest } from '../../enhancers/theme-sports/at-rest';
import { removePopupHost } from '../../src/message-popup';

const rows = (order: [string, string, number][]) =>
  order.map(([name, cats, points]) => `<tr data-cat="${cats}"><td>${name}</td><td class="points">${points}</td></tr>`).join('');
const PLAYERS: [string, string, number][] = [
  ['Lucas', 'forwards,captains', 54],
  ['Tom', 'forwards', 41],
  ['Ivan', 'defenders', 22],
  ['Jan', 'goalkeepers', 2],
];
const bareTableHtml = (sort: 'asc' | 'desc') =>
  `<table class="sc_table"><tr><th>Player</th><th class="sort">Points</th></tr>${rows([...PLAYERS].sort((a, b) => (sort === 'asc' ? a[2] - b[2] : b[2] - a[2])))}</table>`;
/** What the `[trx_table]` shortcode prints (contract theme §3): a `div.sc_table` around a plain table. */
const tableHtml = (sort: 'asc' | 'desc') => `<div class="sc_table">${bareTableHtml(sort).replace('<table class="sc_table">', '<table>')}</div>`;
const page = (id: string, sort?: string, table = tableHtml('desc')) => `
  <div id="${id}" class="sc_players_table"${sort ? ` data-sort="${sort}"` : ''}>
    <div class="sc_players_table_category"><select>
      <option value="all" data-cat="all">All</option><option value="forwards" data-cat="forwards">Forwards</option>
      <option value="captains" data-cat="captains">Captains</option></select></div>
    ${table}
  </div>`;

let fetchMock: ReturnType<typeof installFakeFetch>;
let mounted: Mounted[] = [];
let respond: (request: SentRequest) => Response | Promise<Response>;
const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

const root = (id = 'sc_players_table_1') => document.getElementById(id)!;
const names = (id?: string) => Array.from(root(id).querySelectorAll('tr[data-cat]')).filter((row) => (row as HTMLElement).style.display !== 'none').map((row) => row.firstElementChild!.textContent);
const sortHeader = (id?: string) => root(id).querySelector<HTMLElement>('.sort')!;
const choose = (value: string, id?: string) => {
  const select = root(id).querySelector('select')!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

/** Waits until no table is sorting (aria-busy is set at the click and cleared when the request ends). */
const sorted = () => waitUntil(() => !document.querySelector('.sc_players_table[aria-busy]'));

function start(html: string, storage: Record<string, unknown> = {}) {
  resetDom(html);
  setPageGlobal('DIVEIT_STORAGE', diveitStorage(storage));
  mounted = Array.from(document.querySelectorAll('.sc_players_table')).map((element) => mountModule(playersModule, element));
}

test.before.each(() => {
  reactAct.IS_REACT_ACT_ENVIRONMENT = false;
  respond = (request) => json({ error: '', data: tableHtml(new URLSearchParams(request.body).get('sort') as 'asc' | 'desc') });
  fetchMock = installFakeFetch((request) => respond(request));
});
test.after.each(async () => {
  await settle();
  for (const each of mounted) each.unmount();
  removePopupHost();
  fetchMock.restore();
  reactAct.IS_REACT_ACT_ENVIRONMENT = true;
});

test('sort sends sort_by_points with the opposite of data-sort and the table descriptor, then replaces the table', async () => {
  start(page('sc_players_table_1', 'desc'), { ajax_sc_players_table_1: 'a:2:{s:4:"team";s:5:"first";}' });
  const oldTable = root().querySelector('table');
  sortHeader().click();
  assert.is(root().getAttribute('aria-busy'), 'true');
  await sorted();
  assert.is(fetchMock.sent.length, 1);
  assert.is(fetchMock.sent[0]!.body, 'action=sort_by_points&nonce=8c1d2e3f4a&sort=asc&table=a%3A2%3A%7Bs%3A4%3A%22team%22%3Bs%3A5%3A%22first%22%3B%7D');
  assert.is(fetchMock.sent[0]!.headers['x-requested-with'], 'XMLHttpRequest');
  assert.is.not(root().querySelector('table'), oldTable, 'table replaced');
  assert.equal(names(), ['Jan', 'Ivan', 'Tom', 'Lucas']);
  assert.is(root().getAttribute('data-sort'), 'asc');
  assert.is(sortHeader().getAttribute('aria-sort'), 'ascending');
  assert.not.ok(root().hasAttribute('aria-busy'));
  sortHeader().click();
  await sorted();
  assert.match(fetchMock.sent[1]!.body, /&sort=desc&/);
  assert.equal(names(), ['Lucas', 'Tom', 'Ivan', 'Jan']);
  assert.is(root().getAttribute('data-sort'), 'desc');
});

test('without data-sort the first sort is asc; a missing descriptor is sent empty', async () => {
  start(page('sc_players_table_1'));
  sortHeader().click();
  await sorted();
  assert.is(fetchMock.sent[0]!.body, 'action=sort_by_points&nonce=8c1d2e3f4a&sort=asc&table=');
});

test('the sort header is a focusable column header: Enter and Space sort, focus follows into the new table', async () => {
  start(page('sc_players_table_1', 'asc'));
  assert.is(sortHeader().tabIndex, 0);
  assert.is(sortHeader().getAttribute('aria-sort'), 'ascending');
  sortHeader().focus();
  key(sortHeader(), 'Enter');
  await sorted();
  assert.match(fetchMock.sent[0]!.body, /&sort=desc&/);
  assert.is(document.activeElement, sortHeader(), 'focus on the new sort header');
  key(sortHeader(), ' ');
  await sorted();
  assert.is(fetchMock.sent.length, 2);
});

test('double clicks send one request while one is running', async () => {
  start(page('sc_players_table_1', 'desc'));
  let release!: () => void;
  respond = () => new Promise((resolve) => (release = () => resolve(json({ error: '', data: tableHtml('asc') }))));
  sortHeader().click();
  sortHeader().click();
  await settle();
  assert.is(fetchMock.sent.length, 1);
  assert.is(root().getAttribute('aria-busy'), 'true');
  release();
  await sorted();
  sortHeader().click();
  assert.is(fetchMock.sent.length, 2);
  release();
  await sorted();
});

test('the category filter: all shows every row, a category only rows that list it; re-applied after sorting', async () => {
  start(page('sc_players_table_1', 'desc'));
  choose('captains');
  assert.equal(names(), ['Lucas']);
  choose('forwards');
  assert.equal(names(), ['Lucas', 'Tom']);
  assert.is((root().querySelector('tr') as HTMLElement).style.display, '', 'the header row stays');
  sortHeader().click();
  await sorted();
  assert.equal(names(), ['Tom', 'Lucas'], 'the new table is filtered too');
  choose('all');
  assert.equal(names(), ['Jan', 'Ivan', 'Tom', 'Lucas']);
});

test('the shortcode markup: the filter reaches rows inside div.sc_table, and the answer replaces the whole wrapper', async () => {
  start(page('sc_players_table_1', 'desc'));
  const oldWrapper = root().querySelector('div.sc_table');
  choose('captains');
  assert.equal(names(), ['Lucas']);
  sortHeader().click();
  await sorted();
  assert.is(root().querySelectorAll('.sc_table').length, 1, 'one wrapper, not a wrapper in a wrapper');
  assert.is.not(root().querySelector('div.sc_table'), oldWrapper);
  assert.ok(root().querySelector('div.sc_table > table'));
  assert.equal(names(), ['Lucas']);
});

test('a bare table.sc_table (page and answer) is filtered and replaced the same way', async () => {
  start(page('sc_players_table_1', 'desc', bareTableHtml('desc')));
  respond = (request) => json({ error: '', data: bareTableHtml(new URLSearchParams(request.body).get('sort') as 'asc' | 'desc').replace(' class="sc_table"', '') });
  choose('forwards');
  assert.equal(names(), ['Lucas', 'Tom']);
  sortHeader().click();
  await sorted();
  assert.ok(root().querySelector('table.sc_table'), 'the class stays on the replacement');
  assert.equal(names(), ['Tom', 'Lucas']);
});

test('two tables on one page work independently, each with its own descriptor', async () => {
  start(page('sc_players_table_1', 'desc') + page('sc_players_table_2', 'asc'), { ajax_sc_players_table_1: 'one', ajax_sc_players_table_2: 'two' });
  sortHeader('sc_players_table_2').click();
  await sorted();
  assert.is(fetchMock.sent[0]!.body, 'action=sort_by_points&nonce=8c1d2e3f4a&sort=desc&table=two');
  assert.equal(names('sc_players_table_1'), ['Lucas', 'Tom', 'Ivan', 'Jan'], 'the other table is untouched');
  choose('captains', 'sc_players_table_1');
  assert.equal(names('sc_players_table_2'), ['Lucas', 'Tom', 'Ivan', 'Jan']);
});

for (const [name, reply, message] of [
  ['the network fails', () => Promise.reject(new TypeError('Failed to fetch')), /connection failed/],
  ['the server answers an error', () => json({ error: 'Table not found', data: '' }), /^Table not found$/],
  ['the server answers an HTML 500 page', () => new Response('<html>Fatal</html>', { status: 500 }), /^Invalid server answer$/],
  ['the server answers 0', () => new Response('0'), /^Invalid server answer$/],
  ['the answer is not JSON', () => new Response('<b>Notice</b>'), /^Invalid server answer$/],
  ['the answer holds no table', () => json({ error: '', data: '<p>nothing</p>' }), /^Invalid server answer$/],
  ['the server answers an error in markup', () => json({ error: '<strong>ERROR</strong>: Table not found', data: '' }), /^ERROR: Table not found$/],
  ['the server answers an error of markup alone', () => json({ error: '<br>', data: '' }), /^Invalid server answer$/],
  ['the nonce check fails (empty body)', () => new Response(''), /session has expired/],
] as const) {
  test(`when ${name}: the table stays as it was, the sort order too, and a warning says so`, async () => {
    start(page('sc_players_table_1', 'desc'));
    respond = reply as () => Response;
    const warnings = spyConsole('warn');
    const before = root().innerHTML;
    sortHeader().click();
    await sorted();
    await waitUntil(() => document.querySelector('.diveit_message_warning'));
    warnings.restore();
    assert.match(document.querySelector('.diveit_message_body')!.textContent!, message as RegExp);
    assert.is(document.querySelector('.diveit_message_body strong'), null, 'server markup shown as text');
    assert.is(root().innerHTML, before);
    assert.is(root().getAttribute('data-sort'), 'desc');
    assert.not.ok(root().hasAttribute('aria-busy'));
    respond = () => json({ error: '', data: tableHtml('asc') });
    sortHeader().click();
    await sorted();
    assert.is(root().getAttribute('data-sort'), 'asc', 'works again afterwards');
  });
}

test('a category chosen after the at-rest part with no event (a form the browser restored, a script): the component shows it at mount', async () => {
  resetDom(page('sc_players_table_1', 'desc'));
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  const rest = mountModule(atRest['players-table-at-rest'], root());
  assert.equal(names(), ['Lucas', 'Tom', 'Ivan', 'Jan']);
  root().querySelector('select')!.value = 'forwards';
  mounted = [mountModule(playersModule, root())];
  assert.equal(names(), ['Lucas', 'Tom']);
  choose('all');
  assert.equal(names(), ['Lucas', 'Tom', 'Ivan', 'Jan'], 'and follows the select from then on');
  rest.unmount();
});

test('the answer is inserted without scripts or handlers', async () => {
  start(page('sc_players_table_1', 'desc'));
  respond = () => json({ error: '', data: '<div class="sc_table"><table><tr><th class="sort" onclick="window.hacked=1">P</th></tr><tr data-cat="x"><td><img src="x" onerror="window.hacked=2">A</td></tr></table></div><script>window.hacked=3</script>' });
  sortHeader().click();
  await sorted();
  assert.not.ok(root().querySelector('[onclick], [onerror], script'));
  assert.is((window as { hacked?: number }).hacked, undefined);
});

test('at rest: the filter named, the sort header focusable with the order, the chosen category shown; the component adopts it', async () => {
  resetDom(page('sc_players_table_1', 'desc'));
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  root().querySelector<HTMLOptionElement>('option[value="captains"]')!.selected = true;
  const server = root().outerHTML;
  const rest = mountModule(atRest['players-table-at-rest'], root());
  assert.is(root().querySelector('select')!.getAttribute('aria-label'), 'Category');
  assert.is(sortHeader().getAttribute('tabindex'), '0');
  assert.is(sortHeader().getAttribute('aria-sort'), 'descending');
  assert.equal(names(), ['Lucas']);
  const atRestMarkup = root().outerHTML;
  mounted = [mountModule(playersModule, root())];
  assert.is(root().outerHTML, atRestMarkup, 'nothing changes when the component mounts');
  for (const each of mounted) each.unmount();
  mounted = [];
  rest.unmount();
  assert.not.ok(root().querySelector('select')!.hasAttribute('aria-label'));
  assert.not.ok(sortHeader().hasAttribute('tabindex'));
  assert.not.ok(sortHeader().hasAttribute('aria-sort'));
  assert.ok(server.length > 0);
});

test.run();
