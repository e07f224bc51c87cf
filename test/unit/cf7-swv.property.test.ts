// fast-check properties of the SWV predicates and rules (enhancers/cf7/swv).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { countCodeUnits, isEmail, isNumber } from '../../enhancers/cf7/swv/predicates';
import { validateSwv } from '../../enhancers/cf7/swv/validate';

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,6}[a-z0-9])?$/);
const local = fc.stringMatching(/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]{1,12}$/);
const wellFormed = fc.tuple(local, fc.array(label, { minLength: 2, maxLength: 4 }))
  .map(([name, labels]) => `${name}@${labels.join('.')}`)
  .filter((address) => address.length >= 6);

test('email: every well-formed address passes, also with surrounding spaces', () => {
  fc.assert(fc.property(wellFormed, fc.stringMatching(/^[ \t]{0,3}$/), (address, pad) => isEmail(`${pad}${address}${pad}`)));
});

test('email: an address with a second "@" or a space inside, ".." in its domain, or a one-label domain fails', () => {
  fc.assert(fc.property(wellFormed, fc.constantFrom('@', ' '), fc.nat(), (address, inserted, at) => {
    const position = 1 + (at % (address.length - 1));
    return !isEmail(address.slice(0, position) + inserted + address.slice(position));
  }));
  fc.assert(fc.property(wellFormed, fc.nat(), (address, at) => {
    const domainStart = address.indexOf('@') + 1;
    const position = domainStart + (at % (address.length - domainStart + 1));
    return !isEmail(address.slice(0, position) + '..' + address.slice(position));
  }));
  fc.assert(fc.property(local, label, (name, domain) => !isEmail(`${name}@${domain}`)));
});

test('email: any string never throws, and a pass has exactly one "@" and at least six characters', () => {
  fc.assert(fc.property(fc.string(), (text) => {
    const ok = isEmail(text);
    return !ok || (text.trim().length >= 6 && text.split('@').length === 2);
  }));
});

test('number: every finite JavaScript number written out (without "+") is a number', () => {
  fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) =>
    isNumber(String(value).replace('e+', 'e'))));
});

test('length: minlength and maxlength agree with the code-unit count, CRLF counted once', () => {
  const text = fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.constant('\r\n'), fc.constant('😀')), { maxLength: 6 }).map((parts) => parts.join(''));
  fc.assert(fc.property(text, fc.nat(40), (value, threshold) => {
    const length = countCodeUnits(value);
    assert.is(length, value.replace(/\r\n/g, '\n').length);
    const form = new FormData();
    form.append('f', value);
    const errors = validateSwv({ rules: [
      { rule: 'minlength', field: 'f', threshold, error: 'short' },
      { rule: 'maxlength', field: 'g', threshold, error: 'long' },
    ] }, (() => { form.append('g', value); return form; })());
    assert.is(errors.get('f'), length !== 0 && length < threshold ? 'short' : undefined);
    assert.is(errors.get('g'), length > threshold ? 'long' : undefined);
  }));
});

test.run();
