import { whenNeeded } from '../../src/load-strategy';
import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { likeTheBrowser } from '../helpers/react-env';
import { diveitStorage, key, mountModule, themerexStorage, type Mounted } from '../helpers/theme-kit';
import cart from '../../enhancers/theme-shop/cart';
import quantity, { steppedQuantity } from '../../enhancers/theme-shop/quantity';
import shopMode from '../../enhancers/theme-shop/shop-mode';
import { cartItemCount, itemsText } from '../../enhancers/theme-shop/cart-totals';
import { modules as atRest } from '../../enhancers/theme-shop/at-rest';

likeTheBrowser(test);

let clock: FakeClock;
let mounted: Mounted[] = [];
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

const header = (items: string) => `
  <div class="menu_main_cart"><a href="#" class="top_panel_cart_button" data-items="3" data-summa="$100.00">
    <span class="contact_cart_totals"><span class="cart_items">${items}</span><span class="cart_summa">$100.00</span></span></a>
    <ul class="sidebar_cart" style="display:none"><li><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content">
      <ul class="cart_list"><li><span class="quantity">1 × <span class="amount">$42.00</span></span></li><li><span class="quantity">2 × <span class="amount">$29.00</span></span></li></ul>
      <p class="total"><strong>Subtotal:</strong> <span class="amount">$100.00</span></p></div></div></li></ul></div>`;

// WooCommerce replaces the mini-cart before (or while) it triggers added_to_cart.
function addToCart() {
  $('.widget_shopping_cart_content').innerHTML = `<ul class="cart_list"><li><span class="quantity">1 × <span class="amount">$42.00</span></span></li><li><span class="quantity">4 × <span class="amount">$29.00</span></span></li></ul><p class="total"><span class="amount">$158.00</span></p>`;
}

test.before.each(() => {
  clock = installFakeClock();
});
test.after.each(() => {
  mounted.forEach((each) => each.unmount());
  mounted = [];
  clock.uninstall();
});

test('cart totals: the item count sums the leading numbers; A keeps its word, B uses brackets', () => {
  resetDom(header('(3)'));
  assert.is(cartItemCount(document), 3);
  assert.is(itemsText('B', 5, '(3)'), '(5)');
  assert.is(itemsText('A', 5, '3 items'), '5 items');
  assert.is(itemsText('A', 1, '3'), '1');
});

test('B: added_to_cart (a DOM event without jQuery) refreshes the summary and the count', () => {
  resetDom(header('(3)'));
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  mounted = [mountModule(cart, $('.top_panel_cart_button'))];
  assert.is($('.contact_cart_totals').getAttribute('aria-live'), 'polite');
  addToCart();
  document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [{}, 'hash'] }));
  assert.is($('.cart_summa').textContent, '$100.00', 'read after WooCommerce has swapped the mini-cart');
  clock.tick(0);
  assert.is($('.cart_summa').textContent, '$158.00');
  assert.is($('.cart_items').textContent, '(5)');
  assert.is($('.top_panel_cart_button').getAttribute('data-items'), '5');
});

test('A: with jQuery on the page the jQuery event is listened to (once), and the count keeps its word', () => {
  resetDom(header('3 items'));
  setPageGlobal('THEMEREX_GLOBALS', themerexStorage());
  const handlers: Record<string, (() => void)[]> = {};
  setPageGlobal('jQuery', (target: EventTarget) => ({
    on: (name: string, handler: () => void) => {
      assert.is(target, document.body);
      (handlers[name] ??= []).push(handler);
    },
    off: (name: string, handler: () => void) => (handlers[name] = (handlers[name] ?? []).filter((each) => each !== handler)),
  }));
  mounted = [mountModule(cart, $('.top_panel_cart_button'))];
  assert.is(handlers.added_to_cart?.length, 1);
  addToCart();
  handlers.added_to_cart![0]!();
  clock.tick(0);
  assert.is($('.cart_items').textContent, '5 items');
  assert.is($('.cart_summa').textContent, '$158.00');
  assert.is($('.top_panel_cart_button').getAttribute('role'), 'button', 'a keyboard button for the dropdown beside it');
  mounted[0]!.unmount();
  mounted = [];
  assert.is(handlers.added_to_cart?.length, 0, 'unbound on cleanup');
});

test('A (Kidsplanet): the cart is an item of the user menu; its button asks the menu to open or close it and never follows its #', () => {
  resetDom(`<ul id="menu_user" class="menu_user_nav"><li class="menu_user_cart">${header('3 items').replace(/^\s*<div class="menu_main_cart">|<\/div>$/g, '')}</li></ul>`);
  setPageGlobal('THEMEREX_GLOBALS', themerexStorage());
  const item = $('.menu_user_cart');
  const asked: (boolean | undefined)[] = [];
  item.addEventListener('enhance:menu-item-toggle', (event) => asked.push((event as CustomEvent<boolean | undefined>).detail));
  mounted = [mountModule(cart, $('.top_panel_cart_button'))];
  const button = $('.top_panel_cart_button');
  assert.is(button.getAttribute('role'), 'button');
  assert.is(button.getAttribute('aria-controls'), $('.sidebar_cart').id);
  assert.is(button.getAttribute('aria-expanded'), null, 'the menu says it (menu-hover.ts)');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  button.dispatchEvent(click);
  assert.ok(click.defaultPrevented);
  key(button, 'Enter');
  // (Whether the pointer is on it, which decides open or toggle, is the browser test's: jsdom has no pointer.)
  assert.is(asked.length, 2, 'asked twice: the click and Enter');
  assert.is($('.sidebar_cart').style.display, 'none', 'the cart does not slide it itself');
});

