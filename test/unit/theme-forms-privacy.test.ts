import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { likeTheBrowser } from '../helpers/react-env';
import { themeFormEnhancers } from '../../enhancers/theme-forms/definition';
import { setThemePage, settle, startEnhancers, stopEnhancers, until } from './theme-harness';
import { mountModule } from '../helpers/theme-kit';
import privacyGateAtRest from '../../enhancers/theme-forms/privacy-gate-at-rest';

const buttons = (form: string) => Array.from(document.querySelectorAll(`#${form} button, #${form} input[type="submit"]`), (button) => button.hasAttribute('disabled'));
const check = async (id: string, checked: boolean) => {
  const box = document.getElementById(id) as HTMLInputElement;
  box.checked = checked;
  box.dispatchEvent(new Event('change', { bubbles: true }));
  await settle(1);
};

likeTheBrowser(test);
test.after.each(() => stopEnhancers());

test('each privacy checkbox gates the submit buttons of its own form, at once and on change', async () => {
  resetDom(`
    <form id="one"><input type="checkbox" id="c1" name="i_agree_privacy_policy"><button>Send</button><input type="submit" value="Go"></form>
    <form id="two"><input type="checkbox" id="c2" name="gdpr_terms" checked><button disabled="disabled">Send</button></form>
    <form id="three"><input type="checkbox" id="c3" name="wpgdprc"><button>Send</button></form>
    <form id="four"><input type="checkbox" id="c4" name="other"><button>Send</button></form>`);
  setThemePage('A');
  await startEnhancers(themeFormEnhancers);
  assert.equal(buttons('one'), [true, true]);
  assert.equal(buttons('two'), [false]);
  assert.equal(buttons('three'), [true]);
  assert.equal(buttons('four'), [false], 'other checkboxes are left alone');
  assert.is(document.getElementById('one')!.querySelector('button')!.getAttribute('disabled'), 'disabled');
  assert.ok(document.getElementById('c1')!.classList.contains('inited'));
  await check('c1', true);
  assert.equal(buttons('one'), [false, false]);
  await check('c1', false);
  assert.equal(buttons('one'), [true, true]);
});

test('before the gate mounts (it waits to near the viewport): its at-rest part disables the submit at ready', () => {
  // WordPress prints the comment form's submit enabled; WP GDPR Compliance adds its `wpgdprc` box to it.
  resetDom(`<form id="commentform"><input type="checkbox" id="c1" name="wpgdprc"><input type="submit" id="send_comment" value="Post Comment"></form>
    <form id="agreed"><input type="checkbox" id="c2" name="wpgdprc" checked><input type="submit" value="Post Comment"></form>`);
  mountModule(privacyGateAtRest, document.getElementById('c1')!);
  mountModule(privacyGateAtRest, document.getElementById('c2')!);
  assert.equal(buttons('commentform'), [true], 'no submit before the consent box is ticked');
  assert.equal(buttons('agreed'), [false]);
  const [atRest, gate] = ['theme-privacy-gate-at-rest', 'theme-privacy-gate'].map((name) => themeFormEnhancers.find((definition) => definition.name === name)!);
  assert.is(atRest!.selector, gate!.selector);
  assert.is(atRest!.strategy ?? 'ready', 'ready', 'at ready, wherever the form is');
  assert.is(gate!.strategy, 'visible');
});

test('a form reset (after a successful send) unchecks the box and disables the buttons again', async () => {
  resetDom(`<form id="one"><input type="checkbox" id="c1" name="i_agree_privacy_policy"><button>Send</button></form>`);
  setThemePage('B');
  await startEnhancers(themeFormEnhancers);
  await check('c1', true);
  assert.equal(buttons('one'), [false]);
  (document.getElementById('one') as HTMLFormElement).reset();
  await settle(2);
  assert.equal(buttons('one'), [true]);
});

test('checkboxes added later are gated too; removal undoes the mark', async () => {
  resetDom('<div id="host"></div>');
  setThemePage('A');
  await startEnhancers(themeFormEnhancers);
  document.getElementById('host')!.innerHTML = '<form id="late"><input type="checkbox" id="c9" name="i_agree_privacy_policy"><button>Send</button></form>';
  await until(() => buttons('late')[0] === true);
  assert.equal(buttons('late'), [true]);
  const box = document.getElementById('c9')!;
  box.remove();
  await settle(2);
  assert.not.ok(box.classList.contains('inited'));
});

test.run();
