import { flush, resetDom } from '../helpers/dom';
import { spyConsole } from '../helpers/console-spy';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EnhancerDefinition, LoadStrategy } from '../../src/enhancer';
import { startLifecycle, type Lifecycle } from '../../src/lifecycle';
import { resetNearViewportWatch } from '../../src/near-viewport';
import { resetReportedErrors } from '../../src/report-error';
import { FakeIntersectionObserver, installFakeObservers } from '../helpers/theme-kit';

/** A definition whose module arrives only when the test lets it (`arrive`), or fails (`fail`). */
function gated(strategy: LoadStrategy, selector = '.widget') {
  const log: string[] = [];
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let loads = 0;
  const definition: EnhancerDefinition = {
    name: `gated-${strategy}`,
    family: 'test',
    selector,
    strategy,
    load: () => {
      loads++;
      return new Promise((resolve, reject) => {
        fail = reject;
        arrive = () =>
          resolve({
            default: {
              mount(element: Element) {
                log.push('mounted');
                const onClick = (event: Event) => {
                  event.preventDefault();
                  log.push(`click ${(event.target as Element).id}`);
                };
                const onSubmit = (event: Event) => {
                  event.preventDefault();
                  log.push(`submit ${(event as SubmitEvent).submitter?.id ?? 'none'}`);
                };
                const onKey = (event: Event) => {
                  event.preventDefault();
                  log.push(`key ${(event as KeyboardEvent).key} ${(event.target as Element).id}`);
                };
                element.addEventListener('click', onClick);
                element.addEventListener('submit', onSubmit);
                element.addEventListener('keydown', onKey);
                return () => {
                  element.removeEventListener('keydown', onKey);
                  element.removeEventListener('click', onClick);
                  element.removeEventListener('submit', onSubmit);
                };
              },
            },
          });
      });
    },
  };
  return { definition, log, arrive: () => arrive(), fail: (error: Error) => fail(error), loads: () => loads };
}

const WIDGET = `<form class="widget" action="/subscribe"><input id="field" name="q"><a id="link" href="#next">Next</a>
  <button id="send" name="go" value="1">Send</button><label><input type="checkbox" id="box"> Agree</label></form><p id="outside">outside</p>`;

let lifecycle: Lifecycle | undefined;
let restoreObservers: () => void = () => undefined;
let errors: ReturnType<typeof spyConsole>;
const nativeSubmits: string[] = [];
let navigations = 0;
let unwatch = new AbortController();
// jsdom does not load pages: a submit or a link click that nobody prevented is the server's own behaviour,
// counted here and then stopped, so the document stays for the next tests.
const countNative = (event: Event) => {
  const link = event.type === 'click' && (event.target as Element).closest?.('a[href]');
  if (event.type !== 'submit' && !link) return;
  if (!event.defaultPrevented) {
    if (link) navigations++;
    else nativeSubmits.push((event as SubmitEvent).submitter?.id ?? 'none');
  }
  event.preventDefault();
};

