import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { holdDialogFocus } from '../../src/dialog-focus';

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const key = (name: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

test.before.each(() =>
  resetDom(`<button id="opener">Open</button>
  <div id="dialog" tabindex="-1"><button id="first">First</button><input id="middle" type="text"><button id="last">Last</button><button id="off" disabled>Off</button></div>`),
);

test('focus moves to the first focusable element, or to the chosen one', () => {
  byId('opener').focus();
  const release = holdDialogFocus(byId('dialog'));
  assert.is(document.activeElement, byId('first'));
  release();
  const again = holdDialogFocus(byId('dialog'), { initialFocus: () => byId('middle') });
  assert.is(document.activeElement, byId('middle'));
  again();
  assert.is(document.activeElement, byId('opener'));
});

test('Tab wraps from the last to the first, Shift+Tab from the first to the last; the middle is left to the browser', () => {
  const release = holdDialogFocus(byId('dialog'));
  byId('last').focus();
  assert.ok(key('Tab').defaultPrevented);
  assert.is(document.activeElement, byId('first'));
  assert.ok(key('Tab', true).defaultPrevented);
  assert.is(document.activeElement, byId('last'));
  byId('middle').focus();
  assert.not.ok(key('Tab').defaultPrevented);
  release();
});

test('focus outside the dialog is pulled back in by Tab', () => {
  const release = holdDialogFocus(byId('dialog'));
  byId('opener').focus();
  key('Tab');
  assert.is(document.activeElement, byId('first'));
  release();
});

test('Escape calls onEscape; release returns focus to the opener and stops listening', () => {
  byId('opener').focus();
  let escapes = 0;
  const release = holdDialogFocus(byId('dialog'), { onEscape: () => escapes++ });
  assert.ok(key('Escape').defaultPrevented);
  assert.is(escapes, 1);
  release();
  assert.is(document.activeElement, byId('opener'));
  byId('first').focus();
  key('Escape');
  assert.is(escapes, 1);
  byId('last').focus();
  assert.not.ok(key('Tab').defaultPrevented);
});

test('release leaves focus alone when it has already moved elsewhere on purpose', () => {
  document.body.insertAdjacentHTML('beforeend', '<button id="other">Other</button>');
  byId('opener').focus();
  const release = holdDialogFocus(byId('dialog'), { returnTo: byId('opener') });
  byId('other').focus();
  release();
  assert.is(document.activeElement, byId('other'));
});

test('a dialog with nothing focusable holds focus itself', () => {
  resetDom('<div id="empty" tabindex="-1"><p>Text</p></div>');
  const release = holdDialogFocus(byId('empty'));
  assert.is(document.activeElement, byId('empty'));
  assert.ok(key('Tab').defaultPrevented);
  assert.is(document.activeElement, byId('empty'));
  release();
});

test('non-modal: only Escape is handled; focus is neither moved, trapped nor returned', () => {
  byId('opener').focus();
  let escapes = 0;
  const release = holdDialogFocus(byId('dialog'), { modal: false, onEscape: () => escapes++ });
  assert.is(document.activeElement, byId('opener'));
  byId('last').focus();
  assert.not.ok(key('Tab').defaultPrevented);
  key('Escape');
  assert.is(escapes, 1);
  release();
  assert.is(document.activeElement, byId('last'));
});

test('a dialog that takes focus itself is made focusable, and Shift+Tab from it goes to the last element', () => {
  resetDom('<button id="opener">Open</button><div id="panel"><a id="one" href="#">1</a><a id="two" href="#">2</a></div>');
  byId('opener').focus();
  const release = holdDialogFocus(byId('panel'), { initialFocus: (panel) => panel });
  assert.is(document.activeElement, byId('panel'));
  assert.is(byId('panel').getAttribute('tabindex'), '-1');
  assert.ok(key('Tab', true).defaultPrevented);
  assert.is(document.activeElement, byId('two'));
  release();
  assert.is(document.activeElement, byId('opener'));
});

test.run();
