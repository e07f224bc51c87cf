import type { Cleanup, EnhancerDefinition, EnhancerModule } from './enhancer';
import { holdInteractions } from './held-interactions';
import { whenNeeded } from './load-strategy';
import { fetchAhead } from './module-graph';
import { reportError } from './report-error';

export interface Lifecycle {
  /** Adds enhancers (e.g. a family's, once its list has loaded): enhances what matches now and later. */
  add(definitions: readonly EnhancerDefinition[]): void;
  /**
   * Fetches, without running, the code of every enhancer still waiting for its strategy, and what the code of
   * every claimed enhancer imports once used (nearest the viewport first); from now on the same for enhancers
   * claimed later, so that no first use waits on the network.
   */
  fetchAhead(): void;
  /** Disconnects the observer and runs every cleanup. */
  stop(): void;
  /**
   * Resolves once every pending module load and mount has finished, including those of `visible` elements
   * already near the viewport (for tests and benchmarks). Elements waiting for interaction do not count.
   */
  settled(): Promise<void>;
}

interface LoadedEnhancer {
  module: EnhancerModule<unknown>;
  settings: unknown;
}

interface Mounting {
  element: Element;
  definition: EnhancerDefinition;
  controller: AbortController;
  cleanup?: Cleanup | void;
}

/**
 * Enhances every element matching a definition's selector now, and whatever is inserted later;
 * runs cleanups for removed markup. One MutationObserver for the whole document; each enhancer's
 * failures stay its own.
 */
