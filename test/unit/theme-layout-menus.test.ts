import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { likeTheBrowser } from '../helpers/react-env';
import { diveitStorage, fakeWindow, key, mountModule, themerexStorage, type Mounted } from '../helpers/theme-kit';
import responsiveLayout from '../../enhancers/theme-layout/responsive-layout';
import sideMenu from '../../enhancers/theme-layout/side-menu';
import pushyMenu from '../../enhancers/theme-layout/pushy-menu';
import pushyAtRest from '../../enhancers/theme-layout/pushy-at-rest';
import responsiveMenu, { sideResponsiveMenu } from '../../enhancers/theme-layout/responsive-menu';
import outerSidebar from '../../enhancers/theme-layout/outer-sidebar';
import menuHover from '../../enhancers/theme-layout/menu-hover';
import mobileSubmenus, { MOBILE_SUBMENU_SLIDE_MS } from '../../enhancers/theme-layout/mobile-submenus';

likeTheBrowser(test);

let clock: FakeClock;
let win: ReturnType<typeof fakeWindow>;
let mounted: Mounted[] = [];
const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

test.before.each(() => {
  clock = installFakeClock();
  win = fakeWindow();
});
test.after.each(() => {
  mounted.forEach((each) => each.unmount());
  mounted = [];
  document.documentElement.removeAttribute('class');
  win.restore();
  clock.uninstall();
});

test('B: body.menu_mobile below menu_mobile, updated on resize; removed on cleanup', () => {
  resetDom('');
  setPageGlobal('DIVEIT_STORAGE', diveitStorage({ menu_mobile: '1024' }));
  window.innerWidth = 1023;
  mounted = [mountModule(responsiveLayout, document.body)];
  assert.ok(document.body.classList.contains('menu_mobile'));
  window.innerWidth = 1024;
  window.dispatchEvent(new Event('resize'));
  assert.not.ok(document.body.classList.contains('menu_mobile'), 'not below 1024');
  window.innerWidth = 600;
  window.dispatchEvent(new Event('resize'));
  assert.ok(document.body.classList.contains('menu_mobile'));
  mounted[0]!.unmount();
  mounted = [];
  assert.not.ok(document.body.classList.contains('menu_mobile'));
});

test('A: body.responsive_menu below menu_responsive; 0 switches the mobile layout off', () => {
  resetDom('');
  setPageGlobal('THEMEREX_GLOBALS', themerexStorage({ menu_responsive: '640', menu_relayout: '960' }));
  window.innerWidth = 639;
  mounted = [mountModule(responsiveLayout, document.body)];
  assert.ok(document.body.classList.contains('responsive_menu'));
  assert.not.ok(document.body.classList.contains('menu_mobile'));
  assert.not.ok(document.body.classList.contains('menu_relayout'));
  window.innerWidth = 800;
  window.dispatchEvent(new Event('resize'));
  assert.is(document.body.className, 'menu_relayout', 'between the two widths: the relayout, not the mobile layout');
  mounted[0]!.unmount();
  assert.is(document.body.className, '');
  resetDom('<header class="top_panel_wrap top_panel_style_1"></header>');
  setPageGlobal('THEMEREX_GLOBALS', themerexStorage({ menu_responsive: '0' }));
  mounted = [mountModule(responsiveLayout, document.body)];
  assert.is(document.body.className, '');
  // Whatever the widths: the theme's CSS shows the menu bar only under .menu_show.
  assert.is($('header').className, 'top_panel_wrap top_panel_style_1 menu_show');
  mounted[0]!.unmount();
  assert.is($('header').className, 'top_panel_wrap top_panel_style_1');
});

const mobileHeader = `
  <div class="header_mobile"><div class="menu_button icon-menu"></div>
    <div class="side_wrap"><div class="close">Close</div><nav><ul class="menu_main_nav"><li><a href="/">Home</a></li><li><a id="squad" href="#toc_squad">Squad</a></li></ul></nav></div>
    <div class="mask"></div></div><a id="toc_squad"></a><button id="after">after</button>`;

