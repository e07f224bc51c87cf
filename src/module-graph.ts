// Every dynamic import in our code goes through loadGraph: the build (scripts/rollup-module-graph.mjs) wraps
// each `import(X)` and passes the files X needs, relative to this file. Under tsx and in unit tests nothing
// is wrapped: imports run as written and fetching ahead does nothing.

import { createAheadQueue } from './ahead-queue';

/** Each file asked for, and when its fetch is over (loaded or failed). */
const linked = new Map<string, Promise<void>>();
let fetchingOnly = false;
let fetchedLater: number[] = [];
// The build sets this to true (the imports are wrapped); a boolean call so that TypeScript does not narrow it.
const WRAPPED = Boolean(/* module-graph */ false);

/** One modulepreload link per file (relative to this file), once; resolves when its fetch is over. */
function link(file: string): Promise<void> {
  const doc = globalThis.document;
  if (!doc) return Promise.resolve();
  const href = new URL(file, import.meta.url).href;
  let fetched = linked.get(href);
  if (!fetched) {
    const element = doc.createElement('link');
    element.rel = 'modulepreload';
    element.href = href;
    fetched = new Promise<void>((resolve) => {
      element.onload = element.onerror = () => resolve();
    });
    linked.set(href, fetched);
    doc.head.append(element);
  }
  return fetched;
}

// Two files at a time: the other connections stay free for a visitor's own first use. After a visitor's load or
// request, a grace for what its code sends once mounted (measured: 3 to 20 ms on the bench's early clicks).
const ahead = createAheadQueue(link, 2, 100);

/** The fetch-ahead starts nothing new until this visitor's request (transport.ts) is over. */
export function yieldFetchAhead(use: Promise<unknown>): void {
  ahead.yieldTo(use);
}

/**
 * Asks for every file of the graph at once (one round trip instead of one per level), then imports. While
 * fetchAhead() runs, only asks: the returned promise never settles, so nothing runs or mounts.
 */
export function loadGraph<T>(load: () => Promise<T>, files?: readonly string[], later?: number): Promise<T> {
  if (!fetchingOnly) {
    if (files?.length) ahead.yieldTo(Promise.all(files.map(link)));
    return load();
  }
  if (later !== undefined) fetchedLater.push(later);
  if (files) ahead.add(files);
  return new Promise<T>(() => undefined);
}

const supported = (): boolean => WRAPPED && !!globalThis.document?.createElement('link').relList?.supports?.('modulepreload');

// Written by the build beside this file: lists of what an imported module's code may import lazily once used
// (a popup warming up its form's submit code); a load's third argument names its list. Per module, not per
// file: a file may hold many components, each with its own. Read only when fetching ahead.
type LaterFiles = Record<number, readonly string[] | undefined>;
let laterFiles: Promise<LaterFiles> | undefined;
const readLater = (): Promise<LaterFiles> =>
  (laterFiles ??= import(new URL('./module-graph-later.js', import.meta.url).href).then(
    (module: { default: LaterFiles }) => module.default,
    (): LaterFiles => ({}),
  ));

/**
 * Queues the files of the code that `load` would import, all they need, and all they may import lazily once
 * used (modulepreload), without running any of it, after what was queued before. `load` must start its imports
 * synchronously (every `load` of an enhancer definition does).
 */
export function fetchAhead(load: () => unknown): void {
  if (!supported()) return;
  fetchingOnly = true;
  fetchedLater = [];
  try {
    void Promise.resolve(load()).catch(() => undefined);
  } catch {
    // Only fetching: the real load reports its own failure when the code is needed.
  } finally {
    fetchingOnly = false;
  }
  const lists = fetchedLater;
  if (lists.length) void readLater().then((files) => ahead.add(lists.flatMap((list) => files[list] ?? [])));
}
