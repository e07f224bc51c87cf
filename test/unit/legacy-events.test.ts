import { resetDom, setPageGlobal } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { triggerLegacyEvent } from '../../src/legacy-events';

test.before.each(() => resetDom('<div id="outer"><span id="inner"></span></div>'));

test('without jQuery: a bubbling CustomEvent with the arguments as detail', () => {
  const seen: unknown[] = [];
  document.getElementById('outer')!.addEventListener('booked-on-new-app', (event) => seen.push((event as CustomEvent).detail));
  triggerLegacyEvent(document.getElementById('inner')!, 'booked-on-new-app', ['2026-11-23', 1]);
  assert.equal(seen, [['2026-11-23', 1]]);
});

test('with jQuery: triggered through jQuery with the same extra arguments', () => {
  const calls: unknown[] = [];
  setPageGlobal('jQuery', (target: EventTarget) => ({ trigger: (name: string, args: unknown[]) => calls.push([target, name, args]) }));
  const inner = document.getElementById('inner')!;
  triggerLegacyEvent(inner, 'added_to_cart', ['fragments']);
  assert.equal(calls, [[inner, 'added_to_cart', ['fragments']]]);
});

test.run();
