/** @jsxImportSource ../../src/preact-adapter */
// The production `react` adapter (src/preact-adapter/) run as the bundle runs it: on Preact, in jsdom.
// JSX in this file goes through the adapter's own jsx-runtime; the rest of the unit suite runs real React.
import { resetDom } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ComponentChildren } from 'preact';
import { Component, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from '../../src/preact-adapter/react';
import { createPortal, flushSync } from '../../src/preact-adapter/react-dom';
import { createRoot, type Root } from '../../src/preact-adapter/client';

let roots: Root[] = [];
const mount = (node: ComponentChildren, container: Element = document.createElement('div')): Element => {
  const root = createRoot(container);
  roots.push(root);
  flushSync(() => root.render(node));
  return container;
};

test.before.each(() => resetDom('<p id="server">server <b>text</b></p>'));
test.after.each(() => {
  for (const root of roots) root.unmount();
  roots = [];
});

/** A store like a signal: a value and its listeners. */
function createStore<Value>(value: Value) {
  const listeners = new Set<() => void>();
  return {
    listeners,
    get: () => value,
    set(next: Value) {
      value = next;
      for (const listener of listeners) listener();
    },
    setQuietly(next: Value) {
      value = next;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

test('createRoot renders at once and unmount removes the content and runs the cleanups', () => {
  const cleaned: string[] = [];
  function Item() {
    useLayoutEffect(() => () => void cleaned.push('item'), []);
    return <span>item</span>;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  root.render(<Item />);
  assert.is(container.innerHTML, '<span>item</span>');
  root.unmount();
  assert.is(container.innerHTML, '');
  assert.equal(cleaned, ['item']);
});

test('flushSync commits a state update before it returns, with the updates its layout effects make', () => {
  let setCount = (_count: number) => {};
  function Counter() {
    const [count, set] = useState(0);
    const [doubled, setDoubled] = useState(0);
    setCount = set;
    useLayoutEffect(() => setDoubled(count * 2), [count]);
    return <output>{count} {doubled}</output>;
  }
  const container = mount(<Counter />);
  flushSync(() => setCount(2));
  assert.is(container.textContent, '2 4');
});

test('flushSync also commits an update queued before it, whatever the callback does', () => {
  let setCount = (_count: number) => {};
  function Counter() {
    const [count, set] = useState(0);
    setCount = set;
    return <output>{count}</output>;
  }
  const container = mount(<Counter />);
  setCount(1);
  assert.is(container.textContent, '0', 'Preact batches updates in a microtask');
  flushSync(() => setCount(1));
  assert.is(container.textContent, '1');
});

test('a root mounted inside flushSync has run its layout effects and their updates when it returns', () => {
  function Measured() {
    const [width, setWidth] = useState<number | null>(null);
    useLayoutEffect(() => setWidth(42), []);
    return <span>{width ?? 'unmeasured'}</span>;
  }
  assert.is(mount(<Measured />).textContent, '42');
});

test('useSyncExternalStore: subscribed when the mount returns, so a change right after it commits in flushSync', () => {
  const store = createStore('a');
  function Reader() {
    return <span>{useSyncExternalStore(store.subscribe, store.get)}</span>;
  }
  const container = mount(<Reader />);
  assert.is(store.listeners.size, 1);
  flushSync(() => store.set('b'));
  assert.is(container.textContent, 'b');
});

test('useSyncExternalStore: a change between render and subscription is not missed (no tearing)', () => {
  const store = createStore(1);
  function Reader() {
    return <i>{useSyncExternalStore(store.subscribe, store.get)}</i>;
  }
  // Changes the store after the first reader has rendered and before anything subscribed.
  function Changer() {
    store.setQuietly(2);
    return null;
  }
  const container = mount(<><Reader /><Changer /><Reader /></>);
  assert.is(container.innerHTML, '<i>2</i><i>2</i>');
});

test('useSyncExternalStore: unsubscribes on unmount and resubscribes when subscribe changes', () => {
  const first = createStore('first');
  const second = createStore('second');
  let choose = (_store: typeof first) => {};
  function Reader() {
    const [store, setStore] = useState(first);
    choose = setStore;
    return <span>{useSyncExternalStore(store.subscribe, store.get)}</span>;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(<Reader />));
  flushSync(() => choose(second));
  assert.is(container.textContent, 'second');
  assert.is(first.listeners.size, 0);
  assert.is(second.listeners.size, 1);
  root.unmount();
  assert.is(second.listeners.size, 0);
});

test('createPortal: content goes at the end of a server element, whose own markup stays', () => {
  const server = document.getElementById('server')!;
  let setText = (_text: string) => {};
  function Note() {
    const [text, set] = useState('one');
    setText = set;
    return createPortal(<em className="note">{text}</em>, server);
  }
  const container = mount(<Note />);
  assert.is(server.innerHTML, 'server <b>text</b><em class="note">one</em>');
  flushSync(() => setText('two'));
  assert.is(server.innerHTML, 'server <b>text</b><em class="note">two</em>');
  assert.is(container.innerHTML, '');
  roots.pop()!.unmount();
  assert.is(server.innerHTML, 'server <b>text</b>');
});

test('createPortal: two portals share a container; a keyed portal keeps its content; a new container moves it', () => {
  const server = document.getElementById('server')!;
  const other = document.body.appendChild(document.createElement('div'));
  let setTarget = (_target: Element) => {};
  function Two() {
    const [target, set] = useState<Element>(server);
    setTarget = set;
    return [createPortal(<u>a</u>, server, 'a'), createPortal(<s>b</s>, target, 'b')];
  }
  mount(<Two />);
  assert.is(server.innerHTML, 'server <b>text</b><u>a</u><s>b</s>');
  flushSync(() => setTarget(other));
  assert.is(server.innerHTML, 'server <b>text</b><u>a</u>');
  assert.is(other.innerHTML, '<s>b</s>');
});

test('createPortal: refs in the content are set when the layout effects of the component rendering it run', () => {
  const server = document.getElementById('server')!;
  let seen: Element | null = null;
  function Owner() {
    const ref = useRef<HTMLElement>(null);
    useLayoutEffect(() => void (seen = ref.current), []);
    return createPortal(<span ref={ref}>placed</span>, server);
  }
  mount(<Owner />);
  assert.is(seen, server.querySelector('span'));
});

class Boundary extends Component<{ children: ComponentChildren; report: (error: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static override getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.report(error);
  }
  override render() {
    return this.state.failed ? <span>fallback</span> : this.props.children;
  }
}

test('an error boundary catches a render error, in a portal too, and shows its fallback before flushSync returns', () => {
  function Broken(): never {
    throw new Error('render failed');
  }
  const server = document.getElementById('server')!;
  for (const broken of [<Broken />, createPortal(<Broken />, server)]) {
    const reported: unknown[] = [];
    const container = mount(<Boundary report={(error) => reported.push(error)}>{broken}</Boundary>);
    assert.is(container.innerHTML, '<span>fallback</span>');
    assert.match(String(reported[0]), /render failed/);
    assert.is(server.innerHTML, 'server <b>text</b>');
  }
});

test('useId is unique across roots (Preact counts per root, and every component has a root of its own)', () => {
  function Labelled() {
    const id = useId();
    return <span id={id} />;
  }
  const ids = [mount(<Labelled />), mount(<Labelled />)].map((container) => container.firstElementChild!.id);
  assert.ok(ids[0]);
  assert.is.not(ids[0], ids[1]);
});

test('React prop names land as React sets them: no empty class or for, SVG tabindex and hyphenated attributes', () => {
  const container = mount(
    <div>
      <span className={undefined} title="t" />
      <label className="field" htmlFor="name" />
      <svg viewBox="0 0 10 10" className="chart">
        <g tabIndex={0}>
          <path strokeWidth={2} strokeLinecap="round" strokeDasharray="1 2" strokeDashoffset={3} />
          <text textAnchor="middle" dominantBaseline="middle" fontSize={16} fontFamily="serif" />
        </g>
      </svg>
    </div>,
  );
  assert.is(
    container.innerHTML,
    '<div><span title="t"></span><label class="field" for="name"></label>' +
      '<svg viewBox="0 0 10 10" class="chart"><g tabindex="0">' +
      '<path stroke-width="2" stroke-linecap="round" stroke-dasharray="1 2" stroke-dashoffset="3"></path>' +
      '<text text-anchor="middle" dominant-baseline="middle" font-size="16" font-family="serif"></text></g></svg></div>',
  );
});

test.run();
