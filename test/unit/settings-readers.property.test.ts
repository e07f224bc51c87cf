import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { readBookedAgentSettings, readBookedSettings } from '../../src/settings-booking';
import { readConsentSettings } from '../../src/settings-consent';
import { SettingsError } from '../../src/settings-error';
import { readCf7Settings as readContactForm7Settings } from '../../enhancers/cf7/cf7-settings';
import { readInstagramSettings } from '../../src/settings-plugins';
import { readThemeLayoutSettings } from '../../src/settings-theme-layout';
import { readThemeSettings, readTrxUtilsSettings } from '../../src/settings-theme';

resetDom('');

// Whatever the page prints in its globals (wp_localize_script output, a plugin's own object, garbage from
// another script), a reader returns settings or throws its typed SettingsError: nothing else escapes.
const readers: [string[], () => unknown][] = [
  [['booked_js_vars'], () => readBookedSettings()],
  [['booked_fea_vars'], () => readBookedAgentSettings()],
  [['wpgdprcFront', 'wpgdprc'], () => readConsentSettings()],
  [['wpcf7'], () => readContactForm7Settings()],
  [['sb_instagram_js_options'], () => readInstagramSettings()],
  [['THEMEREX_GLOBALS', 'DIVEIT_STORAGE'], () => readThemeSettings()],
  [['THEMEREX_GLOBALS', 'DIVEIT_STORAGE'], () => readThemeLayoutSettings()],
  [['TRX_UTILS_STORAGE'], () => readTrxUtilsSettings()],
];

/** Values shaped like the real globals: strings for scalars, nested objects and arrays, plus the odd bad value. */
const pageValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ maxLength: 12 }),
    fc.constantFrom('', '0', '1', 'true', 'false', '/wp-admin/admin-ajax.php', 'NaN', '-1', '1e400', '[', '{"a":'),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('ajax_url', 'ajaxurl', 'ajax_nonce', 'nonce', 'strings', 'api', 'root', 'namespace', 'cached', 'consents', 'prefix', 'path', 'i18n_please_wait', 'profilePage', 'system_message', 'menu_fixed', 'x'), tie('value'), { maxKeys: 6 }),
  ),
})).value;

for (const [globals, read] of readers) {
  test(`${globals.join(' / ')}: any value gives settings or a SettingsError`, () => {
    fc.assert(
      fc.property(fc.array(pageValue, { minLength: globals.length, maxLength: globals.length }), (values) => {
        globals.forEach((name, index) => setPageGlobal(name, values[index]));
        try {
          read();
        } catch (error) {
          assert.instance(error, SettingsError, String(error));
        } finally {
          for (const name of globals) delete (window as unknown as Record<string, unknown>)[name];
        }
      }),
      { numRuns: 150 },
    );
  });
}

test.run();
