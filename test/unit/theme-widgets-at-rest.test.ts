import { whenNeeded } from '../../src/load-strategy';
import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { mountModule, type Mounted } from '../helpers/theme-kit';
import { modules as atRest } from '../../enhancers/theme-widgets/panels-at-rest';
import zoomAtRest from '../../enhancers/theme-widgets/zoom-at-rest';
import colorSwatch from '../../enhancers/theme-pickers/color-swatch';
import accordionModule from '../../enhancers/theme-widgets/accordion';
import tabsModule from '../../enhancers/theme-widgets/tabs';
import togglesModule from '../../enhancers/theme-widgets/toggles';
import infoboxModule from '../../enhancers/theme-widgets/infobox-close';
import zoomModule from '../../enhancers/theme-widgets/zoom-lens';
import colorPicker from '../../enhancers/theme-pickers/color-picker';
import timePicker from '../../enhancers/theme-pickers/time-picker';

// The plain at-rest parts of the theme widgets (issue 10): what the page shows and says before a widget's code
// loads on first use, and that the component, once mounted, adopts it: its first render changes nothing.

let clock: FakeClock;
let mounted: Mounted[] = [];
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
/** The state a visitor sees and operates: classes, inline display, Tab stops and states (the component adds relations). */
const snapshot = (root: Element) =>
  Array.from(root.querySelectorAll('*'), (element) =>
    [element.tagName, element.getAttribute('class'), (element as HTMLElement).style?.display, ...['tabindex', 'aria-expanded', 'aria-selected'].map((name) => element.getAttribute(name))].join('|'),
  );

likeTheBrowser(test);
test.before.each(() => {
  clock = installFakeClock();
});
test.after.each(() => {
  mounted.reverse().forEach((each) => each.unmount());
  mounted = [];
  clock.uninstall();
});

const ACCORDION = `<div id="a" class="sc_accordion" data-active="1">${[1, 2, 3]
  .map((n) => `<div class="sc_accordion_item"><h5 class="sc_accordion_title">Q${n}</h5><div class="sc_accordion_content"><p>A${n}</p></div></div>`)
  .join('')}</div>`;