test('side menu: the menu button opens the side menu over the mask and moves focus in', () => {
  resetDom(mobileHeader);
  mounted = [mountModule(sideMenu, $('.header_mobile'))];
  const button = $('.menu_button');
  assert.is(button.getAttribute('role'), 'button');
  assert.is(button.getAttribute('aria-label'), 'Menu');
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.is(button.getAttribute('aria-controls'), $('.side_wrap').id);
  assert.ok($('.side_wrap').hasAttribute('inert'), 'closed: its links are out of the Tab order');
  button.focus();
  key(button, 'Enter');
  assert.ok($('.side_wrap').classList.contains('open'));
  assert.ok($('.mask').classList.contains('show'));
  assert.ok(document.documentElement.classList.contains('menu_mobile_open'));
  assert.is(button.getAttribute('aria-expanded'), 'true');
  assert.not.ok($('.side_wrap').hasAttribute('inert'));
  assert.ok($('.side_wrap').contains(document.activeElement), 'focus moved into the menu');
  key(document.activeElement, 'Escape');
  assert.not.ok($('.side_wrap').classList.contains('open'));
  assert.not.ok(document.documentElement.classList.contains('menu_mobile_open'));
  assert.is(document.activeElement, button, 'focus returns to the button');
});

test('side menu: the mask, the close button and an in-page link close it; Tab stays inside', () => {
  resetDom(mobileHeader);
  mounted = [mountModule(sideMenu, $('.header_mobile'))];
  $('.menu_button').click();
  $('.mask').click();
  assert.not.ok($('.side_wrap').classList.contains('open'));
  $('.menu_button').click();
  assert.is($('.side_wrap .close').getAttribute('role'), 'button');
  $('.side_wrap .close').click();
  assert.not.ok($('.mask').classList.contains('show'));
  $('.menu_button').click();
  const links = Array.from(document.querySelectorAll<HTMLElement>('.side_wrap a, .side_wrap .close'));
  const last = document.getElementById('squad')!;
  last.focus();
  key(last, 'Tab');
  assert.ok($('.side_wrap').contains(document.activeElement), 'Tab wraps inside');
  assert.ok(links.length > 1);
  last.addEventListener('click', (event) => event.preventDefault());
  last.click();
  assert.not.ok($('.side_wrap').classList.contains('open'), 'an in-page link closes it');
});

test('side menu: a link to the same path with another query or on another origin does not close it (it leaves the page)', () => {
  resetDom(mobileHeader);
  mounted = [mountModule(sideMenu, $('.header_mobile'))];
  const nav = $('.side_wrap nav');
  const hrefs = [`${location.pathname}?x#toc_squad`, `https://elsewhere.example${location.pathname}#toc_squad`];
  for (const href of hrefs) {
    $('.menu_button').click();
    const link = document.createElement('a');
    link.href = href;
    link.textContent = href;
    link.addEventListener('click', (event) => event.preventDefault());
    nav.append(link);
    link.click();
    assert.ok($('.side_wrap').classList.contains('open'), `${href} leaves the page: the menu stays open`);
    $('.side_wrap .close').click();
  }
  $('.menu_button').click();
  const same = document.createElement('a');
  same.href = `${location.pathname}#toc_squad`;
  same.addEventListener('click', (event) => event.preventDefault());
  nav.append(same);
  same.click();
  assert.not.ok($('.side_wrap').classList.contains('open'), 'the same page with the path written out closes it');
});

test('side menu closes when the mobile layout ends', () => {
  resetDom(mobileHeader);
  document.body.classList.add('menu_mobile');
  mounted = [mountModule(sideMenu, $('.header_mobile'))];
  $('.menu_button').click();
  document.body.classList.remove('menu_mobile');
  window.dispatchEvent(new Event('resize'));
  assert.not.ok($('.side_wrap').classList.contains('open'));
});

test('pushy: the button opens (body.pushy-active, overlay fades in); close and overlay close it', () => {
  resetDom('<nav class="pushy"><div class="pushy_inner"><a href="#" class="close-pushy"></a><ul id="menu_pushy"><li><a href="/">Home</a></li></ul></div></nav><div class="site-overlay" style="display:none"></div><a href="#" class="menu_pushy_button icon-menu" title="Open menu"></a>');
  mounted = [mountModule(pushyMenu, $('.pushy'))];
  const button = $('.menu_pushy_button');
  assert.is(button.getAttribute('role'), 'button');
  assert.is($('.close-pushy').getAttribute('aria-label'), 'Close menu');
  button.click();
  assert.ok(document.body.classList.contains('pushy-active'));
  assert.is($('.site-overlay').style.display, 'block');
  assert.ok($('.pushy').contains(document.activeElement));
  $('.close-pushy').click();
  assert.not.ok(document.body.classList.contains('pushy-active'));
  clock.tick(400);
  assert.is($('.site-overlay').style.display, 'none');
  button.click();
  $('.site-overlay').click();
  assert.not.ok(document.body.classList.contains('pushy-active'));
});

