// Every dynamic import in our code goes through loadGraph: the build (scripts/rollup-module-graph.mjs) wraps
// each `import(X)` and passes the files X needs, relative to this file. Under tsx and in unit tests nothing
// is wrapped: imports run as written and fetching ahead does nothing.

const linked = new Set<string>();
let fetchingOnly = false;
let fetchedTargets: string[] = [];
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
  if (!fetchingOnly) return load();
  if (files?.[0]) fetchedTargets.push(files[0]);
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

/**
 * Fetches the code that `load` would import, all it needs, and all it may import lazily once used, without
 * running any of it (modulepreload). `load` must start its imports synchronously (every `load` of an
 * enhancer definition does).
 */
export function fetchAhead(load: () => unknown): void {
  if (!supported()) return;
  fetchingOnly = true;
  fetchedTargets = [];
  try {
    void Promise.resolve(load()).catch(() => undefined);
  } catch {
    // Only fetching: the real load reports its own failure when the code is needed.
  } finally {
    fetchingOnly = false;
  }
  const targets = fetchedTargets;
  if (targets.length > 0) void readLater().then((later) => targets.forEach((target) => linkAll(later[target] ?? [])));
}
