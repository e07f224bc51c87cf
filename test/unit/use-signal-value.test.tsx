import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { signal } from '@preact/signals-core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useSignalValue } from '../../src/use-signal-value';

test.before.each(() => resetDom('<div id="root"></div>'));

test('re-renders when the signal changes and stops listening after unmount', async () => {
  const count = signal(1);
  let renders = 0;
  function Counter() {
    renders++;
    return <span>{useSignalValue(count)}</span>;
  }
  const root = createRoot(document.getElementById('root')!);
  await act(() => root.render(<Counter />));
  assert.is(document.querySelector('span')!.textContent, '1');
  await act(() => void (count.value = 2));
  assert.is(document.querySelector('span')!.textContent, '2');
  const rendersBefore = renders;
  await act(() => root.unmount());
  count.value = 3;
  assert.is(renders, rendersBefore);
});

test.run();