test('pushy at rest: the closed menu inert, its buttons collapsed keyboard buttons, close named; the component adopts it', () => {
  const html =
    '<nav class="pushy"><div class="pushy_inner"><a href="#" class="close-pushy"></a><ul id="menu_pushy"><li><a href="/">Home</a></li></ul></div></nav><div class="site-overlay" style="display:none"></div><a href="#" class="menu_pushy_button icon-menu" title="Open menu"></a>';
  resetDom(html);
  const atRest = mountModule(pushyAtRest, $('.pushy'));
  const button = $('.menu_pushy_button');
  const state = () => [button.getAttribute('role'), button.getAttribute('tabindex'), button.getAttribute('aria-label'), button.getAttribute('aria-expanded'), button.getAttribute('aria-controls'), $('.pushy').hasAttribute('inert'), $('.close-pushy').getAttribute('aria-label')];
  const rest = state();
  assert.equal(rest, ['button', '0', 'Menu', 'false', $('.pushy').id, true, 'Close menu']);
  assert.ok($('.pushy').id);
  mounted = [mountModule(pushyMenu, $('.pushy'))];
  assert.equal(state(), rest, 'the first render sets what was there');
  let clicks = 0;
  button.addEventListener('click', () => clicks++);
  key(button, 'Enter');
  assert.is(clicks, 1, 'one key listener');
  assert.ok(document.body.classList.contains('pushy-active'));
  $('.close-pushy').click();
  mounted.forEach((each) => each.unmount());
  mounted = [];
  atRest.unmount();
  assert.equal(state(), [null, null, null, null, null, false, null], 'the undo puts the server markup back');
});

test('A responsive menu: the button slides a copy of the main menu (without ids, without the menu slide\'s marker) open and closed', () => {
  resetDom('<div class="menu_main_wrap"><a href="#" class="menu_main_responsive_button icon-menu"></a><nav><ul id="menu_main" class="menu_main_nav"><li id="menu-item-1"><a href="/">Home</a></li><li id="blob" style="width: 0px; opacity: 0;"></li></ul></nav></div>');
  mounted = [mountModule(responsiveMenu, $('.menu_main_responsive_button'))];
  const copy = $('.menu_main_responsive');
  assert.ok(copy);
  assert.is(copy.children.length, 1, 'the marker the menu slide added is not copied');
  assert.is(copy.previousElementSibling!.localName, 'nav');
  assert.is(copy.querySelector('[id]'), null);
  assert.is(copy.className, 'menu_main_responsive');
  // Hidden by the theme's CSS (.menu_main_responsive { display:none }), not inline, as the theme's copy.
  assert.is(copy.getAttribute('style'), null);
  const button = $('.menu_main_responsive_button');
  assert.is(button.getAttribute('aria-expanded'), 'false');
  key(button, ' ');
  assert.is(copy.style.display, 'block');
  assert.is(button.getAttribute('aria-expanded'), 'true');
  button.click();
  clock.tick(400);
  assert.is(copy.style.display, 'none');
  mounted[0]!.unmount();
  mounted = [];
  assert.is(document.querySelector('.menu_main_responsive'), null);
});

test('A responsive side menu: its own button and its own copy of #menu_side, independent of the main one', () => {
  resetDom(`<div class="menu_main_wrap"><a href="#" class="menu_main_responsive_button"></a><nav><ul id="menu_main"><li><a href="/">Home</a></li></ul></nav></div>
    <div class="sidebar_outer_menu"><nav><ul id="menu_side" class="menu_side_nav"><li id="side-1"><a href="#toc_top">Top</a></li></ul></nav><a href="#" class="sidebar_outer_menu_responsive_button icon-down">Select menu item</a></div>`);
  mounted = [mountModule(responsiveMenu, $('.menu_main_responsive_button')), mountModule(sideResponsiveMenu, $('.sidebar_outer_menu_responsive_button'))];
  const side = $('.menu_side_responsive');
  const button = $('.sidebar_outer_menu_responsive_button');
  assert.is(side.previousElementSibling!.id, 'menu_side', 'right after the menu (insertAfter)');
  assert.is(side.className, 'menu_side_responsive');
  assert.is(side.querySelector('[id]'), null);
  assert.is(side.textContent, 'Top');
  button.click();
  assert.is(side.style.display, 'block');
  assert.not.ok($('.menu_main_responsive').style.display);
  assert.is(button.getAttribute('aria-controls'), side.id);
  assert.is(button.className, 'sidebar_outer_menu_responsive_button icon-up', 'its arrow turns, as core.init.js toggles icon-down/icon-up');
});

