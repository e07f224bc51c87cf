import { resetDom } from '../helpers/dom';
import { spyConsole } from '../helpers/console-spy';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { renderInto } from '../../src/render';

test.before.each(() => resetDom('<div id="a"></div><div id="b"></div>'));

test('a component that throws is reported and removed; its neighbour keeps rendering', async () => {
  const reported: unknown[] = [];
  const quiet = spyConsole('error'); // React logs caught render errors too
  function Broken(): never {
    throw new Error('render failed');
  }
  try {
    await act(() => void renderInto(document.getElementById('a')!, <Broken />, (error) => reported.push(error)));
    await act(() => void renderInto(document.getElementById('b')!, <p>fine</p>, (error) => reported.push(error)));
  } finally {
    quiet.restore();
  }
  assert.is(reported.length, 1);
  assert.match(String(reported[0]), /render failed/);
  assert.is(document.getElementById('a')!.innerHTML, '');
  assert.is(document.getElementById('b')!.textContent, 'fine');
});

test('the returned cleanup unmounts', async () => {
  let cleanup = () => {};
  await act(() => void (cleanup = renderInto(document.getElementById('a')!, <p>x</p>, () => {})));
  await act(() => cleanup());
  assert.is(document.getElementById('a')!.innerHTML, '');
});

test.run();
