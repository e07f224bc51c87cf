import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { readCookie, writeCookie } from '../../src/cookies';
import { themeContentEnhancers } from '../../enhancers/theme-content/definition';
import '../../enhancers/theme-content/bookmarks-add';
import '../../enhancers/theme-content/bookmarks-delete';
import '../../enhancers/theme-content/bookmark-dialog';
import '../../src/message-popup';
import { popupText, setThemePage, settle, startEnhancers, stopEnhancers, until, user, type Generation } from './theme-harness';

const PAGE = 'http://localhost/';
const list = (items: [string, string][]) =>
  `<ul class="bookmarks_list">${items
    .map(([title, url]) => `<li><a href="${url}" class="bookmarks_item">${title}<span class="bookmarks_delete icon-cancel" title="Delete this bookmark"></span></a></li>`)
    .join('')}</ul>`;
const markup = (items: [string, string][] = []) => `<a href="#" class="bookmarks_add" id="add">Bookmark this page</a>${list(items)}`;
const cookieList = (prefix = 'themerex') => JSON.parse(readCookie(`${prefix}_bookmarks`) ?? 'null');
const items = () => Array.from(document.querySelectorAll('.bookmarks_list li'), (item) => item.textContent);
const dialogInput = () => document.querySelector<HTMLInputElement>('[data-enhance-popup] #bookmark_title');
const dialogButton = (label: string) =>
  Array.from(document.querySelectorAll<HTMLElement>('[class$="_message_button"]')).find((button) => button.textContent === label)!;

let clock: FakeClock;
const test = suite('theme bookmarks');

async function setUp(generation: Generation, html: string, cookie?: string) {
  resetDom(html);
  if (cookie !== undefined) writeCookie(`${generation === 'A' ? 'themerex' : 'diveit'}_bookmarks`, cookie);
  setThemePage(generation);
  clock = installFakeClock();
  await startEnhancers(themeContentEnhancers);
}

test.after.each(() => {
  stopEnhancers();
  clock.uninstall();
  document.title = '';
});

test('A: the dialog asks for the title (text, prefilled before the first |); Apply stores it, lists it, confirms 1250 ms later', async () => {
  await setUp('A', markup());
  document.title = 'Summer <img src=x onerror="window.hacked=1"> camp | Kidsplanet';
  user(() => document.getElementById('add')!.click());
  await until(() => dialogInput() !== null);
  const popup = document.querySelector('.themerex_message_dialog')!;
  assert.is(popup.querySelector('.themerex_message_header')!.textContent, 'Add the bookmark');
  assert.is(popup.querySelector('label')!.textContent, 'Enter bookmark title');
  assert.is(dialogInput()!.value, 'Summer <img src=x onerror="window.hacked=1"> camp');
  assert.is(popup.querySelector('img'), null);
  assert.is(document.activeElement, dialogInput());
  dialogInput()!.value = 'My <b>camp</b>';
  user(() => dialogButton('Apply').click());
  await until(() => items().length === 1);
  assert.equal(cookieList(), [{ title: 'My <b>camp</b>', url: PAGE }]);
  const link = document.querySelector<HTMLAnchorElement>('.bookmarks_list a')!;
  assert.is(link.textContent, 'My <b>camp</b>');
  assert.is(link.querySelector('b'), null);
  assert.is(link.getAttribute('href'), PAGE);
  const remove = link.querySelector('.bookmarks_delete')!;
  assert.is(remove.getAttribute('title'), 'Delete this bookmark');
  assert.is(remove.getAttribute('role'), 'button');
  user(() => clock.tick(1249));
  await settle();
  assert.not.ok(document.querySelector('.themerex_message_success'));
  user(() => clock.tick(1));
  await until(() => document.querySelector('.themerex_message_success') !== null);
  assert.is(popupText(), "Current page has been successfully added to the bookmarks. You can see it in the right panel on the tab 'Bookmarks'");
});

test('Cancel adds nothing; a page already in the list gets bookmark_exists', async () => {
  await setUp('B', markup(), JSON.stringify([{ title: 'Other', url: 'http://localhost/other' }]));
  user(() => document.getElementById('add')!.click());
  await until(() => dialogInput() !== null);
  user(() => dialogButton('Cancel').click());
  await settle();
  assert.equal(cookieList('diveit'), [{ title: 'Other', url: 'http://localhost/other' }]);
  writeCookie('diveit_bookmarks', JSON.stringify([{ title: 'Here', url: PAGE }]));
  user(() => clock.tick(1000));
  user(() => document.getElementById('add')!.click());
  await until(() => document.querySelector('.diveit_message_warning') !== null);
  assert.is(popupText(), 'Current page already exists in the bookmarks list');
  assert.is(document.querySelector('.diveit_message_header')!.textContent, 'Add the bookmark');
});

