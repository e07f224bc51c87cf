import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { installFakeClock, type FakeClock } from '../helpers/fake-clock';
import { useSlidePanel, type SlidePanel } from '../../src/use-slide-panel';

let clock: FakeClock;
let root: Root;
let panel: SlidePanel;

function Probe({ element, initiallyOpen, ms }: { element: HTMLElement | null; initiallyOpen: boolean | (() => boolean); ms?: number }) {
  panel = useSlidePanel(element, initiallyOpen, ms);
  return null;
}

const mount = async (element: HTMLElement | null, initiallyOpen: boolean | (() => boolean), ms?: number) => {
  root = createRoot(document.getElementById('root')!);
  await act(() => root.render(<Probe element={element} initiallyOpen={initiallyOpen} {...(ms !== undefined && { ms })} />));
};
const list = () => document.getElementById('list')!;

test.before.each(() => {
  clock = installFakeClock();
  resetDom('<div id="root"></div><ul id="list" style="display:none"><li>one</li></ul>');
});
test.after.each(async () => {
  await act(() => root.unmount());
  clock.uninstall();
});

test('the state at mount is the server\'s and is not animated; a change slides down, then up (400 ms by default)', async () => {
  await mount(list(), false);
  assert.is(panel.open, false);
  assert.is(list().style.display, 'none');
  assert.is(list().style.transition, '', 'nothing slides at mount');
  await act(() => panel.toggle());
  assert.is(panel.open, true);
  assert.is(list().style.display, 'block');
  assert.match(list().style.transition, /height 400ms/);
  clock.tick(400);
  assert.is(list().style.height, '');
  await act(() => panel.setOpen(false));
  assert.is(panel.open, false);
  clock.tick(399);
  assert.is(list().style.display, 'block', 'still sliding up');
  clock.tick(1);
  assert.is(list().style.display, 'none');
});

test('closing a panel shown by the stylesheet alone pins an inline display first; the initial state may be read lazily', async () => {
  list().removeAttribute('style');
  let reads = 0;
  await mount(list(), () => (reads++, true), 200);
  assert.is(panel.open, true);
  await act(() => panel.toggle());
  assert.is(reads, 1, 'read once');
  assert.is(list().style.display, 'block');
  assert.match(list().style.transition, /height 200ms/);
  clock.tick(200);
  assert.is(list().style.display, 'none');
});

test('setting the state it already has does nothing; without a panel it only keeps the state', async () => {
  await mount(list(), false);
  await act(() => panel.setOpen(false));
  assert.is(list().style.transition, '');
  await act(() => root.unmount());
  await mount(null, false);
  await act(() => panel.toggle());
  assert.is(panel.open, true);
});

test.run();
