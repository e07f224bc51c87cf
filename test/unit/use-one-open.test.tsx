import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useOneOpen, type OneOpen } from '../../src/use-one-open';

test.before.each(() => resetDom('<div id="root"></div>'));

test('one at a time: show opens one and closes the other, close closes all', async () => {
  let group!: OneOpen;
  function Group() {
    group = useOneOpen(() => 1);
    return <p>{[0, 1, 2].map((index) => (group.isOpen(index) ? 'O' : '-')).join('')}</p>;
  }
  const root = createRoot(document.getElementById('root')!);
  const shown = () => document.querySelector('p')!.textContent;
  await act(() => root.render(<Group />));
  assert.is(shown(), '-O-', 'the initial item');
  const { show, close } = group;
  await act(() => show(2));
  assert.is(shown(), '--O');
  await act(() => show(2));
  assert.is(shown(), '--O', 'showing the open one keeps it open');
  await act(() => close());
  assert.is(shown(), '---');
  assert.is(group.open, -1);
  assert.ok(group.show === show && group.close === close, 'stable handlers');
  await act(() => root.unmount());
});

test.run();
