// Helpers for the theme widget/layout/shop/sports/menu enhancer tests (issue 6).
import type { EnhancerModule } from '../../src/enhancer';
import type { FakeClock } from './fake-clock';

export interface Mounted {
  errors: unknown[];
  unmount(): void;
}

/** Mounts an enhancer module on an element the way the lifecycle does, with its own settings reader. */
export function mountModule<Settings>(module: EnhancerModule<Settings>, element: Element, settings?: Settings): Mounted {
  // jsdom's own AbortController: its addEventListener accepts only jsdom's AbortSignal.
  const controller = new (window as unknown as { AbortController: typeof AbortController }).AbortController();
  const errors: unknown[] = [];
  const resolved = (settings ?? module.settings?.()) as Settings;
  const mounted = module.mount(element, { name: 'test', settings: resolved, signal: controller.signal, report: (error) => errors.push(error) });
  // A mount still under way (a library file loading) cleans up once it is done, as the lifecycle does.
  let cleanup = mounted instanceof Promise ? undefined : mounted;
  if (mounted instanceof Promise) void mounted.then((done) => (controller.signal.aborted ? done?.() : (cleanup = done)), (error: unknown) => errors.push(error));
  return {
    errors,
    unmount() {
      controller.abort();
      cleanup?.();
    },
  };
}

/** Lets promise chains and fetch bodies settle without touching (possibly fake) timers. */
export async function settle(rounds = 30): Promise<void> {
  for (let round = 0; round < rounds; round++) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Waits (without timers, which may be fake) until the condition holds. Dynamic imports may take a while:
 * the first import of React DOM in a loaded machine can take seconds, so the bound is real time.
 */
export async function waitUntil(condition: () => unknown, milliseconds = 15_000): Promise<void> {
  const deadline = performance.now() + milliseconds;
  while (performance.now() < deadline) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('condition not met');
}

/** Makes Date.now follow the fake clock (animations and countdowns read the time). Returns the undo. */
export function followClock(clock: FakeClock, start = Date.UTC(2024, 2, 23, 12, 0, 0)): () => void {
  const real = Date.now;
  Date.now = () => start + clock.now;
  return () => {
    Date.now = real;
  };
}

/** A generation B theme storage as the sports/restaurant pages print it. */
export const diveitStorage = (extra: Record<string, unknown> = {}) => ({
  ajax_url: '/wp-admin/admin-ajax.php',
  ajax_nonce: '8c1d2e3f4a',
  strings: {
    ajax_error: 'Invalid server answer',
    search_error: 'Error occurs in AJAX search! Please, type your query and press search icon for the traditional search way.',
  },
  ...extra,
});

/** A generation A theme storage. */
export const themerexStorage = (extra: Record<string, unknown> = {}) => ({
  ajax_url: '/wp-admin/admin-ajax.php',
  ajax_nonce: '8c1d2e3f4a',
  strings: { ajax_error: 'Invalid server answer' },
  ...extra,
});

export const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });

/** A fake IntersectionObserver: tests decide when an element scrolls into view. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports the element (in)to view for every observer watching it. */
  static show(target: Element, isIntersecting = true) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.targets.has(target)) continue;
      observer.callback([{ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
  static watching(target: Element) {
    return FakeIntersectionObserver.instances.some((observer) => observer.targets.has(target));
  }
}

/** A fake ResizeObserver: tests call `FakeResizeObserver.resize(element)` after revealing it. */
export class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  static resize(target: Element) {
    for (const observer of FakeResizeObserver.instances) {
      if (observer.targets.has(target)) observer.callback([{ target } as ResizeObserverEntry], observer as unknown as ResizeObserver);
    }
  }
}

/** Installs the fake observers on window (and globalThis); returns the undo. */
export function installFakeObservers(): () => void {
  const win = window as unknown as Record<string, unknown>;
  const saved = { io: win.IntersectionObserver, ro: win.ResizeObserver };
  FakeIntersectionObserver.instances = [];
  FakeResizeObserver.instances = [];
  win.IntersectionObserver = FakeIntersectionObserver;
  win.ResizeObserver = FakeResizeObserver;
  return () => {
    win.IntersectionObserver = saved.io;
    win.ResizeObserver = saved.ro;
  };
}

/** Runs `run` on a window without IntersectionObserver (an old browser), then puts back what was there. */
export function withoutIntersectionObserver(run: () => void): void {
  const win = window as unknown as Record<string, unknown>;
  const saved = win.IntersectionObserver;
  delete win.IntersectionObserver;
  try {
    run();
  } finally {
    win.IntersectionObserver = saved;
  }
}

export const key = (target: Element | null, name: string, options: KeyboardEventInit = {}) =>
  (target ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...options }));

/** jsdom lays nothing out: give an element the sizes a test needs. */
export function setBox(element: Element, box: { height?: number; width?: number; top?: number }): void {
  if (box.height !== undefined) Object.defineProperty(element, 'offsetHeight', { configurable: true, get: () => box.height });
  if (box.width !== undefined) {
    Object.defineProperty(element, 'offsetWidth', { configurable: true, get: () => box.width });
    Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => box.width });
  }
  if (box.top !== undefined) {
    const top = box.top;
    element.getBoundingClientRect = () => {
      const y = top - window.scrollY;
      return { top: y, bottom: y + (box.height ?? 0), left: 0, right: box.width ?? 0, width: box.width ?? 0, height: box.height ?? 0, x: 0, y } as DOMRect;
    };
  }
}

/** A window of the given size whose scrollTo moves scrollY (jsdom implements neither). Returns the undo. */
export function fakeWindow(size: { width?: number; height?: number; documentHeight?: number } = {}): { scrolls: number[]; scroll(y: number): void; restore(): void } {
  const scrolls: number[] = [];
  const saved = { scrollTo: window.scrollTo };
  let y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: size.width ?? 1280 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: size.height ?? 800 });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => size.documentHeight ?? 5000 });
  window.scrollTo = ((x: number | ScrollToOptions, top?: number) => {
    y = typeof x === 'object' ? (x.top ?? y) : (top ?? y);
    scrolls.push(y);
  }) as typeof window.scrollTo;
  return {
    scrolls,
    scroll(to: number) {
      y = to;
      window.dispatchEvent(new Event('scroll'));
    },
    restore() {
      window.scrollTo = saved.scrollTo;
      y = 0;
    },
  };
}
