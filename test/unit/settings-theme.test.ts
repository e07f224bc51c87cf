import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readThemeSettings, readTrxUtilsSettings } from '../../src/settings-theme';
import { findThemeStorage } from '../../src/theme-storage';
import { SettingsError } from '../../src/settings-error';

const storage = {
  ajax_url: '/wp-admin/admin-ajax.php',
  ajax_nonce: '8c1d2e3f4a',
  site_url: 'https://site.tld',
  email_mask: '^([a-zA-Z0-9_\\-]+\\.)*[a-zA-Z0-9_\\-]+@[a-z0-9_\\-]+(\\.[a-z0-9_\\-]+)*\\.[a-z]{2,6}$',
  comments_maxlength: '1000',
  contacts_maxlength: '2000',
  ajax_search_min_length: '3',
  ajax_search_delay: '200',
  menu_fixed: '1',
  css_animation: '',
  system_message: { message: '', status: '', header: '' },
  strings: { text_empty: 'The message text can&#039;t be empty', email_confirm: 'Confirm &quot;%s&quot;', bad: 3 },
  ajax_sc_players_table_1: 'opaque',
};

test.before.each(() => resetDom());

test('generation A: THEMEREX_GLOBALS, prefix themerex, strings decoded, numbers from text', () => {
  setPageGlobal('THEMEREX_GLOBALS', storage);
  const settings = readThemeSettings();
  assert.is(settings.generation, 'A');
  assert.is(settings.prefix, 'themerex');
  assert.is(settings.nonce, '8c1d2e3f4a');
  assert.is(settings.contactsMaxLength, 2000);
  assert.is(settings.messageTimeout, 5000);
  assert.is(settings.strings.text_empty, "The message text can't be empty");
  assert.is(settings.strings.email_confirm, 'Confirm "%s"');
  assert.is(settings.raw.ajax_sc_players_table_1, 'opaque');
});

test('the system message arrives with its entities decoded, for showing as text', () => {
  setPageGlobal('THEMEREX_GLOBALS', { ...storage, system_message: { message: 'You can&#039;t vote twice &amp; more', status: 'error', header: 'Ben &amp; Jerry' } });
  assert.equal(readThemeSettings().systemMessage, { message: "You can't vote twice & more", status: 'error', header: 'Ben & Jerry' });
});

test('generation B: a <THEME>_STORAGE global gives its prefix', () => {
  setPageGlobal('TRX_UTILS_STORAGE', { ajax_url: '/x' });
  setPageGlobal('DIVEIT_STORAGE', storage);
  assert.equal(findThemeStorage(), { globalName: 'DIVEIT_STORAGE', generation: 'B', prefix: 'diveit' });
  assert.is(readThemeSettings().prefix, 'diveit');
});

test('the e-mail pattern matches case-insensitively; a broken pattern gives none', () => {
  setPageGlobal('THEMEREX_GLOBALS', storage);
  assert.ok(readThemeSettings().emailPattern!.test('Jane.Doe@Example.COM'));
  setPageGlobal('THEMEREX_GLOBALS', { ...storage, email_mask: '([' });
  assert.is(readThemeSettings().emailPattern, undefined);
});

test('missing and malformed storage throw a SettingsError naming the global', () => {
  assert.throws(() => readThemeSettings(), (error: unknown) => error instanceof SettingsError && /THEMEREX_GLOBALS is missing/.test(error.message));
  setPageGlobal('THEMEREX_GLOBALS', { ...storage, ajax_url: '' });
  assert.throws(() => readThemeSettings(), (error: unknown) => error instanceof SettingsError && /THEMEREX_GLOBALS is malformed.*ajax_url/.test(error.message));
});

test('TRX_UTILS_STORAGE: flags by truthiness ("0" is off), msg_* texts without the prefix', () => {
  setPageGlobal('TRX_UTILS_STORAGE', {
    ajax_url: '/wp-admin/admin-ajax.php',
    ajax_nonce: '7e6d5c4b3a',
    user_logged_in: '0',
    login_via_ajax: '1',
    email_mask: '^.+@.+$',
    msg_login_empty: "The Login field can't be empty",
    msg_ajax_error: 'Invalid server answer!',
  });
  const settings = readTrxUtilsSettings();
  assert.is(settings.loginViaAjax, true);
  assert.is(settings.messages.login_empty, "The Login field can't be empty");
  assert.is(settings.messages.ajax_error, 'Invalid server answer!');
  setPageGlobal('TRX_UTILS_STORAGE', { ajax_url: '/wp-admin/admin-ajax.php', login_via_ajax: '0' });
  assert.is(readTrxUtilsSettings().loginViaAjax, false);
});

test.run();
