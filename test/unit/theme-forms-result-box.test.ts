import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installFakeClock } from '../helpers/fake-clock';
import { errorItems, requestBox, showBox, textLines, validationBox } from '../../enhancers/theme-forms/result-box';

test.before.each(() => resetDom());

test('validation box: .result in the form, else in its parent, else a new one appended to the form', () => {
  resetDom('<div id="p"><form id="f"><div class="result" id="inner"></div></form><div class="result" id="outer"></div></div>');
  const form = document.getElementById('f') as HTMLFormElement;
  assert.is(validationBox(form).id, 'inner');
  document.getElementById('inner')!.remove();
  assert.is(validationBox(form).id, 'outer');
  document.getElementById('outer')!.remove();
  const created = validationBox(form);
  assert.is(created.parentElement, form);
  assert.is(created.className, 'result');
});

test('request box: .result in the form, else a sibling .result, else a new one right after the form', () => {
  resetDom('<div id="p"><div><div class="result" id="cousin"></div></div><form id="f"></form><div class="result message_block" id="sibling"></div></div>');
  const form = document.getElementById('f') as HTMLFormElement;
  assert.is(requestBox(form).id, 'sibling');
  document.getElementById('sibling')!.remove();
  const created = requestBox(form);
  assert.is(created.previousElementSibling, form);
});

test('showBox: style classes swap, content is text, it hides after the given time and a newer message restarts it', () => {
  const clock = installFakeClock();
  try {
    resetDom('<div class="result sc_infobox_style_success"></div>');
    const box = document.querySelector<HTMLElement>('.result')!;
    showBox(box, { style: 'error', infobox: true, content: errorItems(document, ['<b>bad</b>', 'second']), hideAfterMs: 4000 });
    assert.is(box.className, 'result sc_infobox sc_infobox_style_error');
    assert.is(box.innerHTML, '<p class="error_item">&lt;b&gt;bad&lt;/b&gt;</p><p class="error_item">second</p>');
    assert.is(box.getAttribute('role'), 'alert');
    clock.tick(3000);
    showBox(box, { style: 'success', content: textLines(document, ['one', 'two']), hideAfterMs: 3000 });
    assert.is(box.className, 'result sc_infobox sc_infobox_style_success');
    assert.is(box.innerHTML, 'one<br>two');
    assert.is(box.getAttribute('role'), 'status');
    clock.tick(1500);
    assert.is(box.style.display, 'block', 'the first timer was replaced');
    clock.tick(1500);
    assert.is(box.style.display, 'none');
  } finally {
    clock.uninstall();
  }
});

test.run();
