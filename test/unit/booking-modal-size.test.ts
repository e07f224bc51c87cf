import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createContentHeightReader, loadingMaxHeight, modalSize } from '../../enhancers/booking/modal/modal-size';

test('wide window, content fits: window S−25, form S−40, margin −(S−25+78)/2 with S = content height', () => {
  assert.equal(modalSize(1280, 900, 500), { windowMaxHeight: 475, formMaxHeight: 460, marginTop: -276.5 });
});

test('wide window, content taller than the window less 86: S = window height − 86', () => {
  assert.equal(modalSize(1280, 800, 1000), { windowMaxHeight: 689, formMaxHeight: 674, marginTop: -383.5 });
  assert.equal(modalSize(1280, 800, 714), { windowMaxHeight: 689, formMaxHeight: 674, marginTop: -383.5 }, 'exactly at the edge');
});

test('at or below 720 px: the window fills the height less the 43 px margin', () => {
  assert.equal(modalSize(720, 600, 300), { windowMaxHeight: 557, formMaxHeight: 497, marginTop: -278.5 });
  assert.equal(modalSize(375, 667, 2000), { windowMaxHeight: 624, formMaxHeight: 564, marginTop: -312 });
});

test('while loading: window height − 295 when wider than 720 px, else the window height', () => {
  assert.is(loadingMaxHeight(1280, 800), 505);
  assert.is(loadingMaxHeight(720, 800), 800);
});

test('content height: under 100 keeps the previous value (initially 100), none gives 0', () => {
  const read = createContentHeightReader();
  const scrollable = (height: number) => ({ scrollHeight: height }) as Element;
  assert.is(read(scrollable(40)), 100);
  assert.is(read(scrollable(450)), 450);
  assert.is(read(scrollable(0)), 450);
  assert.is(read(null), 0);
});

test.run();
