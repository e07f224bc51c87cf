import { flush, resetDom, setPageGlobal } from '../helpers/dom';
import { likeTheBrowser } from '../helpers/react-env';
import { spyConsole } from '../helpers/console-spy';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { consentEnhancers } from '../../enhancers/consent/definition';
import enhancers from '../../enhancers/consent-family';
import type { EnhancerDefinition } from '../../src/enhancer';
import { startLifecycle } from '../../src/lifecycle';
import { resetReportedErrors } from '../../src/report-error';
import { selectEnhancers } from '../../src/select-enhancers';
import { front } from './consent-test-helpers';

const named = (name: string) => consentEnhancers.find((definition) => definition.name === name)!;
const whenOf = (definition: EnhancerDefinition) => definition.when?.() ?? true;

likeTheBrowser(test);
test.before.each(() => resetDom());

test('every consent enhancer is listed in the bundle, in the consent family', () => {
  for (const definition of consentEnhancers) {
    assert.ok(enhancers.includes(definition), definition.name);
    assert.is(definition.family, 'consent');
  }
  assert.equal(selectEnhancers(enhancers, { skip: ['consent'] }).filter((definition) => definition.family === 'consent'), []);
});

test('bar, modal and snippets start only when wpgdprcFront.consents is a non-empty array; the forms always', () => {
  const conditional = ['consent-snippets', 'consent-bar', 'consent-modal'].map(named);
  const forms = ['consent-access-form', 'consent-delete-form'].map(named);
  for (const consents of [undefined, [], 'x', { 0: 1 }]) {
    setPageGlobal('wpgdprcFront', front(consents === undefined ? {} : { consents }));
    assert.equal(conditional.map(whenOf), [false, false, false], JSON.stringify(consents));
    assert.equal(forms.map(whenOf), [true, true]);
  }
  resetDom();
  assert.equal(conditional.map(whenOf), [false, false, false], 'no global at all');
  setPageGlobal('wpgdprcFront', front({ consents: [{ ID: 1, required: '1', placement: 'head', content: '' }] }));
  assert.equal(conditional.map(whenOf), [true, true, true]);
});

test('the selectors are the contract markup', () => {
  assert.is(named('consent-snippets').selector, 'body');
  assert.is(named('consent-bar').selector, '.wpgdprc-consent-bar');
  assert.ok(document.createRange().createContextualFragment('<div class="wpgdprc wpgdprc-consent-modal" id="wpgdprc-consent-modal"></div>').firstElementChild!.matches(named('consent-modal').selector));
  assert.is(named('consent-access-form').selector, '.wpgdprc-form--access-request');
  assert.is(named('consent-delete-form').selector, '.wpgdprc-form--delete-request');
});

test('a page without consent markup or settings loads no consent code', async () => {
  resetDom('<main><p>Plain page</p><div class="wpgdprc-consent-modal__overlay"></div></main>');
  const loads: string[] = [];
  const spied = consentEnhancers.map((definition) => ({ ...definition, load: () => (loads.push(definition.name), definition.load()) }));
  const lifecycle = startLifecycle(spied);
  await flush();
  await lifecycle.settled();
  lifecycle.stop();
  assert.equal(loads, []);
});

test('the forms run on a page whose global lists no consents; without the global they are switched off with one line', async () => {
  resetDom('<form class="wpgdprc-form wpgdprc-form--access-request"><div class="wpgdprc-message"></div></form>');
  setPageGlobal('wpgdprcFront', front());
  let lifecycle = startLifecycle(consentEnhancers);
  // The request forms load on first use: the visitor moves into the form.
  document.querySelector('form')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await flush(20);
  await lifecycle.settled();
  assert.is(document.querySelector('.wpgdprc-message')!.getAttribute('aria-live'), 'polite', 'the access form is mounted');
  lifecycle.stop();

  resetDom('<form class="wpgdprc-form wpgdprc-form--access-request"></form>');
  resetReportedErrors();
  const errors = spyConsole('error');
  try {
    lifecycle = startLifecycle(consentEnhancers);
    document.querySelector('form')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush(20);
    await lifecycle.settled();
    lifecycle.stop();
    assert.is(errors.calls.length, 1);
    assert.match(errors.text()[0]!, /consent-access-form is switched off: window\.wpgdprcFront is missing/);
  } finally {
    errors.restore();
  }
});

test.run();
