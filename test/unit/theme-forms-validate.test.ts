import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ERROR_FIELD_CLASS, isRequired, validateForm, type FieldRule } from '../../enhancers/theme-forms/validate-form';

const form = () => document.querySelector('form')!;
const named = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!;

test.before.each(() =>
  resetDom(`<form>
    <input name="login" value=""><input name="email" value="x"><input type="checkbox" name="agree">
    <input name="pwd" value="abc"><input name="pwd2" value="abd"><input name="other" value="">
  </form>`),
);

const rules: Record<string, FieldRule> = {
  login: { minLength: 1, maxLength: 5, messages: { min: 'login empty', max: 'login long' } },
  email: { minLength: 0, maxLength: 60, mask: /^\S+@\S+\.\w+$/i, messages: { mask: 'email bad' } },
  agree: { checked: true, messages: { checked: 'agree!' } },
  pwd: { minLength: 4, messages: { min: 'pwd short' } },
  pwd2: { equalTo: 'pwd', messages: { equal: 'not equal' } },
};

test('walks the controls in page order, one error per field, marks them and focuses the first', () => {
  const errors = validateForm(form(), rules);
  assert.equal(errors.map((error) => error.message), ['login empty', 'email bad', 'agree!', 'pwd short', 'not equal']);
  assert.equal(errors.map((error) => (error.field as HTMLInputElement).name), ['login', 'email', 'agree', 'pwd', 'pwd2']);
  assert.ok(named('login').classList.contains(ERROR_FIELD_CLASS));
  assert.not.ok(named('other').classList.contains(ERROR_FIELD_CLASS));
  assert.is(document.activeElement, named('login'));
});

test('firstErrorOnly stops at the first failing field; the error class is cleared on every control first', () => {
  named('other').classList.add(ERROR_FIELD_CLASS);
  const errors = validateForm(form(), rules, { firstErrorOnly: true });
  assert.equal(errors.map((error) => error.message), ['login empty']);
  assert.not.ok(named('other').classList.contains(ERROR_FIELD_CLASS));
  assert.not.ok(named('email').classList.contains(ERROR_FIELD_CLASS));
});

test('limits: min only above 0, max only above 0; a valid form gives no errors and no marks', () => {
  named('login').value = 'abcdef';
  assert.equal(validateForm(form(), { login: rules.login! }).map((error) => error.message), ['login long']);
  named('login').value = 'abc';
  named('email').value = 'Jane@Example.COM';
  named('agree').checked = true;
  named('pwd2').value = 'abc';
  named('pwd').value = 'abcd';
  named('pwd2').value = 'abcd';
  assert.equal(validateForm(form(), rules), []);
  assert.is(form().querySelectorAll(`.${ERROR_FIELD_CLASS}`).length, 0);
  assert.equal(validateForm(form(), { login: { minLength: 0, maxLength: 0, messages: {} } }), []);
});

test('the pattern skips empty values unless maskEmptyToo (generation A)', () => {
  named('email').value = '';
  assert.equal(validateForm(form(), { email: rules.email! }), []);
  assert.equal(validateForm(form(), { email: { ...rules.email!, maskEmptyToo: true } }).map((error) => error.message), ['email bad']);
});

test('isRequired accepts aria-required="true" and the escaped "\\"true\\"" of generation B', () => {
  resetDom(`<input id="a" aria-required="true"><input id="b" aria-required="&quot;true&quot;"><input id="c" aria-required="false"><input id="d">`);
  assert.equal(['a', 'b', 'c', 'd'].map((id) => isRequired(document.getElementById(id))), [true, true, false, false]);
  assert.is(isRequired(null), false);
});

test.run();
