import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readCf7Settings as readContactForm7Settings } from '../../enhancers/cf7/cf7-settings';
import { readInstagramSettings } from '../../src/settings-plugins';
import { SettingsError } from '../../src/settings-error';

test.before.each(() => resetDom());

test('wpcf7: REST root and namespace', () => {
  setPageGlobal('wpcf7', { api: { root: 'http://localhost/wp-json/', namespace: 'contact-form-7/v1' }, cached: '1' });
  assert.equal(readContactForm7Settings(), { apiRoot: 'http://localhost/wp-json/', apiNamespace: 'contact-form-7/v1', cached: true });
});

test('wpcf7 without api is malformed', () => {
  setPageGlobal('wpcf7', { cached: '1' });
  assert.throws(() => readContactForm7Settings(), (error: unknown) => error instanceof SettingsError && /wpcf7 is malformed.*api/.test(error.message));
});

test('sb_instagram_js_options: paths it does not print are filled in from the location; absent, it is a SettingsError (the family never loads then)', () => {
  assert.throws(() => readInstagramSettings(), (error: unknown) => error instanceof SettingsError && /sb_instagram_js_options is missing/.test(error.message));
  setPageGlobal('sb_instagram_js_options', {});
  const settings = readInstagramSettings();
  assert.is(settings.ajaxUrl, 'http://localhost/wp-admin/admin-ajax.php');
  assert.is(settings.fontMethod, 'svg');
  assert.match(settings.resizedUrl, /^http:\/\/localhost\/wp-content\/uploads\/sb-instagram-feed-images\/$/);
});

test('sb_instagram_js_options: ajax_url is used as given, even on another host (defect 4)', () => {
  setPageGlobal('sb_instagram_js_options', { font_method: 'svg', resized_url: 'https://cdn.tld/r/', placeholder: '/p.png', ajax_url: 'https://other.tld/blog/wp-admin/admin-ajax.php' });
  const settings = readInstagramSettings();
  assert.is(settings.ajaxUrl, 'https://other.tld/blog/wp-admin/admin-ajax.php');
  assert.is(settings.resizedUrl, 'http://cdn.tld/r/');
  assert.is(settings.placeholder, '/p.png');
});

test('sb_instagram_js_options: the footer\'s sbiajaxurl takes precedence over ajax_url (§B.7)', () => {
  setPageGlobal('sb_instagram_js_options', { ajax_url: 'http://localhost/wp-admin/admin-ajax.php' });
  setPageGlobal('sbiajaxurl', 'http://localhost/sub/wp-admin/admin-ajax.php');
  assert.is(readInstagramSettings().ajaxUrl, 'http://localhost/sub/wp-admin/admin-ajax.php');
});

test('sb_instagram_js_options: a malformed global is a SettingsError', () => {
  setPageGlobal('sb_instagram_js_options', { ajax_url: { nested: true } });
  assert.throws(() => readInstagramSettings(), (error: unknown) => error instanceof SettingsError && /sb_instagram_js_options is malformed.*ajax_url/.test(error.message));
});

test.run();
