import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { acceptanceGiven, gateSubmit } from '../../enhancers/cf7/acceptance';
import { resetCounters, showCount } from '../../enhancers/cf7/character-count';
import { refreshCaptchas, refreshQuizzes } from '../../enhancers/cf7/challenges';
import { eventDetail } from '../../enhancers/cf7/events';
import { keepExclusive } from '../../enhancers/cf7/exclusive-checkbox';
import { fieldErrorsOf, feedbackAnswer } from '../../enhancers/cf7/feedback-answer';
import { wrapsOf } from '../../enhancers/cf7/field-errors';
import { errorId, readFormState } from '../../enhancers/cf7/form-state';
import { syncFreeText } from '../../enhancers/cf7/free-text';
import { hasSchemaRoute } from '../../enhancers/cf7/plugin-version';
import { restUrl } from '../../enhancers/cf7/rest-url';
import { applyStatus, statusClass } from '../../enhancers/cf7/status';
import { completeUrl } from '../../enhancers/cf7/url-field';
import { validationScope } from '../../enhancers/cf7/validation-scope';

const form = () => document.querySelector('form')!;
const hiddenFields = `<div style="display: none;"><input type="hidden" name="_wpcf7" value="123"><input type="hidden" name="_wpcf7_version" value="5.7.3">
  <input type="hidden" name="_wpcf7_locale" value="en_US"><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f123-p45-o1">
  <input type="hidden" name="_wpcf7_container_post" value="45"><input type="hidden" name="_wpcf7_posted_data_hash" value=""></div>`;

test('status: the API statuses map to their classes; others become custom- with every run replaced', () => {
  assert.equal(
    ['init', 'validation_failed', 'acceptance_missing', 'spam', 'aborted', 'mail_sent', 'mail_failed', 'submitting', 'resetting', 'validating', 'payment_required', 'sent', 'invalid'].map(statusClass),
    ['init', 'invalid', 'unaccepted', 'spam', 'aborted', 'sent', 'failed', 'submitting', 'resetting', 'validating', 'payment-required', 'sent', 'invalid'],
  );
  assert.is(statusClass('subscribers only!'), 'custom-subscribers-only-');
  assert.is(statusClass('a b  c__d'), 'custom-a-b-c-d');
  fc.assert(fc.property(fc.string(), (status) => /^[a-z-]*$|^custom-[0-9a-zA-Z-]*$/.test(statusClass(status))));
});

test('status: written as data-status and class, the previous class removed, wpcf7statuschanged when it changed', () => {
  resetDom('<form class="wpcf7-form init" data-status="init"></form>');
  const seen: unknown[] = [];
  document.addEventListener('wpcf7statuschanged', (event) => seen.push((event as CustomEvent).detail));
  assert.is(applyStatus(form(), 'validation_failed', { unitTag: 'x' }), 'invalid');
  assert.is(form().className, 'wpcf7-form invalid');
  assert.is(form().getAttribute('data-status'), 'invalid');
  applyStatus(form(), 'validation_failed');
  assert.equal(seen, [{ unitTag: 'x', status: 'invalid', prevStatus: 'init' }]);
});

test('URL: namespace and endpoint joined; with rest_route the path ? becomes &', () => {
  const pretty = { apiRoot: 'https://site.tld/wp-json/', apiNamespace: 'contact-form-7/v1' };
  assert.is(restUrl(pretty, 'contact-forms/42/feedback'), 'https://site.tld/wp-json/contact-form-7/v1/contact-forms/42/feedback');
  assert.is(restUrl({ ...pretty, apiNamespace: '/contact-form-7/v1/' }, '/contact-forms/42/refill'), 'https://site.tld/wp-json/contact-form-7/v1/contact-forms/42/refill');
  const plain = { apiRoot: 'https://site.tld/index.php?rest_route=/', apiNamespace: 'contact-form-7/v1' };
  assert.is(restUrl(plain, 'contact-forms/42/feedback/schema'), 'https://site.tld/index.php?rest_route=/contact-form-7/v1/contact-forms/42/feedback/schema');
  assert.is(restUrl(plain, 'contact-forms/42/refill?x=1'), 'https://site.tld/index.php?rest_route=/contact-form-7/v1/contact-forms/42/refill&x=1');
});

