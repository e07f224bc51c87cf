import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { key, mountModule, type Mounted } from '../helpers/theme-kit';
import tabsModule from '../../enhancers/theme-widgets/tabs';

const tabs = (id: string, active: string, extraClass = '') => `
  <div id="${id}" class="sc_tabs ${extraClass}" data-active="${active}">
    <ul class="sc_tabs_titles">${[1, 2, 3].map((n) => `<li class="sc_tabs_title"><a href="#${id}_${n}">Tab ${n}</a></li>`).join('')}</ul>
    ${[1, 2, 3].map((n) => `<div id="${id}_${n}" class="sc_tabs_content"><p>Panel ${n}</p></div>`).join('')}
  </div>`;

let clock: FakeClock;
let mounted: Mounted[] = [];
const start = (html: string) => {
  resetDom(html);
  mounted = Array.from(document.querySelectorAll('.sc_tabs')).map((element) => mountModule(tabsModule, element));
};
const links = (id: string) => Array.from(document.querySelectorAll<HTMLAnchorElement>(`#${id} .sc_tabs_titles a`));
const panel = (id: string, n: number) => document.getElementById(`${id}_${n}`)!;
const shown = (id: string) => [1, 2, 3].filter((n) => panel(id, n).style.display !== 'none');
const activeItems = (id: string, name: string) => Array.from(document.querySelectorAll(`#${id} li`)).map((li, index) => (li.classList.contains(name) ? index : -1)).filter((index) => index >= 0);

likeTheBrowser(test);
test.before.each(() => {
  clock = installFakeClock();
});
test.after.each(() => {
  mounted.forEach((each) => each.unmount());
  clock.uninstall();
});

test('B no_jquery_ui tabs: ARIA tabs, the data-active tab selected with li.sc_tabs_active, its panel shown', () => {
  start(tabs('t1', '0', 'no_jquery_ui'));
  const list = document.querySelector('#t1 .sc_tabs_titles')!;
  assert.is(list.getAttribute('role'), 'tablist');
  assert.is(links('t1')[0]!.getAttribute('role'), 'tab');
  assert.is(links('t1')[0]!.getAttribute('aria-selected'), 'true');
  assert.is(links('t1')[1]!.getAttribute('aria-selected'), 'false');
  assert.is(links('t1')[0]!.tabIndex, 0);
  assert.is(links('t1')[1]!.tabIndex, -1);
  assert.is(links('t1')[1]!.getAttribute('aria-controls'), 't1_2');
  assert.is(panel('t1', 2).getAttribute('role'), 'tabpanel');
  assert.is(panel('t1', 2).getAttribute('aria-labelledby'), links('t1')[1]!.id);
  assert.equal(activeItems('t1', 'sc_tabs_active'), [0]);
  assert.equal(shown('t1'), [1]);
});

test('A jQuery-UI tabs start at data-active (NaN → first) and mark ui-state-active ui-tabs-active', () => {
  start(tabs('t1', '2') + tabs('t2', 'none'));
  assert.equal(activeItems('t1', 'ui-state-active'), [2]);
  assert.equal(activeItems('t1', 'ui-tabs-active'), [2]);
  assert.equal(activeItems('t1', 'sc_tabs_active'), []);
  assert.equal(shown('t1'), [3]);
  assert.equal(shown('t2'), [1]);
});

test('a click fades the current panel out over 300 ms, then the chosen one in over 300 ms', () => {
  start(tabs('t1', '0', 'no_jquery_ui'));
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  links('t1')[1]!.dispatchEvent(event);
  assert.ok(event.defaultPrevented, 'no jump to the anchor');
  assert.equal(activeItems('t1', 'sc_tabs_active'), [1]);
  assert.is(panel('t1', 1).style.opacity, '0', 'fading out');
  assert.is(panel('t1', 2).style.display, 'none');
  clock.tick(299);
  assert.is(panel('t1', 1).style.display, 'block');
  clock.tick(1);
  assert.is(panel('t1', 1).style.display, 'none');
  assert.is(panel('t1', 2).style.display, 'block');
  assert.is(panel('t1', 2).style.opacity, '1', 'fading in');
  clock.tick(300);
  assert.is(panel('t1', 2).style.opacity, '');
  assert.equal(shown('t1'), [2]);
});

test('a quick second switch during a fade ends with only the last choice shown', () => {
  start(tabs('t1', '0', 'no_jquery_ui'));
  links('t1')[1]!.click();
  clock.tick(100);
  links('t1')[2]!.click();
  clock.tick(1000);
  assert.equal(shown('t1'), [3]);
  assert.equal(activeItems('t1', 'sc_tabs_active'), [2]);
});

test('keyboard: arrows, Home and End move focus and select (wrapping); Enter selects', () => {
  start(tabs('t1', '0', 'no_jquery_ui'));
  links('t1')[0]!.focus();
  key(links('t1')[0]!, 'ArrowRight');
  assert.is(document.activeElement, links('t1')[1]);
  assert.is(links('t1')[1]!.getAttribute('aria-selected'), 'true');
  key(links('t1')[1]!, 'End');
  assert.is(document.activeElement, links('t1')[2]);
  key(links('t1')[2]!, 'ArrowRight');
  assert.is(document.activeElement, links('t1')[0], 'wraps to the first');
  key(links('t1')[0]!, 'ArrowLeft');
  assert.is(document.activeElement, links('t1')[2]);
  key(links('t1')[2]!, 'Home');
  assert.is(document.activeElement, links('t1')[0]);
  clock.tick(600);
  assert.equal(shown('t1'), [1]);
});

test('several tab sets on one page are independent', () => {
  start(tabs('t1', '0', 'no_jquery_ui') + tabs('t2', '1', 'no_jquery_ui'));
  links('t2')[2]!.click();
  clock.tick(600);
  assert.equal(shown('t1'), [1]);
  assert.equal(shown('t2'), [3]);
});

test('a malformed % escape in a tab address does not stop the tabs: the id is kept as written', () => {
  start(`<div id="t9" class="sc_tabs no_jquery_ui" data-active="1">
    <ul class="sc_tabs_titles"><li><a href="#%zz">Odd</a></li><li><a href="#t9_2">Two</a></li></ul>
    <div id="%zz">One</div><div id="t9_2">Two</div></div>`);
  const [odd, two] = Array.from(document.querySelectorAll<HTMLAnchorElement>('#t9 a'));
  assert.is(odd!.getAttribute('role'), 'tab');
  assert.is(odd!.getAttribute('aria-controls'), '%zz');
  assert.is(two!.getAttribute('aria-selected'), 'true');
  odd!.click();
  clock.tick(600);
  assert.is(document.getElementById('%zz')!.style.display, 'block');
  assert.is(document.getElementById('t9_2')!.style.display, 'none');
});

test('cleanup removes the roles and listeners', () => {
  start(tabs('t1', '0', 'no_jquery_ui'));
  mounted[0]!.unmount();
  mounted = [];
  assert.not.ok(links('t1')[0]!.hasAttribute('role'));
  links('t1')[1]!.click();
  clock.tick(600);
  assert.equal(activeItems('t1', 'sc_tabs_active'), [0]);
});

test.run();
