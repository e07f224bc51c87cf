import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, createElement } from 'react';
import { installFakeClock } from '../helpers/fake-clock';
import { mountModule, type Mounted } from '../helpers/theme-kit';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useResultBoxes } from '../../enhancers/theme-forms/result-box';
import type { BoxContent, BoxPlace, ShowBox } from '../../enhancers/theme-forms/result-content';

// The result boxes under real React: a form's component that shows what the test asks for.
let showBox: ShowBox = () => undefined;
function Probe({ element }: ServerMarkupProps<undefined, HTMLFormElement>) {
  const { show, boxes } = useResultBoxes(element);
  showBox = show;
  return createElement('div', { hidden: true }, boxes);
}
const probe = defineComponent(Probe);

let mounted: Mounted | undefined;
const form = () => document.getElementById('f') as HTMLFormElement;
const mount = () => act(() => void (mounted = mountModule(probe, form())));
const show = (place: BoxPlace, content: BoxContent) => act(() => showBox(place, content));
const error = (message: string): BoxContent => ({ style: 'error', errors: [message], hideAfterMs: 4000 });

test.before.each(() => resetDom());
test.after.each(() => {
  act(() => mounted?.unmount());
  mounted = undefined;
});

test('validation box: .result in the form, else in its parent, else a new one appended to the form', () => {
  resetDom('<div id="p"><form id="f"><input name="x"><div class="result" id="inner"></div></form><div class="result" id="outer"></div></div>');
  mount();
  show('validation', error('one'));
  assert.is(document.getElementById('inner')!.textContent, 'one');
  document.getElementById('inner')!.remove();
  show('validation', error('two'));
  assert.is(document.getElementById('outer')!.textContent, 'two');
  document.getElementById('outer')!.remove();
  show('validation', error('three'));
  const created = form().lastElementChild as HTMLElement;
  assert.is(created.parentElement, form());
  assert.is(created.className, 'result sc_infobox_style_error');
  assert.is(created.innerHTML, '<p class="error_item">three</p>');
  assert.is(form().querySelectorAll('.result').length, 1);
  show('request', error('four'));
  assert.is(created.textContent, 'four', 'the created box takes later messages too');
  act(() => mounted!.unmount());
  mounted = undefined;
  assert.not.ok(created.isConnected, 'the created box goes with the component');
});

test('request box: .result in the form, else a sibling .result, else a new one right after the form', () => {
  resetDom('<div id="p"><div><div class="result" id="cousin"></div></div><form id="f"></form><div class="result message_block" id="sibling"></div></div>');
  mount();
  show('request', { style: 'success', lines: ['sent'], hideAfterMs: 3000 });
  assert.is(document.getElementById('sibling')!.textContent, 'sent');
  assert.is(document.getElementById('cousin')!.textContent, '');
  document.getElementById('sibling')!.remove();
  show('request', { style: 'success', lines: ['again'], hideAfterMs: 3000 });
  const created = form().nextElementSibling as HTMLElement;
  assert.is(created.previousElementSibling, form());
  assert.is(created.className, 'result sc_infobox_style_success');
  assert.is(created.textContent, 'again');
});

test('a result box: style classes swap, content is text, it hides after the given time and a newer message restarts it', () => {
  const clock = installFakeClock();
  try {
    resetDom('<form id="f"><div class="result sc_infobox_style_success">server text</div></form>');
    mount();
    const box = document.querySelector<HTMLElement>('.result')!;
    assert.is(box.textContent, 'server text', 'nothing changes before a message');
    show('validation', { style: 'error', infobox: true, errors: ['<b>bad</b>', 'second'], hideAfterMs: 4000 });
    assert.is(box.className, 'result sc_infobox sc_infobox_style_error');
    assert.is(box.innerHTML, '<p class="error_item">&lt;b&gt;bad&lt;/b&gt;</p><p class="error_item">second</p>');
    assert.is(box.getAttribute('role'), 'alert');
    assert.is(box.style.display, 'block');
    clock.tick(3000);
    show('request', { style: 'success', lines: ['one', 'two'], hideAfterMs: 3000 });
    assert.is(box.className, 'result sc_infobox sc_infobox_style_success');
    assert.is(box.innerHTML, 'one<br>two');
    assert.is(box.getAttribute('role'), 'status');
    clock.tick(1500);
    assert.is(box.style.display, 'block', 'the first timer was replaced');
    clock.tick(1500);
    assert.is(box.style.display, 'none');
    act(() => mounted!.unmount());
    mounted = undefined;
    assert.ok(box.isConnected, "the server's box stays");
  } finally {
    clock.uninstall();
  }
});

test('the same message again is new markup (announced again), and restarts the time', () => {
  const clock = installFakeClock();
  try {
    resetDom('<form id="f"><div class="result"></div></form>');
    mount();
    const box = document.querySelector<HTMLElement>('.result')!;
    show('validation', error('same'));
    const first = box.firstChild;
    clock.tick(3000);
    show('validation', error('same'));
    assert.is(box.innerHTML, '<p class="error_item">same</p>');
    assert.is.not(box.firstChild, first);
    clock.tick(3999);
    assert.is(box.style.display, 'block');
    clock.tick(1);
    assert.is(box.style.display, 'none');
  } finally {
    clock.uninstall();
  }
});

test.run();