test('form state from the hidden fields; error ids keep only [0-9a-z_-]', () => {
  resetDom(`<div class="wpcf7 no-js"><form class="wpcf7-form init" data-status="init">${hiddenFields}<input name="your-name" value="Jo"></form></div>`);
  const state = readFormState(form());
  assert.equal({ ...state, parent: state.parent?.className }, {
    id: 123, status: 'init', pluginVersion: '5.7.3', locale: 'en_US', unitTag: 'wpcf7-f123-p45-o1', containerPost: 45, parent: 'wpcf7 no-js',
  });
  assert.is(errorId('wpcf7-f123-p45-o1', 'your name[]'), 'wpcf7-f123-p45-o1-ve-yourname');
  const detail = eventDetail(state, 'init', new window.FormData(form()));
  assert.equal(detail.inputs, [{ name: 'your-name', value: 'Jo' }]);
  assert.equal([detail.contactFormId, detail.contactFormLocale, detail.containerPostId, detail.unitTag], [123, 'en_US', 45, 'wpcf7-f123-p45-o1']);
});

const acceptance = (classes: string, checked: boolean) =>
  `<span class="wpcf7-form-control wpcf7-acceptance ${classes}"><span class="wpcf7-list-item"><label><input type="checkbox" name="a${classes.length}" value="1" ${checked ? 'checked' : ''}></label></span></span>`;

test('acceptance: the submit buttons are disabled until every non-optional box is as it must be (invert: unticked)', () => {
  resetDom(`<form>${acceptance('', false)}${acceptance('optional', false)}${acceptance('invert', false)}<input type="submit" class="wpcf7-submit"><button class="wpcf7-submit"></button></form>`);
  const buttons = () => [...form().querySelectorAll<HTMLInputElement>('.wpcf7-submit')].map((button) => button.disabled);
  gateSubmit(form());
  assert.equal(buttons(), [true, true]);
  form().querySelector<HTMLInputElement>('[name="a0"]')!.checked = true;
  assert.ok(acceptanceGiven(form()));
  gateSubmit(form());
  assert.equal(buttons(), [false, false]);
  form().querySelector<HTMLInputElement>('[name="a6"]')!.checked = true;
  gateSubmit(form());
  assert.equal(buttons(), [true, true]);
  form().classList.add('wpcf7-acceptance-as-validation');
  form().querySelector<HTMLInputElement>('[name="a6"]')!.checked = false;
  form().querySelector<HTMLInputElement>('[name="a0"]')!.checked = false;
  gateSubmit(form());
  assert.equal(buttons(), [true, true], 'left alone when the server validates acceptance');
});

test('URL completion: trimmed; http:// only without a scheme and with a dot', () => {
  assert.is(completeUrl('  example.com '), 'http://example.com');
  assert.is(completeUrl('//example.com/a'), 'http://example.com/a');
  assert.is(completeUrl('https://x.y'), 'https://x.y');
  assert.is(completeUrl('mailto:a@b.c'), 'mailto:a@b.c');
  assert.is(completeUrl(' localhost '), 'localhost');
  assert.is(completeUrl('   '), '');
});