test('B: the cart button opens and closes the cart dropdown; Escape closes it and returns focus', () => {
  resetDom(header('(3)'));
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  mounted = [mountModule(cart, $('.top_panel_cart_button'))];
  const button = $('.top_panel_cart_button');
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.is(button.getAttribute('aria-controls'), $('.sidebar_cart').id);
  key(button, 'Enter');
  assert.is($('.sidebar_cart').style.display, 'block');
  assert.is(button.getAttribute('aria-expanded'), 'true');
  key($('.sidebar_cart .cart_list'), 'Escape');
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.is(document.activeElement, button);
  clock.tick(400);
  assert.is($('.sidebar_cart').style.display, 'none');
});

test('quantity: steps of 1, never below 1 (defect 18) nor past max', () => {
  assert.is(steppedQuantity('1', -1, '1', ''), 1);
  assert.is(steppedQuantity('1', -1, '0', ''), 1);
  assert.is(steppedQuantity('3', -1, '', ''), 2);
  assert.is(steppedQuantity('5', 1, '1', '5'), 5);
  assert.is(steppedQuantity('', 1, '1', ''), 2);
  assert.is(steppedQuantity('2', -1, '2', ''), 2, 'a higher min counts');
});

test('quantity: steppers are added (once), click and keyboard step the field and fire change', () => {
  resetDom('<div class="woocommerce"><div class="quantity"><input type="number" id="qty" class="input-text qty" name="quantity" value="1" min="1" max="3"></div></div>');
  const wrap = $('div.quantity');
  mounted = [mountModule(quantity, wrap)];
  const input = $<HTMLInputElement>('#qty');
  const changes: string[] = [];
  input.addEventListener('change', () => changes.push(input.value));
  const inc = wrap.querySelector<HTMLElement>('.q_inc')!;
  const dec = wrap.querySelector<HTMLElement>('.q_dec')!;
  assert.is(inc.getAttribute('role'), 'button');
  assert.is(inc.getAttribute('aria-label'), 'Increase quantity');
  assert.is(dec.getAttribute('aria-controls'), 'qty');
  dec.click();
  assert.equal(changes, [], 'already 1: nothing changes');
  inc.click();
  key(inc, 'Enter');
  inc.click();
  assert.equal(changes, ['2', '3'], 'max 3');
  key(dec, ' ');
  assert.is(input.value, '2');
  mounted[0]!.unmount();
  mounted = [mountModule(quantity, wrap)];
  assert.is(wrap.querySelectorAll('.q_inc').length, 1, 'remounting adds no second stepper');
  mounted[0]!.unmount();
  mounted = [];
  assert.is(wrap.querySelector('.q_inc'), null);
});

test('shop mode: writes {prefix}_shop_mode, sets the form input and submits the form', () => {
  resetDom('<div class="woocommerce"><div class="mode_buttons"><form action="/shop.html" method="post"><input type="hidden" name="diveit_shop_mode" value="thumbs"><a href="#" class="woocommerce_thumbs icon-th" title="Show products as thumbs"></a><a href="#" class="woocommerce_list icon-th-list" title="Show products as list"></a></form></div></div>');
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  mounted = [mountModule(shopMode, $('.mode_buttons'))];
  const submitted: string[] = [];
  $('form').addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push($<HTMLInputElement>('input').value);
  });
  assert.is($('.woocommerce_thumbs').getAttribute('aria-pressed'), 'true');
  assert.is($('.woocommerce_list').getAttribute('aria-pressed'), 'false');
  assert.is($('.woocommerce_list').getAttribute('role'), 'button');
  key($('.woocommerce_list'), 'Enter');
  assert.match(document.cookie, /(^|; )diveit_shop_mode=list(;|$)/);
  assert.equal(submitted, ['list']);
  assert.is($('.woocommerce_list').getAttribute('aria-pressed'), 'true');
  $('.woocommerce_thumbs').click();
  assert.match(document.cookie, /(^|; )diveit_shop_mode=thumbs(;|$)/);
  assert.equal(submitted, ['list', 'thumbs']);
});

test('shop mode: generation A uses the themerex prefix', () => {
  resetDom('<div class="mode_buttons"><form><input type="hidden" name="themerex_shop_mode" value="thumbs"><a href="#" class="woocommerce_list"></a></form></div>');
  setPageGlobal('THEMEREX_GLOBALS', themerexStorage());
  mounted = [mountModule(shopMode, $('.mode_buttons'))];
  $('form').addEventListener('submit', (event) => event.preventDefault());
  $('.woocommerce_list').click();
  assert.match(document.cookie, /(^|; )themerex_shop_mode=list(;|$)/);
});

