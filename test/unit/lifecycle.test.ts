import { flush, resetDom } from '../helpers/dom';
import { spyConsole } from '../helpers/console-spy';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EnhancerDefinition, EnhancerModule } from '../../src/enhancer';
import { startLifecycle, type Lifecycle } from '../../src/lifecycle';
import { resetReportedErrors } from '../../src/report-error';
import { SettingsError } from '../../src/settings-error';

interface Probe {
  definition: EnhancerDefinition;
  mounted: Element[];
  cleaned: Element[];
  loads: number;
}

function probe(name: string, selector: string, module: Partial<EnhancerModule<unknown>> = {}, when?: () => boolean): Probe {
  const result: Probe = { mounted: [], cleaned: [], loads: 0, definition: undefined! };
  result.definition = {
    name,
    family: 'test',
    selector,
    ...(when && { when }),
    load: async () => {
      result.loads++;
      return {
        default: {
          mount(element: Element) {
            result.mounted.push(element);
            return () => result.cleaned.push(element);
          },
          ...module,
        },
      };
    },
  };
  return result;
}

let lifecycle: Lifecycle | undefined;
let errors: ReturnType<typeof spyConsole>;

test.before.each(() => {
  resetDom();
  resetReportedErrors();
  errors = spyConsole('error');
});
test.after.each(() => {
  lifecycle?.stop();
  lifecycle = undefined;
  errors.restore();
});

test('mounts on every matching element already on the page', async () => {
  resetDom('<div class="a"></div><p><span class="a"></span></p><div class="b"></div>');
  const a = probe('a', '.a');
  lifecycle = startLifecycle([a.definition]);
  await lifecycle.settled();
  assert.is(a.mounted.length, 2);
  assert.ok(a.mounted.every((element) => element.classList.contains('a')));
});

test('loads no code when the selector matches nothing', async () => {
  resetDom('<div class="b"></div>');
  const a = probe('a', '.a');
  lifecycle = startLifecycle([a.definition]);
  await lifecycle.settled();
  assert.is(a.loads, 0);
});

test('loads the module once however many elements match', async () => {
  resetDom('<i class="a"></i><i class="a"></i><i class="a"></i>');
  const a = probe('a', '.a');
  lifecycle = startLifecycle([a.definition]);
  await lifecycle.settled();
  assert.is(a.loads, 1);
  assert.is(a.mounted.length, 3);
});

test('marks what `wp-enhance check` reads: the enhancers added, each element claimed, each mount', async () => {
  resetDom('<i class="a"></i><i class="a"></i>');
  performance.clearMarks();
  const a = probe('a', '.a');
  const b = probe('b', '.b');
  const failing = probe('c', '.a', { mount: () => { throw new Error('no'); } });
  lifecycle = startLifecycle([a.definition, b.definition, failing.definition]);
  await lifecycle.settled();
  const details = (name: string) => performance.getEntriesByName(name).map((mark) => (mark as PerformanceMark).detail as unknown);
  assert.equal(details('enhance:add'), [[{ family: 'test', name: 'a' }, { family: 'test', name: 'b' }, { family: 'test', name: 'c' }]]);
  assert.equal(details('enhance:claim'), ['a', 'a', 'c', 'c']);
  assert.equal(details('enhance:mount'), ['a', 'a'], 'a mount that threw is no mount');
  performance.clearMarks();
});

test('enhances markup inserted later, including nested matches', async () => {
  const a = probe('a', '.a');
  lifecycle = startLifecycle([a.definition]);
  await lifecycle.settled();
  assert.is(a.loads, 0);
  const wrapper = document.createElement('section');
  wrapper.className = 'a';
  wrapper.innerHTML = '<div><i class="a"></i></div>';
  document.body.append(wrapper);
  await flush();
  await lifecycle.settled();
  assert.is(a.mounted.length, 2);
  assert.is(a.mounted[0], wrapper);
});

test('runs the cleanup when markup is removed, and remounts when it comes back later', async () => {
  resetDom('<div id="box"><i class="a"></i></div>');
  const a = probe('a', '.a');
  lifecycle = startLifecycle([a.definition]);
  await lifecycle.settled();
  const box = document.getElementById('box')!;
  box.remove();
  await flush();
  assert.is(a.cleaned.length, 1);
  document.body.append(box);
  await flush();
  await lifecycle.settled();
  assert.is(a.mounted.length, 2);
});

test('a node moved within one batch is neither cleaned up nor remounted', async () => {
  resetDom('<div id="from"><i class="a"></i></div><div id="to"></div>');
  const a = probe('a', '.a');
  lifecycle = startLifecycle([a.definition]);
  await lifecycle.settled();
  document.getElementById('to')!.append(document.querySelector('.a')!);
  await flush();
  await lifecycle.settled();
  assert.is(a.mounted.length, 1);
  assert.is(a.cleaned.length, 0);
});

