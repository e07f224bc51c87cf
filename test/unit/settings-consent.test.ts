import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConsentSettings } from '../../src/settings-consent';
import { SettingsError } from '../../src/settings-error';

const front = {
  ajaxUrl: '/wp-admin/admin-ajax.php',
  ajaxNonce: '3f9a1c2b7d',
  ajaxArg: 'security',
  pluginPrefix: 'wpgdprc',
  prefix: 'wpgdprc',
  cookieName: 'wpgdprc-consent-v2',
  consentVersion: 'v2',
  path: '/',
  blogId: '1',
  consents: [
    { ID: 7, required: false, placement: 'head', content: '<script>x()</script>', title: 'GA' },
    { ID: '12', required: '1', placement: 'footer', content: '' },
  ],
};

test.before.each(() => resetDom());

test('reads wpgdprcFront: the nonce under its argument name, consents typed', () => {
  setPageGlobal('wpgdprcFront', front);
  const settings = readConsentSettings();
  assert.equal(settings.nonce, { name: 'security', value: '3f9a1c2b7d' });
  assert.is(settings.cookieName, 'wpgdprc-consent-v2');
  assert.is(settings.cookiePath, '/');
  assert.is(settings.token, '');
  assert.equal(settings.consents, [
    { ID: 7, required: false, placement: 'head', content: '<script>x()</script>' },
    { ID: 12, required: true, placement: 'footer', content: '' },
  ]);
  assert.equal(settings.droppedConsents, []);
});

test('no consents when no processor is active', () => {
  const { consents: _none, ...withoutConsents } = front;
  setPageGlobal('wpgdprcFront', withoutConsents);
  assert.equal(readConsentSettings().consents, []);
});

test('a malformed consent entry is left out with its reason; the others and the rest of the global stay usable', () => {
  setPageGlobal('wpgdprcFront', {
    ...front,
    consents: [{ ID: 1, required: '', placement: 'sidebar', content: '' }, front.consents[1], { ID: 'x', placement: 'head' }, 'junk'],
  });
  const settings = readConsentSettings();
  assert.equal(settings.consents, [{ ID: 12, required: true, placement: 'footer', content: '' }]);
  assert.is(settings.droppedConsents.length, 3);
  assert.match(settings.droppedConsents[0]!, /^consents\.0\.placement: /);
  assert.match(settings.droppedConsents[1]!, /^consents\.2\.ID: /);
  assert.match(settings.droppedConsents[2]!, /^consents\.3: /);
  assert.is(settings.ajaxUrl, '/wp-admin/admin-ajax.php');
});

test('consents that are not a list (PHP prints a gapped array as an object) give no consents and one reason; the rest stays usable for the request forms', () => {
  for (const consents of ['none', { 0: front.consents[0], 2: front.consents[1] }]) {
    setPageGlobal('wpgdprcFront', { ...front, consents });
    const settings = readConsentSettings();
    assert.equal(settings.consents, []);
    assert.equal(settings.droppedConsents, ['consents: not a list']);
    assert.is(settings.nonce.name, front.ajaxArg);
  }
});

test('a missing nonce argument name makes the global malformed', () => {
  const { ajaxArg: _missing, ...withoutArg } = front;
  setPageGlobal('wpgdprcFront', withoutArg);
  assert.throws(() => readConsentSettings(), (error: unknown) => error instanceof SettingsError && /ajaxArg/.test(error.message));
});

test.run();
