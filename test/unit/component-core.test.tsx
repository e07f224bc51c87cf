import { flush, resetDom } from '../helpers/dom';
import { spyConsole } from '../helpers/console-spy';
import { likeTheBrowser } from '../helpers/react-env';
import { mountModule } from '../helpers/theme-kit';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useBusy } from '../../src/use-busy';
import { usePlacedElement } from '../../src/use-placed-element';
import { useRequestState } from '../../src/use-request-state';
import { useServerEvent } from '../../src/use-server-event';
import { useActAsButton } from '../../src/use-act-as-button';

likeTheBrowser(test);
test.before.each(() => resetDom('<form class="box"><button id="go" type="button">Go</button><span id="toggle">More</span></form>'));

const byId = (id: string) => document.getElementById(id)!;
const click = (id: string) => byId(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

/** A form whose button runs a request; its result line is placed right after the button. */
function RequestBox({ element, settings }: ServerMarkupProps<{ answer: () => Promise<string> }>) {
  const request = useRequestState<string>();
  const line = usePlacedElement(() => {
    const placed = element.ownerDocument.createElement('div');
    placed.className = 'result_box';
    element.querySelector('#go')!.after(placed);
    return placed;
  }, [element]);
  useBusy(element, request.state.status === 'busy', 'is-loading');
  useServerEvent(element.querySelector('#go'), 'click', () => void request.run(settings.answer));
  const text =
    request.state.status === 'failed' ? request.state.message : request.state.status === 'done' ? request.state.result : '';
  return line && text ? createPortal(<span className="message">{text}</span>, line) : null;
}

test('a component renders the markup it owns at its place in the server markup, as text, and removes it on unmount', async () => {
  let resolve: (text: string) => void = () => undefined;
  const mounted = mountModule(defineComponent(RequestBox), document.querySelector('.box')!, {
    answer: () => new Promise<string>((done) => (resolve = done)),
  });
  const form = document.querySelector('.box')!;
  assert.is(byId('go').nextElementSibling?.className, 'result_box', 'placed right after the button');
  click('go');
  assert.ok(form.classList.contains('is-loading'));
  assert.is(form.getAttribute('aria-busy'), 'true');
  resolve('<b>Saved</b>');
  await flush();
  assert.is(form.querySelector('.result_box')!.innerHTML, '<span class="message">&lt;b&gt;Saved&lt;/b&gt;</span>');
  assert.not.ok(form.classList.contains('is-loading'));
  assert.is(form.getAttribute('aria-busy'), null);
  mounted.unmount();
  assert.is(form.querySelector('.result_box'), null);
  assert.equal(mounted.errors, []);
});

test('useRequestState: a second run while busy does nothing; a failure keeps its sentence; the next run works', async () => {
  let calls = 0;
  let reject: (error: Error) => void = () => undefined;
  mountModule(defineComponent(RequestBox), document.querySelector('.box')!, {
    answer: () => {
      calls++;
      return new Promise<string>((_, fail) => (reject = fail));
    },
  });
  click('go');
  click('go');
  assert.is(calls, 1, 'a double click sends one request');
  reject(new Error('The server did not answer.'));
  await flush();
  assert.is(document.querySelector('.result_box')!.textContent, 'The server did not answer.');
  click('go');
  assert.is(calls, 2);
});

test('a component that throws while rendering is reported under its enhancer and leaves the server markup alone', () => {
  const quiet = spyConsole('error');
  function Broken(): never {
    throw new Error('broken render');
  }
  try {
    const before = document.body.innerHTML;
    const mounted = mountModule(defineComponent(Broken), document.querySelector('.box')!);
    assert.is(mounted.errors.length, 1);
    assert.match(String(mounted.errors[0]), /broken render/);
    assert.is(document.body.innerHTML, before);
  } finally {
    quiet.restore();
  }
});

test('useServerEvent commits state before the event returns; useActAsButton makes a span a keyboard button until unmount', () => {
  function Toggle({ element }: ServerMarkupProps) {
    const [open, setOpen] = useState(false);
    const toggle = element.querySelector<HTMLElement>('#toggle');
    useActAsButton(toggle, 'More');
    useServerEvent(toggle, 'click', () => setOpen((was) => !was));
    return toggle ? createPortal(open ? <em>open</em> : null, toggle) : null;
  }
  const mounted = mountModule(defineComponent(Toggle), document.querySelector('.box')!);
  const toggle = byId('toggle');
  assert.is(toggle.getAttribute('role'), 'button');
  toggle.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  assert.is(toggle.querySelector('em')?.textContent, 'open', 'committed synchronously');
  click('toggle');
  assert.is(toggle.querySelector('em'), null);
  mounted.unmount();
  assert.is(toggle.getAttribute('role'), null);
  click('toggle');
  assert.is(toggle.querySelector('em'), null, 'no listener left');
});

test.run();