test('accordion at rest: the data-active section open, the others closed, titles are buttons; the component adopts it', () => {
  resetDom(ACCORDION);
  const server = $('#a').outerHTML;
  mounted.push(mountModule(atRest['accordion-at-rest'], $('#a')));
  const items = Array.from(document.querySelectorAll<HTMLElement>('.sc_accordion_item'));
  assert.equal(items.map((item) => item.classList.contains('sc_active')), [false, true, false]);
  assert.equal(items.map((item) => item.querySelector<HTMLElement>('.sc_accordion_content')!.style.display), ['none', 'block', 'none']);
  const titles = items.map((item) => item.querySelector('h5')!);
  assert.equal(titles.map((title) => [title.getAttribute('role'), title.tabIndex, title.getAttribute('aria-expanded')]), [
    ['button', 0, 'false'],
    ['button', 0, 'true'],
    ['button', 0, 'false'],
  ]);
  assert.ok(titles[1]!.classList.contains('ui-state-active'));
  const atRestState = snapshot($('#a'));
  mounted.push(mountModule(accordionModule, $('#a')));
  assert.equal(snapshot($('#a')), atRestState, 'the first render changes nothing');
  assert.ok(titles[0]!.hasAttribute('aria-controls'), 'the relations come with the component');
  titles[0]!.click();
  assert.equal(items.map((item) => item.classList.contains('sc_active')), [true, false, false]);
  mounted.reverse().forEach((each) => each.unmount());
  mounted = [];
  assert.is($('#a').outerHTML.replace(/ id="sc-accordion-[^"]*"/g, ''), server, 'the undo gives the server markup back');
});

test('accordion at rest: what jQuery UI\'s accordion() set (inited, its classes, the triangle icon first in each title), and their change when another section opens', () => {
  resetDom(ACCORDION);
  mounted.push(mountModule(atRest['accordion-at-rest'], $('#a')));
  const classes = (element: Element) => [...element.classList].sort().join(' ');
  assert.is(classes($('#a')), 'inited sc_accordion ui-accordion ui-helper-reset ui-widget');
  const titles = Array.from(document.querySelectorAll('.sc_accordion_title'));
  const state = () => titles.map((title) => [classes(title), classes(title.firstElementChild!), classes(title.nextElementSibling!)]);
  const closed = ['sc_accordion_title ui-accordion-header ui-accordion-header-collapsed ui-accordion-icons ui-corner-all ui-corner-top ui-state-default', 'ui-accordion-header-icon ui-icon ui-icon-triangle-1-e', 'sc_accordion_content ui-accordion-content ui-corner-bottom ui-helper-reset ui-widget-content'];
  const open = ['sc_accordion_title ui-accordion-header ui-accordion-header-active ui-accordion-icons ui-corner-top ui-state-active ui-state-default', 'ui-accordion-header-icon ui-icon ui-icon-triangle-1-s', 'sc_accordion_content ui-accordion-content ui-accordion-content-active ui-corner-bottom ui-helper-reset ui-widget-content'];
  assert.equal(state(), [closed, open, closed]);
  assert.is(titles[0]!.textContent, 'Q1', 'the icon is empty');
  mounted.push(mountModule(accordionModule, $('#a')));
  (titles[2] as HTMLElement).click();
  assert.equal(state(), [closed, closed, open]);
  assert.is(titles[2]!.querySelectorAll('.ui-accordion-header-icon').length, 1, 'one icon, however often it is marked');
});

test('accordion at rest: a data-active past the end opens none; the component then opens none either', () => {
  resetDom(ACCORDION.replace('data-active="1"', 'data-active="7"'));
  mounted.push(mountModule(atRest['accordion-at-rest'], $('#a')));
  assert.equal(Array.from(document.querySelectorAll('.sc_accordion_title'), (title) => title.getAttribute('aria-expanded')), ['false', 'false', 'false']);
  const atRestState = snapshot($('#a'));
  mounted.push(mountModule(accordionModule, $('#a')));
  assert.equal(snapshot($('#a')), atRestState);
});

const TABS = (extra = '') => `<div id="t" class="sc_tabs ${extra}" data-active="1"><ul class="sc_tabs_titles">${[1, 2, 3]
  .map((n) => `<li class="sc_tabs_title"><a href="#t_${n}" id="t_${n}_tab">Tab ${n}</a></li>`)
  .join('')}</ul>${[1, 2, 3].map((n) => `<div id="t_${n}" class="sc_tabs_content">Panel ${n}</div>`).join('')}</div>`;

test('tabs at rest: the data-active panel shown, the others hidden, roles and the one Tab stop; the component adopts it', () => {
  resetDom(TABS());
  const server = $('#t').outerHTML;
  mounted.push(mountModule(atRest['tabs-at-rest'], $('#t')));
  assert.is($('.sc_tabs_titles').getAttribute('role'), 'tablist');
  const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.sc_tabs_titles a'));
  assert.equal(links.map((link) => [link.getAttribute('role'), link.getAttribute('aria-selected'), link.tabIndex]), [
    ['tab', 'false', -1],
    ['tab', 'true', 0],
    ['tab', 'false', -1],
  ]);
  assert.equal([1, 2, 3].map((n) => $(`#t_${n}`).style.display), ['none', 'block', 'none']);
  assert.equal([1, 2, 3].map((n) => $(`#t_${n}`).getAttribute('role')), ['tabpanel', 'tabpanel', 'tabpanel']);
  assert.ok(links[1]!.parentElement!.classList.contains('ui-tabs-active'));
  const atRestState = snapshot($('#t'));
  mounted.push(mountModule(tabsModule, $('#t')));
  assert.equal(snapshot($('#t')), atRestState, 'the first render changes nothing');
  assert.is(links[0]!.getAttribute('aria-controls'), 't_1', 'the relations come with the component');
  mounted.reverse().forEach((each) => each.unmount());
  mounted = [];
  assert.is($('#t').outerHTML, server, 'the undo gives the server markup back');
});

test('tabs at rest: the classes the theme\'s start set, inited and jQuery UI 1.13\'s, which stylesheets draw on', () => {
  resetDom(TABS());
  mounted.push(mountModule(atRest['tabs-at-rest'], $('#t')));
  const classes = (element: Element) => [...element.classList].sort().join(' ');
  assert.is(classes($('#t')), 'inited sc_tabs ui-corner-all ui-tabs ui-widget ui-widget-content');
  assert.is(classes($('.sc_tabs_titles')), 'sc_tabs_titles ui-corner-all ui-helper-clearfix ui-helper-reset ui-tabs-nav ui-widget-header');
  assert.equal(Array.from(document.querySelectorAll('li'), classes), [
    'sc_tabs_title ui-corner-top ui-state-default ui-tab ui-tabs-tab',
    'sc_tabs_title ui-corner-top ui-state-active ui-state-default ui-tab ui-tabs-active ui-tabs-tab',
    'sc_tabs_title ui-corner-top ui-state-default ui-tab ui-tabs-tab',
  ]);
  assert.equal(Array.from(document.querySelectorAll('.sc_tabs_titles a'), classes), ['ui-tabs-anchor', 'ui-tabs-anchor', 'ui-tabs-anchor']);
  assert.equal([1, 2, 3].map((n) => classes($(`#t_${n}`))), Array(3).fill('sc_tabs_content ui-corner-bottom ui-tabs-panel ui-widget-content'));
});

test('tabs at rest: B no_jquery_ui tabs mark li.sc_tabs_active, inited and no jQuery UI class', () => {
  resetDom(TABS('no_jquery_ui'));
  mounted.push(mountModule(atRest['tabs-at-rest'], $('#t')));
  assert.equal(Array.from(document.querySelectorAll('li'), (li) => li.classList.contains('sc_tabs_active')), [false, true, false]);
  assert.ok($('#t').classList.contains('inited'));
  assert.not.ok(document.querySelector('[class*="ui-"]'));
});

test('toggles at rest: titles are buttons whose aria-expanded follows the server\'s sc_active items; the component adopts it', () => {
  resetDom(`<div id="g" class="sc_toggles">
    <div class="sc_toggles_item"><h5 class="sc_toggles_title">One</h5><div class="sc_toggles_content">1</div></div>
    <div class="sc_toggles_item sc_active"><h5 class="sc_toggles_title ui-state-active">Two</h5><div class="sc_toggles_content" style="display:block;">2</div></div>
  </div>`);
  mounted.push(mountModule(atRest['toggles-at-rest'], $('#g')));
  const titles = Array.from(document.querySelectorAll<HTMLElement>('.sc_toggles_title'));
  assert.equal(titles.map((title) => [title.getAttribute('role'), title.tabIndex, title.getAttribute('aria-expanded')]), [
    ['button', 0, 'false'],
    ['button', 0, 'true'],
  ]);
  assert.equal(Array.from(document.querySelectorAll<HTMLElement>('.sc_toggles_content'), (content) => content.style.display), ['none', 'block']);
  const atRestState = snapshot($('#g'));
  mounted.push(mountModule(togglesModule, $('#g')));
  assert.equal(snapshot($('#g')), atRestState, 'the first render changes nothing');
});

test('info box at rest: the close button is its last child; the component adopts it (no second one) and a click closes', () => {
  resetDom('<div id="i" class="sc_infobox sc_infobox_closeable">Tickets</div>');
  mounted.push(mountModule(atRest['infobox-close-at-rest'], $('#i')));
  const button = $<HTMLButtonElement>('#i > button.sc_infobox_close');
  assert.is($('#i').lastElementChild, button);
  assert.is(button.type, 'button');
  assert.is(button.getAttribute('aria-label'), 'Close');
  assert.is(button.style.position, 'absolute');
  mounted.push(mountModule(infoboxModule, $('#i')));
  assert.is(document.querySelectorAll('#i button').length, 1, 'adopted, not rendered again');
  button.click();
  clock.tick(400);
  assert.is($('#i').style.display, 'none');
  mounted.reverse().forEach((each) => each.unmount());
  mounted = [];
  assert.is(document.querySelectorAll('#i button').length, 0, 'the undo takes it out');
});

test('zoom at rest: the box is a keyboard stop (unless the server made it one); the pointer coming over it wakes its code once', () => {
  resetDom('<div id="z" class="sc_zoom"><img src="small.jpg" alt="Reef"></div><div id="y" class="sc_zoom" tabindex="-1"><img src="s.jpg" alt=""></div>');
  mounted.push(mountModule(zoomAtRest, $('#z')), mountModule(zoomAtRest, $('#y')));
  assert.equal([$('#z').tabIndex, $('#z').getAttribute('role'), $('#z').getAttribute('aria-label')], [0, 'group', 'Reef: zoom, the arrow keys move the lens']);
  assert.is($('#y').getAttribute('tabindex'), '-1');
  assert.not.ok($('#y').hasAttribute('role'));
  const wakes: string[] = [];
  whenNeeded($('#z'), 'interaction', new AbortController().signal, { intent: () => undefined, needed: () => wakes.push('z') });
  $('#z').dispatchEvent(new Event('pointerenter'));
  $('#z').dispatchEvent(new Event('pointerenter'));
  assert.equal(wakes, ['z'], 'the pointer over the box wakes the lens (the strategy alone only fetches on it)');
  const atRestState = $('#z').outerHTML;
  mounted.push(mountModule(zoomModule, $('#z')));
  // (jsdom has no stylesheet making the box relative, so the component does.)
  assert.is($('#z').outerHTML.replace(/<div class="sc_zoom_lens"[^>]*><\/div>/, '').replace(' style="position: relative;"', ''), atRestState, 'the component adds only its lens');
});

test('colour swatch at rest: a button right after the field showing its colour; the picker mounted on it adopts it and opens the palette', () => {
  resetDom('<input id="c" class="iColorPicker" value="#ff0000"><input id="d" class="iColorPicker" value="red">');
  mounted.push(mountModule(colorSwatch, $('#c')), mountModule(colorSwatch, $('#d')));
  const swatch = $<HTMLButtonElement>('#c + button.iColorPicker_button');
  assert.equal([swatch.type, swatch.getAttribute('aria-label'), swatch.getAttribute('aria-haspopup'), swatch.getAttribute('aria-expanded')], ['button', 'Choose a colour', 'dialog', 'false']);
  assert.is(swatch.style.backgroundColor, 'rgb(255, 0, 0)');
  assert.is($('#d + button').style.backgroundColor, '', 'only a complete hex colour is shown');
  mounted.push(mountModule(colorPicker, swatch));
  assert.is(document.querySelectorAll('button.iColorPicker_button').length, 2, 'adopted, not placed again');
  swatch.click();
  assert.ok(document.querySelector('.iColorPicker_popup'));
  assert.is(swatch.getAttribute('aria-expanded'), 'true');
  $<HTMLInputElement>('#c').value = '#00ff00';
  $('#c').dispatchEvent(new Event('input', { bubbles: true }));
  assert.is(swatch.style.backgroundColor, 'rgb(0, 255, 0)', 'the field\'s colour follows into the swatch');
  mounted.reverse().forEach((each) => each.unmount());
  mounted = [];
  assert.is(document.querySelectorAll('button.iColorPicker_button').length, 0, 'the undo takes them out');
});

test('time picker: a field focused from the keyboard when the code mounts does not open; a click after the mount does', () => {
  resetDom('<input id="t" class="js__timepicker" type="text">');
  $('#t').focus();
  mounted.push(mountModule(timePicker, $('#t')));
  assert.is($('#t').getAttribute('aria-expanded'), 'false');
  $('#t').dispatchEvent(new Event('pointerdown'));
  $('#t').click();
  assert.is($('#t').getAttribute('aria-expanded'), 'true');
});

test.run();