export function startLifecycle(definitions: readonly EnhancerDefinition[], doc: Document = document): Lifecycle {
  const loads = new Map<string, Promise<LoadedEnhancer | undefined>>();
  const claimed = new WeakMap<Element, Set<string>>();
  const mountings = new Set<Mounting>();
  const pending = new Set<Promise<unknown>>();
  const switchedOff = new Set<string>();
  let fetchingAhead = false;
  const fetchedAhead = new Set<string>();
  const fetchCodeAhead = (definition: EnhancerDefinition): void => {
    if (fetchedAhead.has(definition.name)) return;
    fetchedAhead.add(definition.name);
    fetchAhead(definition.load);
  };
  const stopped = new AbortController();
  // A part shown once seen that has no box now (a phone's menu button on a wide screen) cannot be seen: its own
  // watch fetches its code once it has a box. Any other part without a box counts as reachable (fetch-order.ts).
  const unseeable = ({ definition, element }: Mounting): boolean => definition.strategy === 'visible' && element.getClientRects().length === 0;
  // Its own chunk: it is needed only once the page is idle.
  const fetchWhenReachable = (waiting: Mounting[]): void => {
    const reachable = waiting.filter((mounting) => !unseeable(mounting));
    if (reachable.length === 0) return;
    void import('./fetch-order').then(
      ({ fetchReachable }) => fetchReachable(reachable, ({ definition }) => fetchCodeAhead(definition), stopped.signal),
      (error: unknown) => reportError('wp-enhance', error),
    );
  };

  const track = <T>(promise: Promise<T>): Promise<T> => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
    return promise;
  };

  const load = (definition: EnhancerDefinition): Promise<LoadedEnhancer | undefined> => {
    let loading = loads.get(definition.name);
    if (!loading) {
      loading = definition
        .load()
        .then(({ default: module }) => ({ module, settings: module.settings?.() }))
        .catch((error: unknown) => {
          // The code could not be had, or its settings reader threw (the page global is missing or malformed).
          switchedOff.add(definition.name);
          reportError(definition.name, error);
          return undefined;
        });
      loads.set(definition.name, loading);
    }
    return loading;
  };

  /** Loads and mounts; true when the enhancer is now in place. */
  const mount = async (mounting: Mounting): Promise<boolean> => {
    const { definition, element, controller } = mounting;
    const loaded = await load(definition);
    if (!loaded || controller.signal.aborted) return false;
    try {
      const mounted = loaded.module.mount(element, {
        name: definition.name,
        settings: loaded.settings,
        signal: controller.signal,
        report: (error) => reportError(definition.name, error),
      });
      mounting.cleanup = mounted instanceof Promise ? await mounted : mounted;
      if (controller.signal.aborted) {
        // The element left while the mount was under way: its cleanup was due already.
        mounting.cleanup?.();
        return false;
      }
      performance.mark('enhance:mount', { detail: definition.name });
      return true;
    } catch (error) {
      reportError(definition.name, error);
      return false;
    }
  };

  // The page-wide elements are not held: a slow family list must never hold every click on the page.
  const holdable = (element: Element) => element !== doc.documentElement && element !== doc.body;

  const claim = (definition: EnhancerDefinition, element: Element): void => {
    let names = claimed.get(element);
    if (names?.has(definition.name)) return;
    if (!names) claimed.set(element, (names = new Set()));
    names.add(definition.name);
    // What `wp-enhance check` (and the browser's performance panel) reads: which enhancers found their markup.
    performance.mark('enhance:claim', { detail: definition.name });
    const mounting: Mounting = { element, definition, controller: new AbortController() };
    mountings.add(mounting);
    const { signal } = mounting.controller;
    let trigger = (): void => undefined;
    const hold = holdable(element) ? holdInteractions(element, () => trigger(), definition.triggers) : undefined;
    signal.addEventListener('abort', () => hold?.discard(), { once: true });
    let looked = (): void => undefined;
    // Until the first look at a `visible` element, settled() waits: it may be on screen and mount now.
    if (definition.strategy === 'visible') void track(new Promise<void>((resolve) => (looked = resolve)));
    trigger = whenNeeded(element, definition.strategy ?? 'ready', signal, {
      intent: () => void load(definition),
      needed: () => void track(mount(mounting).then((mounted) => hold?.release(mounted))),
      looked: () => looked(),
    }, definition.triggers);
    if (fetchingAhead && element !== doc.documentElement) fetchWhenReachable([mounting]);
  };

  const active: EnhancerDefinition[] = [];
  const runnable = (definition: EnhancerDefinition): boolean => {
    try {
      return definition.when?.() ?? true;
    } catch (error) {
      reportError(definition.name, error);
      return false;
    }
  };

  const scan = (root: Element | Document, among: readonly EnhancerDefinition[] = active): void => {
    for (const definition of among) {
      if (switchedOff.has(definition.name)) continue;
      try {
        if (root instanceof Element && root.matches(definition.selector)) claim(definition, root);
        root.querySelectorAll(definition.selector).forEach((element) => claim(definition, element));
      } catch (error) {
        reportError(definition.name, error);
      }
    }
  };

  const release = (mounting: Mounting): void => {
    mountings.delete(mounting);
    claimed.get(mounting.element)?.delete(mounting.definition.name);
    mounting.controller.abort();
    try {
      mounting.cleanup?.();
    } catch (error) {
      reportError(mounting.definition.name, error);
    }
  };

  // A node moved within one batch is still connected when the batch is handled: neither released nor remounted.
  const releaseDisconnected = (): void => {
    for (const mounting of [...mountings]) {
      if (!mounting.element.isConnected) release(mounting);
    }
  };

  const observer = new MutationObserver((records) => {
    if (records.some((record) => record.removedNodes.length > 0)) releaseDisconnected();
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node.nodeType === Node.ELEMENT_NODE && node.isConnected) scan(node as Element);
      });
    }
  });

  const add = (more: readonly EnhancerDefinition[]): void => {
    const known = new Set(active.map((definition) => definition.name));
    const added = more.filter((definition) => !known.has(definition.name) && runnable(definition));
    active.push(...added);
    performance.mark('enhance:add', { detail: added.map(({ family, name }) => ({ family, name })) });
    scan(doc, added);
  };

  add(definitions);
  observer.observe(doc, { childList: true, subtree: true });

  return {
    add,
    fetchAhead() {
      fetchingAhead = true;
      // Those already mounted too: what their own code imports once used comes ahead.
      // Not the families' lists on the root: loading one adds its enhancers (they are all in already).
      fetchWhenReachable([...mountings].filter(({ element }) => element.isConnected && element !== doc.documentElement));
    },
    stop() {
      stopped.abort();
      observer.disconnect();
      for (const mounting of [...mountings]) release(mounting);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
