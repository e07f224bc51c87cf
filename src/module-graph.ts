// Every dynamic import in our code goes through loadGraph: the build (scripts/rollup-module-graph.mjs) wraps
// each `import(X)` and passes the files X needs, relative to this file. Under tsx and in unit tests nothing
// is wrapped: imports run as written and fetching ahead does nothing.

/** Each file asked for, and when its fetch is over (loaded or failed). */
const linked = new Map<string, Promise<void>>();
let fetchingOnly = false;
let fetchedTargets: string[] = [];
// The build sets this to true (the imports are wrapped); a boolean call so that TypeScript does not narrow it.
const WRAPPED = Boolean(/* module-graph */ false);

function linkAll(files: readonly string[]): Promise<unknown> {
  const doc = globalThis.document;
  if (!doc) return Promise.resolve();
  return Promise.all(
    files.map((file) => {
      const href = new URL(file, import.meta.url).href;
      let fetched = linked.get(href);
      if (!fetched) {
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        fetched = new Promise<void>((resolve) => {
          link.onload = link.onerror = () => resolve();
        });
        linked.set(href, fetched);
        doc.head.append(link);
      }
      return fetched;
    }),
  );
}

/**
 * Asks for every file of the graph at once (one round trip instead of one per level), then imports. While
 * fetchAhead() runs, only asks: the returned promise never settles, so nothing runs or mounts.
 */
export function loadGraph<T>(load: () => Promise<T>, files?: readonly string[]): Promise<T> {
  const fetched = files ? linkAll(files) : undefined;
  if (!fetchingOnly) return load();
  if (files?.[0]) fetchedTargets.push(files[0]);
  if (fetched) fetches.push(fetched);
  return new Promise<T>(() => undefined);
}

const supported = (): boolean => WRAPPED && !!globalThis.document?.createElement('link').relList?.supports?.('modulepreload');

// Written by the build beside this file: for each target, what its code may import lazily once used (a popup
// warming up its form's submit code). Read only when fetching ahead.
type LaterFiles = Record<string, readonly string[] | undefined>;
let laterFiles: Promise<LaterFiles> | undefined;
const readLater = (): Promise<LaterFiles> =>
  (laterFiles ??= import(new URL('./module-graph-later.js', import.meta.url).href).then(
    (module: { default: LaterFiles }) => module.default,
    (): LaterFiles => ({}),
  ));

let fetches: Promise<unknown>[] = [];
// One enhancer's code at a time: a visitor's own first use (which asks at once, outside this queue) then
// shares the link with at most one fetch ahead of it.
let queue: Promise<unknown> = Promise.resolve();

function fetchNow(load: () => unknown): Promise<unknown> {
  fetchingOnly = true;
  fetchedTargets = [];
  fetches = [];
  try {
    void Promise.resolve(load()).catch(() => undefined);
  } catch {
    // Only fetching: the real load reports its own failure when the code is needed.
  } finally {
    fetchingOnly = false;
  }
  const targets = fetchedTargets;
  const later = targets.length ? readLater().then((files) => linkAll(targets.flatMap((target) => files[target] ?? []))) : undefined;
  return Promise.all([...fetches, later]);
}

/**
 * Fetches the code that `load` would import, all it needs, and all it may import lazily once used, without
 * running any of it (modulepreload), after the code asked for ahead before it. `load` must start its imports
 * synchronously (every `load` of an enhancer definition does).
 */
export function fetchAhead(load: () => unknown): void {
  if (!supported()) return;
  queue = queue.then(() => fetchNow(load));
}