test('outer sidebar: the widgets button shows and hides the widgets', () => {
  resetDom('<div class="sidebar_outer"><a href="#" class="sidebar_outer_widgets_button icon-book-open"></a><div class="sidebar_outer_widgets" style="display:none">W</div></div>');
  mounted = [mountModule(outerSidebar, $('.sidebar_outer_widgets_button'))];
  const button = $('.sidebar_outer_widgets_button');
  assert.is(button.getAttribute('aria-expanded'), 'false');
  button.click();
  assert.is($('.sidebar_outer_widgets').style.display, 'block');
  assert.ok(button.classList.contains('opened'));
  button.click();
  clock.tick(400);
  assert.is($('.sidebar_outer_widgets').style.display, 'none');
  assert.is(button.getAttribute('aria-expanded'), 'false');
});

const menu = `<ul id="menu_main" class="menu_main_nav">
  <li id="one"><a href="/one">One</a><ul class="sub-menu"><li><a id="inner" href="/one/a">A</a></li></ul></li>
  <li id="two"><a href="/two">Two</a><ul class="sub-menu"><li><a href="/two/a">B</a></li></ul></li>
  <li id="three"><a href="/three">Three</a></li></ul>`;

test('menu hover: a sub-menu opens at once and stays 500 ms after the pointer leaves', () => {
  resetDom(menu);
  mounted = [mountModule(menuHover, $('#menu_main'))];
  const one = $('#one');
  assert.is(one.querySelector('a')!.getAttribute('aria-haspopup'), 'true');
  assert.is($('#three a').getAttribute('aria-haspopup'), null);
  one.dispatchEvent(new MouseEvent('mouseenter'));
  assert.ok(one.classList.contains('sfHover'));
  assert.is(one.querySelector('a')!.getAttribute('aria-expanded'), 'true');
  one.dispatchEvent(new MouseEvent('mouseleave'));
  clock.tick(499);
  assert.ok(one.classList.contains('sfHover'), 'still open');
  one.dispatchEvent(new MouseEvent('mouseenter'));
  clock.tick(1000);
  assert.ok(one.classList.contains('sfHover'), 'back in time: stays open');
  one.dispatchEvent(new MouseEvent('mouseleave'));
  clock.tick(500);
  assert.not.ok(one.classList.contains('sfHover'));
  one.dispatchEvent(new MouseEvent('mouseenter'));
  $('#two').dispatchEvent(new MouseEvent('mouseenter'));
  assert.not.ok(one.classList.contains('sfHover'), 'opening another closes it at once');
});

test('menu hover: keyboard focus opens a sub-menu, leaving closes it, Escape returns to its link', () => {
  resetDom(menu);
  mounted = [mountModule(menuHover, $('#menu_main'))];
  $('#inner').focus();
  assert.ok($('#one').classList.contains('sfHover'));
  key($('#inner'), 'Escape');
  assert.not.ok($('#one').classList.contains('sfHover'));
  assert.is(document.activeElement, $('#one a'));
  $('#inner').focus();
  $('#three a').focus();
  assert.not.ok($('#one').classList.contains('sfHover'));
});

test('B mobile layout as core.init.js: header.top_panel_wrap hidden and .header_mobile shown by inline display, top_panel_fixed dropped, .top_panel_wrap menu_show', () => {
  resetDom('<header class="top_panel_wrap"><nav class="menu_main_nav_area"></nav></header><div class="header_mobile"></div>');
  document.body.classList.add('top_panel_fixed');
  setPageGlobal('DIVEIT_STORAGE', diveitStorage({ menu_mobile: '1240' }));
  window.innerWidth = 1280;
  mounted = [mountModule(responsiveLayout, document.body)];
  assert.ok($('header').classList.contains('menu_show'));
  assert.is($('.header_mobile').style.display, '', 'desktop: nothing changed');
  window.innerWidth = 800;
  window.dispatchEvent(new Event('resize'));
  assert.equal([$('header').style.display, $('.header_mobile').style.display], ['none', 'block']);
  assert.not.ok(document.body.classList.contains('top_panel_fixed'));
  window.innerWidth = 1280;
  window.dispatchEvent(new Event('resize'));
  assert.equal([$('header').style.display, $('.header_mobile').style.display], ['', 'none']);
});

