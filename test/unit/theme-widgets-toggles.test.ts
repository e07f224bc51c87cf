import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { key, mountModule, type Mounted } from '../helpers/theme-kit';
import togglesModule from '../../enhancers/theme-widgets/toggles';
import infoboxModule from '../../enhancers/theme-widgets/infobox-close';

const toggles = (id: string) => `
  <div id="${id}" class="sc_toggles">
    <div class="sc_toggles_item sc_active"><h5 class="sc_toggles_title ui-state-active">One</h5><div class="sc_toggles_content" style="display:block;">1</div></div>
    <div class="sc_toggles_item"><h5 class="sc_toggles_title">Two</h5><div class="sc_toggles_content">2</div></div>
  </div>`;

let clock: FakeClock;
let mounted: Mounted[] = [];
const title = (id: string, index: number) => document.querySelectorAll<HTMLElement>(`#${id} .sc_toggles_title`)[index]!;
const content = (id: string, index: number) => document.querySelectorAll<HTMLElement>(`#${id} .sc_toggles_content`)[index]!;

likeTheBrowser(test);
test.before.each(() => {
  clock = installFakeClock();
});
test.after.each(() => {
  mounted.forEach((each) => each.unmount());
  clock.uninstall();
});

test('toggles: titles are buttons with aria-expanded from the server state', () => {
  resetDom(toggles('g1'));
  mounted = [mountModule(togglesModule, document.getElementById('g1')!)];
  assert.is(title('g1', 0).getAttribute('role'), 'button');
  assert.is(title('g1', 0).getAttribute('aria-expanded'), 'true');
  assert.is(title('g1', 1).getAttribute('aria-expanded'), 'false');
  assert.is(title('g1', 1).getAttribute('aria-controls'), content('g1', 1).id);
  assert.is(content('g1', 1).style.display, 'none');
});

test('a click toggles ui-state-active, sc_active and slides the content over 300 ms; items are independent', () => {
  resetDom(toggles('g1'));
  mounted = [mountModule(togglesModule, document.getElementById('g1')!)];
  title('g1', 1).click();
  assert.ok(title('g1', 1).classList.contains('ui-state-active'));
  assert.ok(title('g1', 1).parentElement!.classList.contains('sc_active'));
  assert.is(content('g1', 1).style.display, 'block');
  assert.is(content('g1', 0).style.display, 'block', 'the first stays open');
  title('g1', 0).click();
  assert.not.ok(title('g1', 0).classList.contains('ui-state-active'));
  assert.is(title('g1', 0).getAttribute('aria-expanded'), 'false');
  clock.tick(299);
  assert.is(content('g1', 0).style.display, 'block', 'still sliding up');
  clock.tick(1);
  assert.is(content('g1', 0).style.display, 'none');
});

test('keyboard: Enter and Space toggle; several toggle groups work independently', () => {
  resetDom(toggles('g1') + toggles('g2'));
  mounted = ['g1', 'g2'].map((id) => mountModule(togglesModule, document.getElementById(id)!));
  key(title('g2', 1), 'Enter');
  assert.is(title('g2', 1).getAttribute('aria-expanded'), 'true');
  assert.is(title('g1', 1).getAttribute('aria-expanded'), 'false');
  key(title('g2', 1), ' ');
  assert.is(title('g2', 1).getAttribute('aria-expanded'), 'false');
});

test('keyboard: Down, Up, Home and End move between the titles of one group, wrapping around', () => {
  resetDom(toggles('g1') + toggles('g2'));
  mounted = ['g1', 'g2'].map((id) => mountModule(togglesModule, document.getElementById(id)!));
  title('g1', 0).focus();
  key(title('g1', 0), 'ArrowDown');
  assert.is(document.activeElement, title('g1', 1));
  key(title('g1', 1), 'ArrowDown');
  assert.is(document.activeElement, title('g1', 0), 'wraps to the first');
  key(title('g1', 0), 'End');
  assert.is(document.activeElement, title('g1', 1));
  key(title('g1', 1), 'Home');
  assert.is(document.activeElement, title('g1', 0));
  key(title('g1', 0), 'ArrowUp');
  assert.is(document.activeElement, title('g1', 1), 'never into the other group');
});

test('closeable info box: a click slides it up (400 ms); a keyboard close button does the same', () => {
  resetDom('<div id="i1" class="sc_infobox sc_infobox_closeable">Tickets <a href="/tickets">on sale</a></div><div id="i2" class="sc_infobox sc_infobox_closeable">Two</div>');
  mounted = ['i1', 'i2'].map((id) => mountModule(infoboxModule, document.getElementById(id)!));
  const box = document.getElementById('i1')!;
  box.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
  box.querySelector('a')!.click();
  clock.tick(400);
  assert.is.not(box.style.display, 'none', 'a link inside does not close it');
  box.click();
  clock.tick(399);
  assert.is.not(box.style.display, 'none');
  clock.tick(1);
  assert.is(box.style.display, 'none');
  const button = document.querySelector<HTMLButtonElement>('#i2 button.sc_infobox_close')!;
  assert.is(button.getAttribute('aria-label'), 'Close');
  assert.is(document.getElementById('i2')!.lastElementChild, button, 'the box\'s last child');
  assert.is(button.type, 'button');
  button.click();
  clock.tick(400);
  assert.is(document.getElementById('i2')!.style.display, 'none');
  mounted.forEach((each) => each.unmount());
  mounted = [];
  assert.is(document.querySelector('button.sc_infobox_close'), null, 'cleanup removes the button');
});

test.run();