test.before.each(() => {
  resetDom(WIDGET);
  resetReportedErrors();
  resetNearViewportWatch();
  restoreObservers = installFakeObservers();
  errors = spyConsole('error');
  nativeSubmits.length = 0;
  navigations = 0;
  document.addEventListener('submit', countNative);
  document.addEventListener('click', countNative);
});
test.after.each(() => {
  lifecycle?.stop();
  lifecycle = undefined;
  unwatch.abort();
  unwatch = new AbortController();
  restoreObservers();
  errors.restore();
  document.removeEventListener('submit', countNative);
  document.removeEventListener('click', countNative);
});

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const click = (id: string) => byId(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
const pointerDown = (id: string) => byId(id).dispatchEvent(new Event('pointerdown', { bubbles: true }));

// The observer comes in its own chunk: on a loaded machine its import takes more than a few turns (CI once
// showed the element before the observer existed).
async function observerCreated(): Promise<void> {
  for (let round = 0; round < 200 && FakeIntersectionObserver.instances.length === 0; round++) await flush();
  assert.ok(FakeIntersectionObserver.instances.length > 0, 'the observer was created');
}

test('interaction: no code until the visitor starts using the element; pointer-over fetches ahead without mounting', async () => {
  const widget = gated('interaction');
  lifecycle = startLifecycle([widget.definition]);
  await flush();
  assert.is(widget.loads(), 0);
  byId('send').dispatchEvent(new Event('pointerenter'));
  assert.is(widget.loads(), 1, 'intent fetches the code');
  widget.arrive();
  await flush();
  assert.equal(widget.log, [], 'but does not mount');
  pointerDown('send');
  await lifecycle.settled();
  assert.equal(widget.log, ['mounted']);
  assert.is(widget.loads(), 1, 'loaded once');
});

test('hover: no code at load; the pointer coming over the element loads and mounts it (interaction would only fetch)', async () => {
  const widget = gated('hover');
  lifecycle = startLifecycle([widget.definition]);
  await flush();
  assert.is(widget.loads(), 0);
  byId('send').dispatchEvent(new Event('pointerover', { bubbles: true }));
  widget.arrive();
  await lifecycle.settled();
  assert.equal(widget.log, ['mounted']);
  assert.is(widget.loads(), 1, 'loaded once');
});

test('a click that arrives while the code loads is held, then replayed exactly once after the mount', async () => {
  const widget = gated('interaction');
  lifecycle = startLifecycle([widget.definition]);
  pointerDown('link');
  assert.is(click('link'), false, 'the click is held: its default (navigation) is prevented');
  click('link'); // the second half of a double click
  await flush();
  assert.equal(widget.log, []);
  widget.arrive();
  await lifecycle.settled();
  assert.equal(widget.log, ['mounted', 'click link']);
  click('link');
  assert.equal(widget.log, ['mounted', 'click link', 'click link'], 'after the mount clicks go straight through');
});

const key = (id: string, name: string) =>
  byId(id).dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

test('navigation keys pressed while the code loads are held (no page scroll) and reach the mounted widget once, in order', async () => {
  const widget = gated('interaction');
  lifecycle = startLifecycle([widget.definition]);
  byId('link').focus();
  assert.is(key('link', 'ArrowRight'), false, 'held: its default (scrolling) is prevented');
  key('link', 'ArrowRight');
  key('link', 'End');
  await flush();
  assert.equal(widget.log, []);
  widget.arrive();
  await lifecycle.settled();
  assert.equal(widget.log, ['mounted', 'key ArrowRight link', 'key ArrowRight link', 'key End link']);
});

test('keys in fields, Enter, Space and Tab are not held; held keys are dropped when the code fails', async () => {
  const widget = gated('interaction');
  lifecycle = startLifecycle([widget.definition]);
  assert.is(key('field', 'ArrowLeft'), true, 'the caret moves in a field');
  assert.is(key('link', 'Enter'), true, 'Enter keeps its default: the click it makes is what is held');
  assert.is(key('send', ' '), true);
  assert.is(key('link', 'Tab'), true, 'focus moves at once');
  assert.is(key('link', 'Escape'), false);
  widget.fail(new Error('offline'));
  await lifecycle.settled();
  assert.equal(widget.log, [], 'nobody to answer a key: nothing is replayed');
  assert.ok(errors.calls.length > 0, 'the failed load is reported');
});

test('a submit (Enter in a field, or a named button) is held and replayed through requestSubmit with its submitter; typed text stays', async () => {
  const widget = gated('interaction');
  lifecycle = startLifecycle([widget.definition]);
  byId<HTMLInputElement>('field').dispatchEvent(new Event('focusin', { bubbles: true }));
  byId<HTMLInputElement>('field').value = 'typed meanwhile';
  byId<HTMLFormElement>('send').closest('form')!.requestSubmit(byId('send'));
  await flush();
  assert.equal(nativeSubmits, [], 'not submitted natively');
  widget.arrive();
  await lifecycle.settled();
  assert.equal(widget.log, ['mounted', 'submit send']);
  assert.equal(nativeSubmits, []);
  assert.is(byId<HTMLInputElement>('field').value, 'typed meanwhile');
});

test('when the code cannot load, the held click and submit get the server behaviour: replayed with nobody intercepting', async () => {
  const widget = gated('interaction');
  lifecycle = startLifecycle([widget.definition]);
  pointerDown('link');
  click('link');
  byId<HTMLFormElement>('send').closest('form')!.requestSubmit(byId('send'));
  assert.is(navigations, 0);
  widget.fail(new TypeError('Failed to fetch dynamically imported module'));
  await lifecycle.settled();
  await flush();
  assert.is(navigations, 1, 'the link click ran again, unprevented');
  assert.equal(nativeSubmits, ['send'], 'the form submitted natively, with its submitter');
  assert.equal(widget.log, []);
  assert.is(errors.calls.length, 1, 'the failure is reported once');
});

test('visible: nothing loads until the element nears the viewport; a click before that mounts it at once and is replayed', async () => {
  const widget = gated('visible');
  lifecycle = startLifecycle([widget.definition]);
  await observerCreated();
  assert.is(widget.loads(), 0);
  const observer = FakeIntersectionObserver.instances.at(-1)!;
  assert.is(observer.options.rootMargin, '200px 0px');
  FakeIntersectionObserver.show(document.querySelector('.widget')!);
  assert.is(widget.loads(), 1);
  widget.arrive();
  await lifecycle.settled();
  assert.equal(widget.log, ['mounted']);
  assert.not.ok(FakeIntersectionObserver.watching(document.querySelector('.widget')!), 'no longer observed');
});

test('visible: a click (without pointerdown, e.g. from a script) before the element is near wakes the load and is replayed', async () => {
  const widget = gated('visible');
  lifecycle = startLifecycle([widget.definition]);
  click('send');
  assert.is(widget.loads(), 1, 'a held click wakes the load');
  widget.arrive();
  await lifecycle.settled();
  assert.equal(widget.log, ['mounted', 'click send']);
});

test('settled() waits for the first look at a visible element: mounted when near, not waited for when far', async () => {
  const widget = gated('visible');
  lifecycle = startLifecycle([widget.definition]);
  let settled = false;
  void lifecycle.settled().then(() => (settled = true));
  await observerCreated();
  assert.not.ok(settled, 'not before the observer has reported');
  FakeIntersectionObserver.show(document.querySelector('.widget')!, false);
  await flush();
  assert.ok(settled, 'far from the viewport: nothing to wait for');
  assert.is(widget.loads(), 0);

  FakeIntersectionObserver.show(document.querySelector('.widget')!);
  let settledAgain = false;
  void lifecycle.settled().then(() => (settledAgain = true));
  await flush();
  assert.not.ok(settledAgain, 'near: waits for the mount');
  widget.arrive();
  await flush();
  assert.ok(settledAgain);
  assert.equal(widget.log, ['mounted']);
});

test('ready mounts at once, and holds clicks until its module is there', async () => {
  const widget = gated('ready');
  lifecycle = startLifecycle([widget.definition]);
  assert.is(widget.loads(), 1);
  click('send');
  widget.arrive();
  await lifecycle.settled();
  assert.equal(widget.log, ['mounted', 'click send']);
});

test('two enhancers on one element: a held click is replayed once, after both have mounted', async () => {
  const first = gated('interaction');
  const second = gated('ready');
  second.definition.name = 'other';
  lifecycle = startLifecycle([first.definition, second.definition]);
  pointerDown('link');
  click('link');
  second.arrive();
  await flush();
  assert.equal(second.log, ['mounted'], 'the second mounted, the click still held for the first');
  first.arrive();
  await lifecycle.settled();
  assert.equal(first.log, ['mounted', 'click link']);
  assert.equal(second.log, ['mounted', 'click link']);
});

test('two enhancers on one element, the second with openers elsewhere: a click on an opener wakes it and is held until it mounts', async () => {
  const atRest = gated('ready');
  atRest.definition.name = 'at-rest';
  const widget = gated('interaction');
  widget.definition.triggers = '#outside';
  lifecycle = startLifecycle([atRest.definition, widget.definition]);
  atRest.arrive();
  await flush();
  assert.is(widget.loads(), 0);
  assert.is(click('outside'), false, "the opener's click is held");
  assert.is(widget.loads(), 1, 'and wakes the enhancer it opens');
  widget.arrive();
  await lifecycle.settled();
  assert.equal(widget.log, ['mounted']);
});

test('markup removed before its code arrives drops what was held and never mounts', async () => {
  const widget = gated('interaction');
  lifecycle = startLifecycle([widget.definition]);
  pointerDown('link');
  click('link');
  document.querySelector('.widget')!.remove();
  await flush();
  widget.arrive();
  await lifecycle.settled();
  assert.equal(widget.log, []);
});

test('a tick in a checkbox is never held: the box changes at once, and the enhancer reads it when it mounts', async () => {
  const widget = gated('interaction');
  lifecycle = startLifecycle([widget.definition]);
  pointerDown('box');
  click('box');
  assert.ok(byId<HTMLInputElement>('box').checked);
  widget.arrive();
  await lifecycle.settled();
  assert.equal(widget.log, ['mounted'], 'no click replayed');
  assert.ok(byId<HTMLInputElement>('box').checked, 'still ticked');
});

/** The `input` and `change` events that reach the page once the widget has mounted, as 'type value'. */
function toldAfterMount(widget: ReturnType<typeof gated>): string[] {
  const seen: string[] = [];
  const watch = (event: Event) => widget.log.includes('mounted') && seen.push(`${event.type} ${(event.target as HTMLInputElement).value}`);
  for (const type of ['input', 'change']) document.addEventListener(type, watch, { signal: unwatch.signal });
  return seen;
}

test('a field changed while the code loads: the mounted enhancer gets one input and one change event for it; none when the code failed', async () => {
  const widget = gated('interaction');
  lifecycle = startLifecycle([widget.definition]);
  const field = byId<HTMLInputElement>('field');
  const seen = toldAfterMount(widget);
  field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  field.value = 'r';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.value = 'reef';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
  widget.arrive();
  await lifecycle.settled();
  assert.equal(seen, ['input reef', 'change reef']);
});

test("a change alone (a script's, such as Playwright's selectOption: no press, focus or key before it) wakes the code, and is told once", async () => {
  const widget = gated('interaction');
  lifecycle = startLifecycle([widget.definition]);
  const field = byId<HTMLInputElement>('field');
  const seen = toldAfterMount(widget);
  field.value = 'reef';
  field.dispatchEvent(new Event('change', { bubbles: true }));
  assert.is(widget.loads(), 1, 'the change woke the code');
  widget.arrive();
  await lifecycle.settled();
  assert.equal(seen, ['change reef']);
});

test("when the code failed, changes are not replayed (the page's own listeners already had them)", async () => {
  const widget = gated('interaction');
  lifecycle = startLifecycle([widget.definition]);
  const field = byId<HTMLInputElement>('field');
  let changes = 0;
  const count = () => changes++;
  document.addEventListener('change', count);
  try {
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
    widget.fail(new TypeError('offline'));
    await lifecycle.settled();
    await flush();
    assert.is(changes, 1);
  } finally {
    document.removeEventListener('change', count);
  }
});

test('clicks outside the element, and modified clicks (new tab), are never held', async () => {
  const widget = gated('interaction');
  lifecycle = startLifecycle([widget.definition]);
  pointerDown('link');
  click('outside');
  byId('link').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
  assert.is(navigations, 1, 'the modified click went through at once');
  widget.arrive();
  await lifecycle.settled();
  assert.equal(widget.log, ['mounted']);
  assert.is(navigations, 1, 'and was not replayed');
});

test.run();
