import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EnhancerDefinition } from '../../src/enhancer';
import { readSelection, selectEnhancers } from '../../src/select-enhancers';

const definition = (name: string, family: string): EnhancerDefinition => ({
  name,
  family,
  selector: '*',
  load: () => Promise.reject(new Error('not loaded in this test')),
});
const all = [definition('consent-bar', 'consent'), definition('consent-forms', 'consent'), definition('likes', 'theme'), definition('message-popup', 'theme')];
const names = (list: EnhancerDefinition[]) => list.map((item) => item.name);

test.before.each(() => resetDom());

test('runs everything by default', () => {
  assert.equal(names(selectEnhancers(all, readSelection())), names(all));
});

test('only: names and family names from the script tag', () => {
  document.head.innerHTML = '<script type="module" src="/dist/enhance.js" data-enhance-only="consent, likes"></script>';
  assert.equal(names(selectEnhancers(all, readSelection())), ['consent-bar', 'consent-forms', 'likes']);
});

test('skip from the page global, as a list or a string', () => {
  setPageGlobal('wpEnhance', { skip: ['theme'] });
  assert.equal(names(selectEnhancers(all, readSelection())), ['consent-bar', 'consent-forms']);
  setPageGlobal('wpEnhance', { skip: 'consent-bar message-popup' });
  assert.equal(names(selectEnhancers(all, readSelection())), ['consent-forms', 'likes']);
});

test('only and skip together; the script tag wins over the global', () => {
  setPageGlobal('wpEnhance', { only: ['likes'] });
  document.head.innerHTML = '<script data-enhance-only="consent" data-enhance-skip="consent-forms"></script>';
  assert.equal(names(selectEnhancers(all, readSelection())), ['consent-bar']);
});

test('a malformed global is ignored rather than breaking the page', () => {
  setPageGlobal('wpEnhance', { only: 42 });
  assert.equal(names(selectEnhancers(all, readSelection())), names(all));
});

test.run();