test('a malformed or oversize cookie reads as an empty list and the page keeps working', async () => {
  for (const broken of ['not json', '{"title":"x"}', JSON.stringify([{ title: 1 }, { title: 'Ok', url: '/ok' }]), JSON.stringify([{ title: 'x'.repeat(4000), url: '/' }])]) {
    await setUp('A', markup(), broken);
    user(() => document.getElementById('add')!.click());
    await until(() => dialogInput() !== null);
    user(() => dialogButton('Apply').click());
    await until(() => items().length === 1);
    const expected = broken.includes('"Ok"') ? [{ title: 'Ok', url: '/ok' }] : [];
    assert.equal(cookieList(), [...expected, { title: PAGE, url: PAGE }], broken.slice(0, 20));
    stopEnhancers();
    clock.uninstall();
  }
  await setUp('A', markup());
});

test('a list too big for a cookie is not written: a warning instead', async () => {
  const many = Array.from({ length: 60 }, (_, index) => ({ title: `Bookmark number ${index}`, url: `http://localhost/page-${index}` }));
  await setUp('A', markup(), JSON.stringify(many.slice(0, 40)));
  const before = readCookie('themerex_bookmarks');
  user(() => document.getElementById('add')!.click());
  await until(() => dialogInput() !== null);
  dialogInput()!.value = 'x'.repeat(2000);
  user(() => dialogButton('Apply').click());
  await until(() => document.querySelector('.themerex_message_warning') !== null);
  assert.match(popupText() ?? '', /bookmarks list is full/);
  assert.is(readCookie('themerex_bookmarks'), before);
  assert.equal(items(), []);
});

test('delete removes the entry at the <li> position (defect 11) and the item', async () => {
  const entries: [string, string][] = [['One', '/one'], ['Two', '/two'], ['Three', '/three']];
  await setUp('A', markup(entries), JSON.stringify(entries.map(([title, url]) => ({ title, url }))));
  const second = document.querySelectorAll<HTMLElement>('.bookmarks_delete')[1]!;
  assert.is(second.getAttribute('tabindex'), '0');
  assert.is(second.getAttribute('aria-label'), 'Delete this bookmark');
  const click = new window.MouseEvent('click', { bubbles: true, cancelable: true });
  user(() => second.dispatchEvent(click));
  assert.ok(click.defaultPrevented, 'the link does not open');
  await until(() => items().length === 2);
  assert.equal(items(), ['One', 'Three']);
  assert.equal(cookieList(), [{ title: 'One', url: '/one' }, { title: 'Three', url: '/three' }]);
});

test('keyboard: Enter on a delete control deletes; focus moves to the next one. A list out of step with the cookie deletes by URL', async () => {
  await setUp('B', markup([['Two', '/two'], ['One', '/one']]), JSON.stringify([{ title: 'One', url: '/one' }, { title: 'Two', url: '/two' }]));
  const first = document.querySelectorAll<HTMLElement>('.bookmarks_delete')[0]!;
  first.focus();
  user(() => first.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })));
  await until(() => items().length === 1);
  assert.equal(cookieList('diveit'), [{ title: 'One', url: '/one' }]);
  assert.is(document.activeElement, document.querySelector('.bookmarks_delete'));
});

test('the list items are the component\'s, with the theme\'s markup, in every list; a list mounted later does not repeat them; deleting one works', async () => {
  await setUp('A', `${markup([['One', '/one']])}<div id="panel">${list([])}</div>`, JSON.stringify([{ title: 'One', url: '/one' }]));
  user(() => document.getElementById('add')!.click());
  await until(() => dialogInput() !== null);
  dialogInput()!.value = 'Camp';
  user(() => dialogButton('Apply').click());
  await until(() => items().length === 3);
  const expected =
    `<li><a href="${PAGE}" class="bookmarks_item">Camp<span class="bookmarks_delete icon-cancel" title="Delete this bookmark" role="button" tabindex="0" aria-label="Delete this bookmark"></span></a></li>`;
  const lists = document.querySelectorAll('.bookmarks_list');
  assert.is(lists[0]!.lastElementChild!.outerHTML, expected, 'after the server items');
  assert.is(lists[1]!.innerHTML, expected, 'every list on the page');
  document.body.insertAdjacentHTML('beforeend', list([['Camp', PAGE]]));
  await settle();
  assert.is(document.querySelectorAll('.bookmarks_list')[2]!.children.length, 1, 'a list printed later lists it once');
  user(() => lists[0]!.querySelector<HTMLElement>('li:last-child .bookmarks_delete')!.click());
  await until(() => lists[0]!.children.length === 1);
  assert.equal(cookieList(), [{ title: 'One', url: '/one' }]);
  assert.is(lists[1]!.innerHTML, expected, 'the other list keeps its item');
});

test.run();