test('menu hover (B, css_animation): the sub-menu fades in by inline display with animated fast menu_animation_in, out with menu_animation_out', () => {
  resetDom(menu);
  setPageGlobal('DIVEIT_STORAGE', diveitStorage({ css_animation: '1', menu_animation_in: 'fadeInUp', menu_animation_out: 'fadeOutDown' }));
  mounted = [mountModule(menuHover, $('#menu_main'))];
  const sub = $('#one > ul');
  $('#one').dispatchEvent(new MouseEvent('mouseenter'));
  assert.is(sub.style.display, 'block');
  assert.is(sub.className, 'sub-menu animated fast fadeInUp');
  clock.tick(500);
  assert.is(sub.style.opacity, '', 'faded in');
  $('#one').dispatchEvent(new MouseEvent('mouseleave'));
  clock.tick(500);
  assert.is(sub.className, 'sub-menu animated fast fadeOutDown');
  assert.is(sub.style.display, 'block', 'fading out');
  clock.tick(500);
  assert.is(sub.style.display, 'none');
  mounted.forEach((each) => each.unmount());
  mounted = [];
  assert.is(sub.getAttribute('style') ?? '', '', 'unmount puts it back');
  assert.is(sub.className, 'sub-menu');
});

test.run();

// DiveIt style.css hides the mobile menu's sub-menus.
const mobileMenu = `<style>.header_mobile .menu_main_nav > li ul { display: none; }</style><div class="header_mobile"><div class="side_wrap"><nav class="menu_main_nav_area"><ul id="menu_mobile" class="menu_main_nav">
  <li id="pages" class="menu-item menu-item-has-children"><a href="#"><span>Pages</span></a><ul class="sub-menu"><li><a id="contact" href="/contact/">Contact</a></li></ul></li>
  <li id="polo" class="menu-item menu-item-has-children"><a href="/polo/">Polo</a><ul class="sub-menu"><li><a href="/polo/squad">Squad</a></li></ul></li>
  <li class="menu-item"><a href="/blog/">Blog</a></li></ul></nav></div></div>`;

test('B mobile menu as core.init.js: arrows on parents, a click slides the sub-menu down (li.opened) and up, siblings close; # links and arrows are not followed', () => {
  resetDom(mobileMenu);
  const menu = $('#menu_mobile');
  mounted = [mountModule(mobileSubmenus, menu), mountModule(menuHover, menu)];
  assert.is(menu.querySelectorAll('li > a > span.open_child_menu').length, 2);
  const pagesLink = $('#pages > a');
  const polo = $('#polo > a > .open_child_menu');
  assert.is(pagesLink.getAttribute('aria-expanded'), 'false', 'a # link is the disclosure button');
  assert.is(polo.getAttribute('role'), 'button', 'beside a real link the arrow is');
  $('#pages').dispatchEvent(new MouseEvent('mouseenter'));
  assert.not.ok($('#pages').classList.contains('sfHover'), 'no hover drop-down in the mobile menu');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  pagesLink.dispatchEvent(click);
  assert.ok(click.defaultPrevented, 'a # link is not followed');
  assert.ok($('#pages').classList.contains('opened'));
  assert.is($('#pages > ul').style.display, 'block');
  assert.is(pagesLink.getAttribute('aria-expanded'), 'true');
  clock.tick(MOBILE_SUBMENU_SLIDE_MS);
  const arrowClick = new MouseEvent('click', { bubbles: true, cancelable: true });
  polo.dispatchEvent(arrowClick);
  assert.ok(arrowClick.defaultPrevented, 'the arrow does not follow the link');
  assert.ok($('#polo').classList.contains('opened'));
  assert.not.ok($('#pages').classList.contains('opened'), 'the open sibling closes');
  assert.is(pagesLink.getAttribute('aria-expanded'), 'false');
  key(polo, 'Enter');
  assert.not.ok($('#polo').classList.contains('opened'));
  assert.is(polo.getAttribute('aria-expanded'), 'false');
  mounted.forEach((each) => each.unmount());
  mounted = [];
  assert.is(menu.querySelectorAll('.open_child_menu, .opened, [aria-expanded], [role]').length, 0, 'unmount puts the markup back');
});
