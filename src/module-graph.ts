// Every dynamic import in our code goes through loadGraph: the build (scripts/rollup-module-graph.mjs) wraps
// each `import(X)` and passes the files X needs, relative to this file. Under tsx and in unit tests nothing
// is wrapped: imports run as written and fetching ahead does nothing.

const linked = new Set<string>();
let fetchingOnly = false;
// The build sets this to true (the imports are wrapped); a boolean call so that TypeScript does not narrow it.
const WRAPPED = Boolean(/* module-graph */ false);

function linkAll(files: readonly string[]): void {
  const doc = globalThis.document;
  if (!doc) return;
  for (const file of files) {
    const href = new URL(file, import.meta.url).href;
    if (linked.has(href)) continue;
    linked.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}

/**
 * Asks for every file of the graph at once (one round trip instead of one per level), then imports. While
 * fetchAhead() runs, only asks: the returned promise never settles, so nothing runs or mounts.
 */
export function loadGraph<T>(load: () => Promise<T>, files?: readonly string[]): Promise<T> {
  if (files) linkAll(files);
  return fetchingOnly ? new Promise<T>(() => undefined) : load();
}

const supported = (): boolean => WRAPPED && !!globalThis.document?.createElement('link').relList?.supports?.('modulepreload');

/**
 * Fetches the code that `load` would import, and all it needs, without running any of it (modulepreload).
 * `load` must start its imports synchronously (every `load` of an enhancer definition does).
 */
export function fetchAhead(load: () => unknown): void {
  if (!supported()) return;
  fetchingOnly = true;
  try {
    void Promise.resolve(load()).catch(() => undefined);
  } catch {
    // Only fetching: the real load reports its own failure when the code is needed.
  } finally {
    fetchingOnly = false;
  }
}