test('exclusive checkboxes and free text', () => {
  resetDom(`<form><span class="wpcf7-form-control wpcf7-checkbox wpcf7-exclusive-checkbox">
    <input type="checkbox" name="c[]" value="1" checked><input type="checkbox" name="c[]" value="2"></span>
    <input type="checkbox" name="other" checked>
    <span class="wpcf7-list-item has-free-text"><input type="radio" name="r" value="Other"><input type="text" name="_wpcf7_free_text_r" class="wpcf7-free-text"></span></form>`);
  const boxes = [...form().querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  boxes[1]!.checked = true;
  keepExclusive(form(), boxes[1]!);
  assert.equal(boxes.map((box) => box.checked), [false, true, true]);
  const text = form().querySelector<HTMLInputElement>('.wpcf7-free-text')!;
  syncFreeText(form());
  assert.ok(text.disabled);
  const radio = form().querySelector<HTMLInputElement>('[name="r"]')!;
  radio.checked = true;
  syncFreeText(form(), radio);
  assert.not.ok(text.disabled);
  assert.is(document.activeElement, text, 'focused when its choice is checked');
});

test('character counters: up and down, too-long and too-short, reset to the default text', () => {
  resetDom(`<form><textarea name="m">abc</textarea>
    <span class="wpcf7-character-count up" data-target-name="m" data-starting-value="0" data-current-value="0" data-maximum-value="5" data-minimum-value="2"></span>
    <span class="wpcf7-character-count down" data-target-name="m" data-starting-value="5" data-current-value="5" data-maximum-value="5"></span></form>`);
  const [up, down] = [...form().querySelectorAll<HTMLElement>('.wpcf7-character-count')];
  const field = form().querySelector('textarea')!;
  field.value = 'x';
  showCount(up!, field);
  assert.equal([up!.textContent, up!.getAttribute('data-current-value'), up!.className], ['1', '1', 'wpcf7-character-count up too-short']);
  field.value = 'abcdefg';
  showCount(up!, field);
  showCount(down!, field);
  assert.equal([up!.className, down!.textContent], ['wpcf7-character-count up too-long', '-2']);
  resetCounters(form());
  assert.equal([field.value, up!.textContent, down!.textContent, up!.className], ['abc', '3', '2', 'wpcf7-character-count up']);
});

test('captcha and quiz refresh: fields emptied, image, challenge, question and hash replaced', () => {
  resetDom(`<form><span class="wpcf7-form-control-wrap" data-name="quiz-1"><label><span class="wpcf7-quiz-label">1+1?</span>
    <input type="text" name="quiz-1" value="2"></label><input type="hidden" name="_wpcf7_quiz_answer_quiz-1" value="old"></span>
    <img class="wpcf7-captcha-captcha-1" src="/c/111.png"><input type="hidden" name="_wpcf7_captcha_challenge_captcha-1" value="111">
    <span class="wpcf7-form-control-wrap" data-name="captcha-1"><input type="text" name="captcha-1" value="abcd"></span></form>`);
  refreshCaptchas(form(), { 'captcha-1': '/c/2468.png' });
  refreshQuizzes(form(), { 'quiz-1': ['2+3?', 'hash5'] });
  const value = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!.value;
  assert.equal([value('captcha-1'), value('_wpcf7_captcha_challenge_captcha-1'), form().querySelector('img')!.getAttribute('src')], ['', '2468', '/c/2468.png']);
  assert.equal([value('quiz-1'), value('_wpcf7_quiz_answer_quiz-1'), form().querySelector('.wpcf7-quiz-label')!.textContent], ['', 'hash5', '2+3?']);
});

test('validation scope: values of the wraps up to the changed one, files as files, none under .novalidate', () => {
  resetDom(`<form>
    <span class="wpcf7-form-control-wrap" data-name="a"><input name="a" value="1"><input name="b" value="off" disabled></span>
    <span class="novalidate"><span class="wpcf7-form-control-wrap" data-name="n"><input name="n" value="skip"></span></span>
    <span class="wpcf7-form-control-wrap" data-name="c"><input type="checkbox" name="c[]" value="x" checked><input type="checkbox" name="c[]" value="y">
      <select name="s" multiple><option selected>p</option><option>q</option><option selected>r</option></select></span>
    <span class="wpcf7-form-control-wrap" data-name="d"><input name="d" value="later"></span></form>`);
  const target = form().querySelector('[name="s"]')!;
  const scope = validationScope(form(), target);
  assert.equal(scope.fields, ['a', 'c']);
  assert.equal([...scope.data], [['a', '1'], ['c[]', 'x'], ['s', 'p'], ['s', 'r']]);
  assert.equal(validationScope(form()).fields, ['a', 'c', 'd']);
});

test('the schema route from 5.6 on, as each release prints _wpcf7_version; an unreadable version counts as recent', () => {
  assert.equal(['5.1.6', '5.5', '5.5.6', '5.6-alpha', '5.6', '5.7.3', '5.10', '6.0', '6.1.6', '', 'x'].map(hasSchemaRoute),
    [false, false, false, true, true, true, true, true, true, true, true]);
});

test('field errors: 5.6+ by field, 5.5 by its wrap selector; a wrap by data-name or, without one, by its name class', () => {
  const answer = feedbackAnswer.parse({ status: 'validation_failed', invalid_fields: [
    { field: 'your-name', message: 'a', idref: null, error_id: 'e1' },
    { into: 'span.wpcf7-form-control-wrap.your-email', message: 'b', idref: null, error_id: 'e2' },
    { into: '#elsewhere', message: 'c' },
  ] });
  assert.equal(fieldErrorsOf(answer), [{ field: 'your-name', message: 'a' }, { field: 'your-email', message: 'b' }]);
  resetDom(`<form><span class="wpcf7-form-control-wrap your-email"><input name="your-email"></span>
    <span class="wpcf7-form-control-wrap" data-name="your-name"><input name="your-name"></span>
    <span class="wpcf7-form-control-wrap your-name" data-name="other"></span></form>`);
  assert.equal(wrapsOf(form(), 'your-email').map((wrap) => wrap.className), ['wpcf7-form-control-wrap your-email']);
  assert.equal(wrapsOf(form(), 'your-name').map((wrap) => wrap.getAttribute('data-name')), ['your-name']);
});

test.run();