test('never mounts twice on the same element', async () => {
  resetDom('<i class="a"></i>');
  const a = probe('a', '.a');
  lifecycle = startLifecycle([a.definition]);
  await lifecycle.settled();
  // A mutation next to it triggers another scan of its parent.
  document.body.append(document.createElement('div'));
  document.body.insertAdjacentHTML('beforeend', '<b></b>');
  await flush();
  await lifecycle.settled();
  assert.is(a.mounted.length, 1);
});

test('markup removed before its module arrives is never mounted', async () => {
  resetDom('<i class="a"></i>');
  const a = probe('a', '.a');
  lifecycle = startLifecycle([a.definition]);
  document.querySelector('.a')!.remove();
  await flush();
  await lifecycle.settled();
  assert.is(a.mounted.length, 0);
});

test('an enhancer that throws is reported once with its name; the others carry on', async () => {
  resetDom('<i class="bad"></i><i class="bad"></i><i class="good"></i>');
  const bad = probe('broken-widget', '.bad', {
    mount() {
      throw new Error('boom');
    },
  });
  const good = probe('good', '.good');
  lifecycle = startLifecycle([bad.definition, good.definition]);
  await lifecycle.settled();
  assert.is(good.mounted.length, 1);
  assert.is(errors.calls.length, 1);
  assert.match(errors.text()[0]!, /broken-widget/);
  assert.match(errors.text()[0]!, /boom/);
});

test('a module that fails to load switches off only that enhancer', async () => {
  resetDom('<i class="a"></i><i class="b"></i>');
  const b = probe('b', '.b');
  const failing: EnhancerDefinition = { name: 'a', family: 'test', selector: '.a', load: () => Promise.reject(new Error('chunk 404')) };
  lifecycle = startLifecycle([failing, b.definition]);
  await lifecycle.settled();
  assert.is(b.mounted.length, 1);
  assert.match(errors.text()[0]!, /\ba\b.*chunk 404/);
});

test('missing page settings switch off only the enhancers that need them, with one clear message', async () => {
  resetDom('<i class="a"></i><i class="a"></i><i class="b"></i>');
  const a = probe('needs-settings', '.a', {
    settings: () => {
      throw new SettingsError('booked_js_vars', 'is missing');
    },
  });
  const b = probe('b', '.b');
  lifecycle = startLifecycle([a.definition, b.definition]);
  await lifecycle.settled();
  assert.is(a.mounted.length, 0);
  assert.is(b.mounted.length, 1);
  assert.equal(errors.text(), ['[enhance] needs-settings is switched off: window.booked_js_vars is missing.']);
});

test('settings are read once and handed to every mount', async () => {
  resetDom('<i class="a"></i><i class="a"></i>');
  let reads = 0;
  const seen: unknown[] = [];
  const a = probe('a', '.a', {
    settings: () => ({ read: ++reads }),
    mount: (_element, context) => void seen.push(context.settings),
  });
  lifecycle = startLifecycle([a.definition]);
  await lifecycle.settled();
  assert.is(reads, 1);
  assert.equal(seen, [{ read: 1 }, { read: 1 }]);
});

test('when() false keeps an enhancer from loading at all', async () => {
  resetDom('<i class="a"></i>');
  const a = probe('a', '.a', {}, () => false);
  lifecycle = startLifecycle([a.definition]);
  await lifecycle.settled();
  assert.is(a.loads, 0);
});

test('the mount signal aborts on cleanup, and stop() cleans everything up', async () => {
  resetDom('<i class="a"></i><i class="a"></i>');
  const signals: AbortSignal[] = [];
  const a = probe('a', '.a', { mount: (_element, context) => void signals.push(context.signal) });
  lifecycle = startLifecycle([a.definition]);
  await lifecycle.settled();
  document.querySelector('.a')!.remove();
  await flush();
  assert.equal(signals.map((signal) => signal.aborted), [true, false]);
  lifecycle.stop();
  assert.ok(signals[1]!.aborted);
});

test('a cleanup that throws is reported and does not stop other cleanups', async () => {
  resetDom('<i class="a"></i><i class="b"></i>');
  const a = probe('a', '.a', {
    mount: () => () => {
      throw new Error('cleanup failed');
    },
  });
  const b = probe('b', '.b');
  lifecycle = startLifecycle([a.definition, b.definition]);
  await lifecycle.settled();
  lifecycle.stop();
  assert.is(b.cleaned.length, 1);
  assert.match(errors.text()[0]!, /cleanup failed/);
});

test('enhancers added later (a family loaded on demand) enhance what is there and what comes, once', async () => {
  resetDom('<i class="a"></i>');
  const a = probe('a', '.a');
  lifecycle = startLifecycle([]);
  lifecycle.add([a.definition]);
  lifecycle.add([a.definition]);
  await lifecycle.settled();
  document.body.insertAdjacentHTML('beforeend', '<i class="a"></i>');
  await flush();
  await lifecycle.settled();
  assert.is(a.mounted.length, 2);
  assert.is(a.loads, 1);
});

test.run();
