import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { key, mountModule, type Mounted } from '../helpers/theme-kit';
import accordionModule from '../../enhancers/theme-widgets/accordion';
import { activeIndex } from '../../enhancers/theme-widgets/dom/active-index';

const accordion = (id: string, active: string) => `
  <div id="${id}" class="sc_accordion" data-active="${active}">
    ${[1, 2, 3].map((n) => `<div class="sc_accordion_item"><h5 class="sc_accordion_title"><span class="sc_accordion_icon"></span>Question ${n}</h5><div class="sc_accordion_content"><p>Answer ${n}</p></div></div>`).join('')}
  </div>`;

let mounted: Mounted[] = [];
const start = (html: string) => {
  resetDom(html);
  mounted = Array.from(document.querySelectorAll('.sc_accordion')).map((element) => mountModule(accordionModule, element));
};
const items = (id: string) => Array.from(document.querySelectorAll<HTMLElement>(`#${id} > .sc_accordion_item`));
const openOnes = (id: string) => items(id).map((item, index) => (item.classList.contains('sc_active') ? index : -1)).filter((index) => index >= 0);
const title = (id: string, index: number) => items(id)[index]!.querySelector<HTMLElement>('.sc_accordion_title')!;
const content = (id: string, index: number) => items(id)[index]!.querySelector<HTMLElement>('.sc_accordion_content')!;

likeTheBrowser(test);
test.after.each(() => mounted.forEach((each) => each.unmount()));

test('data-active: a number, NaN meaning 0', () => {
  assert.is(activeIndex('2'), 2);
  assert.is(activeIndex(''), 0);
  assert.is(activeIndex('abc'), 0);
  assert.is(activeIndex(null), 0);
});

test('opens the data-active item with sc_active and ARIA; NaN opens the first', () => {
  start(accordion('a1', '1') + accordion('a2', 'x'));
  assert.equal(openOnes('a1'), [1]);
  assert.equal(openOnes('a2'), [0]);
  assert.is(title('a1', 1).getAttribute('role'), 'button');
  assert.is(title('a1', 1).tabIndex, 0);
  assert.is(title('a1', 1).getAttribute('aria-expanded'), 'true');
  assert.is(title('a1', 0).getAttribute('aria-expanded'), 'false');
  assert.is(title('a1', 0).getAttribute('aria-controls'), content('a1', 0).id);
  assert.is(content('a1', 0).getAttribute('role'), 'region');
  assert.is(content('a1', 0).getAttribute('aria-labelledby'), title('a1', 0).id);
  assert.is(content('a1', 0).style.display, 'none');
  assert.is(content('a1', 1).style.display, 'block');
});

test('an index past the end opens nothing', () => {
  start(accordion('a1', '7'));
  assert.equal(openOnes('a1'), []);
});

test('a click moves the marker: the previous item loses it; a click on the open title leaves it open (jQuery UI, not collapsible)', () => {
  start(accordion('a1', '0'));
  title('a1', 2).click();
  assert.equal(openOnes('a1'), [2]);
  assert.is(content('a1', 0).style.display, 'none');
  assert.is(content('a1', 2).style.display, 'block');
  title('a1', 2).querySelector('span')!.click();
  assert.equal(openOnes('a1'), [2], 'a click on the icon of the open title changes nothing');
  title('a1', 2).click();
  assert.equal(openOnes('a1'), [2], 'nor a click on the title itself');
  assert.is(content('a1', 2).style.display, 'block');
  assert.is(title('a1', 2).getAttribute('aria-expanded'), 'true');
});

test('keyboard: Enter and Space open (the open one stays open), arrows and Home/End move between titles', () => {
  start(accordion('a1', '0'));
  title('a1', 0).focus();
  key(title('a1', 0), 'ArrowDown');
  assert.is(document.activeElement, title('a1', 1));
  key(title('a1', 1), 'Enter');
  assert.equal(openOnes('a1'), [1]);
  key(title('a1', 1), 'End');
  assert.is(document.activeElement, title('a1', 2));
  key(title('a1', 2), ' ');
  assert.equal(openOnes('a1'), [2]);
  key(title('a1', 2), 'Enter');
  assert.equal(openOnes('a1'), [2], 'Enter on the open title leaves it open');
  key(title('a1', 2), 'ArrowDown');
  assert.is(document.activeElement, title('a1', 0), 'wraps around');
  key(title('a1', 0), 'Home');
  assert.is(document.activeElement, title('a1', 0));
});

test('several accordions on one page are independent', () => {
  start(accordion('a1', '0') + accordion('a2', '0'));
  title('a2', 1).click();
  assert.equal(openOnes('a1'), [0]);
  assert.equal(openOnes('a2'), [1]);
});

test('cleanup removes what it added', () => {
  start(accordion('a1', '0'));
  mounted[0]!.unmount();
  mounted = [];
  assert.not.ok(title('a1', 0).hasAttribute('role'));
  assert.not.ok(content('a1', 1).hasAttribute('style'));
  title('a1', 1).click();
  assert.equal(openOnes('a1'), [0], 'no listener left');
});

test.run();