const attributes = (element: Element, names: string[]) => names.map((name) => element.getAttribute(name));

test('cart at rest (B): live totals, a collapsed keyboard button for the dropdown; the component adopts it', () => {
  resetDom(header('(3)'));
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  const button = $('.top_panel_cart_button');
  const names = ['role', 'tabindex', 'aria-label', 'aria-controls', 'aria-expanded'];
  const rest = mountModule(atRest['cart-at-rest'], button);
  assert.is($('.contact_cart_totals').getAttribute('aria-live'), 'polite');
  const atRestState = attributes(button, names);
  assert.equal(atRestState, ['button', '0', null, $('.sidebar_cart').id, 'false']);
  const markup = document.body.innerHTML;
  mounted = [mountModule(cart, button)];
  assert.equal(attributes(button, names), atRestState);
  assert.is(document.body.innerHTML, markup, 'nothing changes when the component mounts');
  key(button, 'Enter');
  assert.is(button.getAttribute('aria-expanded'), 'true', 'Enter opens it once');
  mounted[0]!.unmount();
  mounted = [];
  rest.unmount();
  assert.equal(attributes(button, names), [null, null, null, null, null]);
  assert.is($('.contact_cart_totals').getAttribute('aria-live'), null);
});

test('cart at rest: the first added_to_cart wakes the component, which then refreshes', () => {
  resetDom(header('(3)'));
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  const button = $('.top_panel_cart_button');
  const woken: string[] = [];
  whenNeeded(button, 'interaction', new AbortController().signal, { intent: () => undefined, needed: () => woken.push('cart') });
  const rest = mountModule(atRest['cart-at-rest'], button);
  addToCart();
  document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
  document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
  assert.is(woken.length, 1, 'woken once');
  assert.is($('.cart_items').textContent, '(3)', 'the server text until the component is there');
  mounted = [mountModule(cart, button)];
  clock.tick(0);
  assert.is($('.cart_items').textContent, '(5)');
  assert.is($('.cart_summa').textContent, '$158.00');
  rest.unmount();
});

test('quantity at rest: the steppers appended at once as keyboard buttons; the component adopts them; the undo', () => {
  resetDom('<div class="woocommerce"><div class="quantity"><input type="number" id="qty" class="input-text qty" name="quantity" value="1" min="1" max="3"></div></div>');
  const wrap = $('div.quantity');
  const rest = mountModule(atRest['quantity-at-rest'], wrap);
  assert.is(wrap.innerHTML, '<input type="number" id="qty" class="input-text qty" name="quantity" value="1" min="1" max="3"><span class="q_inc" aria-controls="qty" role="button" tabindex="0" aria-label="Increase quantity"></span><span class="q_dec" aria-controls="qty" role="button" tabindex="0" aria-label="Decrease quantity"></span>');
  const markup = wrap.innerHTML;
  mounted = [mountModule(quantity, wrap)];
  assert.is(wrap.innerHTML, markup, 'the component renders no second stepper');
  const changes: string[] = [];
  $('#qty').addEventListener('change', () => changes.push($<HTMLInputElement>('#qty').value));
  key(wrap.querySelector<HTMLElement>('.q_inc')!, 'Enter');
  assert.equal(changes, ['2'], 'one step per key');
  mounted[0]!.unmount();
  mounted = [];
  rest.unmount();
  assert.is(wrap.innerHTML, '<input type="number" id="qty" class="input-text qty" name="quantity" value="1" min="1" max="3">');
});

test('shop mode at rest: keyboard buttons, the current mode pressed; the component adopts it', () => {
  resetDom('<div class="woocommerce"><div class="mode_buttons"><form action="/shop.html" method="post"><input type="hidden" name="diveit_shop_mode" value="list"><a href="#" class="woocommerce_thumbs icon-th" title="Show products as thumbs"></a><a href="#" class="woocommerce_list icon-th-list" title="Show products as list"></a></form></div></div>');
  setPageGlobal('DIVEIT_STORAGE', diveitStorage());
  const rest = mountModule(atRest['shop-mode-at-rest'], $('.mode_buttons'));
  const names = ['role', 'aria-label', 'aria-pressed'];
  assert.equal(attributes($('.woocommerce_thumbs'), names), ['button', 'Show products as thumbs', 'false']);
  assert.equal(attributes($('.woocommerce_list'), names), ['button', 'Show products as list', 'true']);
  const markup = document.body.innerHTML;
  mounted = [mountModule(shopMode, $('.mode_buttons'))];
  assert.is(document.body.innerHTML, markup);
  mounted[0]!.unmount();
  mounted = [];
  rest.unmount();
  assert.equal(attributes($('.woocommerce_list'), names), [null, null, null]);
});

test.run();
