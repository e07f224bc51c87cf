import { flush, resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { holdEarly } from '../../src/early-interactions';
import type { EnhancerDefinition, EnhancerFamily } from '../../src/enhancer';
import type { Lifecycle } from '../../src/lifecycle';
import { startEnhancing } from '../../src/start';

// Every event jsdom dispatches is untrusted, as a page script's or Playwright's `selectOption` is in a browser.

const WIDGET = `<div class="widget"><a id="link" href="#next">Next</a>
  <select id="choice"><option value="a" selected>A</option><option value="b">B</option></select></div><p id="outside">outside</p>`;

/** A widget loaded on interaction that logs its mount (with the select's value then) and what reaches it. */
function widget(log: string[]): EnhancerDefinition {
  return {
    name: 'widget',
    family: 'one',
    selector: '.widget',
    strategy: 'interaction',
    load: async () => ({
      default: {
        mount(element: Element) {
          log.push(`mounted ${element.querySelector('select')!.value}`);
          const note = (event: Event) => {
            if (event.type === 'click') event.preventDefault();
            const target = event.target as HTMLSelectElement;
            log.push(`${event.type} ${event.type === 'keydown' ? (event as KeyboardEvent).key : target.value ?? target.id}`);
          };
          for (const type of ['click', 'input', 'change', 'keydown']) element.addEventListener(type, note);
        },
      },
    }),
  };
}

/** Lets every list in: a test that failed must not leave its early hold on the shared document. */
const arrivals: (() => void)[] = [];

/** A family whose list arrives when the test lets it. */
function family(name: string, definitions: EnhancerDefinition[]): { family: EnhancerFamily; arrive(): void } {
  let arrive = () => undefined as void;
  const listed = new Promise<void>((resolve) => (arrive = resolve));
  arrivals.push(() => arrive());
  return { family: { family: name, when: () => true, load: () => listed.then(() => ({ default: definitions })) }, arrive: () => arrive() };
}

let lifecycle: Lifecycle | undefined;
/** Clicks nobody held or prevented: a link's navigation, in a browser. */
let passed: string[] = [];
const countPassed = (event: Event) => {
  if (!event.defaultPrevented) passed.push((event.target as Element).id);
  event.preventDefault();
};
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
/** What Playwright's `selectOption` does: sets the value, then dispatches `input` and `change`. */
const selectOption = (value: string) => {
  const select = byId<HTMLSelectElement>('choice');
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

test.before.each(() => {
  resetDom(WIDGET);
  passed = [];
  document.addEventListener('click', countPassed);
});
test.after.each(async () => {
  arrivals.splice(0).forEach((arrive) => arrive());
  await flush();
  lifecycle?.stop();
  lifecycle = undefined;
  document.removeEventListener('click', countPassed);
});

test("a script's click and choice before the lists are held like a visitor's: the widget wakes, reads the choice, gets each once", async () => {
  const log: string[] = [];
  const one = family('one', [widget(log)]);
  lifecycle = await startEnhancing([one.family]);
  byId('link').click();
  selectOption('b');
  assert.equal(passed, [], 'the click is held');
  assert.equal(log, []);
  one.arrive();
  await flush();
  await lifecycle.settled();
  assert.equal(log, ['mounted b', 'click link', 'input b', 'change b']);
  assert.equal(passed, [], 'the replayed click was the widget’s (it prevented it)');
});

test('our own replays are never held again: a claimed widget gets its held click and key while another list still loads, once', async () => {
  const log: string[] = [];
  const one = family('one', [widget(log)]);
  const two = family('two', []);
  lifecycle = await startEnhancing([one.family, two.family]);
  one.arrive();
  // Not settled(): that waits for the second list too.
  await flush(20);
  byId('link').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
  byId('link').click();
  await flush(20);
  assert.equal(log, ['mounted a', 'keydown ArrowRight', 'click link'], 'replayed at the mount, not held until the last list');
  two.arrive();
  await flush();
  await lifecycle.settled();
  assert.equal(log, ['mounted a', 'keydown ArrowRight', 'click link'], 'and not again');
});

test('a click outside any claimed element waits for the last list, then gets the server behaviour once', async () => {
  const one = family('one', []);
  lifecycle = await startEnhancing([one.family]);
  byId('outside').click();
  assert.equal(passed, []);
  one.arrive();
  await flush();
  await lifecycle.settled();
  assert.equal(passed, ['outside']);
});

test("the native click of a jQuery trigger('click') is not held: jQuery has run its handlers already", () => {
  const early = holdEarly(document);
  const page = window as unknown as { jQuery?: { event: { triggered?: string } } };
  page.jQuery = { event: { triggered: 'click' } };
  try {
    byId('link').click();
    assert.equal(passed, ['link']);
    page.jQuery.event.triggered = undefined;
    byId('link').click();
    assert.equal(passed, ['link'], 'a plain script click is held');
  } finally {
    delete page.jQuery;
    assert.is(early.stop().length, 1);
  }
});

test.run();
