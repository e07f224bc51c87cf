import { resetDom } from '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { themeSearchEnhancers } from '../../enhancers/theme-search/definition';
import { setThemePage, settle, startEnhancers, stopEnhancers, user, type Generation } from './theme-harness';

const box = (state: string, close = '') => `
  <header class="top_panel_wrap"><div id="box" class="search_wrap search_style_regular search_state_${state}">
    <div class="search_form_wrap"><form role="search" method="get" class="search_form" action="/">
      <button type="submit" class="search_submit icon-search"></button><input type="text" class="search_field" name="s">${close}
    </form></div>
    <div class="search_results widget_area" style="display: block"><a class="search_results_close icon-cancel"></a><div class="search_results_content"><p>old</p></div></div>
  </div></header>`;

const wrap = () => document.getElementById('box')!;
const field = () => wrap().querySelector<HTMLInputElement>('.search_field')!;
const results = () => wrap().querySelector<HTMLElement>('.search_results')!;
const state = () => ['closed', 'opened', 'fixed'].filter((name) => wrap().classList.contains(`search_state_${name}`));
/** Clicks the search button; true when the form's own submit went ahead. */
const clickSubmit = () => {
  const event = new window.MouseEvent('click', { bubbles: true, cancelable: true });
  user(() => wrap().querySelector('.search_submit')!.dispatchEvent(event));
  return !event.defaultPrevented;
};

const test = suite('theme search box');
async function setUp(generation: Generation, html: string) {
  resetDom(html);
  setThemePage(generation);
  await startEnhancers(themeSearchEnhancers);
}
test.after.each(() => stopEnhancers());

test('A: closed → the button opens the box and focuses the field; the top panel is marked', async () => {
  await setUp('A', box('closed'));
  assert.is(wrap().querySelector('.search_submit')!.getAttribute('aria-expanded'), 'false');
  assert.is(clickSubmit(), false);
  assert.equal(state(), ['opened']);
  assert.is(document.activeElement, field());
  assert.ok(document.querySelector('.top_panel_wrap')!.classList.contains('search_opened'));
  assert.is(wrap().querySelector('.search_submit')!.getAttribute('aria-expanded'), 'true');
});

test('opened: a query submits; an empty field closes the box and hides the results (defect 13: search_state_* in A too)', async () => {
  await setUp('A', box('opened'));
  field().value = 'reef';
  assert.is(clickSubmit(), true);
  assert.equal(state(), ['opened']);
  field().value = '';
  assert.is(clickSubmit(), false);
  assert.equal(state(), ['closed']);
  assert.is(results().style.display, 'none');
  assert.not.ok(document.querySelector('.top_panel_wrap')!.classList.contains('search_opened'));
});

test('B fixed: a query submits; an empty field clears and hides the results, the state stays fixed', async () => {
  await setUp('B', box('fixed'));
  field().value = 'fins';
  assert.is(clickSubmit(), true);
  field().value = '';
  assert.is(clickSubmit(), false);
  assert.equal(state(), ['fixed']);
  assert.is(results().style.display, 'none');
  assert.is(wrap().querySelector('.search_results_content')!.innerHTML, '');
  user(() => field().dispatchEvent(new window.FocusEvent('blur')));
  assert.equal(state(), ['fixed'], 'a fixed box never closes');
});

// Kidsplanet's header (templates/headers/header_1.php): `[trx_search style="flat" open="fixed" …]` — `open` is no
// attribute of the shortcode, so the state is its default, fixed.
const kidsplanetHeader = `
  <div class="top_panel_wrap top_panel_style_1 scheme_original"><div class="top_panel_middle"><div class="content_wrap"><div class="columns_wrap columns_fluid"><div class="column-3_5 top_search_panel">
    <div id="box" class="search_wrap search_style_flat search_state_fixed search_ajax">
      <div class="search_form_wrap">
        <form role="search" method="get" class="search_form" action="/">
          <button type="submit" class="search_submit icon-search" title="Start search"></button>
          <input type="text" class="search_field" placeholder="Enter keyword" value="" name="s" title="Enter keyword" />
        </form>
      </div>
      <div class="search_results widget_area scheme_original"><a class="search_results_close icon-cancel"></a><div class="search_results_content"></div></div>
    </div></div></div></div></div></div>`;

test("A, Kidsplanet's header box (fixed): the first Enter with a query searches (intended: the theme's script tests `search_opened`, so its first Enter only widened the box)", async () => {
  await setUp('A', kidsplanetHeader);
  field().value = 'Sports';
  // Enter in the field is the browser's implicit submission: a click on the form's first submit button.
  assert.is(clickSubmit(), true, 'the form submits to ?s=');
  assert.equal(state(), ['fixed']);
  assert.not.ok(wrap().classList.contains('search_opened'), "no class of A's script");
  assert.not.ok(document.querySelector('.top_panel_wrap')!.classList.contains('search_opened'), 'the menu behind is not hidden');
  field().value = '';
  assert.is(clickSubmit(), false, 'an empty field does not search');
  assert.equal(state(), ['fixed']);
});

test('B: the close icon, and leaving an empty field, close the box; moving to its own button does not', async () => {
  await setUp('B', box('opened', '<a class="search_close icon-cancel"></a>'));
  user(() => wrap().querySelector<HTMLElement>('.search_close')!.click());
  assert.equal(state(), ['closed']);
  assert.not.ok(document.querySelector('.top_panel_wrap')!.classList.contains('search_opened'), 'only A marks the panel');
  clickSubmit();
  user(() => field().dispatchEvent(new window.FocusEvent('blur', { relatedTarget: wrap().querySelector('.search_submit') })));
  assert.equal(state(), ['opened']);
  field().value = 'typed';
  user(() => field().dispatchEvent(new window.FocusEvent('blur')));
  assert.equal(state(), ['opened'], 'a field with text stays open');
  field().value = '';
  user(() => field().dispatchEvent(new window.FocusEvent('blur')));
  assert.equal(state(), ['closed']);
});

test('Escape hides the results, and closes the box when the field is empty', async () => {
  await setUp('B', box('opened'));
  field().value = 'x';
  user(() => field().dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
  assert.is(results().style.display, 'none');
  assert.equal(state(), ['opened']);
  field().value = '';
  user(() => field().dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
  assert.equal(state(), ['closed']);
  await settle(1);
});

test.run();
