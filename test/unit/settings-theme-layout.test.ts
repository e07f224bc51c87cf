import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readThemeLayoutSettings } from '../../src/settings-theme-layout';
import { SettingsError } from '../../src/settings-error';

test.before.each(() => resetDom());

test('B: menu_mobile, toc, slider height, theme colours, menu items per block, any other key', () => {
  setPageGlobal('DIVEIT_STORAGE', {
    ajax_url: '/wp-admin/admin-ajax.php', menu_mobile: '1024', menu_responsive: '640', menu_fixed: '1', toc_menu: 'fixed', toc_menu_home: '1', toc_menu_top: '',
    slider_height: '100', theme_color: '#1a2b4c', theme_bg_color: '#ffffff', theme_font: 'Lato',
    menuitems: { sc_menuitems_1: '12, 15,18', sc_menuitems_2: 21 }, ajax_sc_players_table_1: 'a:1:{}',
  });
  const settings = readThemeLayoutSettings();
  assert.is(settings.generation, 'B');
  assert.is(settings.prefix, 'diveit');
  assert.is(settings.mobileWidth, 1024);
  assert.is(settings.menuFixed, true);
  assert.equal([settings.tocMenu, settings.tocMenuHome, settings.tocMenuTop], ['fixed', true, false]);
  assert.is(settings.sliderHeight, 100);
  assert.equal([settings.themeColor, settings.themeBgColor, settings.themeFont], ['#1a2b4c', '#ffffff', 'Lato']);
  assert.equal(settings.menuItems, { sc_menuitems_1: ['12', '15', '18'], sc_menuitems_2: ['21'] });
  assert.is(settings.value('ajax_sc_players_table_1'), 'a:1:{}');
  assert.is(settings.value('missing'), undefined);
});

test('A: menu_responsive is the mobile width, theme_skin_* colours; missing keys fall back', () => {
  setPageGlobal('THEMEREX_GLOBALS', { ajax_url: '/x', menu_responsive: '640', menu_fixed: '', theme_skin_color: '#3f2803', theme_skin_bg_color: '#fbf9f3' });
  const settings = readThemeLayoutSettings();
  assert.is(settings.mobileWidth, 640);
  assert.is(settings.menuFixed, false);
  assert.equal([settings.themeColor, settings.themeBgColor], ['#3f2803', '#fbf9f3']);
  assert.equal([settings.tocMenu, settings.sliderHeight], ['', 0]);
  assert.equal(settings.menuItems, {});
});

test('a malformed menuitems does not switch the layout off; no storage at all does', () => {
  setPageGlobal('DIVEIT_STORAGE', { menuitems: 'nonsense', menu_mobile: 'abc' });
  const settings = readThemeLayoutSettings();
  assert.equal(settings.menuItems, {});
  assert.is(settings.mobileWidth, 0);
  resetDom();
  assert.throws(() => readThemeLayoutSettings(), (error: unknown) => error instanceof SettingsError);
});

test.run();
