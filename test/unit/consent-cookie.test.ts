import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { consentAllows } from '../../enhancers/consent/consent-cookie';

test('no cookie allows no optional consent', () => {
  assert.is(consentAllows(undefined, 7), false);
});

test('`accept` allows every consent', () => {
  assert.is(consentAllows('accept', 7), true);
  assert.is(consentAllows('accept', 123), true);
});

test('a list allows each listed id whose status is not declined', () => {
  const cookie = '7_accepted,9_declined,12_required';
  assert.is(consentAllows(cookie, 7), true);
  assert.is(consentAllows(cookie, 9), false);
  assert.is(consentAllows(cookie, 12), true);
  assert.is(consentAllows(cookie, 14), false, 'not listed');
});

test('ids are matched exactly, never as a prefix or suffix', () => {
  assert.is(consentAllows('17_accepted,71_accepted', 7), false);
  assert.is(consentAllows('7_declined,17_accepted', 7), false);
  assert.is(consentAllows('7_declined,17_accepted', 17), true);
});

test('a malformed value allows nothing', () => {
  for (const cookie of ['', 'yes', 'all', 'ACCEPT', '7_accepted,', '7_accepted,junk', '7:accepted', '_accepted', '7_', 'x_accepted', '7_accepted;9_accepted']) {
    assert.is(consentAllows(cookie, 7), false, JSON.stringify(cookie));
  }
});

test('spaces around pairs are tolerated', () => {
  assert.is(consentAllows('7_accepted, 9_accepted', 9), true);
});

test.run();
